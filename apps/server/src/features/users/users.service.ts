import {
  type Action,
  ROLES_BY_ORGANISATION_TYPE,
  type Role,
  type UserUpdateInput,
  can,
  teamPageArea,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import { type Actor, type OrganisationRow, type UserRow, actsIn, toRoles } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { holdsEverywhere } from '../organisations/organisations.access.js';
import { findUserByEmail } from './users.queries.js';

export const EMAIL_IN_USE = 'This e-mail address is already in use';

/** spec 01 §6: only Matter Admin and Legacy Manager may change roles when editing their own account. */
const MAY_CHANGE_OWN_ROLES: Role[] = ['Matter Admin', 'Legacy Manager'];

/** The Team page verbs that change users (spec 01 §6: CRUD flags). */
export type TeamVerb = 'create' | 'update' | 'delete';

/**
 * spec 01 §6 Team page, by organisation type (teamPageArea): law firm — Matter Admin full, Admin
 * Demo read only; charity — Legacy Manager full, Admin Demo read only; others none. Administrators
 * manage every company (companyMembers) and the administrators (the platform's users).
 */
export function mayManageUsersOf(
  actor: Actor,
  organisation: Pick<OrganisationRow, 'organisationID' | 'organisationType'>,
  verb: TeamVerb = 'update',
): boolean {
  const adminAction: Action =
    organisation.organisationType === 'platform' ? `administrators.${verb}` : `companyMembers.${verb}`;
  if (holdsEverywhere(actor, adminAction)) return true;
  const area = teamPageArea(organisation.organisationType);
  return !!area && can(actor, `${area}.${verb}`, { organisationID: organisation.organisationID });
}

/** Whether the actor may see a user at all; otherwise the user answers 404. */
export function mayViewUser(actor: Actor, target: UserRow): boolean {
  if (target.userID === actor.userID) return true;
  if (actor.roles.includes('Administrators')) return true;
  // Individuals share the clients' organisation but see nobody else through it.
  if (actor.roles.includes('Individual')) return false;
  return actsIn(actor, target.organisationID);
}

export async function updateUser(
  tx: Tx,
  actor: Actor,
  target: { user: UserRow; organisation: OrganisationRow },
  input: UserUpdateInput,
) {
  const isSelf = target.user.userID === actor.userID;
  if (!mayViewUser(actor, target.user)) throw notFound();
  const mayManage = mayManageUsersOf(actor, target.organisation);
  if (!isSelf && !mayManage) throw forbidden("You can't edit other users");

  const currentRoles = toRoles(target.user.roles);
  const rolesChanged =
    input.roles.length !== currentRoles.length || input.roles.some((r) => !currentRoles.includes(r));
  if (rolesChanged) {
    if (
      isSelf &&
      !actor.realRoles.some((r) => MAY_CHANGE_OWN_ROLES.includes(r)) &&
      !actor.roles.includes('Administrators')
    ) {
      throw forbidden('Only Matter Admin and Legacy Manager may change their own roles');
    }
    const allowed: readonly Role[] = ROLES_BY_ORGANISATION_TYPE[target.organisation.organisationType];
    const wrong = input.roles.filter((r) => !allowed.includes(r));
    if (wrong.length > 0) throw invalid({ roles: [`Not a role of this organisation: ${wrong.join(', ')}`] });
  }
  if (input.status && input.status !== target.user.status) {
    if (isSelf || !mayManage) throw forbidden('You cannot change the status of this user');
  }
  const other = await findUserByEmail(tx, input.emailAddress);
  if (other && other.userID !== target.user.userID) {
    throw invalid({ emailAddress: [EMAIL_IN_USE] });
  }

  const [updated] = await tx
    .update(users)
    .set({
      firstName: input.firstName,
      surname: input.surname,
      emailAddress: input.emailAddress,
      roles: input.roles,
      ...(input.status ? { status: input.status } : {}),
    })
    .where(eq(users.userID, target.user.userID))
    .returning();
  if (!updated) throw conflict('The user was changed by someone else');
  await recordAudit(tx, {
    action: 'user.updated',
    actorUserID: actor.userID,
    organisationID: target.organisation.organisationID,
    objectType: 'user',
    objectID: updated.userID,
    details: {
      fields: [
        'firstName',
        'surname',
        'emailAddress',
        ...(rolesChanged ? ['roles'] : []),
        ...(input.status ? ['status'] : []),
      ],
    },
  });
  return updated;
}
