import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../texts.js';
import { DRIVING_LICENCE_TEXTS } from './driving-licence.js';
import { NINO_TEXTS } from './nino.js';
import {
  ZIndividualForm,
  ZIndividualInput,
  formatPayloadDate,
  individualPayload,
} from './individual.schema.js';

const complete = {
  individualType: { individualTypeID: 'executor' },
  title: 'Mrs',
  firstName: 'Sarah',
  middleNames: 'Meredyth',
  surname: 'Morgan',
  gender: 'Female',
  dob: '1976-03-11',
  addressLine1: '1 Quay Street',
  cityTown: 'Bristol',
  postCode: 'BS1 4RN',
  country: 'United Kingdom',
  emailAddress: 'sarah@example.test',
  telephone: '0117 496 0000 #123',
  mobileTelephone: '07700 900123',
  nino: 'AB 12 34 56 C',
  passport: '925076473',
  drivingLicence: 'MORGA753116SM9IJ',
  bankSortCode: '08-99-99',
  bankAccountNumber: '66374958',
};

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const i of result.error?.issues ?? []) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
}

describe('the individual form (spec 02 §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(ZIndividualForm.safeParse(complete).success).toBe(true);
  });
  it('lists every required field', () => {
    const errors = errorsOf(ZIndividualForm.safeParse({ firstName: 'A', surname: 'B' }));
    for (const f of [
      'individualType',
      'title',
      'gender',
      'dob',
      'addressLine1',
      'cityTown',
      'postCode',
      'country',
    ]) {
      expect(errors[f], f).toContain(VALIDATION.required);
    }
  });
  it('checks max lengths and patterns', () => {
    const errors = errorsOf(
      ZIndividualForm.safeParse({
        ...complete,
        postCode: 'X'.repeat(21),
        nino: 'QQ123456C',
        telephone: '07700 900123',
        mobileTelephone: '020 7946 0018',
        passport: 'no',
        bankSortCode: '000000',
        bankAccountNumber: 'has space',
        travelVisa: 'x',
        emailAddress: 'not-an-email',
        drivingLicence: 'MORGA753116SM9IJ',
        gender: 'Male',
      }),
    );
    expect(errors.postCode).toEqual([VALIDATION.tooManyCharacters(20, 21)]);
    expect(errors.nino).toEqual([NINO_TEXTS.example]);
    for (const f of [
      'telephone',
      'mobileTelephone',
      'passport',
      'bankSortCode',
      'bankAccountNumber',
      'travelVisa',
    ]) {
      expect(errors[f], f).toEqual([VALIDATION.invalidFormat]);
    }
    expect(errors.emailAddress).toEqual([VALIDATION.invalidEmail]);
    expect(errors.drivingLicence).toHaveLength(1);
  });
});

describe('the server floor (ZIndividualInput)', () => {
  it('accepts a form with empty required fields the user chose to save anyway', () => {
    const anyway = { firstName: 'A', surname: 'B', title: '', dob: null, nino: 'AB123456C' };
    expect(ZIndividualForm.safeParse(anyway).success).toBe(false);
    expect(ZIndividualInput.safeParse(anyway).success).toBe(true);
  });
  it('refuses every malformed value the save anyway cannot override, listing each field', () => {
    const errors = errorsOf(
      ZIndividualInput.safeParse({
        firstName: 'A',
        surname: 'B',
        title: 'Ms',
        telephone: '07700 900123',
        mobileTelephone: '020 7946 0018',
        nino: 'QQ123456C',
        passport: 'no',
        drivingLicence: 'NOTALICENCE',
        travelVisa: 'x',
        bankSortCode: '000000',
        bankAccountNumber: 'has space',
      }),
    );
    expect(errors).toEqual({
      telephone: [VALIDATION.invalidFormat],
      mobileTelephone: [VALIDATION.invalidFormat],
      nino: [NINO_TEXTS.example],
      passport: [VALIDATION.invalidFormat],
      drivingLicence: [VALIDATION.invalidFormat],
      travelVisa: [VALIDATION.invalidFormat],
      bankSortCode: [VALIDATION.invalidFormat],
      bankAccountNumber: [VALIDATION.invalidFormat],
    });
  });
  it('refuses what cannot be stored, listing each field', () => {
    const errors = errorsOf(
      ZIndividualInput.safeParse({
        firstName: '',
        surname: 'S'.repeat(201),
        dob: '31/02/2000',
        emailAddress: 'x',
        gender: 'Other',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['dob', 'emailAddress', 'firstName', 'gender', 'surname']);
    expect(errors.surname).toEqual([VALIDATION.tooManyCharacters(200, 201)]);
  });
});

describe('issue 12: document numbers by their public rules', () => {
  // HMRC NIM39110: the field's message says why the number is refused (the 400 names it).
  it.each([
    ['TN 31 12 80 M', 'This is a temporary number, not a National Insurance number'],
    ['OO123456A', 'This is an administrative reference number, not a National Insurance number'],
    ['AB123456', NINO_TEXTS.suffixMissing],
    ['AB123456E', NINO_TEXTS.suffix],
  ])('refuses the NINO %s with the reason', (nino, message) => {
    const errors = errorsOf(ZIndividualInput.safeParse({ firstName: 'A', surname: 'B', nino }));
    expect(errors).toEqual({ nino: [message] });
  });
  it('refuses a driving licence whose birth month and day are not a real date', () => {
    // The DVLA specimen with day 31 of month 52 (February, woman): 31 February.
    const errors = errorsOf(
      ZIndividualInput.safeParse({ firstName: 'A', surname: 'B', drivingLicence: 'MORGA752316SM9IJ' }),
    );
    expect(errors).toEqual({ drivingLicence: [DRIVING_LICENCE_TEXTS.notARealDate] });
    const form = errorsOf(ZIndividualForm.safeParse({ ...complete, drivingLicence: 'MORGA752316SM9IJ' }));
    expect(form.drivingLicence).toEqual([DRIVING_LICENCE_TEXTS.notARealDate]);
  });
  it('decides 29 February of a licence of a 00 year by the date of birth', () => {
    const body = { firstName: 'A', surname: 'Morgan', drivingLicence: 'MORGA002290SM9IJ' };
    expect(errorsOf(ZIndividualInput.safeParse({ ...body, dob: '1900-02-28' }))).toEqual({
      drivingLicence: [DRIVING_LICENCE_TEXTS.notARealDate],
    });
    expect(ZIndividualInput.safeParse({ ...body, dob: '2000-02-29' }).success).toBe(true);
  });
});

describe('the payload rule', () => {
  it('formats dates and empties strings to null except middleNames and addressLine2–3', () => {
    expect(
      individualPayload({
        dob: '11/03/1976',
        county: '',
        middleNames: '',
        addressLine2: null,
        addressLine3: '',
        nino: 'AB123456C',
      }),
    ).toEqual({
      dob: '1976-03-11',
      county: null,
      middleNames: '',
      addressLine2: '',
      addressLine3: '',
      nino: 'AB123456C',
    });
    expect(formatPayloadDate(new Date('1976-03-11T00:00:00Z'))).toBe('1976-03-11');
    expect(formatPayloadDate('1976-03-11T00:00:00.000Z')).toBe('1976-03-11');
    expect(formatPayloadDate('')).toBeNull();
  });
});
