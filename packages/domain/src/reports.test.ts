import { describe, expect, it } from 'vitest';
import {
  type ReportParameter,
  REPORT_TEXTS,
  formatReportDate,
  parseReportDate,
  poundsDecimal,
  reportDateFromIso,
  reportValueProblems,
} from './reports.js';

const param = (type: ReportParameter['type'], options: string[] = []): ReportParameter => ({
  key: 'K',
  name: 'K',
  type,
  value: options.map((o) => ({ label: o.toUpperCase(), value: o })),
  defaultValue: [],
});

describe('report dates (spec 01 §5: day/month/year hh:mm:ss AM/PM)', () => {
  it('turns the date picker value into the start of that day', () => {
    expect(reportDateFromIso('2026-03-07')).toBe('07/03/2026 12:00:00 AM');
    expect(reportDateFromIso('')).toBeNull();
    expect(reportDateFromIso('07/03/2026')).toBeNull();
  });

  it('reads the twelve-hour clock as GMT', () => {
    expect(parseReportDate('07/03/2026 12:00:00 AM')?.toISOString()).toBe('2026-03-07T00:00:00.000Z');
    expect(parseReportDate('07/03/2026 12:30:05 PM')?.toISOString()).toBe('2026-03-07T12:30:05.000Z');
    expect(parseReportDate('7/3/2026 1:02:03 pm')?.toISOString()).toBe('2026-03-07T13:02:03.000Z');
  });

  it('refuses what is not a real date or time', () => {
    for (const bad of [
      '31/02/2026 12:00:00 AM',
      '07/13/2026 12:00:00 AM',
      '07/03/2026 13:00:00 PM',
      '07/03/2026 00:00:00 AM',
      '2026-03-07',
      '07/03/2026',
      '07/03/2026 10:61:00 AM',
    ])
      expect(parseReportDate(bad), bad).toBeNull();
  });

  it('formats back to the same text', () => {
    for (const text of ['07/03/2026 12:00:00 AM', '31/12/2025 11:59:59 PM', '01/01/2026 12:00:01 PM'])
      expect(formatReportDate(parseReportDate(text)!)).toBe(text);
  });
});

describe('reportValueProblems', () => {
  it('accepts nothing sent, and good values of each type', () => {
    expect(reportValueProblems(param('Date'), [])).toEqual([]);
    expect(reportValueProblems(param('Boolean'), ['TRUE'])).toEqual([]);
    expect(reportValueProblems(param('Number'), ['-12.5'])).toEqual([]);
    expect(reportValueProblems(param('String'), ['x'.repeat(200)])).toEqual([]);
    expect(reportValueProblems(param('SingleChoice', ['a', 'b']), ['b'])).toEqual([]);
    expect(reportValueProblems(param('MultiChoice', ['a', 'b']), ['a', 'b'])).toEqual([]);
  });

  it('names what is wrong', () => {
    expect(reportValueProblems(param('Boolean'), ['yes'])).toEqual([REPORT_TEXTS.invalidBoolean]);
    expect(reportValueProblems(param('Number'), ['1'.repeat(21)])).toEqual(['Too many characters (21/20)']);
    expect(reportValueProblems(param('Number'), ['12a'])).toEqual([REPORT_TEXTS.invalidNumber]);
    expect(reportValueProblems(param('String'), ['x'.repeat(201)])).toEqual([
      'Too many characters (201/200)',
    ]);
    expect(reportValueProblems(param('Date'), ['2026-03-07'])).toEqual([REPORT_TEXTS.invalidDate]);
    expect(reportValueProblems(param('SingleChoice', ['a']), ['z'])).toEqual([REPORT_TEXTS.chooseFromList]);
    expect(reportValueProblems(param('MultiChoice', ['a']), ['a', 'z', 'y'])).toEqual([
      REPORT_TEXTS.chooseFromList,
    ]);
    expect(reportValueProblems(param('String'), ['a', 'b'])).toEqual([REPORT_TEXTS.oneValueOnly]);
  });
});

describe('poundsDecimal (money for machines, issue 11)', () => {
  it('writes integer pence as pounds with two places, no symbol, no separator', () => {
    expect(poundsDecimal(600_000)).toBe('6000.00');
    expect(poundsDecimal(5)).toBe('0.05');
    expect(poundsDecimal(0)).toBe('0.00');
    expect(poundsDecimal(-12_345)).toBe('-123.45');
    expect(poundsDecimal(1e13)).toBe('100000000000.00');
  });
});
