import { describe, expect, it } from 'vitest';
import { modulusCheck } from './modulus-check.js';
import type { ModulusTables, WeightRow } from './vocalink-files.js';

/*
 * The specification's rule for a sorting code with two rows: both checks must pass, except for
 * exceptions 2 & 9, 10 & 11 and 12 & 13, where either may. Shown on a made-up table whose weights
 * add up the account number's digits (so MOD10 and MOD11 answer differently).
 */
const SUM = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1];
const row = (method: WeightRow['method'], exception: number | null = null): WeightRow => ({
  start: 100,
  end: 199,
  method,
  weights: SUM,
  exception,
});
const table = (...weights: WeightRow[]): ModulusTables => ({ weights, substitutions: new Map() });

describe('two checks for one sorting code', () => {
  it('needs both to pass without an exception', () => {
    const t = table(row('MOD10'), row('MOD11'));
    expect(modulusCheck(t, '000150', '00000055')).toBe(false); // 10: MOD10 passes, MOD11 fails
    expect(modulusCheck(t, '000150', '00000056')).toBe(false); // 11: MOD11 passes, MOD10 fails
    expect(modulusCheck(t, '000150', '00000000')).toBe(true);
  });
  it.each([
    [10, 11],
    [12, 13],
  ])('takes either with exceptions %i and %i', (a, b) => {
    const t = table(row('MOD10', a), row('MOD11', b));
    expect(modulusCheck(t, '000150', '00000055')).toBe(true);
    expect(modulusCheck(t, '000150', '00000056')).toBe(true);
    expect(modulusCheck(t, '000150', '00000057')).toBe(false);
  });
  it('answers null outside the table, and wants 6 + 8 digits', () => {
    expect(modulusCheck(table(row('MOD10')), '000200', '00000055')).toBeNull();
    expect(() => modulusCheck(table(row('MOD10')), '000150', '0000055')).toThrow();
  });
});

describe('exception 14 (Coutts): a second try only when h is 0, 1 or 9', () => {
  // One MOD11 row with exception 14 over the made-up weights: the digits must add up to 0 mod 11.
  const t = table(row('MOD11', 14));
  it('drops h, shifts the number right and checks again', () => {
    expect(modulusCheck(t, '000150', '00000290')).toBe(true); // 2 + 9 = 11 passes at once
    expect(modulusCheck(t, '000150', '00002901')).toBe(true); // 12 fails; h = 1: 00000290 passes
    expect(modulusCheck(t, '000150', '00002903')).toBe(false); // h = 3: no second try
  });
});
