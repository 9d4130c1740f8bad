import { type LegacyNotificationMode, NOTIFICATION_TEXTS } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { legacyTeam, users } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import type { RequestMeta } from './activity.service.js';

/*
 * issue 11: the legacy team hears of the firm's changes by each member's own setting
 * (users.legacy_notifications): 'immediately' one e-mail per change (here, in the transaction of the
 * change), 'daily' one digest a day (legacy-digest.ts, a scheduled job), 'off' none. Only the firm's
 * changes are mailed, never the charity's own; the e-mails hold the legacy's reference, the firm,
 * the change in words and a link — never bank details or identity numbers.
 */

/** The link to a legacy's Activity section. */
export const legacyActivityLink = (publicUrl: string, legacyID: string) =>
  `${publicUrl}/secure/charity-legacies/${legacyID}/activity`;

export async function notifyLegacyTeam(
  tx: DbOrTx,
  notice: {
    legacy: { legacyID: string; organisationID: string; reference: string };
    firmName: string;
    change: string;
    publicUrl: string | undefined;
  },
): Promise<void> {
  const recipients = await tx
    .select({ firstName: users.firstName, emailAddress: users.emailAddress })
    .from(legacyTeam)
    .innerJoin(users, eq(users.userID, legacyTeam.userID))
    .where(
      and(
        eq(legacyTeam.legacyID, notice.legacy.legacyID),
        // The team is the charity's; its active members who asked for one e-mail per change.
        eq(users.organisationID, notice.legacy.organisationID),
        eq(users.status, 'active'),
        eq(users.legacyNotifications, 'immediately'),
      ),
    )
    .orderBy(users.emailAddress);
  if (recipients.length === 0) return;
  // Every route whose change can reach a legacy team passes the public address (RequestMeta).
  if (!notice.publicUrl) throw new Error('publicUrl is needed to notify a legacy team');
  for (const r of recipients)
    await enqueueTemplatedMail(tx, {
      trigger: 'LegacyActivity',
      to: r.emailAddress,
      values: {
        firstName: r.firstName,
        legacyReference: notice.legacy.reference,
        firmName: notice.firmName,
        change: notice.change,
        link: legacyActivityLink(notice.publicUrl, notice.legacy.legacyID),
      },
    });
}

/** The setting is the signed-in user's own, and only charity users have it (403 otherwise). */
function assertCharityUser(actor: Actor) {
  if (actor.demoMode || actor.organisationType !== 'charity')
    throw forbidden(NOTIFICATION_TEXTS.onlyCharityUsers);
}

export async function getNotificationSettings(db: DbOrTx, actor: Actor) {
  assertCharityUser(actor);
  const [row] = await db
    .select({ legacyNotifications: users.legacyNotifications })
    .from(users)
    .where(eq(users.userID, actor.userID));
  return { legacyNotifications: row?.legacyNotifications ?? 'immediately' };
}

/**
 * Saves the user's choice. Choosing the daily digest starts it from now, so the first digest does
 * not repeat changes already mailed one by one.
 */
export async function updateNotificationSettings(
  tx: DbOrTx,
  actor: Actor,
  mode: LegacyNotificationMode,
  meta: RequestMeta,
): Promise<{ legacyNotifications: LegacyNotificationMode }> {
  assertCharityUser(actor);
  const [current] = await tx
    .select({ legacyNotifications: users.legacyNotifications })
    .from(users)
    .where(eq(users.userID, actor.userID))
    .for('update');
  const startsDigest = mode === 'daily' && current?.legacyNotifications !== 'daily';
  await tx
    .update(users)
    .set({ legacyNotifications: mode, ...(startsDigest ? { legacyDigestSentAt: new Date() } : {}) })
    .where(eq(users.userID, actor.userID));
  await recordAudit(tx, {
    action: 'user.notificationSettings',
    actorUserID: actor.userID,
    organisationID: actor.organisationID,
    objectType: 'user',
    objectID: actor.userID,
    ip: meta.ip,
    details: { legacyNotifications: mode, from: current?.legacyNotifications ?? null },
  });
  return { legacyNotifications: mode };
}
