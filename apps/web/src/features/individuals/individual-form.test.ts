import { NINO_TEXTS, VALIDATION } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INDIVIDUAL_FORM,
  formValuesOf,
  type IndividualFormValues,
  individualBody,
  individualFormResolver,
  inviteFormResolver,
} from './individual-form';
import type { Individual } from './individuals.api';

const VALID: IndividualFormValues = {
  ...EMPTY_INDIVIDUAL_FORM,
  individualType: 'executor',
  title: 'Mrs',
  firstName: 'Margaret',
  surname: 'Hale',
  gender: 'Female',
  dob: '1961-03-14',
  addressLine1: '12 Harbour Street',
  cityTown: 'Bristol',
  postCode: 'BS1 4RN',
  country: 'United Kingdom',
};

const resolve = (values: IndividualFormValues) =>
  individualFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('individualBody: the payload rule of spec 02 §5', () => {
  it('turns empty strings into null except middleNames, addressLine2 and addressLine3', () => {
    const body = individualBody(VALID, { matterID: 'm-1' });
    expect(body.telephone).toBeNull();
    expect(body.nino).toBeNull();
    expect(body.bankAccountNumber).toBeNull();
    expect(body.middleNames).toBe('');
    expect(body.addressLine2).toBe('');
    expect(body.addressLine3).toBe('');
  });

  it('sends the date formatted and the type as an object, with the scope', () => {
    const body = individualBody(VALID, { individualID: 'i-1', matterID: 'm-1', organisationID: 'o-1' });
    expect(body).toMatchObject({
      individualID: 'i-1',
      matterID: 'm-1',
      organisationID: 'o-1',
      dob: '1961-03-14',
      individualType: { individualTypeID: 'executor' },
      firstName: 'Margaret',
    });
  });

  it('sends no type when none is chosen, and no date when none is set', () => {
    const body = individualBody({ ...VALID, individualType: '', dob: null }, { matterID: 'm-1' });
    expect(body.individualType).toBeNull();
    expect(body.dob).toBeNull();
    expect(body).not.toHaveProperty('individualID');
  });
});

describe('individualFormResolver: the shared form schema', () => {
  it('accepts a complete form', async () => {
    expect((await resolve(VALID)).errors).toEqual({});
  });

  it('marks every required field of spec 02 §5 at once', async () => {
    const { errors } = await resolve(EMPTY_INDIVIDUAL_FORM);
    for (const field of [
      'individualType',
      'title',
      'firstName',
      'surname',
      'gender',
      'dob',
      'addressLine1',
      'cityTown',
      'postCode',
      'country',
    ] as const) {
      expect(errors[field]?.message, field).toBe(VALIDATION.required);
    }
    expect(errors.middleNames).toBeUndefined();
  });

  it('says "Enter a real date" for a date of birth typed that is not one (issue 11)', async () => {
    for (const dob of ['31/02/1950', '12/0', '1951-02-29'])
      expect((await resolve({ ...VALID, dob })).errors.dob?.message, dob).toBe('Enter a real date');
  });

  it('checks the patterns: phones, NINO, sort code and e-mail', async () => {
    const { errors } = await resolve({
      ...VALID,
      telephone: '12345',
      mobileTelephone: '0207 946 0018',
      nino: 'QQ123456C',
      bankSortCode: '00-00-00',
      emailAddress: 'not-an-address',
    });
    expect(errors.telephone?.message).toBe(VALIDATION.invalidFormat);
    expect(errors.mobileTelephone?.message).toBe(VALIDATION.invalidFormat);
    // HMRC NIM39110: QQ 12 34 56 is HMRC's example, refused with the reason.
    expect(errors.nino?.message).toBe(NINO_TEXTS.example);
    expect(errors.bankSortCode?.message).toBe(VALIDATION.invalidFormat);
    expect(errors.emailAddress?.message).toBe(VALIDATION.invalidEmail);
  });

  it('accepts the UK forms of the patterns', async () => {
    const { errors } = await resolve({
      ...VALID,
      telephone: '020 7946 0018 #123',
      mobileTelephone: '+44 7700 900123',
      nino: 'AB 12 34 56 C',
      bankSortCode: '12-34-56',
      bankAccountNumber: '12345678',
    });
    expect(errors).toEqual({});
  });
});

describe('inviteFormResolver', () => {
  it('requires the type, the names and a valid e-mail', async () => {
    const none = await inviteFormResolver(EMPTY_INDIVIDUAL_FORM, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(none.errors).sort()).toEqual([
      'emailAddress',
      'firstName',
      'individualType',
      'surname',
    ]);
    const bad = await inviteFormResolver(
      {
        ...EMPTY_INDIVIDUAL_FORM,
        individualType: 'executor',
        firstName: 'A',
        surname: 'B',
        emailAddress: 'x@',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(bad.errors.emailAddress?.message).toBe(VALIDATION.invalidEmail);
  });
});

describe('formValuesOf', () => {
  it('fills the form from a loaded individual, nulls as empty strings', () => {
    const individual = {
      individualID: 'i-1',
      matterID: 'm-1',
      organisationID: 'o-1',
      individualType: { individualTypeID: 'deceased', name: 'Deceased', description: '' },
      user: null,
      isRegistered: false,
      title: 'Mr',
      firstName: 'Arthur',
      middleNames: '',
      surname: 'Penrose',
      gender: 'Male',
      dob: '1938-11-02',
      telephone: null,
      emailAddress: null,
      checkHistory: [],
      bankAccountVerified: false,
    } as unknown as Individual;
    const values = formValuesOf(individual);
    expect(values.individualType).toBe('deceased');
    expect(values.dob).toBe('1938-11-02');
    expect(values.telephone).toBe('');
    expect(values.firstName).toBe('Arthur');
  });
});
