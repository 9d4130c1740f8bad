import { describe, expect, it } from 'vitest';
import { standardiseAccount } from './account-length.js';

/*
 * Vocalink, "Validating account numbers – UK modulus checking", account numbers with other
 * lengths: 6 and 7 digits are padded with zeros; 9-digit Santander numbers move their first digit
 * into the sorting code; 10-digit NatWest numbers keep the last eight digits and Co-operative Bank
 * numbers the first eight.
 */
describe('standardising account numbers (Vocalink specification)', () => {
  it('pads six and seven digits with leading zeros', () => {
    expect(standardiseAccount('089999', '123456')).toEqual({ sortCode: '089999', accountNumber: '00123456' });
    expect(standardiseAccount('089999', '1234567')).toEqual({
      sortCode: '089999',
      accountNumber: '01234567',
    });
    expect(standardiseAccount('08-99-99', '66374958')).toEqual({
      sortCode: '089999',
      accountNumber: '66374958',
    });
  });
  it('Santander 9 digits: the first digit replaces the last of the sorting code', () => {
    expect(standardiseAccount('720000', '123456789')).toEqual({
      sortCode: '720001',
      accountNumber: '23456789',
    });
    expect(standardiseAccount('09-01-20', '812345678')).toEqual({
      sortCode: '090128',
      accountNumber: '12345678',
    });
  });
  it('NatWest 10 digits: the last eight, a hyphen after the second digit ignored', () => {
    expect(standardiseAccount('600001', '1234567890')).toEqual({
      sortCode: '600001',
      accountNumber: '34567890',
    });
    expect(standardiseAccount('600001', '12-34567890')).toEqual({
      sortCode: '600001',
      accountNumber: '34567890',
    });
    expect(standardiseAccount('010004', '0012345679')).toEqual({
      sortCode: '010004',
      accountNumber: '12345679',
    });
  });
  it('Co-operative Bank 10 digits: the first eight', () => {
    expect(standardiseAccount('089286', '1234567890')).toEqual({
      sortCode: '089286',
      accountNumber: '12345678',
    });
  });
  it('does not guess for another bank or another length', () => {
    expect(standardiseAccount('200000', '123456789')).toBeNull();
    expect(standardiseAccount('200000', '1234567890')).toBeNull();
    expect(standardiseAccount('089999', '12345')).toBeNull();
    expect(standardiseAccount('089999', '12345678901')).toBeNull();
    expect(standardiseAccount('08999', '12345678')).toBeNull();
  });
});
