import { z } from 'zod';
import { zUuid } from '../schemas/fields.js';
import { DATE_TEXTS, isCalendarDate, todayInUk } from '../calendar.js';
import { VALIDATION } from '../texts.js';
import { DECEASED_TEXTS } from './texts.js';
import { DRIVING_LICENCE_TEXTS, drivingLicenceProblems, isRealLicenceDate } from './driving-licence.js';
import { ninoMessage } from './nino.js';
import { DOB_MIN_YEAR, GENDERS, INDIVIDUAL_MAX, type IndividualTextField, TITLES } from './limits.js';
import {
  compactCode,
  isAccountNumber,
  isDrivingLicenceNumber,
  isMaskedValue,
  isPassportNumber,
  isSortCode,
  isTravelVisaNumber,
  isUkLandline,
  isUkMobile,
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
    if (key === 'dob' || key === 'dateOfDeath') out[key] = formatPayloadDate(value as Date | string | null);
    else if (keepEmpty) out[key] = value ?? '';
    else out[key] = value === '' ? null : value;
  }
  return out as T;
}

const tooMany = (max: number, actual: number) => VALIDATION.tooManyCharacters(max, actual);

/**
 * A value's check: true when it is right, false for 'Invalid format', or the words that say why it
 * is wrong (a NINO that is a temporary number, a licence whose date is not real).
 */
type ValueCheck = (v: string) => boolean | string;

/** A value's problems: over the max length, or (when not empty) not matching its pattern. */
function checkValue(max: number, ok: ValueCheck | undefined) {
  return (v: string, ctx: z.RefinementCtx) => {
    if (v.length > max) ctx.addIssue({ code: 'custom', message: tooMany(max, v.length) });
    if (!v || !ok || isMaskedValue(v)) return;
    const verdict = ok(v);
    if (verdict !== true)
      ctx.addIssue({ code: 'custom', message: verdict === false ? VALIDATION.invalidFormat : verdict });
  };
}

/**
 * An optional text field with its max length and, if given, its pattern (checked only when the
 * value is not empty); '' and null both mean empty.
 */
function text(field: IndividualTextField, ok?: ValueCheck) {
  return z
    .string({ error: VALIDATION.invalidFormat })
    .trim()
    .superRefine(checkValue(INDIVIDUAL_MAX[field], ok))
    .nullish();
}

/**
 * A document number: stored upper case without spaces ('AB 12 34 56 C' is 'AB123456C'), and its
 * max length and pattern apply to that form.
 */
function code(field: IndividualTextField, ok?: ValueCheck) {
  return z
    .string({ error: VALIDATION.invalidFormat })
    .transform(compactCode)
    .superRefine(checkValue(INDIVIDUAL_MAX[field], ok))
    .nullish();
}

/** HMRC's rules (nino.ts, NIM39110), with the reason a number is refused. */
const checkNino: ValueCheck = (v) => ninoMessage(v) ?? true;

/** A licence's structure, then its birth month and day as a real date (driving-licence.ts). */
const checkLicence: ValueCheck = (v) =>
  !isDrivingLicenceNumber(v) ? false : isRealLicenceDate(v) || DRIVING_LICENCE_TEXTS.notARealDate;

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

/** Issue 11: an impossible day, as a date or an ISO date-time ('1950-02-31T00:00:00'), is not a date. */
export const zBirthDate = z
  .string({ error: DATE_TEXTS.invalidDate })
  .trim()
  .nullish()
  .transform((v) => formatPayloadDate(v))
  .refine((v) => v === null || isBirthDate(v), { error: DATE_TEXTS.invalidDate })
  .refine((v) => v === null || v <= new Date().toISOString().slice(0, 10), {
    error: 'The date of birth cannot be in the future',
  });

/**
 * A Deceased individual's date of death (issue 11): a real date (schemas/dates.ts, 'Enter a real
 * date'), not after today in the UK. "Not before the date of birth" is checked on the object.
 */
const zDateOfDeath = z
  .string({ error: DATE_TEXTS.invalidDate })
  .trim()
  .nullish()
  // Left out stays left out: an update keeps the stored date.
  .transform((v) => (v === undefined ? undefined : formatPayloadDate(v)))
  .refine((v) => v == null || isBirthDate(v), { error: DATE_TEXTS.invalidDate })
  .refine((v) => v == null || v <= todayInUk(), {
    error: DECEASED_TEXTS.deathInFuture,
  });

/** The date of death is not before the date of birth (when the body gives both). */
export function deathBeforeBirth(
  dob: string | null | undefined,
  dateOfDeath: string | null | undefined,
): boolean {
  return !!dob && !!dateOfDeath && dateOfDeath < dob;
}

/**
 * The individual body of POST and PUT /api/Individuals (spec 02 §3, §7), and what the server
 * insists on: a type and the names, the max lengths, and every given value in its format (UK
 * landline and mobile, NINO with HMRC's issuing rules, passport, driving licence, travel visa,
 * sort code, account number, e-mail, date of birth, gender). Spec 02 §5 lets the user save a form
 * with errors anyway ("Create individual anyway"): what that relaxes is only the form's required
 * fields, the title's list (records made before it hold 'Ms') and the driving licence's match
 * with the holder, never a value's format. Every problem is listed.
 */
export const ZIndividualInput = z
  .object({
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
    dob: zBirthDate,
    /** Only for a Deceased individual (the server refuses it on any other type). */
    dateOfDeath: zDateOfDeath,
    telephone: text('telephone', isUkLandline),
    mobileTelephone: text('mobileTelephone', isUkMobile),
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
    nino: code('nino', checkNino),
    passport: code('passport', isPassportNumber),
    passportMrz: text('passportMrz'),
    drivingLicence: code('drivingLicence', checkLicence),
    idCard: text('idCard'),
    travelVisa: code('travelVisa', isTravelVisaNumber),
    bankName: text('bankName'),
    bankSortCode: text('bankSortCode', isSortCode),
    bankAccountNumber: text('bankAccountNumber', isAccountNumber),
    bankAccountName: text('bankAccountName'),
  })
  .superRefine((values, ctx) => {
    if (deathBeforeBirth(values.dob, values.dateOfDeath))
      ctx.addIssue({ code: 'custom', path: ['dateOfDeath'], message: DECEASED_TEXTS.deathBeforeBirth });
    // 29 February of a '00' licence: the date of birth decides between 1900 and 2000.
    const licence = values.drivingLicence;
    if (
      licence &&
      values.dob &&
      !isMaskedValue(licence) &&
      isDrivingLicenceNumber(licence) &&
      isRealLicenceDate(licence) &&
      !isRealLicenceDate(licence, values.dob)
    )
      ctx.addIssue({ code: 'custom', path: ['drivingLicence'], message: DRIVING_LICENCE_TEXTS.notARealDate });
  });
export type IndividualInput = z.infer<typeof ZIndividualInput>;

type FormValues = Partial<Record<string, unknown>>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

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
 * The individual form of spec 02 §5 / 03 §5 with every rule: the server's (ZIndividualInput: max
 * lengths, a valid e-mail, the patterns: UK landline with optional #extension, UK mobile, NINO
 * with HMRC's issuing rules, passport, driving licence, travel visa, sort code, account number),
 * plus the required fields (individualType, title, firstName, surname, gender, dob, addressLine1,
 * cityTown, postCode, country), the title from the list and the driving licence consistent with
 * the holder. The web form
 * validates with it; a form that fails it opens the invalid-data confirmation, and a save anyway
 * still meets ZIndividualInput or answers 400.
 */
export const ZIndividualForm = ZIndividualInput.superRefine((values, ctx) => {
  if (!individualTypeIdOf(values.individualType) && !values.individualTypeID) {
    ctx.addIssue({ code: 'custom', path: ['individualType'], message: VALIDATION.required });
  }
  for (const field of REQUIRED_FORM_FIELDS) {
    if (!str((values as FormValues)[field]))
      ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION.required });
  }
  const title = str(values.title);
  if (title && !(TITLES as readonly string[]).includes(title)) {
    ctx.addIssue({ code: 'custom', path: ['title'], message: VALIDATION.invalidFormat });
  }
  const licence = str(values.drivingLicence);
  if (licence && isDrivingLicenceNumber(licence) && values.dob) {
    const problems = drivingLicenceProblems(licence, {
      surname: values.surname,
      firstName: values.firstName,
      middleNames: values.middleNames,
      dob: values.dob,
      gender: values.gender,
    });
    // An impossible date is already the field's own message; the match with the holder then waits.
    if (problems.length > 0 && !problems.includes('date')) {
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
