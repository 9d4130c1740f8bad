import { describe, expect, it } from 'vitest';
import type { EstateItemFigures } from './categories.js';
import {
  type ComponentWorking,
  type EstateComponent,
  type InheritanceTaxInput,
  inheritanceTaxWorksheet,
} from './inheritance-tax.js';

/*
 * The worksheet against HMRC's Inheritance Tax Manual (IHTM). Where a page gives a figure the test
 * cites the page; where the page's facts are used but the figure is our own arithmetic on them (the
 * stored copy of the page was cut short, or the page gives only a month of death), the test says so.
 * Amounts are pence: £1 = 100.
 */

const gbp = (pounds: number) => Math.round(pounds * 100);

const asset = (pounds: number, extra: Partial<EstateItemFigures> = {}): EstateItemFigures => ({
  kind: 'asset',
  category: 'other',
  valueAtDeath: gbp(pounds),
  sharePercent: 100,
  passesBySurvivorship: false,
  inEstateForProbate: true,
  realisedAmount: null,
  realisedOn: null,
  ...extra,
});
const liability = (pounds: number, extra: Partial<EstateItemFigures> = {}): EstateItemFigures => ({
  ...asset(pounds, extra),
  kind: 'liability',
  category: 'debt',
  ...extra,
});

const input = (over: Partial<InheritanceTaxInput>): InheritanceTaxInput => ({
  dateOfDeath: '2026-01-15',
  items: [],
  settledPropertyValue: 0,
  gifts: [],
  homeToDescendants: null,
  transferredNilRateBandPercent: 0,
  transferredResidenceBandPercent: 0,
  lifetimeGifts: [],
  ...over,
});

const part = (components: ComponentWorking[], name: EstateComponent): ComponentWorking => {
  const found = components.find((c) => c.component === name);
  if (!found) throw new Error(name);
  return found;
};

describe('the 36 % rate (IHTA 1984 Sch 1A) against the Inheritance Tax Manual', () => {
  it('IHTM45010 (Robert): £750,000, £50,000 to the National Trust: baseline £425,000, tax £135,000', () => {
    const w = inheritanceTaxWorksheet(
      input({
        dateOfDeath: '2012-06-17',
        items: [asset(750_000)],
        gifts: [{ kind: 'charity', component: 'general', amount: gbp(50_000) }],
      }),
    );
    const general = part(w.components, 'general');
    expect(general.chargeable).toBe(gbp(700_000));
    expect(general.nilRateBandShare).toBe(gbp(325_000));
    expect(general.afterNilRateBand).toBe(gbp(375_000));
    expect(general.baseline).toBe(gbp(425_000));
    expect(general.tenPercentOfBaseline).toBe(gbp(42_500));
    expect(general.meetsTenPercent).toBe(true);
    expect(general.ratePercent).toBe(36);
    expect(general.tax).toBe(gbp(135_000));
    // "compared to £150,000 at full rate"
    expect((general.taxable * 40) / 100).toBe(gbp(150_000));
    expect(w.totalTax).toBe(gbp(135_000));
    expect(general.extraToQualify).toBeNull();
  });

  it('IHTM45013: for Robert the legacy that just meets the test is £42,500 (one component: the baseline stays put)', () => {
    const w = inheritanceTaxWorksheet(input({ dateOfDeath: '2012-06-17', items: [asset(750_000)] }));
    const general = part(w.components, 'general');
    expect(general.meetsTenPercent).toBe(false);
    expect(general.ratePercent).toBe(40);
    expect(general.extraToQualify).toBe(gbp(42_500));
    // And that gift does qualify, a penny less does not.
    const at = (pence: number) =>
      part(
        inheritanceTaxWorksheet(
          input({
            dateOfDeath: '2012-06-17',
            items: [asset(750_000)],
            gifts: [{ kind: 'charity', component: 'general', amount: pence }],
          }),
        ).components,
        'general',
      ).meetsTenPercent;
    expect(at(gbp(42_500))).toBe(true);
    expect(at(gbp(42_500) - 1)).toBe(false);
  });

  it('IHTM45012 (Elizabeth): general and survivorship components, NRB £311,170 to the general, tax £130,978.80', () => {
    const w = inheritanceTaxWorksheet(
      input({
        dateOfDeath: '2012-05-17',
        items: [
          asset(750_000),
          asset(60_000, { category: 'bankAccounts', sharePercent: 50, passesBySurvivorship: true }),
        ],
        gifts: [{ kind: 'charity', component: 'general', amount: gbp(75_000) }],
      }),
    );
    const general = part(w.components, 'general');
    const survivorship = part(w.components, 'survivorship');
    expect(survivorship.chargeable).toBe(gbp(30_000));
    expect(general.chargeable).toBe(gbp(675_000));
    expect(general.nilRateBandShare).toBe(gbp(311_170));
    expect(general.afterNilRateBand).toBe(gbp(363_830));
    expect(general.baseline).toBe(gbp(438_830));
    expect(general.tenPercentOfBaseline).toBe(gbp(43_883));
    expect(general.meetsTenPercent).toBe(true);
    expect(general.tax).toBe(gbp(130_978.8));
    // "compared to £145,532 at full rate"
    expect((general.taxable * 40) / 100).toBe(gbp(145_532));
    // The survivorship component passes to Andrew: no charity, the full rate on the rest of the band.
    // (The page's own figure for it was cut from the stored copy: £13,830 and £6,468 are our arithmetic.)
    expect(survivorship.nilRateBandShare).toBe(gbp(13_830));
    expect(survivorship.meetsTenPercent).toBe(false);
    expect(survivorship.ratePercent).toBe(40);
    expect(survivorship.tax).toBe(gbp(6_468));
    expect(w.totalTax).toBe(gbp(130_978.8) + gbp(6_468));
  });

  it('IHTM45013 (Thomas): the charity legacy that meets the test with a settled component is £55,671', () => {
    const facts = { dateOfDeath: '2012-08-17', items: [asset(800_000)], settledPropertyValue: gbp(250_000) };
    const none = part(inheritanceTaxWorksheet(input(facts)).components, 'general');
    // The manual's calculator gives £55,671 (to the pound). With the NRB share in whole pounds (£243,287)
    // the baseline is £556,713 and the least legacy £55,671.30 (checked by hand: at £55,671.29 the
    // baseline is still £556,713 and 10 % of it is a penny more than the gift).
    expect(Math.round((none.extraToQualify ?? 0) / 100)).toBe(55_671);
    expect(none.extraToQualify).toBe(5_567_130);

    const w = inheritanceTaxWorksheet(
      input({
        ...facts,
        gifts: [{ kind: 'charity', component: 'general', amount: none.extraToQualify ?? 0 }],
      }),
    );
    const general = part(w.components, 'general');
    expect(general.meetsTenPercent).toBe(true);
    expect(general.ratePercent).toBe(36);
    expect(part(w.components, 'settled').ratePercent).toBe(40);

    // The page's lines at a legacy of £55,671: NRB share £243,287, step 2 £501,042, baseline £556,713.
    const atPounds = part(
      inheritanceTaxWorksheet(
        input({ ...facts, gifts: [{ kind: 'charity', component: 'general', amount: gbp(55_671) }] }),
      ).components,
      'general',
    );
    expect(atPounds.chargeable).toBe(gbp(744_329));
    expect(atPounds.nilRateBandShare).toBe(gbp(243_287));
    expect(atPounds.afterNilRateBand).toBe(gbp(501_042));
    expect(atPounds.baseline).toBe(gbp(556_713));
    // 10 % of £556,713 is £55,671.30: the whole-pound legacy is 30p short, and the worksheet says so.
    expect(atPounds.meetsTenPercent).toBe(false);
    expect(atPounds.extraToQualify).toBeGreaterThan(0);
    expect(atPounds.extraToQualify).toBeLessThan(100);
  });

  it('IHTM31034 (Victoria): transferred band £125,000, NRB £450,000 apportioned £309,375 / £140,625', () => {
    const w = inheritanceTaxWorksheet(
      input({
        // The page says "August 2012"; the day is ours.
        dateOfDeath: '2012-08-15',
        items: [asset(600_000)],
        settledPropertyValue: gbp(250_000),
        gifts: [{ kind: 'charity', component: 'general', amount: gbp(50_000) }],
        // £125,000 of the £325,000 band: 38.4615 %, to the nearest pound.
        transferredNilRateBandPercent: 38.4615,
      }),
    );
    expect(w.nilRateBand.transferred).toBe(gbp(125_000));
    expect(w.nilRateBand.available).toBe(gbp(450_000));
    expect(w.chargeableEstate).toBe(gbp(800_000));
    const general = part(w.components, 'general');
    const settled = part(w.components, 'settled');
    expect(general.nilRateBandShare).toBe(gbp(309_375));
    expect(settled.nilRateBandShare).toBe(gbp(140_625));
    expect(general.ratePercent).toBe(36);
    // The tax lines were cut from the stored copy of the page: our arithmetic on its figures.
    expect(general.tax).toBe(gbp(86_625));
    expect(settled.tax).toBe(gbp(43_750));
  });
});

describe('bands and apportionment against the Inheritance Tax Manual', () => {
  it('IHTM31032 (Susan): 100 % transferred band, £650,000 apportioned £520,000 / £130,000, Entry A tax £112,000', () => {
    const w = inheritanceTaxWorksheet(
      input({
        dateOfDeath: '2012-08-15',
        items: [asset(300_000), asset(500_000, { category: 'property' })],
        settledPropertyValue: gbp(200_000),
        transferredNilRateBandPercent: 100,
      }),
    );
    expect(w.nilRateBand.total).toBe(gbp(650_000));
    expect(part(w.components, 'general').nilRateBandShare).toBe(gbp(520_000));
    expect(part(w.components, 'settled').nilRateBandShare).toBe(gbp(130_000));
    expect(part(w.components, 'general').tax).toBe(gbp(112_000));
    expect(part(w.components, 'settled').tax).toBe(gbp(28_000)); // our arithmetic: (£200,000 − £130,000) × 40 %
  });

  it('IHTM31030 (Trevor): lifetime gifts of £300,000 use the band first; £25,000 left, £18,750 to the free estate', () => {
    const w = inheritanceTaxWorksheet(
      input({
        dateOfDeath: '2012-06-15',
        items: [asset(200_000), asset(250_000, { category: 'property' })],
        settledPropertyValue: gbp(150_000),
        lifetimeGifts: [
          { date: '2007-09-15', amount: gbp(200_000), recipient: 'Son' },
          { date: '2010-05-15', amount: gbp(100_000), recipient: 'Daughter' },
        ],
      }),
    );
    expect(w.nilRateBand.usedByLifetimeGifts).toBe(gbp(300_000));
    expect(w.nilRateBand.available).toBe(gbp(25_000));
    expect(w.chargeableEstate).toBe(gbp(600_000));
    expect(part(w.components, 'general').nilRateBandShare).toBe(gbp(18_750));
    expect(part(w.components, 'settled').nilRateBandShare).toBe(gbp(6_250));
  });

  it('IHTM31035 (Emily): NRB £200,000 after a £125,000 gift, RNRB £100,000 + 100 % = £200,000, estate £1,000,000', () => {
    const w = inheritanceTaxWorksheet(
      input({
        dateOfDeath: '2017-08-15',
        items: [asset(250_000), asset(500_000, { category: 'property' })],
        settledPropertyValue: gbp(250_000),
        homeToDescendants: gbp(500_000),
        transferredResidenceBandPercent: 100,
        lifetimeGifts: [{ date: '2015-06-15', amount: gbp(125_000), recipient: 'Trust' }],
      }),
    );
    expect(w.nilRateBand.available).toBe(gbp(200_000));
    expect(w.residenceBand.defaultAllowance).toBe(gbp(200_000));
    expect(w.residenceBand.available).toBe(gbp(200_000));
    expect(w.chargeableEstate).toBe(gbp(1_000_000));
    // The page's apportionment and tax lines were cut from the stored copy: our arithmetic.
    expect(part(w.components, 'general').residenceBandShare).toBe(gbp(150_000));
    expect(part(w.components, 'settled').residenceBandShare).toBe(gbp(50_000));
    expect(w.totalTax).toBe(gbp(240_000));
  });

  it('IHTM46026: Evelyn (2020, £750,000) has £175,000; Vitaly (2018, £2,100,000, £125,000 brought forward) £200,000', () => {
    const evelyn = inheritanceTaxWorksheet(
      input({ dateOfDeath: '2020-09-04', items: [asset(750_000)], homeToDescendants: gbp(400_000) }),
    );
    expect(evelyn.residenceBand.defaultAllowance).toBe(gbp(175_000));
    expect(evelyn.residenceBand.taper).toBe(0);
    expect(evelyn.residenceBand.adjustedAllowance).toBe(gbp(175_000));
    const vitaly = inheritanceTaxWorksheet(
      input({
        dateOfDeath: '2018-05-05',
        items: [asset(2_100_000)],
        // The home's value is ours (the page does not give it); it does not limit the band here.
        homeToDescendants: gbp(1_000_000),
        transferredResidenceBandPercent: 100,
      }),
    );
    expect(vitaly.residenceBand.own).toBe(gbp(125_000));
    expect(vitaly.residenceBand.defaultAllowance).toBe(gbp(250_000));
    expect(vitaly.residenceBand.taper).toBe(gbp(50_000));
    expect(vitaly.residenceBand.adjustedAllowance).toBe(gbp(200_000));
    expect(vitaly.residenceBand.available).toBe(gbp(200_000));
  });
});

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

  it('the residence band tapers to nothing at a £2.35m net estate with the £175,000 band, and £1 short of it leaves 50p', () => {
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
