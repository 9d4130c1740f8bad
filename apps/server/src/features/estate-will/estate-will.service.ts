import { randomUUID } from 'node:crypto';
import {
  type EstateFactsValues,
  PERCENT_SCALE,
  WILL_LEGACY_ACTIVITY_OBJECT,
  WILL_TEXTS,
  type WillLegacyKind,
  type WillLegacyValues,
  todayInUk,
} from '@probity/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Tx } from '../../db/client.js';
import { estateFacts, estateLegacies, estateLifetimeGifts } from '../../db/schema/index.js';
import { invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import type { LoadedMatter } from '../matters/matter.access.js';
import { loadEstateMatter } from '../estate/estate.access.js';
import { findAssetOfMatter, findCharityOfMatter, findEstateLegacy } from './estate-will.queries.js';

/*
 * Issue 17 "the will's gifts": the legacies of an Estate matter and its tax facts. Firm-only
 * (estate/estate.access.ts). Every change is audited with a firm-only activity entry (type 'estate',
 * never the client's) that names the kind of gift, never a figure or a beneficiary.
 */

const scaled = (percent: number) => Math.round(percent * PERCENT_SCALE);

/**
 * The columns of a gift, after the checks a schema cannot make: the charity is one of this matter's,
 * and so is the register's asset a specific legacy gives.
 */
async function legacyColumns(tx: Tx, matterID: string, input: WillLegacyValues) {
  const b = input.beneficiary;
  if (b.type === 'charity' && !(await findCharityOfMatter(tx, matterID, b.matterCharityID)))
    throw invalid({ 'beneficiary.matterCharityID': [WILL_TEXTS.charityNotOfMatter] });
  if (input.estateItemID && !(await findAssetOfMatter(tx, matterID, input.estateItemID)))
    throw invalid({ estateItemID: [WILL_TEXTS.itemNotOfMatter] });
  const share = input.share;
  return {
    kind: input.kind,
    component: input.component,
    matterCharityID: b.type === 'charity' ? b.matterCharityID.toLowerCase() : null,
    beneficiaryName: b.type === 'person' ? b.name : null,
    amount: input.amount,
    description: input.description,
    estateItemID: input.estateItemID?.toLowerCase() ?? null,
    shareKind: share?.kind ?? null,
    sharePercentScaled: share?.kind === 'percent' ? scaled(share.percent) : null,
    shareNumerator: share?.kind === 'fraction' ? share.numerator : null,
    shareDenominator: share?.kind === 'fraction' ? share.denominator : null,
  };
}

export function estateTrace(
  loaded: LoadedMatter,
  objectID: string,
  object: string,
  action: 'added' | 'changed' | 'deleted',
  audit: { action: string; objectType: string; details: Record<string, unknown> },
  meta: RequestMeta,
) {
  return {
    organisationID: loaded.matter.organisationID,
    matterID: loaded.matter.matterID,
    reference: loaded.matter.reference,
    activity: { activityType: 'estate' as const, action, object },
    audit: { ...audit, objectID },
    ip: meta.ip,
  };
}

function legacyTrace(
  loaded: LoadedMatter,
  id: string,
  kind: WillLegacyKind,
  action: 'added' | 'changed' | 'deleted',
  details: Record<string, unknown>,
  meta: RequestMeta,
) {
  const auditAction = {
    added: 'estateLegacy.created',
    changed: 'estateLegacy.updated',
    deleted: 'estateLegacy.deleted',
  };
  return estateTrace(
    loaded,
    id,
    WILL_LEGACY_ACTIVITY_OBJECT[kind],
    action,
    { action: auditAction[action], objectType: 'estateLegacy', details },
    meta,
  );
}

/** POST /api/Matters/{id}/Estate/Legacies: answers the new gift's id. */
export async function createEstateLegacy(
  tx: Tx,
  actor: Actor,
  matterID: string,
  input: WillLegacyValues,
  meta: RequestMeta = {},
): Promise<string> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const columns = await legacyColumns(tx, loaded.matter.matterID, input);
  const estateLegacyID = randomUUID();
  await tx.insert(estateLegacies).values({
    estateLegacyID,
    matterID: loaded.matter.matterID,
    organisationID: loaded.matter.organisationID,
    ...columns,
    createdBy: actor.userID,
    // The list is in the order recorded, also for gifts added in one transaction (the seed's).
    createdAt: sql`clock_timestamp()`,
  });
  await recordChange(tx, actor, legacyTrace(loaded, estateLegacyID, input.kind, 'added', columns, meta));
  return estateLegacyID;
}

/** PUT /api/Matters/{id}/Estate/Legacies/{legacyId}: the whole gift again. */
export async function updateEstateLegacy(
  tx: Tx,
  actor: Actor,
  matterID: string,
  estateLegacyID: string,
  input: WillLegacyValues,
  meta: RequestMeta = {},
): Promise<string> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const row = await findEstateLegacy(tx, loaded.matter.matterID, estateLegacyID, true);
  if (!row) throw notFound();
  const columns = await legacyColumns(tx, loaded.matter.matterID, input);
  await tx
    .update(estateLegacies)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(estateLegacies.estateLegacyID, row.estateLegacyID));
  await recordChange(
    tx,
    actor,
    legacyTrace(loaded, row.estateLegacyID, input.kind, 'changed', columns, meta),
  );
  return row.estateLegacyID;
}

/** DELETE /api/Matters/{id}/Estate/Legacies/{legacyId}. */
export async function deleteEstateLegacy(
  tx: Tx,
  actor: Actor,
  matterID: string,
  estateLegacyID: string,
  meta: RequestMeta = {},
): Promise<void> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const row = await findEstateLegacy(tx, loaded.matter.matterID, estateLegacyID, true);
  if (!row) throw notFound();
  await tx
    .delete(estateLegacies)
    .where(
      and(eq(estateLegacies.matterID, row.matterID), eq(estateLegacies.estateLegacyID, row.estateLegacyID)),
    );
  const kind = row.kind as WillLegacyKind;
  await recordChange(tx, actor, legacyTrace(loaded, row.estateLegacyID, kind, 'deleted', { kind }, meta));
}

/**
 * PUT /api/Matters/{id}/Estate/Facts: the tax facts and the lifetime gifts (the whole list again).
 * A lifetime gift is made before the death (400 naming the gift's date).
 */
export async function putEstateFacts(
  tx: Tx,
  actor: Actor,
  matterID: string,
  input: EstateFactsValues,
  meta: RequestMeta = {},
): Promise<void> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const death = loaded.matter.dateOfDeath ?? todayInUk();
  const errors: Record<string, string[]> = {};
  input.lifetimeGifts.forEach((g, i) => {
    if (g.date > death) errors[`lifetimeGifts.${i}.date`] = [WILL_TEXTS.giftAfterDeath];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const columns = {
    transferredNilRateBandScaled: scaled(input.transferredNilRateBandPercent),
    transferredResidenceBandScaled: scaled(input.transferredResidenceBandPercent),
    homeToDescendants: input.homeToDescendants,
    homeToDescendantsValue: input.homeToDescendantsValue,
    updatedBy: actor.userID,
    updatedAt: new Date(),
  };
  await tx
    .insert(estateFacts)
    .values({ matterID: loaded.matter.matterID, organisationID: loaded.matter.organisationID, ...columns })
    .onConflictDoUpdate({ target: estateFacts.matterID, set: columns });
  await tx.delete(estateLifetimeGifts).where(eq(estateLifetimeGifts.matterID, loaded.matter.matterID));
  if (input.lifetimeGifts.length > 0)
    await tx.insert(estateLifetimeGifts).values(
      input.lifetimeGifts.map((g, i) => ({
        matterID: loaded.matter.matterID,
        givenOn: g.date,
        amount: g.amount,
        recipient: g.recipient,
        sortOrder: i + 1,
      })),
    );
  // The audit keeps the figures (the firm's own record); the activity entry names no figure.
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      loaded.matter.matterID,
      'the inheritance tax facts',
      'changed',
      {
        action: 'estateFacts.updated',
        objectType: 'matter',
        details: { ...columns, updatedAt: undefined, lifetimeGifts: input.lifetimeGifts.length },
      },
      meta,
    ),
  );
}
