/**
 * The typed side of the date picker (spec 02 §5 "Datepicker", §9): the input keeps only digits
 * and slashes, inserts the slashes and leading zeros itself, and a full 10-character DD/MM/YYYY
 * that is a real calendar date is applied. Values are calendar dates written 'YYYY-MM-DD'
 * (no time, no time zone), the form the API takes.
 */

/** spec 02 §9: the display format. */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
export const DATE_INPUT_LENGTH = DATE_DISPLAY_FORMAT.length;
/** spec 02 §5, §9: a year typed in the month view is applied only above this. */
export const MIN_APPLIED_YEAR = 1000;

/** A calendar date as year, month (1–12) and day. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A range of days that cannot be chosen; either end may be open. Ends are inclusive. */
export interface DisabledRange {
  /** 'YYYY-MM-DD'; no start means "since ever". */
  from?: string | null;
  /** 'YYYY-MM-DD'; no end means "for ever". */
  to?: string | null;
  /** Shown as a tooltip on the days of the range. */
  reason?: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Reads 'YYYY-MM-DD' (an ISO date-time is cut to its date); null when it is not a real date. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; '' when there is no valid date. */
export function formatDisplayDate(value: string | null | undefined): string {
  const date = parseIsoDate(value);
  return date ? `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}` : '';
}

/**
 * A complete 'DD/MM/YYYY' entry → 'YYYY-MM-DD'; null unless it has exactly 10 characters in that
 * shape and is a real calendar date.
 */
export function parseDisplayDate(text: string): string | null {
  if (text.length !== DATE_INPUT_LENGTH) return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? toIsoDate(date) : null;
}

/** The first digit of a day above 3 (or of a month above 1) cannot start two digits. */
const SINGLE_DIGIT_AFTER = [3, 1] as const;

/**
 * What the input shows after a keystroke or a paste. Keeps only digits and slashes; while the
 * text grows, a day or month is closed with a slash once it has two digits, once its first digit
 * cannot start a two-digit value (4–9 for a day, 2–9 for a month) or when a slash is typed after
 * one digit, and a single digit is given its leading zero. While the text shrinks (deleting)
 * nothing is inserted, so a slash can be deleted.
 */
export function formatTypedDate(raw: string, previous = ''): string {
  const kept = raw.replace(/[^\d/]/g, '');
  if (kept.length < previous.length) return kept.slice(0, DATE_INPUT_LENGTH);

  const parts: string[] = [];
  let current = '';
  const close = () => {
    parts.push(current);
    current = '';
  };
  for (const ch of kept) {
    const segment = parts.length;
    if (segment >= 2) {
      // The year: digits only, at most four.
      if (ch !== '/' && current.length < 4) current += ch;
      continue;
    }
    if (ch === '/') {
      if (current.length === 1) {
        current = `0${current}`;
        close();
      }
      // A slash with nothing before it, or repeated, is dropped.
      continue;
    }
    current += ch;
    const limit = SINGLE_DIGIT_AFTER[segment] ?? 9;
    if (current.length === 1 && Number(ch) > limit) {
      current = `0${current}`;
      close();
    } else if (current.length === 2) {
      close();
    }
  }
  const closed = parts.map((part) => `${part}/`).join('');
  return `${closed}${current}`.slice(0, DATE_INPUT_LENGTH);
}

function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first disabled range holding the day ('YYYY-MM-DD'), if any. */
export function disabledRangeOf(iso: string, ranges: readonly DisabledRange[] = []): DisabledRange | null {
  return (
    ranges.find(
      (range) =>
        (!range.from || compareIso(iso, range.from.slice(0, 10)) >= 0) &&
        (!range.to || compareIso(iso, range.to.slice(0, 10)) <= 0),
    ) ?? null
  );
}

/** A typed year applies only when it is a whole number above 1000 (spec 02 §5). */
export function parseYearInput(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const year = Number(text.trim());
  return year > MIN_APPLIED_YEAR ? year : null;
}
