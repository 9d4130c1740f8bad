import { INDIVIDUAL_MAX, individualPayload, VALIDATION, ZIndividualForm } from '@probity/domain';
import { z } from 'zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Individual } from './individuals.api';

/** The individual form's values as the inputs hold them (spec 02 §3 Individual, §5). */
export interface IndividualFormValues {
  /** The individual type's id. */
  individualType: string;
  title: string;
  firstName: string;
  middleNames: string;
  surname: string;
  gender: string;
  /** 'YYYY-MM-DD' from the date picker, or null. */
  dob: string | null;
  /** A Deceased's date of death (issue 11): 'YYYY-MM-DD' from the date picker, or null. */
  dateOfDeath: string | null;
  emailAddress: string;
  telephone: string;
  mobileTelephone: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  cityTown: string;
  county: string;
  postCode: string;
  country: string;
  nino: string;
  passport: string;
  passportMrz: string;
  drivingLicence: string;
  idCard: string;
  travelVisa: string;
  bankName: string;
  bankSortCode: string;
  bankAccountNumber: string;
  bankAccountName: string;
}

export type IndividualFormField = keyof IndividualFormValues;

export const INDIVIDUAL_FORM_FIELDS = [
  'individualType',
  'title',
  'firstName',
  'middleNames',
  'surname',
  'gender',
  'dob',
  'dateOfDeath',
  'emailAddress',
  'telephone',
  'mobileTelephone',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'cityTown',
  'county',
  'postCode',
  'country',
  'nino',
  'passport',
  'passportMrz',
  'drivingLicence',
  'idCard',
  'travelVisa',
  'bankName',
  'bankSortCode',
  'bankAccountNumber',
  'bankAccountName',
] as const satisfies readonly IndividualFormField[];

export function isIndividualFormField(path: string): path is IndividualFormField {
  return (INDIVIDUAL_FORM_FIELDS as readonly string[]).includes(path);
}

/** The bank fields, hidden for a Deceased individual (spec 02 §4). */
export const BANK_FIELDS = ['bankName', 'bankSortCode', 'bankAccountNumber', 'bankAccountName'] as const;

export const EMPTY_INDIVIDUAL_FORM: IndividualFormValues = {
  individualType: '',
  title: '',
  firstName: '',
  middleNames: '',
  surname: '',
  gender: '',
  dob: null,
  dateOfDeath: null,
  emailAddress: '',
  telephone: '',
  mobileTelephone: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  cityTown: '',
  county: '',
  postCode: '',
  country: '',
  nino: '',
  passport: '',
  passportMrz: '',
  drivingLicence: '',
  idCard: '',
  travelVisa: '',
  bankName: '',
  bankSortCode: '',
  bankAccountNumber: '',
  bankAccountName: '',
};

/** The Deceased type's id (spec 02 §3; INDIVIDUAL_TYPES' key). */
export const DECEASED_TYPE_ID = 'deceased';

/** The form's values for a loaded individual (null and missing fields become ''). */
export function formValuesOf(individual: Individual): IndividualFormValues {
  const values: IndividualFormValues = { ...EMPTY_INDIVIDUAL_FORM };
  const source = individual as unknown as Record<string, unknown>;
  for (const field of INDIVIDUAL_FORM_FIELDS) {
    if (field === 'individualType' || field === 'dob' || field === 'dateOfDeath') continue;
    const value = source[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  values.individualType = individual.individualType?.individualTypeID ?? '';
  values.dob = individual.dob ? individual.dob.slice(0, 10) : null;
  values.dateOfDeath = individual.dateOfDeath ? individual.dateOfDeath.slice(0, 10) : null;
  values.emailAddress = individual.emailAddress ?? individual.user?.emailAddress ?? '';
  return values;
}

/** Where the individual belongs: the matter, or the all-zero matter with the organisation (legacy, charity). */
export interface IndividualScope {
  individualID?: string;
  matterID: string;
  organisationID?: string | null;
}

/**
 * The POST/PUT body: the form values with the scope, under spec 02 §5's payload rule (dates
 * formatted; empty strings null except middleNames, addressLine2 and addressLine3).
 */
export function individualBody(
  values: IndividualFormValues,
  scope: IndividualScope,
): Record<string, unknown> {
  const { individualType, dateOfDeath, ...fields } = values;
  return individualPayload({
    ...(scope.individualID ? { individualID: scope.individualID } : {}),
    matterID: scope.matterID,
    ...(scope.organisationID ? { organisationID: scope.organisationID } : {}),
    individualType: individualType ? { individualTypeID: individualType } : null,
    ...fields,
    // Only a Deceased has a date of death (the server refuses it on anyone else).
    dateOfDeath: individualType === DECEASED_TYPE_ID ? dateOfDeath : null,
  });
}

/**
 * Validates with the shared form schema (ZIndividualForm: required fields, max lengths, patterns),
 * marking every field with its message. The values are kept as typed: the payload rule makes the
 * body.
 */
export const individualFormResolver: Resolver<IndividualFormValues> = async (values) => {
  // No type chosen is "no type" (Required), not an empty id.
  const result = ZIndividualForm.safeParse({ ...values, individualType: values.individualType || null });
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<IndividualFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isIndividualFormField(field) && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};

/**
 * spec 02 §5 "The invite form marks individual type, first name, surname and email as required":
 * enforced here, as an invitation cannot go out without them.
 */
export const ZInviteForm = z.object({
  individualType: z.string().trim().min(1, { error: VALIDATION.required }),
  firstName: ZIndividualForm.shape.firstName,
  surname: ZIndividualForm.shape.surname,
  emailAddress: z
    .string()
    .trim()
    .min(1, { error: VALIDATION.required })
    .superRefine((v, ctx) => {
      const max = INDIVIDUAL_MAX.emailAddress;
      if (v.length > max)
        ctx.addIssue({ code: 'custom', message: VALIDATION.tooManyCharacters(max, v.length) });
      else if (!z.email().safeParse(v).success)
        ctx.addIssue({ code: 'custom', message: VALIDATION.invalidEmail });
    }),
});

export const inviteFormResolver: Resolver<IndividualFormValues> = async (values) => {
  const result = ZInviteForm.safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<IndividualFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isIndividualFormField(field) && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};
