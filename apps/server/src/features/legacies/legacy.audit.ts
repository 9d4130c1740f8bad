import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { legacies } from '../../db/schema/index.js';
import type { RequestMeta } from '../activity/activity.service.js';
import type { LegacyRow } from './legacy.access.js';
import { eq, sql } from 'drizzle-orm';

/** The audit event of a change to a legacy, in the transaction of the change. */
export async function audit(
  tx: DbOrTx,
  actor: Actor,
  legacy: LegacyRow,
  action: string,
  meta: RequestMeta,
  details?: Record<string, unknown>,
) {
  await recordAudit(tx, {
    action,
    actorUserID: actor.userID,
    organisationID: legacy.organisationID ?? actor.organisationID,
    objectType: 'legacy',
    objectID: legacy.legacyID,
    ip: meta.ip,
    details,
  });
}

/** Marks the legacy as updated now. */
export const touch = (tx: DbOrTx, legacyID: string) =>
  tx.update(legacies).set({ lastUpdatedDate: sql`now()` }).where(eq(legacies.legacyID, legacyID));
