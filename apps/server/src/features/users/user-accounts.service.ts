import { ROLES_BY_ORGANISATION_TYPE, type Role, TEXTS, type UserCreateInput } from '@probity/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Actor, OrganisationRow, UserRow } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { matterTeam, matters, organisations, users } from '../../db/schema/index.js';
import {
  checkPasswordPolicy,
  hashPassword,
  resetSecondFactor,
  sendInvitationMail,
  sendPasswordResetMail,
} from '../../identity/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { holdsEverywhere, maySeeOrganisation } from '../organisations/organisations.access.js';
import { findOrganisation } from '../organisations/organisations.queries.js';
import { findUserByEmail, findUserWithOrganisation } from './users.queries.js';
import { EMAIL_IN_USE, mayManageUsersOf, mayViewUser } from './users.service.js';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const LAST_ADMINISTRATOR = 'The last active administrator cannot be removed';
export const EXTERNAL_PASSWORDS = 'Passwords are managed by the external sign-in provider';
export const ONLY_ADMINISTRATOR_PASSWORDS =
  "Only an administrator's password can be set here; send a password reset e-mail instead";

const nameOf = (u: Pick<UserRow, 'firstName' | 'surname'>) => `${u.firstName} ${u.surname}`;

/** PostgreSQL unique_violation, however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

function wrongRoles(organisation: Pick<OrganisationRow, 'organisationType'>, roles: Role[]): Role[] {
  const allowed: readonly Role[] = ROLES_BY_ORGANISATION_TYPE[organisation.organisationType];
  return roles.filter((r) => !allowed.includes(r));
}

/** Loads a user the actor may see, with their organisation; otherwise 404. */
async function loadUser(tx: Tx, actor: Actor, userID: string) {
  const target = await findUserWithOrganisation(tx, userID.toLowerCase());
  if (!target || !mayViewUser(actor, target.user)) throw notFound();
  return target;
}

/**
 * POST /api/User/ (spec 01 §2 Add User, New Member): a user of the actor's organisation, or of the
 * company an administrator names. Roles must be the organisation type's. The user has no password:
 * the invitation e-mail's link (7 days, works once) lets them choose one on the identity server.
 */
export async function createUser(
  tx: Tx,
  actor: Actor,
  config: Config,
  input: UserCreateInput,
  meta: RequestMeta = {},
): Promise<{ user: UserRow; organisation: OrganisationRow }> {
  const organisationID = input.organisationID?.toLowerCase() ?? actor.organisationID;
  const organisation = await findOrganisation(tx, organisationID);
  if (!organisation || !maySeeOrganisation(actor, organisation.organisationID)) throw notFound();
  if (!mayManageUsersOf(actor, organisation, 'create')) throw forbidden();

  const errors: Record<string, string[]> = {};
  const wrong = wrongRoles(organisation, input.roles);
  if (wrong.length > 0) errors.roles = [`Not a role of this organisation: ${wrong.join(', ')}`];
  if (await findUserByEmail(tx, input.emailAddress)) errors.emailAddress = [EMAIL_IN_USE];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  let user: UserRow;
  try {
    const [row] = await tx
      .insert(users)
      .values({
        organisationID: organisation.organisationID,
        firstName: input.firstName,
        surname: input.surname,
        emailAddress: input.emailAddress,
        roles: input.roles,
        status: 'active',
        passwordHash: null,
      })
      .returning();
    user = row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid({ emailAddress: [EMAIL_IN_USE] });
    throw err;
  }
  await sendInvitationMail(tx, config, user, {
    organisationName: organisation.name,
    invitedBy: nameOf(actor.user),
  });
  await recordAudit(tx, {
    action: 'user.created',
    actorUserID: actor.userID,
    organisationID: organisation.organisationID,
    objectType: 'user',
    objectID: user.userID,
    ip: meta.ip,
    details: { roles: input.roles, invitationSent: true },
  });
  return { user, organisation };
}

/** Whether another active administrator than `userID` remains. */
async function anotherAdministratorRemains(tx: Tx, userID: string): Promise<boolean> {
  const [row] = await tx
    .select({ userID: users.userID })
    .from(users)
    .where(
      and(ne(users.userID, userID), eq(users.status, 'active'), sql`'Administrators' = any(${users.roles})`),
    )
    .limit(1);
  return !!row;
}

/**
 * DELETE /api/User/{id}. Team managers and administrators remove other users (spec 01 §6); nobody
 * removes themselves, except an administrator with 'Delete my account' on their own detail page
 * (spec 01 §2), and never the last active administrator. The user leaves every matter team (an
 * activity entry on each matter), stops being a company contact, and their individual records stay
 * unlinked. The caller ends their sessions after the commit.
 */
export async function deleteUser(
  tx: Tx,
  actor: Actor,
  userID: string,
  meta: RequestMeta = {},
): Promise<UserRow> {
  const { user, organisation } = await loadUser(tx, actor, userID);
  const isSelf = user.userID === actor.userID;
  if (isSelf) {
    if (!holdsEverywhere(actor, 'administrators.delete')) throw forbidden(CANNOT_DELETE_SELF);
  } else if (!mayManageUsersOf(actor, organisation, 'delete')) {
    throw forbidden(TEXTS.cantRemoveUsers);
  }
  if (user.roles.includes('Administrators') && !(await anotherAdministratorRemains(tx, user.userID))) {
    throw invalid({ id: [LAST_ADMINISTRATOR] }, LAST_ADMINISTRATOR);
  }

  const teams = await tx
    .select({
      matterID: matters.matterID,
      organisationID: matters.organisationID,
      reference: matters.reference,
    })
    .from(matterTeam)
    .innerJoin(matters, eq(matters.matterID, matterTeam.matterID))
    .where(eq(matterTeam.userID, user.userID));
  for (const m of teams) {
    await recordChange(tx, actor, {
      organisationID: m.organisationID,
      matterID: m.matterID,
      reference: m.reference,
      ip: meta.ip,
      activity: { activityType: 'user', action: 'removed_from_team', object: nameOf(user) },
      audit: {
        action: 'matter.team_member_removed',
        objectType: 'matter',
        objectID: m.matterID,
        details: { userID: user.userID, reason: 'user deleted' },
      },
    });
  }
  for (const column of ['mainContactUser', 'billingContactUser', 'technicalContactUser'] as const) {
    await tx
      .update(organisations)
      .set({ [column]: null })
      .where(eq(organisations[column], user.userID));
  }
  await tx.delete(users).where(eq(users.userID, user.userID));
  await recordAudit(tx, {
    action: 'user.deleted',
    actorUserID: actor.userID,
    organisationID: organisation.organisationID,
    objectType: 'user',
    objectID: user.userID,
    ip: meta.ip,
    details: { name: nameOf(user), emailAddress: user.emailAddress, roles: user.roles, self: isSelf },
  });
  return user;
}

/**
 * POST /api/User/ResetPassword/{id} (spec 01 §2 member Reset password): whoever may edit the user
 * sends them a one-hour reset link. Not for users who sign in with an external provider.
 */
export async function sendUserPasswordReset(
  tx: Tx,
  actor: Actor,
  config: Config,
  input: { userID: string; externalIdentity: boolean },
  meta: RequestMeta = {},
): Promise<void> {
  const { user, organisation } = await loadUser(tx, actor, input.userID);
  if (!mayManageUsersOf(actor, organisation, 'update')) throw forbidden(TEXTS.cantEditUsers);
  if (input.externalIdentity || user.externalIssuer)
    throw invalid({ id: [EXTERNAL_PASSWORDS] }, EXTERNAL_PASSWORDS);
  await sendPasswordResetMail(tx, config, user);
  await recordAudit(tx, {
    action: 'user.password_reset_sent',
    actorUserID: actor.userID,
    organisationID: organisation.organisationID,
    objectType: 'user',
    objectID: user.userID,
    ip: meta.ip,
  });
}

/**
 * POST /api/User/ResetSecondFactor/{id} (issue 13): whoever may edit the user (the company's own
 * administrators, platform administrators) removes their second factors; audited and mailed. The
 * caller ends the user's sessions after the commit.
 */
export async function resetUserSecondFactor(
  tx: Tx,
  actor: Actor,
  config: Config,
  userID: string,
  meta: RequestMeta = {},
): Promise<UserRow> {
  const { user, organisation } = await loadUser(tx, actor, userID);
  if (!mayManageUsersOf(actor, organisation, 'update')) throw forbidden(TEXTS.cantEditUsers);
  await resetSecondFactor(tx, config, {
    user,
    actor: { userID: actor.userID, name: nameOf(actor.user) },
    ip: meta.ip,
  });
  return user;
}

/**
 * POST /api/User/ChangePassword/{id} (spec 01 §2 administrator detail: change-password form, §5
 * password form): an administrator sets the password of an administrator, their own included.
 * Answers whether the user's sessions must end (another user's: they sign in again).
 */
export async function changeAdministratorPassword(
  tx: Tx,
  actor: Actor,
  input: { userID: string; password: string; externalIdentity: boolean },
  meta: RequestMeta = {},
): Promise<{ revokeSessions: boolean }> {
  const { user, organisation } = await loadUser(tx, actor, input.userID);
  if (organisation.organisationType !== 'platform') throw forbidden(ONLY_ADMINISTRATOR_PASSWORDS);
  if (!mayManageUsersOf(actor, organisation, 'update')) throw forbidden();
  if (input.externalIdentity || user.externalIssuer)
    throw invalid({ id: [EXTERNAL_PASSWORDS] }, EXTERNAL_PASSWORDS);
  const problems = checkPasswordPolicy(input.password, { emailAddress: user.emailAddress });
  if (problems.length > 0) throw invalid({ password: problems });
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), failedSignIns: 0, signInLockedUntil: null })
    .where(eq(users.userID, user.userID));
  const isSelf = user.userID === actor.userID;
  await recordAudit(tx, {
    action: 'user.password_changed',
    actorUserID: actor.userID,
    organisationID: organisation.organisationID,
    objectType: 'user',
    objectID: user.userID,
    ip: meta.ip,
    details: { self: isSelf },
  });
  return { revokeSessions: !isSelf };
}
