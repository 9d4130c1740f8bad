import { addDays } from '../tasks/task-rules.js';
import { type EstateDates, type KeyDateKind, type KeyDeadline, estateDeadlines } from './key-dates.js';

/*
 * Issue 17 "Key dates and the grant", last sentence: a Deadlines tile on the firm's dashboard and a
 * reminder e-mail a week before each deadline. Both work from estateDeadlines (key-dates.ts).
 */

/** The tile lists the deadlines due within this many days (today included). */
export const ESTATE_DEADLINES_AHEAD_DAYS = 30;
/** …and those passed no more than this many days ago (still worth a look), marked overdue. */
export const ESTATE_DEADLINES_OVERDUE_DAYS = 30;
/** The reminder e-mail goes this many days before a deadline (a week). */
export const ESTATE_DEADLINE_REMINDER_DAYS = 7;

/**
 * The kinds the tile and the reminders follow. Interest on unpaid tax starts the day after the tax
 * is due: it is a consequence of the tax deadline, not a deadline of its own, so it would only
 * repeat the tax's line (and send a second e-mail a day later).
 */
export const ESTATE_DEADLINE_KINDS: readonly KeyDateKind[] = [
  'inheritanceTaxDue',
  'section27ClaimsEnd',
  'family1975ActClaimsEnd',
  'executorsYearEnd',
];

export interface DueDeadline extends KeyDeadline {
  isOverdue: boolean;
}

/**
 * The deadlines of an estate that the dashboard shows today (UK date): due from `today` to
 * today + ESTATE_DEADLINES_AHEAD_DAYS, or passed within the last ESTATE_DEADLINES_OVERDUE_DAYS
 * (overdue; a deadline today is not overdue), in date order.
 */
export function deadlinesInWindow(dates: EstateDates, today: string): DueDeadline[] {
  const from = addDays(today, -ESTATE_DEADLINES_OVERDUE_DAYS);
  const until = addDays(today, ESTATE_DEADLINES_AHEAD_DAYS);
  return estateDeadlines(dates)
    .filter((d) => ESTATE_DEADLINE_KINDS.includes(d.kind) && d.date >= from && d.date <= until)
    .map((d) => ({ ...d, isOverdue: d.date < today }));
}

/**
 * The deadlines whose reminder is due today: from a week before the deadline to the deadline day
 * itself, so a day the job missed (or a deadline that moved nearer than a week) is still reminded
 * once. Whether it was already sent for that date is the caller's record.
 */
export function deadlinesToRemind(dates: EstateDates, today: string): KeyDeadline[] {
  const until = addDays(today, ESTATE_DEADLINE_REMINDER_DAYS);
  return estateDeadlines(dates).filter(
    (d) => ESTATE_DEADLINE_KINDS.includes(d.kind) && d.date >= today && d.date <= until,
  );
}

export const ESTATE_DEADLINE_TEXTS = {
  title: 'Deadlines',
  description: `The estates' deadlines of the next ${ESTATE_DEADLINES_AHEAD_DAYS} days on your matters, and those passed in the last ${ESTATE_DEADLINES_OVERDUE_DAYS}.`,
  empty: `No estate deadline in the next ${ESTATE_DEADLINES_AHEAD_DAYS} days.`,
  overdue: 'Passed',
  loadFailed: 'The deadlines could not be loaded.',
} as const;
