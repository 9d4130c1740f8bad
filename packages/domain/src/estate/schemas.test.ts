import { describe, expect, it } from 'vitest';
import { type InheritanceTaxInput, inheritanceTaxWorksheet } from './inheritance-tax.js';
import { ESTATE_SCHEMA_TEXTS, ZEstateItemFigures, ZInheritanceTaxInput } from './schemas.js';

const house = {
  kind: 'asset',
  category: 'property',
  valueAtDeath: 40_000_000,
  sharePercent: 50,
  passesBySurvivorship: true,
  inEstateForProbate: false,
  realisedAmount: null,
  realisedOn: null,
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the worksheet input contract', () => {
  it('takes a plain input, fills the defaults, and its result feeds the engine', () => {
    const parsed: InheritanceTaxInput = ZInheritanceTaxInput.parse({
      dateOfDeath: '2026-01-15',
      items: [house],
      gifts: [{ kind: 'charity', component: 'general', amount: 100 }],
      homeToDescendants: null,
      lifetimeGifts: [{ date: '2024-05-01', amount: 300_000, recipient: ' Nephew ' }],
    });
    expect(parsed.settledPropertyValue).toBe(0);
    expect(parsed.transferredNilRateBandPercent).toBe(0);
    expect(parsed.lifetimeGifts[0]?.recipient).toBe('Nephew');
    expect(inheritanceTaxWorksheet(parsed).grossEstate).toBe(20_000_000);
  });

  it('refuses pounds with pence as a fraction, negative money, percentages out of range, deaths before the data', () => {
    const result = ZInheritanceTaxInput.safeParse({
      dateOfDeath: '2009-04-05',
      items: [{ ...house, valueAtDeath: 12.5 }],
      settledPropertyValue: -1,
      gifts: [],
      homeToDescendants: null,
      transferredNilRateBandPercent: 100.5,
      transferredResidenceBandPercent: 12.34567,
      lifetimeGifts: [],
    });
    expect(messages(result)).toEqual([
      `dateOfDeath: ${ESTATE_SCHEMA_TEXTS.tooEarly}`,
      `items.0.valueAtDeath: ${ESTATE_SCHEMA_TEXTS.wholePence}`,
      `settledPropertyValue: ${ESTATE_SCHEMA_TEXTS.notNegative}`,
      `transferredNilRateBandPercent: ${ESTATE_SCHEMA_TEXTS.percentRange}`,
      `transferredResidenceBandPercent: ${ESTATE_SCHEMA_TEXTS.percentRange}`,
    ]);
  });

  it('checks an item: its category fits its kind, its share is above 0, a realisation has amount and date', () => {
    expect(ZEstateItemFigures.safeParse(house).success).toBe(true);
    expect(messages(ZEstateItemFigures.safeParse({ ...house, kind: 'liability' }))).toEqual([
      `category: ${ESTATE_SCHEMA_TEXTS.categoryOfKind}`,
    ]);
    expect(messages(ZEstateItemFigures.safeParse({ ...house, sharePercent: 0 }))).toEqual([
      `sharePercent: ${ESTATE_SCHEMA_TEXTS.sharePercentRange}`,
    ]);
    expect(messages(ZEstateItemFigures.safeParse({ ...house, realisedAmount: 100 }))).toEqual([
      `realisedOn: ${ESTATE_SCHEMA_TEXTS.realisedTogether}`,
    ]);
    expect(
      ZEstateItemFigures.safeParse({ ...house, realisedAmount: 100, realisedOn: '2026-02-30' }).success,
    ).toBe(false);
  });
});
