import type { Config } from '../../config.js';
import { decryptText, encryptText, encryptionKey } from '../../lib/crypto.js';

/*
 * A bank account's sort code and account number are encrypted by the application before they
 * reach the database (ARCHITECTURE "Personal data is protected"), each bound to its record and
 * field, so a value copied onto another row or column does not decrypt.
 */

export const SENSITIVE_BANK_FIELDS = ['sortCode', 'accountNumber'] as const;
export type SensitiveBankField = (typeof SENSITIVE_BANK_FIELDS)[number];
export type BankSecrets = Record<SensitiveBankField, string>;

const contextOf = (bankAccountID: string, field: SensitiveBankField) =>
  `bankAccount:${bankAccountID}:${field}`;

export function encryptBankSecrets(config: Config, bankAccountID: string, values: BankSecrets): BankSecrets {
  const key = encryptionKey(config);
  return {
    sortCode: encryptText(key, values.sortCode, contextOf(bankAccountID, 'sortCode')),
    accountNumber: encryptText(key, values.accountNumber, contextOf(bankAccountID, 'accountNumber')),
  };
}

/** The clear values of a stored row; a value that does not decrypt (another key) reads as empty. */
export function decryptBankSecrets(
  config: Config,
  row: { bankAccountID: string } & BankSecrets,
): BankSecrets {
  const key = encryptionKey(config);
  const read = (field: SensitiveBankField) => {
    try {
      return decryptText(key, row[field], contextOf(row.bankAccountID, field));
    } catch {
      return '';
    }
  };
  return { sortCode: read('sortCode'), accountNumber: read('accountNumber') };
}
