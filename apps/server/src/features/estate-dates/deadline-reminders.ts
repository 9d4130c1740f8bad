import { KEY_DATE_LABELS, deadlinesToRemind, todayInUk, ukDate } from '@probity/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { estateDeadlineReminders, matterTeam, organisations, users } from '../../db/schema/index.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import { findOpenEstateDates } from './estate-deadlines.queries.js';

/** The link to a matter's Key dates page (a link to the app, never a token). */
export const matterKeyDatesLink = (publicUrl: string, matterID: string) =>
  `${publicUrl}/secure/matters/${matterID}/key-dates`;

export interface DeadlineReminderResult {
  /** Deadlines reminded this run (each to the matter's whole team). */
  deadlines: number;
  /** E-mails put in the outbox. */
  sent: number;
  summary: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Issue 17 (job estate.deadlines, daily): a week before each deadline of an open Estate matter
 * (deadlinesToRemind: from seven days before to the day itself, so a missed run still reminds),
 * each active member of the matter's team gets one e-mail (EstateDeadlineReminder: the matter
 * reference, the deadline's kind and date, the link to Key dates; no figures). Once per matter,
 * deadline kind and date: the row of estate_deadline_reminders is claimed in the same transaction
 * as the e-mails, so a rerun or a second instance sends nothing twice, and a deadline that moves to
 * a new date is reminded again. Members locked, paused, or of a locked firm get none.
 */
export async function sendEstateDeadlineReminders(
  database: Pick<Database, 'db'>,
  opts: { publicUrl: string; now?: Date },
): Promise<DeadlineReminderResult> {
  const today = todayInUk(opts.now);
  const estates = await findOpenEstateDates(database.db, undefined);
  let deadlines = 0;
  let sent = 0;
  for (const estate of estates) {
    for (const deadline of deadlinesToRemind(estate.dates, today)) {
      const count = await database.db.transaction(async (tx) => {
        const team = await tx
          .select({ firstName: users.firstName, emailAddress: users.emailAddress })
          .from(matterTeam)
          .innerJoin(users, eq(users.userID, matterTeam.userID))
          .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
          .where(
            and(
              eq(matterTeam.matterID, estate.matterID),
              // The matter's firm's own staff only.
              eq(users.organisationID, estate.organisationID),
              eq(users.status, 'active'),
              eq(organisations.locked, false),
            ),
          )
          .orderBy(asc(users.emailAddress));
        if (team.length === 0) return 0;
        const claimed = await tx
          .insert(estateDeadlineReminders)
          .values({
            matterID: estate.matterID,
            kind: deadline.kind,
            deadlineDate: deadline.date,
            recipients: team.length,
          })
          .onConflictDoNothing()
          .returning({ matterID: estateDeadlineReminders.matterID });
        if (claimed.length === 0) return 0;
        for (const member of team)
          await enqueueTemplatedMail(tx, {
            trigger: 'EstateDeadlineReminder',
            to: member.emailAddress,
            values: {
              firstName: member.firstName,
              matterReference: estate.reference,
              deadline: KEY_DATE_LABELS[deadline.kind],
              deadlineDate: ukDate(deadline.date),
              link: matterKeyDatesLink(opts.publicUrl, estate.matterID),
            },
          });
        return team.length;
      });
      if (count > 0) {
        deadlines += 1;
        sent += count;
      }
    }
  }
  return {
    deadlines,
    sent,
    summary: sent
      ? `Sent ${plural(sent, 'reminder', 'reminders')} of ${plural(deadlines, 'deadline', 'deadlines')}`
      : 'Nothing to do',
  };
}
