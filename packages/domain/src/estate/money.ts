import type { EstateItemFigures, Pence } from './categories.js';

/*
 * Exact money arithmetic for the estate (integer pence; products and shares through BigInt so no
 * estate is too large and no floating-point tie rounds the wrong way).
 */

/** Percentages are held to 4 decimal places (like legacy detail percentages). */
export const PERCENT_SCALE = 10_000;

/** Whole pounds, in pence. */
export const POUND: Pence = 100;

export function sum(values: readonly Pence[]): Pence {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** The fraction `percent` / 100 as an exact ratio of integers (percent to 4 decimal places). */
export function percentRatio(percent: number): { numerator: bigint; denominator: bigint } {
  return { numerator: BigInt(Math.round(percent * PERCENT_SCALE)), denominator: BigInt(100 * PERCENT_SCALE) };
}

/** `pence` × numerator / denominator, rounded down (toward zero) to the penny. */
export function mulDivFloor(pence: Pence, numerator: bigint, denominator: bigint): Pence {
  if (denominator === 0n) throw new RangeError('Division by zero');
  return Number((BigInt(pence) * numerator) / denominator);
}

/** `pence` × numerator / denominator, rounded to the nearest multiple of `unit` pence (half up). */
export function mulDivRound(pence: Pence, numerator: bigint, denominator: bigint, unit: Pence = 1): Pence {
  const u = BigInt(unit);
  const scaled = denominator * u;
  const product = BigInt(pence) * numerator;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = ((abs * 2n + scaled) / (scaled * 2n)) * u;
  return Number(negative ? -rounded : rounded);
}

/**
 * Splits `total` pence across `weights` in proportion, so that the shares add up to `total`
 * exactly: each share rounded down to a multiple of `unit`, and the units left over go to the
 * largest remainders (the first of equal ones). Weights of 0 (or less) get nothing.
 */
export function apportion(total: Pence, weights: readonly (Pence | bigint)[], unit: Pence = 1): Pence[] {
  const positive = weights.map((w) => (BigInt(w) > 0n ? BigInt(w) : 0n));
  const weightSum = positive.reduce((a, b) => a + b, 0n);
  if (weightSum === 0n || total <= 0) return weights.map(() => 0);
  const u = BigInt(unit);
  const units = BigInt(total) / u;
  const exact = positive.map((w) => units * w);
  const floors = exact.map((n) => n / weightSum);
  let left = units - floors.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((n, index) => ({ index, remainder: n % weightSum }))
    .filter((r) => (positive[r.index] ?? 0n) > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const shares = [...floors];
  for (const r of order) {
    if (left <= 0n) break;
    shares[r.index] = (shares[r.index] ?? 0n) + 1n;
    left -= 1n;
  }
  // Whatever does not divide into units (total not a multiple of unit) goes with the first share.
  const rest = BigInt(total) - units * u;
  return shares.map((s, i) => Number(s * u + (i === order[0]?.index ? rest : 0n)));
}

/** The deceased's share of an item's value at death, to the nearest penny. */
export function shareOfValue(item: Pick<EstateItemFigures, 'valueAtDeath' | 'sharePercent'>): Pence {
  const r = percentRatio(item.sharePercent);
  return mulDivRound(item.valueAtDeath, r.numerator, r.denominator);
}
