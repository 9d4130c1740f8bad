import { addDays } from '../tasks/task-rules.js';

/*
 * Issue 17 "Key dates and the grant": the deadlines of an estate worked out from its dates. All
 * dates are calendar dates 'YYYY-MM-DD' (UK dates, no time of day); the arithmetic is on the
 * calendar, never on milliseconds, so no clock change or time zone can move a day.
 *
 * Month arithmetic: a date plus n months is the same day of the month n months later, or the last
 * day of that month when it is shorter (31 August + 6 months = 28 February, or 29 in a leap year).
 */

function parts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The number of days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `months` calendar months (negative goes back), the day clamped to the month's end. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return iso(y, m, Math.min(day, daysInMonth(y, m)));
}

/** The last day of the month `months` after the month of `date`. */
export function endOfMonthAfter(date: string, months: number): string {
  const [year, month] = parts(date);
  const first = addMonths(iso(year, month, 1), months);
  const [y, m] = parts(first);
  return iso(y, m, daysInMonth(y, m));
}

/**
 * Inheritance tax on a death is due at the end of the sixth month after the month of death
 * (IHTA 1984 s.226; death 15 January 2026: due 31 July 2026).
 */
export function inheritanceTaxDueDate(dateOfDeath: string): string {
  return endOfMonthAfter(dateOfDeath, 6);
}

/** Interest on unpaid inheritance tax runs from the day after the due date. */
export function inheritanceTaxInterestFrom(dateOfDeath: string): string {
  return addDays(inheritanceTaxDueDate(dateOfDeath), 1);
}

/** The "executor's year": twelve months from the death, before which executors need not distribute. */
export function executorsYearEnd(dateOfDeath: string): string {
  return addMonths(dateOfDeath, 12);
}

/**
 * Trustee Act 1925 s.27: creditors get at least two months from the notices to claim. Notices go in
 * the London Gazette and a local paper; the period runs from the later of the two (either may be
 * missing while it is not yet placed: then the period is not known, null).
 */
export function section27ClaimPeriodEnd(
  gazetteNotice: string | null,
  localPaperNotice: string | null,
): string | null {
  if (!gazetteNotice || !localPaperNotice) return null;
  const later = gazetteNotice > localPaperNotice ? gazetteNotice : localPaperNotice;
  return addMonths(later, 2);
}

/**
 * Inheritance (Provision for Family and Dependants) Act 1975 s.4: a claim is out of time (without
 * the court's permission) six months from the date of the grant.
 */
export function family1975ActClaimsEnd(grantDate: string): string {
  return addMonths(grantDate, 6);
}

/** HMCTS's stages of a probate application, in order. */
export const PROBATE_STAGES = ['submitted', 'stopped', 'examining', 'grantIssued'] as const;
export type ProbateStage = (typeof PROBATE_STAGES)[number];

export const PROBATE_STAGE_LABELS: Record<ProbateStage, string> = {
  submitted: 'Submitted',
  stopped: 'Stopped: further information needed',
  examining: 'Being examined',
  grantIssued: 'Grant issued',
};

/** Where the application stands: a stop carries the reason HMCTS gave. */
export type ProbateProgress =
  | { stage: 'submitted' | 'examining'; on: string }
  | { stage: 'stopped'; on: string; reason: string }
  | { stage: 'grantIssued'; on: string };

/** The stage's label, with the reason of a stop ("Stopped: further information needed — …"). */
export function probateProgressLabel(progress: ProbateProgress): string {
  const label = PROBATE_STAGE_LABELS[progress.stage];
  return progress.stage === 'stopped' && progress.reason.trim()
    ? `${label} — ${progress.reason.trim()}`
    : label;
}

export const KEY_DATE_KINDS = [
  'inheritanceTaxDue',
  'inheritanceTaxInterest',
  'section27ClaimsEnd',
  'family1975ActClaimsEnd',
  'executorsYearEnd',
] as const;
export type KeyDateKind = (typeof KEY_DATE_KINDS)[number];

export interface EstateDates {
  dateOfDeath: string;
  grantDate: string | null;
  gazetteNotice: string | null;
  localPaperNotice: string | null;
}

export interface KeyDeadline {
  kind: KeyDateKind;
  date: string;
}

/** Every deadline that the estate's dates so far allow to be worked out, in date order. */
export function estateDeadlines(dates: EstateDates): KeyDeadline[] {
  const list: KeyDeadline[] = [
    { kind: 'inheritanceTaxDue', date: inheritanceTaxDueDate(dates.dateOfDeath) },
    { kind: 'inheritanceTaxInterest', date: inheritanceTaxInterestFrom(dates.dateOfDeath) },
    { kind: 'executorsYearEnd', date: executorsYearEnd(dates.dateOfDeath) },
  ];
  const s27 = section27ClaimPeriodEnd(dates.gazetteNotice, dates.localPaperNotice);
  if (s27) list.push({ kind: 'section27ClaimsEnd', date: s27 });
  if (dates.grantDate)
    list.push({ kind: 'family1975ActClaimsEnd', date: family1975ActClaimsEnd(dates.grantDate) });
  return list.sort(
    (a, b) => a.date.localeCompare(b.date) || KEY_DATE_KINDS.indexOf(a.kind) - KEY_DATE_KINDS.indexOf(b.kind),
  );
}
