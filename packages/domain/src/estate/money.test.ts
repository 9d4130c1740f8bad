import { describe, expect, it } from 'vitest';
import { apportion, mulDivFloor, mulDivRound, percentRatio } from './money.js';

describe('exact money arithmetic', () => {
  it('apportions so the shares add up, largest remainder first, in whole pounds when asked', () => {
    // IHTM45012: £325,000 over £675,000 and £30,000 is £311,170.21 and £13,829.79.
    expect(apportion(32_500_000, [67_500_000, 3_000_000], 100)).toEqual([31_117_000, 1_383_000]);
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(100, [0, 5, 0])).toEqual([0, 100, 0]);
    expect(apportion(100, [0, 0])).toEqual([0, 0]);
    expect(apportion(0, [1, 2])).toEqual([0, 0]);
    // Not a whole number of units: the odd pence go with the largest remainder's share.
    expect(apportion(1_050, [1, 1], 100)).toEqual([550, 500]);
    expect(apportion(1_050, [1, 1], 100).reduce((a, b) => a + b, 0)).toBe(1_050);
  });

  it('multiplies exactly, rounding down or to the nearest unit', () => {
    const third = percentRatio(33.3333);
    expect(mulDivRound(10_001, third.numerator, third.denominator)).toBe(3_334);
    expect(mulDivFloor(36_383_000, 36n, 100n)).toBe(13_097_880);
    expect(mulDivFloor(1, 36n, 100n)).toBe(0);
    const tnrb = percentRatio(38.4615);
    expect(mulDivRound(32_500_000, tnrb.numerator, tnrb.denominator, 100)).toBe(12_500_000);
    expect(mulDivRound(150, 1n, 1n, 100)).toBe(200);
    expect(mulDivRound(149, 1n, 1n, 100)).toBe(100);
  });
});
