import type { DbOrTx } from '../db/client.js';
import { activityEntries, auditEvents } from '../db/schema/index.js';

export interface AuditEventInput {
  action: string;
  actorUserID?: string | null;
  organisationID?: string | null;
  objectType?: string;
  objectID?: string;
  ip?: string;
  details?: Record<string, unknown>;
}

/** Records an audit event; call it inside the transaction of the change it describes. */
export async function recordAudit(db: DbOrTx, event: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorUserID: event.actorUserID ?? null,
    organisationID: event.organisationID ?? null,
    objectType: event.objectType,
    objectID: event.objectID,
    ip: event.ip,
    details: event.details,
  });
}

export type ActivityInput = typeof activityEntries.$inferInsert;

/** spec 01 §3 Activity entry; a null userID is shown as System. */
export async function recordActivity(db: DbOrTx, entry: ActivityInput): Promise<void> {
  await db.insert(activityEntries).values(entry);
}
