import { z } from 'zod';
import { calendarDateOfDateTime, DATE_TEXTS, isCalendarDate, todayInUk } from '../calendar.js';
import { VALIDATION } from '../texts.js';

/*
 * Issue 11 "Correct data, clear errors": the one calendar-date type every API and form takes, and
 * the rules between the dates of an estate. A date is 'YYYY-MM-DD' (spec/README: dates have no
 * time); an impossible day (31/02, 29/02 outside a leap year, month 13) is refused with one text,
 * on the server (400 naming the field) and under the field in the browser.
 */

/** A required real date 'YYYY-MM-DD': 'Required' when missing or empty, else 'Enter a real date'. */
export const zDate = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? VALIDATION.required : DATE_TEXTS.invalidDate,
  })
  .trim()
  .min(1, { error: VALIDATION.required })
  .refine((v) => v === '' || isCalendarDate(v), { error: DATE_TEXTS.invalidDate });

/** An optional real date: null, undefined and '' are none (null). */
export const zOptionalDate = z
  .string({ error: DATE_TEXTS.invalidDate })
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), { error: DATE_TEXTS.invalidDate })
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .transform((v) => v ?? null);

/**
 * A required date that may come as an ISO date-time (the APIs that answer dates as date-times take
 * them back that way): the calendar date it names, 'YYYY-MM-DD'; an impossible day is refused.
 */
export const zDateOrDateTime = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? VALIDATION.required : DATE_TEXTS.invalidDate,
  })
  .trim()
  .min(1, { error: VALIDATION.required })
  .transform((v, ctx) => {
    if (v === '') return v;
    const date = isCalendarDate(v) ? v : calendarDateOfDateTime(v);
    if (date) return date;
    ctx.addIssue({ code: 'custom', message: DATE_TEXTS.invalidDate });
    return z.NEVER;
  });

/** The same, optional: null, undefined and '' are none (null). */
export const zOptionalDateOrDateTime = z
  .union([z.literal(''), z.null(), z.undefined(), zDateOrDateTime], { error: DATE_TEXTS.invalidDate })
  .transform((v) => (v ? v : null));

// ── the rules between an estate's dates (pure: the server enforces them, the forms show them) ────

/** 'The date of death cannot be in the future' (today, in the UK, is allowed); null when fine. */
export function dateOfDeathProblem(
  dateOfDeath: string | null | undefined,
  today = todayInUk(),
): string | null {
  if (!dateOfDeath || !isCalendarDate(dateOfDeath)) return null;
  return dateOfDeath > today ? DATE_TEXTS.deathInFuture : null;
}

/** A grant of probate is made after the death (the same day is allowed); null when fine or unknown. */
export function dateOfProbateProblem(
  dateOfDeath: string | null | undefined,
  dateOfProbate: string | null | undefined,
): string | null {
  if (!dateOfDeath || !dateOfProbate) return null;
  if (!isCalendarDate(dateOfDeath) || !isCalendarDate(dateOfProbate)) return null;
  return dateOfProbate < dateOfDeath ? DATE_TEXTS.probateBeforeDeath : null;
}

/** Both rules, keyed by the field at fault: dateOfDeath (in the future), dateOfProbate (before the death). */
export function estateDateErrors(
  dates: { dateOfDeath?: string | null; dateOfProbate?: string | null },
  today = todayInUk(),
): Partial<Record<'dateOfDeath' | 'dateOfProbate', string>> {
  const errors: Partial<Record<'dateOfDeath' | 'dateOfProbate', string>> = {};
  const death = dateOfDeathProblem(dates.dateOfDeath, today);
  if (death) errors.dateOfDeath = death;
  const probate = dateOfProbateProblem(dates.dateOfDeath, dates.dateOfProbate);
  if (probate) errors.dateOfProbate = probate;
  return errors;
}

const textOrNull = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 10) : null);

/**
 * For a zod object holding dateOfDeath and dateOfProbate: adds the rules' issues on their fields.
 * Pass CHECK_ALWAYS with it so the rules are listed with the other fields' problems.
 */
export function checkEstateDates(
  v: { dateOfDeath?: unknown; dateOfProbate?: unknown },
  ctx: z.RefinementCtx,
) {
  const dates = { dateOfDeath: textOrNull(v.dateOfDeath), dateOfProbate: textOrNull(v.dateOfProbate) };
  for (const [path, message] of Object.entries(estateDateErrors(dates)))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/** zod runs an object's refinement only when its fields passed; a rule between fields runs always. */
export const CHECK_ALWAYS = { when: () => true } as const;
