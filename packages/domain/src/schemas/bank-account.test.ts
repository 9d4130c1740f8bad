import { describe, expect, it } from 'vitest';
import {
  ZBankAccountForm,
  formatSortCode,
  isBankAccountNumber,
  visibleCharitySettingsLinks,
} from './bank-account.js';

const valid = {
  bankName: 'Barclays',
  sortCode: '20-09-15',
  accountNumber: '41011166',
  accountName: 'Legacies',
  description: '',
  primaryContactUserID: '0f000000-0000-4000-8000-000000000abc',
};

describe('bank account form (spec 03 §5, §9)', () => {
  it('takes a sort code as nn-nn-nn or 6 digits, never all zeros', () => {
    expect(ZBankAccountForm.safeParse(valid).success).toBe(true);
    expect(ZBankAccountForm.safeParse({ ...valid, sortCode: '200915' }).success).toBe(true);
    for (const bad of ['00-00-00', '000000', '20-0915', '2009151', 'ab-cd-ef']) {
      expect(ZBankAccountForm.safeParse({ ...valid, sortCode: bad }).success, bad).toBe(false);
    }
  });

  it('takes 6 to 10 digit account numbers and limits bank fields to 100, the description to 200', () => {
    expect(isBankAccountNumber('123456')).toBe(true);
    expect(isBankAccountNumber('1234567890')).toBe(true);
    expect(isBankAccountNumber('12345')).toBe(false);
    expect(isBankAccountNumber('12345678901')).toBe(false);
    expect(isBankAccountNumber('1234AB78')).toBe(false);
    expect(ZBankAccountForm.safeParse({ ...valid, bankName: 'b'.repeat(101) }).success).toBe(false);
    expect(ZBankAccountForm.safeParse({ ...valid, accountName: 'a'.repeat(100) }).success).toBe(true);
    expect(ZBankAccountForm.safeParse({ ...valid, description: 'd'.repeat(200) }).success).toBe(true);
    expect(ZBankAccountForm.safeParse({ ...valid, description: 'd'.repeat(201) }).success).toBe(false);
    expect(ZBankAccountForm.safeParse({ ...valid, primaryContactUserID: '' }).success).toBe(false);
  });

  it('shows sort codes as nn-nn-nn', () => {
    expect(formatSortCode('200915')).toBe('20-09-15');
    expect(formatSortCode('20-09-15')).toBe('20-09-15');
  });
});

describe('charity settings links (spec 03 §6)', () => {
  it('Details for Charity and Finance; Bank Accounts for Finance only', () => {
    expect(visibleCharitySettingsLinks(['Charity'])).toEqual(['details']);
    expect(visibleCharitySettingsLinks(['Finance'])).toEqual(['details', 'bank-accounts']);
    expect(visibleCharitySettingsLinks(['Admin Demo'])).toEqual([]);
  });
});
