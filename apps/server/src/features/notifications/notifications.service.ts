import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { serverNotifications } from '../../db/schema/index.js';

export interface NewNotification {
  userID: string;
  individualID: string | null;
  checkResultID: string | null;
  message: string;
  actionText: string;
  actionTargetUrl: string;
}

/** Asks a user to take an action (spec 01 §3 Server notification); in the caller's transaction. */
export async function createNotification(db: DbOrTx, n: NewNotification): Promise<string> {
  const [row] = await db
    .insert(serverNotifications)
    .values(n)
    .returning({ id: serverNotifications.notificationID });
  return row!.id;
}

/** The action is done (the check completed): the notification is no longer shown. */
export async function resolveCheckNotifications(db: DbOrTx, checkResultID: string): Promise<void> {
  await db
    .update(serverNotifications)
    .set({ resolvedAt: new Date() })
    .where(and(eq(serverNotifications.checkResultID, checkResultID), isNull(serverNotifications.resolvedAt)));
}

/** The open notifications of a user about one individual, newest first. */
export async function listOpenNotifications(db: DbOrTx, userID: string, individualID: string) {
  return db
    .select()
    .from(serverNotifications)
    .where(
      and(
        eq(serverNotifications.userID, userID),
        eq(serverNotifications.individualID, individualID),
        isNull(serverNotifications.resolvedAt),
      ),
    )
    .orderBy(desc(serverNotifications.createdAt));
}
