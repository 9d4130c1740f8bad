// Issue 16: a task's limits and date rules without zod (the dashboard's first load takes them);
// the contract is in tasks.schema.ts.

/** Issue 14 "Know what is next": the limits of a task on a matter. */
export const TASK_TITLE_MAX = 200;
export const TASK_DETAIL_MAX = 4000;
/** The daily digest lists the open tasks due up to this many days ahead (besides today's and overdue ones). */
export const TASK_DIGEST_AHEAD_DAYS = 3;
/** One digest lists at most this many tasks, then says how many more there are. */
export const TASK_DIGEST_MAX = 50;

/** Where an open task stands against today (UK): no due date, overdue, due today or upcoming. */
export type TaskDueState = 'none' | 'overdue' | 'today' | 'upcoming';

export function taskDueState(dueDate: string | null, today: string): TaskDueState {
  if (!dueDate) return 'none';
  if (dueDate < today) return 'overdue';
  return dueDate === today ? 'today' : 'upcoming';
}

/** A date 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The order of a matter's open tasks: by due date, the earliest (so overdue) first, tasks without
 * a due date last, then the oldest first.
 */
export function compareOpenTasks(
  a: { dueDate: string | null; createdAt: string },
  b: { dueDate: string | null; createdAt: string },
): number {
  if (a.dueDate !== b.dueDate) {
    if (!a.dueDate) return 1;
    if (!b.dueDate) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.createdAt.localeCompare(b.createdAt);
}
