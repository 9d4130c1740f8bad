import {
  type Action,
  CLIENTS_ORGANISATION_ID,
  PLATFORM_ORGANISATION_ID,
  can,
  listScope,
} from '@probity/domain';
import { type Actor, type OrganisationRow, actsIn } from '../../access/actor.js';
import { noteOrganisationRead } from '../../audit/reads.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { findOrganisation } from './organisations.queries.js';

/**
 * The platform-administrator area (spec 01 §6): an action whose matrix row allows it everywhere
 * ('allow', which only Administrators hold there). An administrator in demo mode acts as Admin
 * Demo and holds none of these.
 */
export function holdsEverywhere(actor: Actor, action: Action): boolean {
  return listScope(actor, action).kind === 'all';
}

/**
 * Whether the actor may see an organisation at all: administrators any; staff their own
 * organisation (the organisation users rule, which Individuals lack: the clients' organisation
 * shows nobody to them). Anything else answers 404. Every organisation-scoped read asks this, so
 * it notes an administrator's look at another organisation for the audit (issue 13).
 */
export function maySeeOrganisation(actor: Actor, organisationID: string): boolean {
  if (holdsEverywhere(actor, 'company.read')) {
    noteOrganisationRead(actor, { organisationID, objectType: 'organisation', objectID: organisationID });
    return true;
  }
  return actsIn(actor, organisationID) && can(actor, 'organisationUsers.read', { organisationID });
}

/**
 * Loads an organisation for an administrator-only action: 404 when the actor may not see it,
 * 403 when they see it (their own) but the action is the administrators'.
 */
export async function loadForAdministrator(
  db: DbOrTx,
  actor: Actor,
  organisationID: string,
  action: Action,
  opts: { lock?: boolean } = {},
): Promise<OrganisationRow> {
  const organisation = await findOrganisation(db, organisationID, opts);
  if (!organisation || !maySeeOrganisation(actor, organisation.organisationID)) throw notFound();
  if (!holdsEverywhere(actor, action)) throw forbidden();
  noteOrganisationRead(actor, {
    organisationID: organisation.organisationID,
    objectType: 'organisation',
    objectID: organisation.organisationID,
  });
  return organisation;
}

/** The platform and the clients' home are not companies: no company setting or delete applies. */
export function assertIsCompany(organisation: OrganisationRow, message: string): void {
  const id = organisation.organisationID;
  if (id === PLATFORM_ORGANISATION_ID || id === CLIENTS_ORGANISATION_ID) {
    throw invalid({ organisationID: [message] });
  }
  if (organisation.organisationType === 'platform' || organisation.organisationType === 'clients') {
    throw invalid({ organisationID: [message] });
  }
}
