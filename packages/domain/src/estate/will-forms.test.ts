import { describe, expect, it } from 'vitest';
import { ZEstateFactsInput, ZWillLegacyInput } from './will.js';
import {
  ZEstateFactsForm,
  ZWillLegacyForm,
  factsFormOf,
  factsInputOfForm,
  legacyFormOf,
  legacyInputOfForm,
  percentOfText,
} from './will-forms.js';

describe('the will’s forms', () => {
  it('turn a typed residuary fraction into the API’s input, which the API accepts', () => {
    const form = {
      ...legacyFormOf(null),
      kind: 'residuary' as const,
      matterCharityID: 'c0000000-0000-4000-8000-000000000001',
      shareKind: 'fraction' as const,
      numerator: '1',
      denominator: '3',
    };
    expect(ZWillLegacyForm.safeParse(form).success).toBe(true);
    const input = legacyInputOfForm(form);
    expect(input).toEqual({
      kind: 'residuary',
      component: 'general',
      beneficiary: { type: 'charity', matterCharityID: 'c0000000-0000-4000-8000-000000000001' },
      share: { kind: 'fraction', numerator: 1, denominator: 3 },
    });
    expect(ZWillLegacyInput.safeParse(input).success).toBe(true);
  });

  it('name each field a gift is missing', () => {
    const bad = ZWillLegacyForm.safeParse({ ...legacyFormOf(null), kind: 'spouse', amount: '12.345' });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'amount',
      'beneficiaryType',
      'matterCharityID',
    ]);
  });

  it('keep a saved gift as typed again', () => {
    const form = legacyFormOf({
      kind: 'pecuniary',
      component: 'survivorship',
      beneficiary: { type: 'person', name: 'Ann' },
      amount: 123_456,
      description: null,
      share: null,
    });
    expect(form).toMatchObject({ amount: '1234.56', beneficiaryType: 'person', name: 'Ann' });
    expect(legacyInputOfForm(form)).toMatchObject({ amount: 123_456 });
  });

  it('read percentages to four places, up to 100', () => {
    expect(percentOfText('37.5')).toBe(37.5);
    expect(percentOfText('100 %')).toBe(100);
    expect(percentOfText('100.0001')).toBeNull();
    expect(percentOfText('12.34567')).toBeNull();
  });

  it('turn the tax facts form into the API’s input and back', () => {
    const facts = {
      transferredNilRateBandPercent: 37.5,
      transferredResidenceBandPercent: 0,
      homeToDescendants: true,
      homeToDescendantsValue: 45_000_000,
      lifetimeGifts: [{ date: '2021-05-01', amount: 1_000_050, recipient: 'Niece' }],
    };
    const form = factsFormOf(facts);
    expect(ZEstateFactsForm.safeParse(form).success).toBe(true);
    expect(factsInputOfForm(form)).toEqual(facts);
    expect(ZEstateFactsInput.safeParse(factsInputOfForm(form)).success).toBe(true);
    const missing = ZEstateFactsForm.safeParse({
      ...form,
      homeValue: '',
      lifetimeGifts: [{ date: null, amount: 'x', recipient: '' }],
    });
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'homeValue',
      'lifetimeGifts.0.amount',
      'lifetimeGifts.0.date',
      'lifetimeGifts.0.recipient',
    ]);
  });
});
