import { describe, expect, it } from 'vitest';
import { deadlinesInWindow, deadlinesToRemind } from './deadlines.js';

// Death 15 January 2026: tax due 31 July 2026 (IHTA 1984 s.226), interest from 1 August,
// executor's year 15 January 2027; notices 10 and 12 March 2026: claims end 12 May 2026 (TA 1925
// s.27, two months); grant 3 March 2026: 1975 Act claims out of time 3 September 2026 (s.4).
const dates = {
  dateOfDeath: '2026-01-15',
  grantDate: '2026-03-03',
  gazetteNotice: '2026-03-10',
  localPaperNotice: '2026-03-12',
};
const kinds = (list: { kind: string; date: string }[]) => list.map((d) => `${d.kind} ${d.date}`);

describe("the estate's deadlines on the dashboard and in reminders (issue 17)", () => {
  it('shows those due within 30 days and those passed within 30, without the interest line', () => {
    expect(deadlinesInWindow(dates, '2026-07-15')).toEqual([
      { kind: 'inheritanceTaxDue', date: '2026-07-31', isOverdue: false },
    ]);
    expect(deadlinesInWindow(dates, '2026-08-30')).toEqual([
      { kind: 'inheritanceTaxDue', date: '2026-07-31', isOverdue: true },
      { kind: 'family1975ActClaimsEnd', date: '2026-09-03', isOverdue: false },
    ]);
    // 31 days after the tax deadline it has left the list; a deadline today is not overdue.
    expect(kinds(deadlinesInWindow(dates, '2026-08-31'))).toEqual(['family1975ActClaimsEnd 2026-09-03']);
    expect(deadlinesInWindow(dates, '2026-05-12')).toEqual([
      { kind: 'section27ClaimsEnd', date: '2026-05-12', isOverdue: false },
    ]);
    // 30 days ahead is in, 31 is out.
    expect(kinds(deadlinesInWindow(dates, '2026-12-16'))).toEqual(['executorsYearEnd 2027-01-15']);
    expect(deadlinesInWindow(dates, '2026-12-15')).toEqual([]);
  });

  it('reminds from a week before to the day itself', () => {
    expect(deadlinesToRemind(dates, '2026-07-23')).toEqual([]);
    expect(deadlinesToRemind(dates, '2026-07-24')).toEqual([
      { kind: 'inheritanceTaxDue', date: '2026-07-31' },
    ]);
    expect(deadlinesToRemind(dates, '2026-07-31')).toEqual([
      { kind: 'inheritanceTaxDue', date: '2026-07-31' },
    ]);
    // The day after: the tax has passed; the interest's start is never reminded.
    expect(deadlinesToRemind(dates, '2026-08-01')).toEqual([]);
  });
});
