import type { ActivityAction, ActivityType } from '@probity/domain';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { activityEntries } from '../../db/schema/index.js';

// The closed list of activity actions lives in packages/domain (the web words each one).
export { ACTIVITY_ACTIONS, type ActivityAction, type ActivityType } from '@probity/domain';

/** Where a change came from, for its audit event. */
export interface RequestMeta {
  ip?: string;
  /** The address users reach Probity at, for the links of the e-mails a change sends. */
  publicUrl?: string;
}

export interface ChangeTrace<T extends ActivityType = ActivityType> {
  /** The firm (or charity) the change belongs to: whose staff see the entry. */
  organisationID: string;
  matterID?: string | null;
  /** The legacy the entry is about (a legacy's Activity section lists these). */
  legacyID?: string | null;
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
  await recordActivityEntry(tx, actor, trace);
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

/**
 * The activity entry alone, for a change whose audit event is written once but whose entry is shown
 * to more than one organisation (a firm's change to a charity's legacy: one entry each).
 */
export async function recordActivityEntry<T extends ActivityType>(
  tx: DbOrTx,
  actor: Pick<Actor, 'userID'> | null,
  trace: Omit<ChangeTrace<T>, 'audit' | 'ip'>,
): Promise<void> {
  await tx.insert(activityEntries).values({
    organisationID: trace.organisationID,
    matterID: trace.matterID ?? null,
    legacyID: trace.legacyID ?? null,
    reference: trace.reference ?? null,
    userID: actor?.userID ?? null,
    activityType: trace.activity.activityType,
    object: trace.activity.object ?? null,
    action: trace.activity.action,
    text: trace.activity.text ?? null,
    // The wall clock, not the transaction's start: entries written by one change keep their order.
    dateTime: sql`clock_timestamp()`,
  });
}
