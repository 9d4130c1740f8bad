import { describe, expect, it } from 'vitest';
import { formatPence, penceToPoundsInput, poundsToPence, shareOfPence } from './pounds.js';

describe('pounds typed into pence, exactly (issue 17)', () => {
  it('reads pounds and pence digit by digit', () => {
    expect(poundsToPence('0.29')).toBe(29);
    expect(poundsToPence('1.1')).toBe(110);
    expect(poundsToPence('£1,234.56')).toBe(123_456);
    expect(poundsToPence(' 250000 ')).toBe(25_000_000);
    expect(poundsToPence('0.07')).toBe(7);
    // 1234567890.07 × 100 in floating point is 123456789006.99998: the string is read exactly.
    expect(poundsToPence('1234567890.07')).toBe(123_456_789_007);
    expect(poundsToPence('4.35')).toBe(435);
    expect(poundsToPence('007')).toBe(700);
  });

  it('refuses what is not an amount of pounds', () => {
    for (const bad of [
      '',
      ' ',
      '-5',
      '+5',
      '1.234',
      '1,23',
      '12,34.00',
      'abc',
      '1e5',
      '.5',
      '5.',
      '£',
      '１２',
    ]) {
      expect(poundsToPence(bad), bad).toBeNull();
    }
    expect(poundsToPence('99999999999999')).toBeNull();
  });

  it('shows pence as pounds, for the screen and back into a field', () => {
    expect(formatPence(123_456)).toBe('£1,234.56');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(-3_456_700)).toBe('−£34,567.00');
    expect(formatPence(1_000_000_000_000)).toBe('£10,000,000,000.00');
    expect(penceToPoundsInput(123_456)).toBe('1234.56');
    expect(penceToPoundsInput(100)).toBe('1.00');
    for (const pence of [0, 1, 99, 100, 123_456_789_007])
      expect(poundsToPence(penceToPoundsInput(pence))).toBe(pence);
  });
});

describe("the deceased's share of a value", () => {
  it('takes a share to two decimals, to the nearest penny, a half penny up', () => {
    expect(shareOfPence(40_000_000, 50)).toBe(20_000_000);
    expect(shareOfPence(100_001, 33.33)).toBe(33_330); // 33,330.3333
    expect(shareOfPence(3, 50)).toBe(2); // 1.5 → 2
    expect(shareOfPence(1, 49.99)).toBe(0); // 0.4999 → 0
    expect(shareOfPence(12_345, 100)).toBe(12_345);
    expect(shareOfPence(12_345, 0)).toBe(0);
    // £10bn × 99.99 % needs more than 2^53 on the way: still exact.
    expect(shareOfPence(1_000_000_000_000, 99.99)).toBe(999_900_000_000);
    expect(shareOfPence(999_999_999_999, 33.33)).toBe(333_300_000_000); // 333,299,999,999.6667
  });
});
