import { describe, expect, it } from 'vitest';
import { LEGACY_AMOUNT_MAX_PENCE } from '../limits.js';
import {
  LEGACY_AMOUNT_TEXTS,
  ZLegacyDetailInput,
  amountPenceProblem,
  amountPoundsProblem,
  percentageProblem,
} from './legacy-detail.js';
import { LEGACY_TYPES } from './legacy.js';

const detail = (extra: Record<string, unknown>) => ({
  legacyType: { legacyTypeID: LEGACY_TYPES[0].legacyTypeID },
  description: 'Cash gift',
  amountPence: 1000,
  ...extra,
});

function errors(input: unknown) {
  const r = ZLegacyDetailInput.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of r.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('legacy detail amounts (issue 11)', () => {
  it('says what is wrong with an amount in pence', () => {
    expect(amountPenceProblem(0)).toBeNull();
    expect(amountPenceProblem(LEGACY_AMOUNT_MAX_PENCE)).toBeNull();
    expect(amountPenceProblem(-1)).toBe('Enter an amount of £0.00 or more');
    expect(amountPenceProblem(1000.5)).toBe('Enter an amount in pounds and pence');
    expect(amountPenceProblem('12')).toBe('Enter an amount in pounds and pence');
    expect(amountPenceProblem(LEGACY_AMOUNT_MAX_PENCE + 1)).toBe(
      'Enter an amount of £1,000,000,000.00 or less',
    );
    expect(amountPenceProblem(undefined)).toBe('Required');
  });

  it('says what is wrong with an amount typed in pounds', () => {
    expect(amountPoundsProblem(10.5)).toBeNull();
    expect(amountPoundsProblem('£1,234.56')).toBeNull();
    expect(amountPoundsProblem(-100)).toBe(LEGACY_AMOUNT_TEXTS.negative);
    expect(amountPoundsProblem('-100')).toBe(LEGACY_AMOUNT_TEXTS.negative);
    expect(amountPoundsProblem(10.005)).toBe(LEGACY_AMOUNT_TEXTS.notPoundsAndPence);
    expect(amountPoundsProblem('ten')).toBe(LEGACY_AMOUNT_TEXTS.notPoundsAndPence);
    expect(amountPoundsProblem(1_000_000_000.01)).toBe(LEGACY_AMOUNT_TEXTS.tooLarge);
    expect(amountPoundsProblem('')).toBe('Required');
  });

  it('keeps a percentage between 0 and 100 with at most four decimals', () => {
    expect(percentageProblem(33.3333)).toBeNull();
    expect(percentageProblem(100)).toBeNull();
    expect(percentageProblem(150)).toBe('Enter a percentage between 0 and 100');
    expect(percentageProblem(-1)).toBe('Enter a percentage between 0 and 100');
    expect(percentageProblem('150')).toBe('Enter a percentage between 0 and 100');
    expect(percentageProblem(12.34567)).toBe('Enter a percentage with at most 4 decimal places');
  });

  it('refuses them in the detail body, each under its field', () => {
    expect(errors(detail({}))).toEqual({});
    expect(errors(detail({ amountPence: -10000, isPercentage: true, percentageValue: 150 }))).toEqual({
      amountPence: [LEGACY_AMOUNT_TEXTS.negative],
      percentageValue: [LEGACY_AMOUNT_TEXTS.percentageRange],
    });
    expect(errors(detail({ amountPence: 1000.5 }))).toEqual({
      amountPence: [LEGACY_AMOUNT_TEXTS.notPoundsAndPence],
    });
    expect(errors(detail({ amountPence: '1000' }))).toEqual({
      amountPence: [LEGACY_AMOUNT_TEXTS.notPoundsAndPence],
    });
    expect(errors(detail({ amountPence: 1e13 }))).toEqual({ amountPence: [LEGACY_AMOUNT_TEXTS.tooLarge] });
    expect(errors(detail({ percentageValue: 'lots' }))).toEqual({
      percentageValue: [LEGACY_AMOUNT_TEXTS.percentageRange],
    });
  });
});
