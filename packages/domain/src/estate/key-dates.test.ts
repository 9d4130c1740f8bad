import { describe, expect, it } from 'vitest';
import {
  addMonths,
  estateDeadlines,
  executorsYearEnd,
  family1975ActClaimsEnd,
  inheritanceTaxDueDate,
  inheritanceTaxInterestFrom,
  PROBATE_STAGE_LABELS,
  PROBATE_STAGES,
  probateProgressLabel,
  section27ClaimPeriodEnd,
} from './key-dates.js';

describe('calendar month arithmetic', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2023-08-31', 6)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
    expect(addMonths('2026-01-15', -84)).toBe('2019-01-15');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addMonths('15/01/2026', 1)).toThrow(RangeError);
  });
});

describe('the estate’s deadlines', () => {
  it('inheritance tax: due at the end of the sixth month after the month of death, interest from the day after', () => {
    expect(inheritanceTaxDueDate('2026-01-15')).toBe('2026-07-31');
    expect(inheritanceTaxInterestFrom('2026-01-15')).toBe('2026-08-01');
    // A death on the last day of a month: the sixth month after is still counted from the month.
    expect(inheritanceTaxDueDate('2026-01-31')).toBe('2026-07-31');
    expect(inheritanceTaxDueDate('2025-08-01')).toBe('2026-02-28');
    expect(inheritanceTaxDueDate('2027-08-20')).toBe('2028-02-29');
    expect(inheritanceTaxInterestFrom('2027-08-20')).toBe('2028-03-01');
    expect(inheritanceTaxDueDate('2026-07-04')).toBe('2027-01-31');
  });

  it('the executor’s year is twelve months from the death (29 February to 28 February)', () => {
    expect(executorsYearEnd('2026-01-15')).toBe('2027-01-15');
    expect(executorsYearEnd('2024-02-29')).toBe('2025-02-28');
  });

  it('s.27 notices: two months from the later of the Gazette and local paper notices; unknown until both are placed', () => {
    expect(section27ClaimPeriodEnd('2026-03-02', '2026-03-05')).toBe('2026-05-05');
    expect(section27ClaimPeriodEnd('2026-12-31', '2026-12-20')).toBe('2027-02-28');
    expect(section27ClaimPeriodEnd('2026-03-02', null)).toBeNull();
    expect(section27ClaimPeriodEnd(null, '2026-03-02')).toBeNull();
  });

  it('1975 Act claims are out of time six months from the grant (31 August to the end of February)', () => {
    expect(family1975ActClaimsEnd('2026-05-12')).toBe('2026-11-12');
    expect(family1975ActClaimsEnd('2026-08-31')).toBe('2027-02-28');
    expect(family1975ActClaimsEnd('2027-08-31')).toBe('2028-02-29');
  });

  it('lists the deadlines the dates allow, in date order', () => {
    expect(
      estateDeadlines({
        dateOfDeath: '2026-01-15',
        grantDate: null,
        gazetteNotice: null,
        localPaperNotice: null,
      }),
    ).toEqual([
      { kind: 'inheritanceTaxDue', date: '2026-07-31' },
      { kind: 'inheritanceTaxInterest', date: '2026-08-01' },
      { kind: 'executorsYearEnd', date: '2027-01-15' },
    ]);
    expect(
      estateDeadlines({
        dateOfDeath: '2026-01-15',
        grantDate: '2026-04-20',
        gazetteNotice: '2026-05-01',
        localPaperNotice: '2026-05-08',
      }).map((d) => `${d.kind} ${d.date}`),
    ).toEqual([
      'section27ClaimsEnd 2026-07-08',
      'inheritanceTaxDue 2026-07-31',
      'inheritanceTaxInterest 2026-08-01',
      'family1975ActClaimsEnd 2026-10-20',
      'executorsYearEnd 2027-01-15',
    ]);
  });
});

describe('HMCTS probate application stages', () => {
  it('runs submitted, stopped, examining, grant issued, each with a label; a stop carries its reason', () => {
    expect(PROBATE_STAGES).toEqual(['submitted', 'stopped', 'examining', 'grantIssued']);
    for (const stage of PROBATE_STAGES) expect(PROBATE_STAGE_LABELS[stage].length).toBeGreaterThan(0);
    expect(
      probateProgressLabel({ stage: 'stopped', on: '2026-05-01', reason: 'Original will needed ' }),
    ).toBe('Stopped: further information needed — Original will needed');
    expect(probateProgressLabel({ stage: 'grantIssued', on: '2026-06-01' })).toBe('Grant issued');
  });
});
