import { type AccessResource, type Action, EMPTY_GUID, can } from '@probity/domain';
import { type Actor, actsIn } from '../../access/actor.js';
import { noteOrganisationRead } from '../../audit/reads.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type IndividualRecord, type IndividualRow, findIndividualRecord } from './individuals.queries.js';

/** The individual as the access rules see it: the firm or charity that holds it, and its own user. */
export function individualResource(
  individual: Pick<IndividualRow, 'organisationID' | 'userID'>,
): AccessResource {
  return { organisationID: individual.organisationID, ownerUserID: individual.userID };
}

/**
 * Whether an id names the individual's context: its matter, or for an individual with no matter
 * (the legacy context) the all-zero id or its organisation (spec 02 §7 DELETE
 * /api/Individuals/{matterOrOrgId}/{individualId}).
 */
export function isInContext(
  individual: Pick<IndividualRow, 'matterID' | 'organisationID'>,
  contextID: string,
): boolean {
  const id = contextID.toLowerCase();
  if (individual.matterID) return individual.matterID === id;
  return id === EMPTY_GUID || individual.organisationID === id;
}

/**
 * Loads an individual for the actor. One the actor may not read, or asked for in the wrong
 * context, answers 404 (spec/README: another tenant's record answers 404); one they read but may
 * not act on with `action` answers 403.
 */
export async function loadIndividual(
  db: DbOrTx,
  actor: Actor,
  individualID: string,
  opts: { contextID?: string; action?: Action; lock?: boolean } = {},
): Promise<IndividualRecord & { resource: AccessResource }> {
  const record = await findIndividualRecord(db, individualID.toLowerCase(), opts.lock);
  if (!record) throw notFound();
  if (opts.contextID && !isInContext(record.individual, opts.contextID)) throw notFound();
  const resource = individualResource(record.individual);
  if (!can(actor, 'individual.read', resource)) throw notFound();
  if (opts.action && !can(actor, opts.action, resource)) throw forbidden();
  noteOrganisationRead(actor, {
    organisationID: record.individual.organisationID,
    objectType: 'individual',
    objectID: record.individual.individualID,
  });
  return { ...record, resource };
}

/**
 * Who sees the identity-document and bank values in clear (decision, issue 5): the individual
 * themself, and the staff of the firm or charity that holds the record who may change it. Anyone
 * else who may read the individual (a platform administrator) sees them masked.
 */
export function maySeeSensitive(
  actor: Actor,
  individual: Pick<IndividualRow, 'organisationID' | 'userID'>,
): boolean {
  if (individual.userID && individual.userID === actor.userID) return true;
  return (
    actsIn(actor, individual.organisationID) &&
    can(actor, 'individual.update', individualResource(individual))
  );
}
