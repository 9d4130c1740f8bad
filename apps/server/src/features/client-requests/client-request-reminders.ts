import { CLIENT_REQUEST_REMINDERS_MAX, CLIENT_REQUEST_WAITING } from '@probity/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { clientRequests, matters } from '../../db/schema/index.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import { findMatterClients } from './client-requests.queries.js';
import { firmNameOf, itemCountText, itemLine, requestsLink } from './client-requests.service.js';

export interface ReminderResult {
  /** Reminder e-mails put in the outbox. */
  sent: number;
  /** Items whose reminder went out. */
  items: number;
  summary: string;
}

/** Items still waiting for the client whose next reminder is due at `now`. */
const dueWhere = (now: Date) =>
  and(
    inArray(clientRequests.status, [...CLIENT_REQUEST_WAITING]),
    lt(clientRequests.remindersSent, CLIENT_REQUEST_REMINDERS_MAX),
    sql`coalesce(${clientRequests.lastRemindedAt}, ${clientRequests.openedAt}) + make_interval(days => ${clientRequests.reminderDays}) <= ${now.toISOString()}::timestamptz`,
  );

/** One matter: lock its due items, mail each asked client once, record the reminder on the items. */
async function remindMatter(
  tx: DbOrTx,
  matterID: string,
  opts: { publicUrl: string; now: Date },
): Promise<{ sent: number; items: number }> {
  const due = await tx
    .select()
    .from(clientRequests)
    .where(and(eq(clientRequests.matterID, matterID), dueWhere(opts.now)))
    .orderBy(asc(clientRequests.dateCreated))
    .for('update');
  if (due.length === 0) return { sent: 0, items: 0 };
  const [matter] = await tx
    .select({ reference: matters.reference, organisationID: matters.organisationID })
    .from(matters)
    .where(eq(matters.matterID, matterID));
  if (!matter) return { sent: 0, items: 0 };
  const clients = (await findMatterClients(tx, matterID)).filter((c) => c.status === 'active');
  const firmName = await firmNameOf(tx, matter.organisationID);
  const reminded = new Set<string>();
  let sent = 0;
  for (const client of clients) {
    const mine = due.filter((r) => !r.individualID || r.individualID === client.individualID);
    if (mine.length === 0) continue;
    await enqueueTemplatedMail(tx, {
      trigger: 'ClientRequestsReminder',
      to: client.emailAddress,
      values: {
        firstName: client.userFirstName,
        firmName,
        matterReference: matter.reference,
        itemCount: itemCountText(mine.length),
        items: mine.map(itemLine).join('\n'),
        link: requestsLink(opts.publicUrl, matterID),
      },
    });
    sent += 1;
    for (const r of mine) reminded.add(r.requestID);
  }
  // Only items somebody was reminded of count a reminder (an item asked of nobody with an account waits).
  if (reminded.size)
    await tx
      .update(clientRequests)
      .set({ lastRemindedAt: opts.now, remindersSent: sql`${clientRequests.remindersSent} + 1` })
      .where(inArray(clientRequests.requestID, [...reminded]));
  return { sent, items: reminded.size };
}

/**
 * The job requests.remind: for every item still waiting for the client after its number of days
 * (since it was asked or sent back, then since its last reminder), one e-mail per client and matter
 * (ClientRequestsReminder), at most CLIENT_REQUEST_REMINDERS_MAX times an item. Idempotent: each
 * matter is handled in a transaction that locks its due items and records last_reminded_at, so a
 * rerun (or a second instance) finds nothing due. Answered, accepted and withdrawn items are never
 * reminded.
 */
export async function sendClientRequestReminders(
  database: Pick<Database, 'db'>,
  opts: { publicUrl: string; now?: Date },
): Promise<ReminderResult> {
  const now = opts.now ?? new Date();
  const matterIDs = await database.db
    .selectDistinct({ matterID: clientRequests.matterID })
    .from(clientRequests)
    .where(dueWhere(now));
  let sent = 0;
  let items = 0;
  for (const { matterID } of matterIDs) {
    const r = await database.db.transaction((tx) =>
      remindMatter(tx, matterID, { publicUrl: opts.publicUrl, now }),
    );
    sent += r.sent;
    items += r.items;
  }
  const summary =
    sent === 0
      ? 'No reminder was due'
      : `Sent ${sent === 1 ? '1 reminder' : `${sent} reminders`} for ${items === 1 ? '1 open item' : `${items} open items`}`;
  return { sent, items, summary };
}
