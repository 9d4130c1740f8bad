import { z } from 'zod';
import { OUTCOME_TEXTS } from '../compliance/outcome-texts.js';
import { isSortCode } from '../individuals/patterns.js';
import { optionalText, requiredText } from './fields.js';
import { zRequiredUuid } from './organisation.js';
import type { Role } from '../roles.js';

/*
 * A charity's bank accounts (spec 03 §2.13 charity settings, §3 Bank account, §5 bank account form,
 * §7 /api/Organisations/BankAccount, §8 notices, §9 limits).
 */

/** spec 03 §9: bank fields 100; bank description 200. */
export const BANK_FIELD_MAX = 100;
export const BANK_DESCRIPTION_MAX = 200;

/**
 * spec 03 §5 says the account-number pattern is not shown. Decision: a UK account number, 6 to 10
 * digits (6 and 7 are padded for the modulus check; 9 and 10 digit accounts are saved as not
 * verified, as the weight table does not cover their conversions).
 */
export function isBankAccountNumber(value: string): boolean {
  return /^\d{6,10}$/.test(value.trim());
}

/** The nn-nn-nn form of a sort code (6 digits with or without hyphens). */
export function formatSortCode(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : value;
}

export const BANK_ACCOUNT_TEXTS = {
  settingsTitle: 'Settings',
  detailsLink: 'Details',
  bankAccountsLink: 'Bank Accounts',
  detailsDescription: "View and edit your charity's details",
  saveChanges: 'Save Changes',
  savedChanges: 'Successfully saved changes!',
  title: 'Bank accounts',
  description: 'The bank accounts that you wish to use for legacy payments.',
  newBankAccount: 'New bank account',
  editBankAccount: 'Edit bank account',
  currency: 'GBP',
  // Issue 12: modulus checking shows the number can exist at the sort code, not who holds it.
  verified: OUTCOME_TEXTS.modulusChecked,
  notVerified: OUTCOME_TEXTS.notModulusChecked,
  noAccounts: 'No bank accounts yet.',
  deleteTitle: 'Delete bank account',
  deleteText: 'This action cannot be undone',
  deleteYes: 'Yes, Delete',
  deleteNo: 'No, Cancel',
  created: (accountName: string) => `Bank account ${accountName} created!`,
  updated: (accountName: string) => `Bank account ${accountName} updated!`,
  removed: (accountName: string) => `Bank account ${accountName} has been removed`,
  sortCodeFormat: 'Enter 6 digits, e.g. 12-34-56 (not all zeros)',
  accountNumberFormat: 'Enter 6 to 10 digits',
  modulusFailed: 'This account number is not valid for the sort code (UK modulus check)',
  notAUserOfTheCharity: 'Not a user of this charity',
  /** Issue 11: deleting an account nominated on legacies (the server's 409 and the web's dialog). */
  nominatedOn: (references: readonly string[]) =>
    `This bank account is the nominated account of ${references.length === 1 ? 'legacy' : 'legacies'} ${references.join(', ')}`,
  deleteNominatedText: (accountName: string, references: readonly string[]) =>
    `${accountName} is the nominated account of ${references.length === 1 ? 'legacy' : 'legacies'} ${references.join(', ')}. Deleting it leaves ${references.length === 1 ? 'that legacy' : 'them'} with no bank account, and any law firm that could see it will be told by e-mail. This action cannot be undone`,
  checkingUse: 'Checking where the bank account is used',
} as const;

/** spec 03 §5 bank account form, as the form and the server validate it. */
export const ZBankAccountForm = z.object({
  bankName: requiredText(BANK_FIELD_MAX),
  sortCode: requiredText(BANK_FIELD_MAX).refine(isSortCode, { error: BANK_ACCOUNT_TEXTS.sortCodeFormat }),
  accountNumber: requiredText(BANK_FIELD_MAX).refine(isBankAccountNumber, {
    error: BANK_ACCOUNT_TEXTS.accountNumberFormat,
  }),
  accountName: requiredText(BANK_FIELD_MAX),
  description: optionalText(BANK_DESCRIPTION_MAX),
  primaryContactUserID: zRequiredUuid,
});
export type BankAccountForm = z.infer<typeof ZBankAccountForm>;

/** POST /api/Organisations/BankAccount: the form and the charity it belongs to. */
export const ZBankAccountCreateInput = ZBankAccountForm.extend({ organisationID: zRequiredUuid });
export type BankAccountCreateInput = z.infer<typeof ZBankAccountCreateInput>;

/** PUT /api/Organisations/BankAccount: the form and the account's id. */
export const ZBankAccountUpdateInput = ZBankAccountForm.extend({ bankAccountID: zRequiredUuid });
export type BankAccountUpdateInput = z.infer<typeof ZBankAccountUpdateInput>;

export const ZBankAccountContact = z.object({
  userID: z.string(),
  name: z.string(),
  firstName: z.string(),
  surname: z.string(),
  title: z.string().nullable(),
  emailAddress: z.string(),
  profileImage: z.string().nullable(),
});
export type BankAccountContact = z.infer<typeof ZBankAccountContact>;

/** spec 03 §3 Bank account. */
export const ZBankAccount = z.object({
  bankAccountID: z.string(),
  organisationID: z.string(),
  bankName: z.string(),
  /** nn-nn-nn. */
  sortCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** The UK modulus check passed for a sort code the Vocalink table covers. */
  accountVerified: z.boolean(),
  description: z.string().nullable(),
  /** Null when the contact's user was removed (shown as "-"). */
  primaryContactUser: ZBankAccountContact.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankAccount = z.infer<typeof ZBankAccount>;

/** spec 03 §2.13 the charity settings area's secondary navigation (220 px). */
export const CHARITY_SETTINGS_LINKS = ['details', 'bank-accounts'] as const;
export type CharitySettingsLink = (typeof CHARITY_SETTINGS_LINKS)[number];

/** spec 03 §6: Settings Details link Charity, Finance; Bank Accounts link and route Finance only. */
export const CHARITY_SETTINGS_NAV = {
  details: { label: BANK_ACCOUNT_TEXTS.detailsLink, roles: ['Charity', 'Finance'] },
  'bank-accounts': { label: BANK_ACCOUNT_TEXTS.bankAccountsLink, roles: ['Finance'] },
} as const satisfies Record<CharitySettingsLink, { label: string; roles: readonly Role[] }>;

export function visibleCharitySettingsLinks(roles: readonly Role[]): CharitySettingsLink[] {
  return CHARITY_SETTINGS_LINKS.filter((link) =>
    roles.some((role) => (CHARITY_SETTINGS_NAV[link].roles as readonly Role[]).includes(role)),
  );
}

/** GET /api/Organisations/BankAccount/{id}/Legacies (issue 11): the legacies that nominate an account. */
export const ZBankAccountNomination = z.object({
  legacyID: z.string(),
  /** The reference the charity knows the legacy by (its charity reference, else its reference). */
  reference: z.string(),
  visibleToFirm: z.boolean(),
});
export type BankAccountNomination = z.infer<typeof ZBankAccountNomination>;
