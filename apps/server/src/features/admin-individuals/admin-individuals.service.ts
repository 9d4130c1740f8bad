import { type AdminIndividual, INDIVIDUAL_TYPES, VALIDATION } from '@probity/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { individuals, matters } from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { decryptSensitive, encryptSensitive } from '../individuals/individual-secrets.js';
import { holdsEverywhere } from '../organisations/organisations.access.js';
import {
  type IndividualRecord,
  findPersonRecords,
  findUserStatus,
  recordPlaces,
} from './admin-individuals.queries.js';
import { presentAdminIndividual } from './admin-individuals.presenter.js';

export const ALREADY_ON_MATTER = 'This individual is already on this matter';
export const NEEDS_IDENTITY =
  'Only an individual with a user account or an e-mail address can be added to another matter';

const nameOf = (r: Pick<IndividualRecord, 'firstName' | 'surname'>) => `${r.firstName} ${r.surname}`;

/** The Individuals area is the administrators' (spec 01 §2 route list): others get 403. */
export function requireIndividualsAdmin(
  actor: Actor,
  action: 'individual.read' | 'individual.create' | 'individual.delete',
) {
  if (!holdsEverywhere(actor, action)) throw forbidden();
}

/** The detail of the person behind `individualID`; undefined when no record is left. */
export async function getAdminIndividual(
  db: DbOrTx,
  individualID: string,
): Promise<AdminIndividual | undefined> {
  const records = await findPersonRecords(db, individualID);
  if (records.length === 0) return undefined;
  const userID = records[0]!.userID;
  const user = userID ? await findUserStatus(db, userID) : undefined;
  return presentAdminIndividual(records, await recordPlaces(db, records), user);
}

async function findMatter(tx: Tx, matterID: string) {
  const [matter] = await tx
    .select({
      matterID: matters.matterID,
      organisationID: matters.organisationID,
      reference: matters.reference,
    })
    .from(matters)
    .where(eq(matters.matterID, matterID.toLowerCase()))
    .limit(1);
  return matter;
}

/**
 * DELETE /api/Individuals/Admin/{individualID}/Matter/{matterID} (spec 01 §2 unlink): removes the
 * person's record from that matter, with the matter's activity entry 'individual deleted'.
 * Answers the person's first remaining record's id, or null when none is left.
 */
export async function unlinkFromMatter(
  tx: Tx,
  actor: Actor,
  input: { individualID: string; matterID: string },
  meta: RequestMeta = {},
): Promise<string | null> {
  requireIndividualsAdmin(actor, 'individual.delete');
  const records = await findPersonRecords(tx, input.individualID);
  const record = records.find((r) => r.matterID === input.matterID.toLowerCase());
  if (!record) throw notFound();
  const matter = await findMatter(tx, record.matterID!);
  if (!matter) throw notFound();
  await tx.delete(individuals).where(eq(individuals.individualID, record.individualID));
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    ip: meta.ip,
    activity: { activityType: 'individual', action: 'deleted', object: nameOf(record) },
    audit: {
      action: 'individual.unlinked_from_matter',
      objectType: 'individual',
      objectID: record.individualID,
      details: { matterID: matter.matterID, userID: record.userID },
    },
  });
  return records.find((r) => r.individualID !== record.individualID)?.individualID ?? null;
}

/**
 * POST /api/Individuals/Admin/{individualID}/Matter/{matterID} ('Add to a new matter'): copies the
 * person's whole record onto another matter (of any company), linked to the same user, with the matter's
 * activity entry 'individual added'. The role on the matter is individualTypeID, or the record's.
 */
export async function addToMatter(
  tx: Tx,
  actor: Actor,
  config: Config,
  input: { individualID: string; matterID: string; individualTypeID?: string },
  meta: RequestMeta = {},
): Promise<string> {
  requireIndividualsAdmin(actor, 'individual.create');
  const records = await findPersonRecords(tx, input.individualID);
  const source = records[0];
  if (!source) throw notFound();
  const matter = await findMatter(tx, input.matterID);
  if (!matter) throw notFound();
  const errors: Record<string, string[]> = {};
  if (records.some((r) => r.matterID === matter.matterID)) errors.matterID = [ALREADY_ON_MATTER];
  if (!source.userID && !source.emailAddress) errors.individualID = [NEEDS_IDENTITY];
  const individualTypeID = input.individualTypeID ?? source.individualTypeID;
  if (!INDIVIDUAL_TYPES[individualTypeID]) errors.individualTypeID = [VALIDATION.invalidFormat];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  // The whole record is copied. Its identity-document and bank values are bound to their record,
  // so they are decrypted and encrypted again for the copy.
  const {
    individualID: _id,
    matterID: _m,
    organisationID: _o,
    dateCreated: _c,
    lastUpdated: _u,
    ...fields
  } = source;
  const individualID = randomUUID();
  const secrets = encryptSensitive(config, individualID, decryptSensitive(config, source));
  const [copy] = await tx
    .insert(individuals)
    .values({
      ...fields,
      ...secrets,
      individualID,
      matterID: matter.matterID,
      organisationID: matter.organisationID,
      individualTypeID,
    })
    .returning();
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    ip: meta.ip,
    activity: { activityType: 'individual', action: 'added', object: nameOf(source) },
    audit: {
      action: 'individual.added_to_matter',
      objectType: 'individual',
      objectID: copy!.individualID,
      details: { matterID: matter.matterID, copiedFrom: source.individualID, userID: source.userID },
    },
  });
  return source.individualID;
}
