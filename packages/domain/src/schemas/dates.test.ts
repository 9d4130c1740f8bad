import { describe, expect, it } from 'vitest';
import { DATE_TEXTS, calendarDateOfDateTime, isCalendarDate } from '../calendar.js';
import {
  dateOfDeathProblem,
  dateOfProbateProblem,
  estateDateErrors,
  zDate,
  zDateOrDateTime,
  zOptionalDate,
  zOptionalDateOrDateTime,
} from './dates.js';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('one real-date type (issue 11)', () => {
  it('knows which days exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-12-31')).toBe(true);
    for (const bad of ['2023-02-29', '2023-02-31', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00'])
      expect(isCalendarDate(bad), bad).toBe(false);
    for (const bad of ['31/01/2023', '2023-1-5', '2023-01-05T00:00:00', '', 'today'])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('reads the day of an ISO date-time only when the day and the time exist', () => {
    expect(calendarDateOfDateTime('1950-02-11T00:00:00')).toBe('1950-02-11');
    expect(calendarDateOfDateTime('1950-02-11T23:59:59.123Z')).toBe('1950-02-11');
    expect(calendarDateOfDateTime('1950-02-11T10:00+01:00')).toBe('1950-02-11');
    expect(calendarDateOfDateTime('1950-02-31T00:00:00')).toBeNull();
    expect(calendarDateOfDateTime('1950-02-11T25:00:00')).toBeNull();
    expect(calendarDateOfDateTime('1950-02-11')).toBeNull();
  });

  it('refuses an impossible date with "Enter a real date", a missing one with "Required"', () => {
    expect(zDate.parse(' 2024-02-29 ')).toBe('2024-02-29');
    expect(messages(zDate.safeParse('2023-02-31'))).toEqual([DATE_TEXTS.invalidDate]);
    expect(messages(zDate.safeParse('2023-13-01'))).toEqual([DATE_TEXTS.invalidDate]);
    expect(messages(zDate.safeParse(20230101))).toEqual([DATE_TEXTS.invalidDate]);
    expect(messages(zDate.safeParse(''))).toEqual(['Required']);
    expect(messages(zDate.safeParse(null))).toEqual(['Required']);
  });

  it('takes an optional date as none when empty', () => {
    expect(zOptionalDate.parse('')).toBeNull();
    expect(zOptionalDate.parse(null)).toBeNull();
    expect(zOptionalDate.parse(undefined)).toBeNull();
    expect(zOptionalDate.parse('2020-01-31')).toBe('2020-01-31');
    expect(messages(zOptionalDate.safeParse('2023-02-29'))).toEqual([DATE_TEXTS.invalidDate]);
  });

  it('takes a date-time and answers its day; an impossible day is refused', () => {
    expect(zDateOrDateTime.parse('2020-01-31T00:00:00')).toBe('2020-01-31');
    expect(zDateOrDateTime.parse('2020-01-31')).toBe('2020-01-31');
    expect(messages(zDateOrDateTime.safeParse('1950-02-31T00:00:00'))).toEqual([DATE_TEXTS.invalidDate]);
    expect(messages(zDateOrDateTime.safeParse('2023-02-31'))).toEqual([DATE_TEXTS.invalidDate]);
    expect(messages(zDateOrDateTime.safeParse(undefined))).toEqual(['Required']);
    expect(zOptionalDateOrDateTime.parse('')).toBeNull();
    expect(zOptionalDateOrDateTime.parse('1950-02-11T00:00:00')).toBe('1950-02-11');
    expect(messages(zOptionalDateOrDateTime.safeParse('1950-02-31T00:00:00'))).toEqual([
      DATE_TEXTS.invalidDate,
    ]);
  });
});

describe('the rules between an estate’s dates (issue 11)', () => {
  const today = '2025-06-15';

  it('refuses a date of death in the future, not today', () => {
    expect(dateOfDeathProblem('2025-06-16', today)).toBe('The date of death cannot be in the future');
    expect(dateOfDeathProblem('2025-06-15', today)).toBeNull();
    expect(dateOfDeathProblem(null, today)).toBeNull();
  });

  it('refuses a probate date before the death, not the same day', () => {
    expect(dateOfProbateProblem('2025-03-02', '2025-03-01')).toBe(
      'The date of probate cannot be before the date of death',
    );
    expect(dateOfProbateProblem('2025-03-02', '2025-03-02')).toBeNull();
    expect(dateOfProbateProblem(null, '2025-03-01')).toBeNull();
    expect(dateOfProbateProblem('2025-03-02', null)).toBeNull();
  });

  it('keys each problem by the field at fault', () => {
    expect(estateDateErrors({ dateOfDeath: '2025-07-01', dateOfProbate: '2025-06-01' }, today)).toEqual({
      dateOfDeath: DATE_TEXTS.deathInFuture,
      dateOfProbate: DATE_TEXTS.probateBeforeDeath,
    });
    expect(estateDateErrors({ dateOfDeath: '2025-01-01', dateOfProbate: '2025-06-01' }, today)).toEqual({});
  });
});
