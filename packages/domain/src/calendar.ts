/*
 * Issue 11 "Correct data, clear errors": the one calendar-date type every API and form takes, and
 * the rules between the dates of an estate. A date is 'YYYY-MM-DD' (spec/README: dates have no
 * time); an impossible day (31/02, 29/02 outside a leap year, month 13) is refused with one text,
 * on the server (400 naming the field) and under the field in the browser. The rules without zod
 * (the browser's first load takes them, issue 16); the schemas are in schemas/dates.ts.
 */

export const DATE_TEXTS = {
  invalidDate: 'Enter a real date',
  deathInFuture: 'The date of death cannot be in the future',
  probateBeforeDeath: 'The date of probate cannot be before the date of death',
} as const;

/** Kept under its older name: the matter and legacy forms quote it. */
export const DATE_OF_PROBATE_BEFORE_DEATH = DATE_TEXTS.probateBeforeDeath;

/** A calendar date written 'YYYY-MM-DD' that exists (2024-02-29 yes, 2023-02-29 and 2023-02-31 no). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * An ISO date-time ('1950-02-11T00:00:00', with optional seconds, fraction and zone) whose day and
 * time exist; answers its calendar date, or null.
 */
export function calendarDateOfDateTime(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value,
  );
  if (!match) return null;
  const [, date = '', hour, minute, second = '0'] = match;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return isCalendarDate(date) ? date : null;
}

/** Today's date in the United Kingdom, 'YYYY-MM-DD' (a UK user's "today", whatever the server's zone). */
export function todayInUk(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
