import { describe, expect, it } from 'vitest';
import { ZWillLegacyInput, formatCalendarDate, keyDateViews } from './will.js';

describe('the key dates with how they were worked out', () => {
  it('marks each past or upcoming against today; a deadline today is upcoming', () => {
    const views = keyDateViews(
      {
        dateOfDeath: '2026-01-15',
        grantDate: '2026-03-03',
        gazetteNotice: '2026-03-10',
        localPaperNotice: null,
      },
      '2026-07-31',
    );
    expect(views.map((v) => [v.kind, v.date, v.status, v.basis])).toEqual([
      [
        'inheritanceTaxDue',
        '2026-07-31',
        'upcoming',
        'End of the sixth month after the month of death (15 Jan 2026)',
      ],
      ['inheritanceTaxInterest', '2026-08-01', 'upcoming', 'The day after the tax is due (31 Jul 2026)'],
      ['family1975ActClaimsEnd', '2026-09-03', 'upcoming', 'Grant 3 Mar 2026 + 6 months'],
      ['executorsYearEnd', '2027-01-15', 'upcoming', 'Death 15 Jan 2026 + 12 months'],
    ]);
    expect(
      keyDateViews(
        { dateOfDeath: '2026-01-15', grantDate: null, gazetteNotice: null, localPaperNotice: null },
        '2026-08-01',
      )[0]?.status,
    ).toBe('past');
    expect(formatCalendarDate('2024-02-29')).toBe('29 Feb 2024');
  });
});

describe('a gift of the will', () => {
  const person = { type: 'person', name: 'Ann' };
  it('takes the fields of its kind only', () => {
    expect(ZWillLegacyInput.safeParse({ kind: 'pecuniary', beneficiary: person, amount: 100 }).success).toBe(
      true,
    );
    const wrong = ZWillLegacyInput.safeParse({
      kind: 'pecuniary',
      beneficiary: person,
      amount: 100,
      share: { kind: 'percent', percent: 10 },
    });
    expect(wrong.error?.issues.map((i) => i.path.join('.'))).toEqual(['share']);
    const share = ZWillLegacyInput.safeParse({
      kind: 'residuary',
      beneficiary: person,
      share: { kind: 'percent', percent: 0 },
    });
    expect(share.error?.issues.map((i) => i.path.join('.'))).toEqual(['share.percent']);
  });
});
