import { describe, expect, it } from 'vitest';
import { drivingLicenceProblems, licenceSurnameCode } from './driving-licence.js';
import {
  isAccountNumber,
  isDrivingLicenceNumber,
  isIssuableNino,
  isPassportNumber,
  isSortCode,
  isTravelVisaNumber,
  isUkLandline,
  isUkMobile,
  ninoProblems,
} from './patterns.js';

describe('UK phone numbers', () => {
  it.each([
    '020 7946 0018',
    '01632 960123',
    '0113 496 0000',
    '+44 20 7946 0018',
    '+44 (0)20 7946 0018',
    '020 7946 0018 #123',
    '02079460018#1234',
    '0300 123 4567',
  ])('accepts the landline %s', (n) => expect(isUkLandline(n)).toBe(true));
  it.each([
    '07700 900123',
    '020 7946 001',
    '020 7946 0018 #12',
    '020 7946 0018 #12345',
    '0800 123 4567',
    'abc',
  ])('refuses the landline %s', (n) => expect(isUkLandline(n)).toBe(false));
  it.each(['07700 900123', '07700900123', '+44 7700 900123', '+447700900123'])('accepts the mobile %s', (n) =>
    expect(isUkMobile(n)).toBe(true),
  );
  it.each(['020 7946 0018', '0770 090012', '+44 20 7946 0018', '06700 900123'])(
    'refuses the mobile %s',
    (n) => expect(isUkMobile(n)).toBe(false),
  );
});

describe('National Insurance numbers (HMRC issuing rules)', () => {
  it.each(['AB123456C', 'AB 12 34 56 C', 'ce123456d', 'JG103759A', 'NP123456', 'ZX987654B'])(
    'accepts %s',
    (n) => expect(isIssuableNino(n)).toBe(true),
  );
  it('refuses HMRC’s own example QQ 12 34 56 C', () => {
    expect(ninoProblems('QQ 12 34 56 C')).toEqual(['firstLetter', 'secondLetter']);
  });
  it.each([
    ['DA123456A', 'firstLetter'],
    ['FA123456A', 'firstLetter'],
    ['IA123456A', 'firstLetter'],
    ['UA123456A', 'firstLetter'],
    ['VA123456A', 'firstLetter'],
    ['AO123456A', 'secondLetter'],
    ['AD123456A', 'secondLetter'],
    ['BG123456A', 'prefix'],
    ['GB123456A', 'prefix'],
    ['KN123456A', 'prefix'],
    ['NK123456A', 'prefix'],
    ['NT123456A', 'prefix'],
    ['TN123456A', 'prefix'],
    ['ZZ123456A', 'prefix'],
    ['AB123456E', 'suffix'],
    ['A1234567', 'format'],
    ['AB12345C', 'format'],
  ])('refuses %s (%s)', (n, problem) => expect(ninoProblems(n)).toContain(problem));
});

describe('document numbers', () => {
  it('passport numbers: 6 to 9 letters or digits', () => {
    expect(isPassportNumber('925076473')).toBe(true);
    expect(isPassportNumber('L898902C3')).toBe(true);
    expect(isPassportNumber('12345')).toBe(false);
    expect(isPassportNumber('1234567890')).toBe(false);
    expect(isPassportNumber('12345-678')).toBe(false);
  });
  it('driving licence structure', () => {
    expect(isDrivingLicenceNumber('MORGA753116SM9IJ')).toBe(true);
    expect(isDrivingLicenceNumber('MORGA 753116 SM9IJ 35')).toBe(true);
    expect(isDrivingLicenceNumber('MORGA783116SM9IJ')).toBe(false); // month 83
    expect(isDrivingLicenceNumber('MORGA75311SM9IJ')).toBe(false);
  });
  it('travel visas', () => {
    expect(isTravelVisaNumber('ZU1234567')).toBe(true);
    expect(isTravelVisaNumber('ABCDEFG')).toBe(false);
    expect(isTravelVisaNumber('12')).toBe(false);
  });
  it('sort codes: 6 digits or nn-nn-nn, not all zeros', () => {
    expect(isSortCode('089999')).toBe(true);
    expect(isSortCode('08-99-99')).toBe(true);
    expect(isSortCode('000000')).toBe(false);
    expect(isSortCode('00-00-00')).toBe(false);
    expect(isSortCode('08 99 99')).toBe(false);
    expect(isSortCode('0899991')).toBe(false);
  });
  it('account numbers: 1 to 17 word characters', () => {
    expect(isAccountNumber('66374958')).toBe(true);
    expect(isAccountNumber('A_1')).toBe(true);
    expect(isAccountNumber('123456789012345678')).toBe(false);
    expect(isAccountNumber('1234 5678')).toBe(false);
    expect(isAccountNumber('')).toBe(false);
  });
});

describe('driving licence against its holder (the DVLA example licence)', () => {
  // The DVLA's specimen licence: MORGA753116SM9IJ, Sarah Meredyth Morgan, born 11 March 1976.
  const holder = {
    surname: 'Morgan',
    firstName: 'Sarah',
    middleNames: 'Meredyth',
    dob: '1976-03-11',
    gender: 'Female',
  };
  it('is consistent with the holder', () => {
    expect(drivingLicenceProblems('MORGA753116SM9IJ', holder)).toEqual([]);
    expect(drivingLicenceProblems('MORGA753116SM9IJ 35', holder)).toEqual([]);
  });
  it('finds each inconsistency', () => {
    expect(drivingLicenceProblems('MORGA753116SM9IJ', { ...holder, surname: 'Morris' })).toEqual(['surname']);
    expect(drivingLicenceProblems('MORGA753116SM9IJ', { ...holder, dob: '1976-03-12' })).toEqual([
      'birthDate',
    ]);
    expect(drivingLicenceProblems('MORGA753116SM9IJ', { ...holder, dob: '1986-03-11' })).toEqual([
      'birthDate',
    ]);
    expect(drivingLicenceProblems('MORGA753116SM9IJ', { ...holder, gender: 'Male' })).toEqual(['gender']);
    expect(drivingLicenceProblems('MORGA753116SM9IJ', { ...holder, gender: 'Unknown' })).toEqual([]);
    expect(drivingLicenceProblems('MORGA753116SM9IJ', { ...holder, firstName: 'Jane' })).toEqual([
      'initials',
    ]);
    expect(drivingLicenceProblems('XX', holder)).toEqual(['format']);
  });
  it('codes short surnames and Mac', () => {
    expect(licenceSurnameCode('Fox')).toBe('FOX99');
    expect(licenceSurnameCode('MacDonald')).toBe('MCDON');
    expect(licenceSurnameCode("O'Neill")).toBe('ONEIL');
  });
});
