import { activityText } from '@probity/domain';
import { and, asc, eq, gt, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.js';
import { activityEntries, legacyTeam, organisations, users } from '../../db/schema/index.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import { legacyActivityLink } from './legacy-notifications.service.js';

/** One digest lists at most this many changes, then says how many more there are. */
export const DIGEST_MAX_CHANGES = 100;
/** A user's first digest (no digest sent yet) covers the last day. */
const FIRST_DIGEST_WINDOW_MS = 24 * 3600_000;

const sameUtcDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

const gmtTime = (d: Date) => {
  const iso = d.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)} GMT`;
};

const author = alias(users, 'author');
const authorOrg = alias(organisations, 'author_org');

/**
 * The firm's changes on the legacies whose team the user is on, in (since, until]: the charity's
 * entries of those legacies whose author is not of the charity (the charity's own changes are never
 * mailed). Oldest first.
 */
async function changesFor(
  db: DbOrTx,
  user: { userID: string; organisationID: string },
  since: Date,
  until: Date,
) {
  return db
    .select({
      legacyID: activityEntries.legacyID,
      reference: activityEntries.reference,
      activityType: activityEntries.activityType,
      action: activityEntries.action,
      object: activityEntries.object,
      text: activityEntries.text,
      dateTime: activityEntries.dateTime,
      firstName: author.firstName,
      surname: author.surname,
      firmName: authorOrg.name,
    })
    .from(activityEntries)
    .innerJoin(author, eq(author.userID, activityEntries.userID))
    .innerJoin(authorOrg, eq(authorOrg.organisationID, author.organisationID))
    .where(
      and(
        eq(activityEntries.organisationID, user.organisationID),
        isNotNull(activityEntries.legacyID),
        inArray(
          activityEntries.legacyID,
          db.select({ id: legacyTeam.legacyID }).from(legacyTeam).where(eq(legacyTeam.userID, user.userID)),
        ),
        ne(author.organisationID, user.organisationID),
        gt(activityEntries.dateTime, since),
        lte(activityEntries.dateTime, until),
      ),
    )
    .orderBy(asc(activityEntries.dateTime), asc(activityEntries.activityID));
}

export interface DigestResult {
  /** Digests put in the outbox. */
  sent: number;
  /** Daily users looked at. */
  users: number;
}

/**
 * The daily digest (job legacy.digest): for each active charity user whose setting is 'daily', one
 * e-mail listing the firm's changes since their last digest, then legacy_digest_sent_at moves on.
 * Idempotent: each user is handled in a transaction that locks their row and skips them when their
 * digest already went out today (UTC), so a rerun, or a second instance running the same schedule,
 * sends nothing twice. A day without changes sends nothing but still moves the mark.
 */
export async function sendLegacyDigests(
  database: Pick<Database, 'db'>,
  opts: { publicUrl: string; now?: Date },
): Promise<DigestResult> {
  const now = opts.now ?? new Date();
  const daily = await database.db
    .select({ userID: users.userID })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(
      and(
        eq(users.legacyNotifications, 'daily'),
        eq(users.status, 'active'),
        eq(organisations.organisationType, 'charity'),
      ),
    );
  let sent = 0;
  for (const { userID } of daily) {
    const didSend = await database.db.transaction(async (tx) => {
      const [user] = await tx
        .select({
          userID: users.userID,
          organisationID: users.organisationID,
          firstName: users.firstName,
          emailAddress: users.emailAddress,
          legacyNotifications: users.legacyNotifications,
          legacyDigestSentAt: users.legacyDigestSentAt,
        })
        .from(users)
        .where(eq(users.userID, userID))
        .for('update');
      if (user?.legacyNotifications !== 'daily') return false;
      if (user.legacyDigestSentAt && sameUtcDay(user.legacyDigestSentAt, now)) return false;
      const since = user.legacyDigestSentAt ?? new Date(now.getTime() - FIRST_DIGEST_WINDOW_MS);
      const changes = await changesFor(tx, user, since, now);
      await tx.update(users).set({ legacyDigestSentAt: now }).where(eq(users.userID, user.userID));
      if (changes.length === 0) return false;
      const lines = changes.slice(0, DIGEST_MAX_CHANGES).map((c) => {
        const words = activityText({
          activityType: c.activityType,
          action: c.action,
          reference: c.reference,
          object: c.object,
          text: c.text,
          user: { name: `${c.firstName} ${c.surname}`.trim(), organisationName: c.firmName },
        });
        return `${gmtTime(c.dateTime)}: ${words} (${legacyActivityLink(opts.publicUrl, c.legacyID!)})`;
      });
      const more = changes.length - lines.length;
      if (more > 0) lines.push(`…and ${more} more in Probity.`);
      await enqueueTemplatedMail(tx, {
        trigger: 'LegacyActivityDigest',
        to: user.emailAddress,
        values: {
          firstName: user.firstName,
          changeCount: changes.length === 1 ? '1 change' : `${changes.length} changes`,
          changes: lines.join('\n'),
          link: `${opts.publicUrl}/secure/dashboard`,
        },
      });
      return true;
    });
    if (didSend) sent += 1;
  }
  return { sent, users: daily.length };
}
