import { randomUUID } from 'node:crypto';
import { LEGACY_TEXTS, type LegacyDetailParsed, ZLegacyDetailInput } from '@probity/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { legacyDetails } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { audit, touch } from './legacy.audit.js';
import { type LoadedLegacy, loadLegacy } from './legacy.access.js';

/** spec 03 §2.8: a legacy's details. Every change writes its audit event in the transaction of the change. */

/** The details a legacy's create or update sends, each checked by ZLegacyDetailInput (its type too). */
export function detailErrors(raw: unknown[], prefix: string, errors: Record<string, string[]>) {
  const parsed = raw.map((item, i) => {
    const r = ZLegacyDetailInput.safeParse(item);
    if (!r.success) {
      for (const issue of r.error.issues)
        (errors[[prefix, i, ...issue.path].map(String).join('.')] ??= []).push(issue.message);
      return null;
    }
    return r.data;
  });
  return parsed;
}

export function detailColumns(d: LegacyDetailParsed) {
  return {
    legacyTypeID: d.legacyType.legacyTypeID.toLowerCase(),
    description: d.description,
    amountPence: d.amountPence,
    isEstimate: d.isEstimate,
    isPercentage: d.isPercentage,
    percentageValue: String(d.isPercentage ? d.percentageValue : 0),
  };
}

/**
 * spec 03 §2.8 legacy details: the charity while no firm is attached (legacyDetail.*); with a firm
 * matter the firm's staff who may change the matter (the charity sees them read-only).
 */
async function loadForDetails(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  action: 'legacyDetail.create' | 'legacyDetail.update' | 'legacyDetail.delete',
) {
  const loaded = await loadLegacy(tx, actor, legacyID, { action, firmAction: 'matter.update', lock: true });
  if (loaded.viewer === 'charity' && loaded.legacy.matterID) throw forbidden(LEGACY_TEXTS.notFirmMatter);
  return loaded;
}

/** A detail's change as the legacy's (audit event, and the feeds: the firm's change also mails the legacy team). */
async function detailAudit(
  tx: DbOrTx,
  actor: Actor,
  loaded: LoadedLegacy,
  action: 'legacyDetail.created' | 'legacyDetail.updated' | 'legacyDetail.deleted',
  detail: { legacyDetailID: string; description: string },
  meta: RequestMeta,
) {
  await audit(tx, actor, loaded.legacy, action, meta, undefined, {
    object: detail.description,
    auditObject: { type: 'legacyDetail', id: detail.legacyDetailID },
  });
}

export async function addDetail(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  d: LegacyDetailParsed,
  meta: RequestMeta,
) {
  const loaded = await loadForDetails(tx, actor, legacyID, 'legacyDetail.create');
  const [row] = await tx
    .insert(legacyDetails)
    .values({
      legacyDetailID: randomUUID(),
      legacyID: loaded.legacy.legacyID,
      ...detailColumns(d),
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await touch(tx, loaded.legacy.legacyID);
  await detailAudit(tx, actor, loaded, 'legacyDetail.created', row!, meta);
  return row!;
}

async function findDetail(tx: DbOrTx, legacyID: string, legacyDetailID: string) {
  if (!/^[0-9a-f-]{36}$/i.test(legacyDetailID)) throw notFound();
  const [row] = await tx
    .select()
    .from(legacyDetails)
    .where(
      and(
        eq(legacyDetails.legacyID, legacyID),
        eq(legacyDetails.legacyDetailID, legacyDetailID.toLowerCase()),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export async function updateDetail(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  legacyDetailID: string,
  d: LegacyDetailParsed,
  meta: RequestMeta,
) {
  const loaded = await loadForDetails(tx, actor, legacyID, 'legacyDetail.update');
  const current = await findDetail(tx, loaded.legacy.legacyID, legacyDetailID);
  const [row] = await tx
    .update(legacyDetails)
    .set(detailColumns(d))
    .where(eq(legacyDetails.legacyDetailID, current.legacyDetailID))
    .returning();
  await touch(tx, loaded.legacy.legacyID);
  await detailAudit(tx, actor, loaded, 'legacyDetail.updated', row!, meta);
  return row!;
}

export async function deleteDetail(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  legacyDetailID: string,
  meta: RequestMeta,
) {
  const loaded = await loadForDetails(tx, actor, legacyID, 'legacyDetail.delete');
  const current = await findDetail(tx, loaded.legacy.legacyID, legacyDetailID);
  await tx.delete(legacyDetails).where(eq(legacyDetails.legacyDetailID, current.legacyDetailID));
  await touch(tx, loaded.legacy.legacyID);
  await detailAudit(tx, actor, loaded, 'legacyDetail.deleted', current, meta);
}
