import {
  TASK_DIGEST_AHEAD_DAYS,
  TASK_DIGEST_MAX,
  addDays,
  taskDueState,
  todayInUk,
  ukDate,
} from '@probity/domain';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { matters, organisations, taskDigests, tasks, users } from '../../db/schema/index.js';
import { enqueueTemplatedMail } from '../../mail/render-mail.js';
import { ownOpenTasksWhere } from './tasks.queries.js';

/** The link to a matter's Tasks page (a link to the app, never a token). */
export const matterTasksLink = (publicUrl: string, matterID: string) =>
  `${publicUrl}/secure/matters/${matterID}/tasks`;

export interface TaskDigestResult {
  /** Digests put in the outbox. */
  sent: number;
  /** Users with something due who were looked at. */
  users: number;
  summary: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The users with an open task of their own firm overdue or due today. A locked or paused user, or
 * one of a locked company, gets none.
 */
async function usersWithTasksDue(database: Pick<Database, 'db'>, today: string): Promise<string[]> {
  const rows = await database.db
    .selectDistinct({ userID: users.userID })
    .from(tasks)
    // A task is its assignee's, or its author's while unassigned (ownOpenTasksWhere).
    .innerJoin(users, sql`${users.userID} = coalesce(${tasks.assigneeUserID}, ${tasks.createdBy})`)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(
      and(
        isNull(tasks.doneAt),
        isNotNull(tasks.dueDate),
        lte(tasks.dueDate, today),
        eq(tasks.organisationID, users.organisationID),
        eq(users.status, 'active'),
        eq(organisations.locked, false),
      ),
    );
  return rows.map((r) => r.userID);
}

/**
 * The daily task digest (job tasks.digest, 07:00 UK time): each active firm user with open tasks
 * overdue or due today gets one e-mail listing those and the ones due in the next
 * TASK_DIGEST_AHEAD_DAYS days, each with its matter reference, due date and the link to the
 * matter's tasks. Idempotent: the user's row in task_digests for the UK day is claimed first in
 * the same transaction as the e-mail, so a rerun the same day (or a second instance) sends nothing twice.
 */
export async function sendTaskDigests(
  database: Pick<Database, 'db'>,
  opts: { publicUrl: string; now?: Date },
): Promise<TaskDigestResult> {
  const today = todayInUk(opts.now);
  const until = addDays(today, TASK_DIGEST_AHEAD_DAYS);
  const candidates = await usersWithTasksDue(database, today);
  let sent = 0;
  for (const userID of candidates) {
    const didSend = await database.db.transaction(async (tx) => {
      const [user] = await tx
        .select({
          userID: users.userID,
          organisationID: users.organisationID,
          firstName: users.firstName,
          emailAddress: users.emailAddress,
        })
        .from(users)
        .where(and(eq(users.userID, userID), eq(users.status, 'active')));
      if (!user) return false;
      const due = await tx
        .select({
          taskID: tasks.taskID,
          matterID: tasks.matterID,
          title: tasks.title,
          dueDate: tasks.dueDate,
          reference: matters.reference,
        })
        .from(tasks)
        .innerJoin(matters, eq(matters.matterID, tasks.matterID))
        .where(
          and(
            ownOpenTasksWhere(userID),
            eq(tasks.organisationID, user.organisationID),
            isNotNull(tasks.dueDate),
            lte(tasks.dueDate, until),
          ),
        )
        .orderBy(asc(tasks.dueDate), asc(matters.reference), asc(tasks.createdAt));
      const counts = { overdue: 0, today: 0, upcoming: 0 };
      for (const t of due) {
        const state = taskDueState(t.dueDate, today);
        if (state !== 'none') counts[state] += 1;
      }
      if (counts.overdue + counts.today === 0) return false;
      // The day's claim: a second run finds the row and sends nothing (rolled back with the e-mail).
      const claimed = await tx
        .insert(taskDigests)
        .values({ userID, digestDate: today, taskCount: due.length })
        .onConflictDoNothing()
        .returning({ userID: taskDigests.userID });
      if (claimed.length === 0) return false;
      const lines = due.slice(0, TASK_DIGEST_MAX).map((t) => {
        const date = ukDate(t.dueDate ?? '');
        const state = taskDueState(t.dueDate, today);
        const when =
          state === 'overdue' ? `Overdue since ${date}` : state === 'today' ? 'Due today' : `Due ${date}`;
        return `${when} – ${t.reference}: ${t.title} (${matterTasksLink(opts.publicUrl, t.matterID)})`;
      });
      const more = due.length - lines.length;
      if (more > 0) lines.push(`…and ${more} more in Probity.`);
      const summary = [
        counts.overdue ? `${counts.overdue} overdue` : '',
        counts.today ? `${counts.today} due today` : '',
        counts.upcoming ? `${counts.upcoming} due soon` : '',
      ]
        .filter(Boolean)
        .join(', ');
      await enqueueTemplatedMail(tx, {
        trigger: 'TaskDigest',
        to: user.emailAddress,
        values: {
          firstName: user.firstName,
          taskCount: plural(due.length, 'task', 'tasks'),
          summary,
          tasks: lines.join('\n'),
          link: `${opts.publicUrl}/secure/dashboard`,
        },
      });
      return true;
    });
    if (didSend) sent += 1;
  }
  return {
    sent,
    users: candidates.length,
    summary: sent ? `Sent ${plural(sent, 'task digest', 'task digests')}` : 'Nothing to do',
  };
}
