import { type BankAccount, formatSortCode } from '@probity/domain';
import type { Config } from '../../config.js';
import { decryptBankSecrets } from './bank-account-secrets.js';
import type { BankAccountWithContact } from './bank-accounts.queries.js';

/** spec 03 §3 Bank account, decrypted for the charity's own users. */
export function presentBankAccount(
  config: Config,
  { account, contact }: BankAccountWithContact,
): BankAccount {
  const secrets = decryptBankSecrets(config, account);
  return {
    bankAccountID: account.bankAccountID,
    organisationID: account.organisationID,
    bankName: account.bankName,
    sortCode: formatSortCode(secrets.sortCode),
    accountNumber: secrets.accountNumber,
    accountName: account.accountName,
    accountVerified: account.accountVerified,
    description: account.description,
    primaryContactUser: contact
      ? {
          userID: contact.userID,
          name: `${contact.firstName} ${contact.surname}`,
          firstName: contact.firstName,
          surname: contact.surname,
          title: contact.title,
          emailAddress: contact.emailAddress,
          profileImage: contact.profileImage,
        }
      : null,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}
