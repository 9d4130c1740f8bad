import { describe, expect, it } from 'vitest';
import {
  disabledRangeOf,
  formatDisplayDate,
  formatTypedDate,
  parseDisplayDate,
  parseIsoDate,
  parseYearInput,
} from './date-input';

/** Types the characters one by one, as a user does, and returns what the input shows. */
function typeInto(keys: string, start = ''): string {
  let shown = start;
  for (const key of keys) shown = formatTypedDate(shown + key, shown);
  return shown;
}

describe('formatTypedDate: what the input keeps', () => {
  it('keeps only digits and slashes', () => {
    expect(formatTypedDate('1a2-0.3 x')).toBe('12/03/');
    expect(formatTypedDate('abc')).toBe('');
    expect(formatTypedDate('12/03/2020', '')).toBe('12/03/2020');
  });

  it('inserts the slash after a two-digit day and month', () => {
    expect(typeInto('12')).toBe('12/');
    expect(typeInto('1203')).toBe('12/03/');
    expect(typeInto('12032020')).toBe('12/03/2020');
  });

  it('gives a single-digit day or month its leading zero when a slash is typed', () => {
    expect(typeInto('1/')).toBe('01/');
    expect(typeInto('1/2/')).toBe('01/02/');
    expect(typeInto('1/2/1990')).toBe('01/02/1990');
  });

  it('closes a day whose first digit cannot start two digits (4–9)', () => {
    expect(typeInto('4')).toBe('04/');
    expect(typeInto('9')).toBe('09/');
    expect(typeInto('3')).toBe('3');
    expect(typeInto('31')).toBe('31/');
  });

  it('closes a month whose first digit cannot start two digits (2–9)', () => {
    expect(typeInto('152')).toBe('15/02/');
    expect(typeInto('151')).toBe('15/1');
    expect(typeInto('1512')).toBe('15/12/');
    expect(typeInto('4519')).toBe('04/05/19');
  });

  it('drops a slash with nothing before it, and repeated slashes', () => {
    expect(typeInto('/')).toBe('');
    expect(typeInto('12/')).toBe('12/');
    expect(typeInto('12//')).toBe('12/');
    expect(typeInto('12/03/2020/')).toBe('12/03/2020');
  });

  it('stops at ten characters and four year digits', () => {
    expect(typeInto('1203202099')).toBe('12/03/2020');
    expect(formatTypedDate('12/03/20201')).toBe('12/03/2020');
  });

  it('inserts nothing while deleting, so a slash can be removed', () => {
    expect(formatTypedDate('12', '12/')).toBe('12');
    expect(formatTypedDate('1', '12')).toBe('1');
    expect(formatTypedDate('12/03/202', '12/03/2020')).toBe('12/03/202');
    expect(formatTypedDate('', '1')).toBe('');
  });

  it('normalises a pasted date', () => {
    expect(formatTypedDate('1/2/2020')).toBe('01/02/2020');
    expect(formatTypedDate('01022020')).toBe('01/02/2020');
    expect(formatTypedDate(' 31/12/1999 ')).toBe('31/12/1999');
  });
});

describe('parseDisplayDate: a full DD/MM/YYYY entry that parses', () => {
  it('reads a complete real date', () => {
    expect(parseDisplayDate('12/03/2020')).toBe('2020-03-12');
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDisplayDate('31/12/1999')).toBe('1999-12-31');
  });

  it('refuses dates that do not exist', () => {
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('31/04/2020')).toBeNull();
    expect(parseDisplayDate('00/01/2020')).toBeNull();
    expect(parseDisplayDate('12/13/2020')).toBeNull();
    expect(parseDisplayDate('12/00/2020')).toBeNull();
  });

  it('refuses anything but exactly ten characters in the shape', () => {
    expect(parseDisplayDate('1/3/2020')).toBeNull();
    expect(parseDisplayDate('12/03/20')).toBeNull();
    expect(parseDisplayDate('12-03-2020')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('ISO and display forms', () => {
  it('formats a stored date as DD/MM/YYYY', () => {
    expect(formatDisplayDate('1985-07-04')).toBe('04/07/1985');
    expect(formatDisplayDate('1985-07-04T00:00:00.000Z')).toBe('04/07/1985');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
  });

  it('reads only real ISO dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
  });
});

describe('disabled ranges', () => {
  const ranges = [
    { from: '2026-01-10', to: '2026-01-20', reason: 'Office closed' },
    { from: '2030-01-01', reason: 'Too far ahead' },
    { to: '1900-12-31' },
  ];

  it('includes both ends of a closed range', () => {
    expect(disabledRangeOf('2026-01-10', ranges)?.reason).toBe('Office closed');
    expect(disabledRangeOf('2026-01-20', ranges)?.reason).toBe('Office closed');
    expect(disabledRangeOf('2026-01-09', ranges)).toBeNull();
    expect(disabledRangeOf('2026-01-21', ranges)).toBeNull();
  });

  it('supports ranges open at either end', () => {
    expect(disabledRangeOf('2099-05-05', ranges)?.reason).toBe('Too far ahead');
    expect(disabledRangeOf('1850-01-01', ranges)).toEqual({ to: '1900-12-31' });
    expect(disabledRangeOf('1901-01-01', ranges)).toBeNull();
  });

  it('disables nothing without ranges', () => {
    expect(disabledRangeOf('2026-01-15')).toBeNull();
  });
});

describe('parseYearInput: the year applies only above 1000', () => {
  it('applies years above 1000', () => {
    expect(parseYearInput('1001')).toBe(1001);
    expect(parseYearInput('2026')).toBe(2026);
  });

  it('does not apply a year being typed, 1000 or less', () => {
    expect(parseYearInput('2')).toBeNull();
    expect(parseYearInput('202')).toBeNull();
    expect(parseYearInput('1000')).toBeNull();
    expect(parseYearInput('')).toBeNull();
    expect(parseYearInput('20x6')).toBeNull();
  });
});
