import type { Config } from '../config.js';
import { insertBankAccount } from '../features/bank-accounts/bank-accounts.service.js';
import type { DbOrTx } from './client.js';

/*
 * Demo bank accounts of the charities (spec 03 §2.13), with numbers that pass the UK modulus
 * check: Vocalink "Validating account numbers" test cases 13, 12 and 1.
 */
export async function seedBankAccounts(
  tx: DbOrTx,
  ids: { orgId: (key: string) => string; userId: (email: string) => string; config: Config },
): Promise<void> {
  const { orgId, userId, config } = ids;
  const accounts = [
    {
      org: 'brightwater',
      bankName: 'Barclays Bank',
      sortCode: '20-09-15',
      accountNumber: '41011166',
      accountName: 'Brightwater Trust Legacies',
      description: 'Main account for legacy receipts',
      contact: 'finance@brightwater.test',
    },
    {
      org: 'brightwater',
      bankName: 'Bank of Scotland',
      sortCode: '11-87-65',
      accountNumber: '64371389',
      accountName: 'Brightwater Trust Appeals',
      description: 'Restricted gifts for named appeals',
      contact: 'charity@brightwater.test',
    },
    {
      org: 'demoCharity',
      bankName: 'Lloyds Bank',
      sortCode: '08-99-99',
      accountNumber: '66374958',
      accountName: 'Demo Charity Legacies',
      description: null,
      contact: 'demo.charity@probity.test',
    },
  ];
  for (const a of accounts) {
    await insertBankAccount(tx, config, orgId(a.org), {
      bankName: a.bankName,
      sortCode: a.sortCode,
      accountNumber: a.accountNumber,
      accountName: a.accountName,
      description: a.description,
      primaryContactUserID: userId(a.contact),
    });
  }
}
