import { standardiseAccount } from './account-length.js';
import { activeModulusEdition } from './modulus-edition.js';
import { modulusCheck, rowsFor } from './modulus-check.js';
import type { ModulusTables } from './vocalink-files.js';

/*
 * Bank account verification by UK modulus checking (Vocalink / Pay.UK "Validating account
 * numbers"), over the edition of Vocalink's tables in use (modulus-edition.ts). A sort code the
 * table does not cover cannot be checked, so such an account is "not verified", never "verified"
 * (DOMAIN-NOTES). Modulus checking says an account number could exist at the sort code, not who
 * owns it.
 */

export type BankVerification = 'verified' | 'invalid' | 'unknownSortCode' | 'unsupported' | 'notProvided';

const tablesInUse = () => activeModulusEdition().tables;

/** Whether the weight table covers the sort code (6 digits). */
export function isSortCodeInTable(sortCode: string, tables: ModulusTables = tablesInUse()): boolean {
  return rowsFor(tables, sortCode).length > 0;
}

/**
 * Verifies a sort code and account number:
 * - notProvided: one of them is missing;
 * - unsupported: not a 6-digit sort code and a 6–10 digit account number the specification can
 *   convert (account-length.ts);
 * - unknownSortCode: the table does not cover the sort code (shown as Not verified);
 * - verified / invalid: the modulus check passed or failed.
 */
export function verifyBankAccount(
  sortCode: string | null,
  accountNumber: string | null,
  tables: ModulusTables = tablesInUse(),
): BankVerification {
  if (!sortCode?.trim() || !accountNumber?.trim()) return 'notProvided';
  if (/^0{6}$/.test(sortCode.replace(/[\s-]/g, ''))) return 'unsupported';
  const account = standardiseAccount(sortCode, accountNumber);
  if (!account) return 'unsupported';
  const result = modulusCheck(tables, account.sortCode, account.accountNumber);
  if (result === null) return 'unknownSortCode';
  return result ? 'verified' : 'invalid';
}
