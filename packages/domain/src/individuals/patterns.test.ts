import { describe, expect, it } from 'vitest';
import { drivingLicenceProblems, isRealLicenceDate, licenceSurnameCode } from './driving-licence.js';
import {
  isAccountNumber,
  isDrivingLicenceNumber,
  isPassportNumber,
  isSortCode,
  isTravelVisaNumber,
  isUkLandline,
  isUkMobile,
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

describe('driving licence birth month and day form a real date (DVLA number structure)', () => {
  // Characters 6–11 of the DVLA specimen MORGA753116SM9IJ: decade 7, month 53 (March, +50 for a
  // woman), day 11, year digit 6. The helper builds a licence from those digits.
  const licence = (decade: string, month: string, day: string, year: string) =>
    `MORGA${decade}${month}${day}${year}SM9IJ`;
  it.each([
    ['11 March, woman (the specimen)', licence('7', '53', '11', '6'), true],
    ['11 March, man', licence('7', '03', '11', '6'), true],
    ['31 December, woman (62)', licence('7', '62', '31', '6'), true],
    ['28 February 1977', licence('7', '02', '28', '7'), true],
    ['29 February 1976 (leap year)', licence('7', '02', '29', '6'), true],
    ['29 February 1977 (no leap year in any century)', licence('7', '02', '29', '7'), false],
    ['29 February, woman, 1977', licence('7', '52', '29', '7'), false],
    ['30 February', licence('7', '02', '30', '6'), false],
    ['31 February', licence('7', '52', '31', '6'), false],
    ['31 April', licence('7', '04', '31', '6'), false],
    ['31 June, woman', licence('7', '56', '31', '6'), false],
    ['day 00', licence('7', '03', '00', '6'), false],
    ['month 00', licence('7', '00', '11', '6'), false],
    ['month 50', licence('7', '50', '11', '6'), false],
    ['month 13', licence('7', '13', '11', '6'), false],
    ['month 63', licence('7', '63', '11', '6'), false],
  ])('%s: %s → %s', (_what, number, real) => {
    expect(isRealLicenceDate(number)).toBe(real);
  });
  it("decides 29 February of a '00' year by the date of birth, and allows it without one", () => {
    const feb29 = licence('0', '02', '29', '0');
    expect(isRealLicenceDate(feb29)).toBe(true);
    expect(isRealLicenceDate(feb29, '2000-02-29')).toBe(true);
    expect(isRealLicenceDate(feb29, '1900-02-28')).toBe(false);
    // A date of birth of another year does not decide it.
    expect(isRealLicenceDate(feb29, '1976-03-11')).toBe(true);
  });
  it('names the problem among the holder checks', () => {
    const holder = { surname: 'Morgan', firstName: 'Sarah', middleNames: 'Meredyth', dob: '1976-02-11' };
    expect(drivingLicenceProblems(licence('7', '52', '31', '6'), holder)).toContain('date');
    expect(drivingLicenceProblems(licence('7', '52', '11', '6'), holder)).toEqual([]);
  });
});
