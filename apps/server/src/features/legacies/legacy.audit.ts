import type { ActivityAction } from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { legacies } from '../../db/schema/index.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { actsForCharity, recordLegacyActivity } from '../activity/legacy-activity.service.js';
import type { LegacyRow } from './legacy.access.js';

/**
 * Every change to a legacy, as its audit action and the legacy activity it shows as (issue 11): a
 * closed list, so a change cannot be written without its entry in the charity's feed.
 */
export const LEGACY_CHANGES = {
  'legacy.created': 'added',
  'legacy.deleted': 'deleted',
  'legacy.status': 'status_changed',
  'legacy.updated': 'changed_details',
  'legacy.deceasedSet': 'deceased_set',
  'legacy.deceasedRemoved': 'deceased_removed',
  'legacy.bankAccountChosen': 'bank_account_chosen',
  'legacy.bankAccountCleared': 'bank_account_cleared',
  'legacy.bankAccountShared': 'bank_account_shared',
  'legacy.bankAccountHidden': 'bank_account_hidden',
  /** The nominated account was deleted from the charity's bank accounts. */
  'legacy.bankAccountRemoved': 'bank_account_removed',
  'legacy.teamAdded': 'team_added',
  'legacy.expectedReceipt': 'expected_receipt_changed',
  'legacyDetail.created': 'detail_added',
  'legacyDetail.updated': 'detail_changed',
  'legacyDetail.deleted': 'detail_removed',
} as const satisfies Record<string, ActivityAction<'legacy'>>;

export type LegacyChangeAction = keyof typeof LEGACY_CHANGES;

export interface LegacyChangeWords {
  /** What was acted on, by name (a legacy detail's description, a team member's name). */
  object?: string | null;
  text?: string | null;
  /** The audit event's object when it is not the legacy (a legacy detail). */
  auditObject?: { type: string; id: string };
  /** Only the audit event (a save that changed nothing shows no activity). */
  auditOnly?: boolean;
}

/**
 * The legacy's recordChange: the audit event of a change to a legacy and its activity entries
 * (legacy-activity.service.ts: the charity's entry, and the firm's when the firm made the change,
 * with the e-mails to the legacy team), all in the transaction of the change. The audit event
 * belongs to the organisation the actor acted for.
 */
export async function audit(
  tx: DbOrTx,
  actor: Actor,
  legacy: LegacyRow,
  action: LegacyChangeAction,
  meta: RequestMeta,
  details?: Record<string, unknown>,
  words: LegacyChangeWords = {},
) {
  await recordAudit(tx, {
    action,
    actorUserID: actor.userID,
    organisationID: actsForCharity(actor, legacy) ? legacy.organisationID : actor.organisationID,
    objectType: words.auditObject?.type ?? 'legacy',
    objectID: words.auditObject?.id ?? legacy.legacyID,
    ip: meta.ip,
    details: words.auditObject ? { legacyID: legacy.legacyID, ...details } : details,
  });
  if (words.auditOnly) return;
  await recordLegacyActivity(
    tx,
    actor,
    legacy,
    { activityType: 'legacy', action: LEGACY_CHANGES[action], object: words.object, text: words.text },
    meta,
  );
}

/** Marks the legacy as updated now. */
export const touch = (tx: DbOrTx, legacyID: string) =>
  tx.update(legacies).set({ lastUpdatedDate: sql`now()` }).where(eq(legacies.legacyID, legacyID));
