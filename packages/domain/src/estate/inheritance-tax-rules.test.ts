import { describe, expect, it } from 'vitest';
import { inheritanceTaxWorksheet } from './inheritance-tax.js';
import { asset, gbp, input, liability, part } from './test-fixtures.js';

// The worksheet's rules beyond the manual's examples, with figures worked out by hand from the Act.

describe('the worksheet’s other rules (derived from the Act by hand)', () => {
  it('an estate left wholly to the spouse pays nothing', () => {
    const w = inheritanceTaxWorksheet(
      input({
        items: [asset(3_000_000)],
        gifts: [{ kind: 'spouse', component: 'general', amount: gbp(3_000_000) }],
      }),
    );
    expect(w.spouseExemption).toBe(gbp(3_000_000));
    expect(w.chargeableEstate).toBe(0);
    expect(w.totalTax).toBe(0);
    expect(w.components.every((c) => c.extraToQualify === null)).toBe(true);
  });

  it('lifetime gifts that use the whole band leave none for the estate; older gifts do not count', () => {
    const w = inheritanceTaxWorksheet(
      input({
        items: [asset(100_000)],
        lifetimeGifts: [
          { date: '2020-06-01', amount: gbp(400_000), recipient: 'Nephew' },
          // 15 January 2019 is seven years before the death to the day: out.
          { date: '2019-01-15', amount: gbp(50_000), recipient: 'Niece' },
        ],
      }),
    );
    expect(w.nilRateBand.lifetimeGifts.map((g) => g.counted)).toEqual([true, false]);
    expect(w.nilRateBand.usedByLifetimeGifts).toBe(gbp(325_000));
    expect(w.nilRateBand.available).toBe(0);
    expect(w.totalTax).toBe(gbp(40_000));
  });

  it('IHTM46023: the residence band tapers to nothing at a £2.35m net estate with the £175,000 band; £1 short of it leaves 50p', () => {
    const at = (pounds: number) =>
      inheritanceTaxWorksheet(
        input({ items: [asset(pounds + 100_000), liability(100_000)], homeToDescendants: gbp(600_000) }),
      ).residenceBand;
    const tapered = at(2_350_000);
    expect(tapered.taper).toBe(gbp(175_000));
    expect(tapered.adjustedAllowance).toBe(0);
    expect(tapered.available).toBe(0);
    expect(at(2_349_999).available).toBe(50);
    expect(at(2_000_000).available).toBe(gbp(175_000));
  });

  it('100 % transferred bands: £650,000 and £350,000 against a £1,200,000 estate with the home to the children', () => {
    const w = inheritanceTaxWorksheet(
      input({
        items: [asset(800_000, { category: 'property' }), asset(400_000)],
        homeToDescendants: gbp(800_000),
        transferredNilRateBandPercent: 100,
        transferredResidenceBandPercent: 100,
      }),
    );
    expect(w.nilRateBand.available).toBe(gbp(650_000));
    expect(w.residenceBand.available).toBe(gbp(350_000));
    expect(w.totalTax).toBe(gbp(80_000));
    // A band cannot be more than doubled, whatever percentage is claimed.
    const over = inheritanceTaxWorksheet(
      input({ items: [asset(100_000)], transferredNilRateBandPercent: 150 }),
    );
    expect(over.nilRateBand.transferred).toBe(gbp(325_000));
  });

  it('the residence band is no more than the home passing to descendants, and nothing before April 2017', () => {
    const small = inheritanceTaxWorksheet(
      input({ items: [asset(900_000)], homeToDescendants: gbp(120_000) }),
    );
    expect(small.residenceBand.available).toBe(gbp(120_000));
    const before = inheritanceTaxWorksheet(
      input({ dateOfDeath: '2017-04-05', items: [asset(900_000)], homeToDescendants: gbp(500_000) }),
    );
    expect(before.residenceBand.applies).toBe(false);
    expect(before.residenceBand.notAvailableBecause).toBe('deathBeforeResidenceBand');
    expect(
      inheritanceTaxWorksheet(input({ items: [asset(900_000)] })).residenceBand.notAvailableBecause,
    ).toBe('noHomeToDescendants');
    expect(small.residenceBand.notAvailableBecause).toBeNull();
    expect(before.residenceBand.available).toBe(0);
  });

  it('liabilities come off the general component (a joint mortgage off the survivorship one); the taper sees the net estate', () => {
    const w = inheritanceTaxWorksheet(
      input({
        items: [
          asset(500_000),
          liability(20_000),
          asset(400_000, { category: 'property', sharePercent: 50, passesBySurvivorship: true }),
          liability(100_000, { category: 'mortgage', sharePercent: 50, passesBySurvivorship: true }),
        ],
        gifts: [{ kind: 'charity', component: 'general', amount: gbp(100_000) }],
      }),
    );
    expect(part(w.components, 'general').net).toBe(gbp(480_000));
    expect(part(w.components, 'survivorship').net).toBe(gbp(150_000));
    expect(w.netEstate).toBe(gbp(630_000));
    expect(w.charityExemption).toBe(gbp(100_000));
    expect(w.chargeableEstate).toBe(gbp(530_000));
  });

  it('IHTM45009: the baseline amount takes off the nil-rate band but not the residence band', () => {
    const w = inheritanceTaxWorksheet(
      input({
        items: [asset(400_000, { category: 'property' }), asset(600_000)],
        homeToDescendants: gbp(400_000),
        gifts: [{ kind: 'charity', component: 'general', amount: gbp(60_000) }],
      }),
    );
    const general = part(w.components, 'general');
    // £940,000 − £325,000 + £60,000 = £675,000: £60,000 is short of £67,500 (less the RNRB it would pass).
    expect(general.baseline).toBe(gbp(675_000));
    expect(general.meetsTenPercent).toBe(false);
    expect(general.extraToQualify).toBe(gbp(7_500));
    expect(general.residenceBandShare).toBe(gbp(175_000));
    expect(general.tax).toBe(gbp(176_000));
  });

  it('works out the extra gift for the survivorship component too (a variation by the survivor: IHTM45004)', () => {
    const facts = {
      dateOfDeath: '2012-05-17',
      items: [asset(750_000), asset(60_000, { sharePercent: 50, passesBySurvivorship: true })],
    };
    const gifts = (survivorship: number) => [
      { kind: 'charity' as const, component: 'general' as const, amount: gbp(75_000) },
      { kind: 'charity' as const, component: 'survivorship' as const, amount: survivorship },
    ];
    const survivorshipOf = (amount: number) =>
      part(inheritanceTaxWorksheet(input({ ...facts, gifts: gifts(amount) })).components, 'survivorship');
    const extra = survivorshipOf(0).extraToQualify ?? 0;
    expect(extra).toBeGreaterThan(0);
    expect(survivorshipOf(extra).meetsTenPercent).toBe(true);
    expect(survivorshipOf(extra - 1).meetsTenPercent).toBe(false);
    // More to charity out of the survivorship component leaves the general component qualifying.
    expect(
      part(inheritanceTaxWorksheet(input({ ...facts, gifts: gifts(extra) })).components, 'general')
        .ratePercent,
    ).toBe(36);
  });

  it('no reduced rate before 6 April 2012, and exemptions beyond a component are capped and reported', () => {
    const early = inheritanceTaxWorksheet(
      input({
        dateOfDeath: '2012-04-05',
        items: [asset(750_000)],
        gifts: [{ kind: 'charity', component: 'general', amount: gbp(50_000) }],
      }),
    );
    expect(early.charityRateAvailable).toBe(false);
    expect(part(early.components, 'general').ratePercent).toBe(40);
    expect(part(early.components, 'general').extraToQualify).toBeNull();
    const over = inheritanceTaxWorksheet(
      input({
        items: [asset(100_000)],
        gifts: [{ kind: 'spouse', component: 'general', amount: gbp(150_000) }],
      }),
    );
    expect(over.spouseExemption).toBe(gbp(100_000));
    expect(over.problems).toEqual(['exemptionsExceedComponent']);
  });

  it('tax is due at the end of the sixth month after the month of death; interest from the day after', () => {
    const w = inheritanceTaxWorksheet(input({ dateOfDeath: '2026-01-15', items: [asset(500_000)] }));
    expect(w.dueDate).toBe('2026-07-31');
    expect(w.interestFrom).toBe('2026-08-01');
  });

  it('refuses a death before the thresholds begin', () => {
    expect(() => inheritanceTaxWorksheet(input({ dateOfDeath: '2009-04-05' }))).toThrow(RangeError);
  });
});
