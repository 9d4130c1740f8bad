import { z } from 'zod';
import { zUuid } from '../schemas/fields.js';
import { isCalendarDate } from '../schemas/matter.js';
import { VALIDATION } from '../texts.js';
import { drivingLicenceProblems } from './driving-licence.js';
import { DOB_MIN_YEAR, GENDERS, INDIVIDUAL_MAX, type IndividualTextField, TITLES } from './limits.js';
import {
  compactCode,
  isAccountNumber,
  isDrivingLicenceNumber,
  isPassportNumber,
  isSortCode,
  isTravelVisaNumber,
  isUkLandline,
  isUkMobile,
  ninoProblems,
} from './patterns.js';

/** A calendar date 'YYYY-MM-DD' with a year above 1000 (spec 02 §9 datepicker). */
export function isBirthDate(value: string): boolean {
  return isCalendarDate(value) && Number(value.slice(0, 4)) >= DOB_MIN_YEAR;
}

/**
 * spec 02 §5 payload rule "dates are formatted": the date part of a Date or of an ISO date-time,
 * 'YYYY-MM-DD'; a DD/MM/YYYY entry is turned round. Anything else is kept for the validator.
 */
export function formatPayloadDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const v = value.trim();
  const uk = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  if (uk) return `${uk[3]}-${uk[2]}-${uk[1]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(v);
  return iso ? iso[1]! : v;
}

/** Fields that stay empty strings, not null, in the payload (spec 02 §5). */
export const KEEP_EMPTY_FIELDS = ['middleNames', 'addressLine2', 'addressLine3'] as const;

/**
 * spec 02 §5 "Payload on save: dates are formatted; empty strings become null except middleNames,
 * addressLine2 and addressLine3, which become empty strings."
 */
export function individualPayload<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const keepEmpty = (KEEP_EMPTY_FIELDS as readonly string[]).includes(key);
    if (key === 'dob') out[key] = formatPayloadDate(value as Date | string | null);
    else if (keepEmpty) out[key] = value ?? '';
    else out[key] = value === '' ? null : value;
  }
  return out as T;
}

const tooMany = (max: number, actual: number) => VALIDATION.tooManyCharacters(max, actual);

/** An optional text field with its max length; '' and null both mean empty. */
function text(field: IndividualTextField) {
  const max = INDIVIDUAL_MAX[field];
  return z
    .string({ error: VALIDATION.invalidFormat })
    .trim()
    .superRefine((v, ctx) => {
      if (v.length > max) ctx.addIssue({ code: 'custom', message: tooMany(max, v.length) });
    })
    .nullish();
}

/**
 * A document number: stored upper case without spaces ('AB 12 34 56 C' is 'AB123456C'), and its
 * max length applies to that form.
 */
function code(field: IndividualTextField) {
  const max = INDIVIDUAL_MAX[field];
  return z
    .string({ error: VALIDATION.invalidFormat })
    .transform(compactCode)
    .superRefine((v, ctx) => {
      if (v.length > max) ctx.addIssue({ code: 'custom', message: tooMany(max, v.length) });
    })
    .nullish();
}

/** The individual type as the client sends it: the object, or its id alone. */
const zIndividualTypeRef = z.union(
  [
    z.string().trim().min(1, { error: VALIDATION.required }),
    z.object({ individualTypeID: z.string().trim().min(1, { error: VALIDATION.required }) }),
  ],
  { error: VALIDATION.required },
);

export function individualTypeIdOf(
  ref: z.infer<typeof zIndividualTypeRef> | null | undefined,
): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.individualTypeID;
}

const zDob = z
  .string({ error: VALIDATION.invalidFormat })
  .trim()
  .nullish()
  .transform((v) => formatPayloadDate(v))
  .refine((v) => v === null || isBirthDate(v), { error: VALIDATION.invalidFormat })
  .refine((v) => v === null || v <= new Date().toISOString().slice(0, 10), {
    error: 'The date of birth cannot be in the future',
  });

/**
 * The individual body of POST and PUT /api/Individuals (spec 02 §3, §7), and what the server
 * insists on. The form (ZIndividualForm) asks for more, but spec 02 §5 lets the user save a form
 * with errors anyway ("Create individual anyway"), so the server refuses only what cannot be
 * stored or used: a missing type or name, a value over its maximum length, an e-mail address that
 * is not one, a date that is not a date, a gender outside the list. Every problem is listed.
 */
export const ZIndividualInput = z.object({
  individualID: zUuid.nullish(),
  matterID: zUuid.nullish(),
  organisationID: zUuid.nullish(),
  individualType: zIndividualTypeRef.nullish(),
  individualTypeID: z.string().trim().nullish(),
  title: text('title'),
  firstName: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .superRefine((v, ctx) => {
      if (v.length > INDIVIDUAL_MAX.firstName)
        ctx.addIssue({ code: 'custom', message: tooMany(INDIVIDUAL_MAX.firstName, v.length) });
    }),
  middleNames: text('middleNames'),
  surname: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .superRefine((v, ctx) => {
      if (v.length > INDIVIDUAL_MAX.surname)
        ctx.addIssue({ code: 'custom', message: tooMany(INDIVIDUAL_MAX.surname, v.length) });
    }),
  gender: z
    .enum(GENDERS, { error: VALIDATION.invalidFormat })
    .nullish()
    .or(z.literal('').transform(() => null)),
  dob: zDob,
  telephone: text('telephone'),
  mobileTelephone: text('mobileTelephone'),
  addressLine1: text('addressLine1'),
  addressLine2: text('addressLine2'),
  addressLine3: text('addressLine3'),
  cityTown: text('cityTown'),
  county: text('county'),
  postCode: text('postCode'),
  country: text('country'),
  emailAddress: text('emailAddress').refine((v) => !v || z.email().safeParse(v).success, {
    error: VALIDATION.invalidEmail,
  }),
  nino: code('nino'),
  passport: code('passport'),
  passportMrz: text('passportMrz'),
  drivingLicence: code('drivingLicence'),
  idCard: text('idCard'),
  travelVisa: code('travelVisa'),
  bankName: text('bankName'),
  bankSortCode: text('bankSortCode'),
  bankAccountNumber: text('bankAccountNumber'),
  bankAccountName: text('bankAccountName'),
});
export type IndividualInput = z.infer<typeof ZIndividualInput>;

type FormValues = Partial<Record<string, unknown>>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Adds an issue at `path` unless the value is empty or passes `ok`. */
function pattern(ctx: z.RefinementCtx, values: FormValues, path: string, ok: (v: string) => boolean) {
  const v = str(values[path]);
  if (v && !ok(v)) ctx.addIssue({ code: 'custom', path: [path], message: VALIDATION.invalidFormat });
}

const REQUIRED_FORM_FIELDS = [
  'title',
  'firstName',
  'surname',
  'gender',
  'dob',
  'addressLine1',
  'cityTown',
  'postCode',
  'country',
] as const;

/**
 * The individual form of spec 02 §5 / 03 §5 with every rule: the required fields (individualType,
 * title, firstName, surname, gender, dob, addressLine1, cityTown, postCode, country), the max
 * lengths, a valid e-mail, and the patterns (UK landline with optional #extension, UK mobile, NINO
 * with HMRC's issuing rules, passport, driving licence consistent with the holder, travel visa,
 * sort code, account number). The web form validates with it; a form that fails it opens the
 * invalid-data confirmation.
 */
export const ZIndividualForm = ZIndividualInput.superRefine((values, ctx) => {
  if (!individualTypeIdOf(values.individualType) && !values.individualTypeID) {
    ctx.addIssue({ code: 'custom', path: ['individualType'], message: VALIDATION.required });
  }
  for (const field of REQUIRED_FORM_FIELDS) {
    if (!str(values[field])) ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION.required });
  }
  const title = str(values.title);
  if (title && !(TITLES as readonly string[]).includes(title)) {
    ctx.addIssue({ code: 'custom', path: ['title'], message: VALIDATION.invalidFormat });
  }
  pattern(ctx, values, 'telephone', isUkLandline);
  pattern(ctx, values, 'mobileTelephone', isUkMobile);
  pattern(ctx, values, 'nino', (v) => ninoProblems(v).length === 0);
  pattern(ctx, values, 'passport', isPassportNumber);
  pattern(ctx, values, 'travelVisa', isTravelVisaNumber);
  pattern(ctx, values, 'bankSortCode', isSortCode);
  pattern(ctx, values, 'bankAccountNumber', isAccountNumber);
  const licence = str(values.drivingLicence);
  if (licence && !isDrivingLicenceNumber(licence)) {
    ctx.addIssue({ code: 'custom', path: ['drivingLicence'], message: VALIDATION.invalidFormat });
  } else if (licence && values.dob) {
    const problems = drivingLicenceProblems(licence, {
      surname: values.surname,
      firstName: values.firstName,
      middleNames: values.middleNames,
      dob: values.dob,
      gender: values.gender,
    });
    if (problems.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['drivingLicence'], message: LICENCE_MISMATCH });
    }
  }
});

export const LICENCE_MISMATCH =
  "The driving licence number does not match the individual's name or date of birth";

/** How a document number is stored: upper case, no spaces (the sort code keeps its digits only). */
export function normaliseDocumentNumber(value: string): string {
  return compactCode(value);
}
