import { type AccessResource, type Action, can } from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import { noteOrganisationRead } from '../../audit/reads.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type MatterRow, findMatter, findMatterPeople } from './matter.queries.js';

export interface LoadedMatter {
  matter: MatterRow;
  teamUserIDs: string[];
  linkedUserIDs: string[];
  resource: AccessResource;
}

/** The matter as the access rules see it: its firm, owner, team and linked individuals. */
export function matterResource(
  matter: Pick<MatterRow, 'organisationID' | 'matterOwner'>,
  people: { teamUserIDs: string[]; linkedUserIDs: string[] },
): AccessResource {
  return {
    organisationID: matter.organisationID,
    ownerUserID: matter.matterOwner,
    teamUserIDs: people.teamUserIDs,
    linkedUserIDs: people.linkedUserIDs,
  };
}

/**
 * Loads a matter for the actor. A matter the actor may not read answers 404 whatever the call
 * (spec/README: another tenant's record answers 404); one they read but may not change with
 * `action` answers 403. With `lock` the row stays locked until the transaction ends.
 */
export async function loadMatter(
  db: DbOrTx,
  actor: Actor,
  matterID: string,
  opts: { action?: Action; lock?: boolean } = {},
): Promise<LoadedMatter> {
  const matter = await findMatter(db, matterID.toLowerCase(), opts.lock);
  if (!matter) throw notFound();
  const people = await findMatterPeople(db, matter.matterID);
  const resource = matterResource(matter, people);
  if (!can(actor, 'matter.read', resource)) throw notFound();
  if (opts.action && !can(actor, opts.action, resource)) throw forbidden();
  noteOrganisationRead(actor, {
    organisationID: matter.organisationID,
    objectType: 'matter',
    objectID: matter.matterID,
  });
  return { matter, ...people, resource };
}
