import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { legacies } from '../../db/schema/index.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { audit } from './legacy.audit.js';
import { loadLegacy } from './legacy.access.js';

/**
 * issue 11: the charity's forecast of when it receives the legacy (the dashboard's expected receipts
 * by financial year). The charity's own, so it may change it with a firm attached; the firm may not
 * (loadLegacy answers 403 to a firm viewer of a charity action). Saving the same date changes nothing.
 */
export async function setExpectedReceipt(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  date: string | null,
  meta: RequestMeta,
): Promise<void> {
  const { legacy } = await loadLegacy(tx, actor, legacyID, { action: 'legacyDetail.update', lock: true });
  if ((legacy.expectedReceiptDate ?? null) === date) return;
  await tx
    .update(legacies)
    .set({ expectedReceiptDate: date, lastUpdatedDate: sql`now()` })
    .where(eq(legacies.legacyID, legacy.legacyID));
  await audit(
    tx,
    actor,
    legacy,
    'legacy.expectedReceipt',
    meta,
    { from: legacy.expectedReceiptDate ?? null, to: date },
    { text: date },
  );
}
