import { type CalendarDate, toIsoDate } from './date-input';

/** spec 02 §5, §9: weeks start on Monday and the day grid is 6 rows of 7. */
export const GRID_ROWS = 6;
export const GRID_COLUMNS = 7;
export const WEEKDAY_LABELS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface GridDay extends CalendarDate {
  iso: string;
  /** The day belongs to the month shown (the others fill the first and last weeks). */
  isInMonth: boolean;
}

/** The month shown by the calendar: year and month 1–12. */
export interface ViewMonth {
  year: number;
  month: number;
}

export function addMonths(view: ViewMonth, delta: number): ViewMonth {
  const index = view.year * 12 + (view.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 0 for Monday … 6 for Sunday. */
export function mondayIndex(date: CalendarDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

/**
 * The 42 days shown for a month: the week holding the 1st starts on its Monday, and the grid
 * always has 6 weeks, filled with the days of the months around it.
 */
export function monthGrid(view: ViewMonth): GridDay[][] {
  const first = { year: view.year, month: view.month, day: 1 };
  const start = Date.UTC(view.year, view.month - 1, 1) - mondayIndex(first) * 86_400_000;
  const weeks: GridDay[][] = [];
  for (let row = 0; row < GRID_ROWS; row++) {
    const week: GridDay[] = [];
    for (let column = 0; column < GRID_COLUMNS; column++) {
      const date = new Date(start + (row * GRID_COLUMNS + column) * 86_400_000);
      const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      week.push({
        ...day,
        iso: toIsoDate(day),
        isInMonth: day.month === view.month && day.year === view.year,
      });
    }
    weeks.push(week);
  }
  return weeks;
}

/** Today in the browser's calendar, as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
