import { sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { activityEntries } from '../../db/schema/index.js';

/**
 * The activity actions of spec 01 §3 "Activity entry", per activity type. A closed list, so a
 * feature cannot write an action the feed does not know.
 */
export const ACTIVITY_ACTIONS = {
  matter: ['added', 'changed_details', 'deleted', 'broadcast'],
  individual: ['added', 'changed_details', 'deleted', 'perform_check', 'check_invitation'],
  user: ['added_to_team', 'changed_details', 'removed_from_team', 'set_owner', 'message'],
  document: ['added', 'delete_document'],
  check: ['perform_check'],
  legacy: ['added', 'deleted'],
} as const;

export type ActivityType = keyof typeof ACTIVITY_ACTIONS;
export type ActivityAction<T extends ActivityType> = (typeof ACTIVITY_ACTIONS)[T][number];

/** Where a change came from, for its audit event. */
export interface RequestMeta {
  ip?: string;
}

export interface ChangeTrace<T extends ActivityType = ActivityType> {
  /** The firm (or charity) the change belongs to: whose staff see the entry. */
  organisationID: string;
  matterID?: string | null;
  /** The matter reference, shown with the entry (spec 01 §3). */
  reference?: string | null;
  activity: {
    activityType: T;
    action: ActivityAction<T>;
    /** What was acted on, by name: a matter reference, a team member's name. */
    object?: string | null;
    text?: string | null;
  };
  audit: {
    action: string;
    objectType: string;
    objectID: string;
    details?: Record<string, unknown>;
  };
  ip?: string;
}

/**
 * ARCHITECTURE "Every change leaves a trace": one activity entry and one audit event, written
 * with the transaction of the change, so a change that fails leaves neither. The actor is the
 * entry's user (null would read as System, spec 01 §3).
 */
export async function recordChange<T extends ActivityType>(
  tx: DbOrTx,
  actor: Pick<Actor, 'userID'> | null,
  trace: ChangeTrace<T>,
): Promise<void> {
  await tx.insert(activityEntries).values({
    organisationID: trace.organisationID,
    matterID: trace.matterID ?? null,
    reference: trace.reference ?? null,
    userID: actor?.userID ?? null,
    activityType: trace.activity.activityType,
    object: trace.activity.object ?? null,
    action: trace.activity.action,
    text: trace.activity.text ?? null,
    // The wall clock, not the transaction's start: entries written by one change keep their order.
    dateTime: sql`clock_timestamp()`,
  });
  await recordAudit(tx, {
    action: trace.audit.action,
    actorUserID: actor?.userID ?? null,
    organisationID: trace.organisationID,
    objectType: trace.audit.objectType,
    objectID: trace.audit.objectID,
    ip: trace.ip,
    details: trace.audit.details,
  });
}
