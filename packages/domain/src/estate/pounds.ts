import type { Pence } from './categories.js';
import { shareOfValue } from './money.js';

/*
 * Issue 17: pounds and pence as the estate's screens type and show them. A typed amount is read
 * digit by digit into integer pence (never through a floating-point number, so "0.29" is 29 pence
 * and "1234567890.07" is exact); an amount is shown from its integer pence the same way.
 */

/**
 * Decision: no single figure of an estate (an item's value, a realisation, a receipt or payment)
 * is more than £10,000,000,000; a larger one is a typing slip. Well within Number.MAX_SAFE_INTEGER.
 */
export const ESTATE_AMOUNT_MAX_PENCE: Pence = 1_000_000_000_000;

/** '1234.5', '£1,234.50', ' 12 ' (grouping commas in threes, at most two decimals); no sign. */
const POUNDS = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * The pence of an amount typed in pounds, or null when it is not one (a sign, three decimals,
 * letters, misplaced commas, nothing). The size is left to the schema (ESTATE_AMOUNT_MAX_PENCE).
 */
export function poundsToPence(text: string): Pence | null {
  const m = POUNDS.exec(text.trim());
  if (!m) return null;
  const whole = m[1]!.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  const fraction = (m[2] ?? '').padEnd(2, '0');
  // Past 15 digits the pence would no longer be an exact number: too large for any estate anyway.
  if (whole.length > 13) return null;
  return Number(whole) * 100 + Number(fraction);
}

/** Pounds as a form field shows them: 123456 → '1234.56', 100 → '1.00'. */
export function penceToPoundsInput(pence: Pence): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount as the screens show it: 123456 → '£1,234.56', −5000 → '−£50.00'. */
export function formatPence(pence: Pence): string {
  const abs = Math.abs(Math.trunc(pence));
  const pounds = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${pence < 0 ? '−' : ''}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The deceased's share of a value: `pence × percent / 100` (the percent to two decimals), to the
 * nearest penny (a half penny up), exactly: the estate engines' own arithmetic (money.ts).
 */
export function shareOfPence(pence: Pence, sharePercent: number): Pence {
  return shareOfValue({ valueAtDeath: pence, sharePercent });
}
