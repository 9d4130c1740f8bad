import {
  DECEASED_TEXTS,
  INDIVIDUAL_TYPES,
  type IndividualInput,
  SENSITIVE_INDIVIDUAL_FIELDS,
  type SensitiveIndividualField,
  VALIDATION,
  deathBeforeBirth,
  individualTypeIdOf,
  isIndividualTypeAllowed,
  isMaskedValue,
  type MatterTypeKey,
} from '@probity/domain';
import type { individuals } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { type BankVerification, verifyBankAccount } from '../../integrations/bank-modulus/bank-modulus.js';
import { type SensitiveValues, maskValue } from './individual-secrets.js';

type PlainField =
  | 'title'
  | 'firstName'
  | 'middleNames'
  | 'surname'
  | 'gender'
  | 'dob'
  | 'telephone'
  | 'mobileTelephone'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressLine3'
  | 'cityTown'
  | 'county'
  | 'postCode'
  | 'country'
  | 'emailAddress'
  | 'bankName'
  | 'bankAccountName';

export type PlainValues = Partial<Pick<typeof individuals.$inferInsert, PlainField>>;

const NULLABLE_PLAIN: PlainField[] = [
  'title',
  'gender',
  'dob',
  'telephone',
  'mobileTelephone',
  'addressLine1',
  'cityTown',
  'county',
  'postCode',
  'country',
  'emailAddress',
  'bankName',
  'bankAccountName',
];
/** spec 02 §5: these become empty strings, never null. */
const EMPTY_STRING_PLAIN: PlainField[] = ['middleNames', 'addressLine2', 'addressLine3'];

/**
 * The values to store from a body, by the payload rule of spec 02 §5 (empty strings become null
 * except middleNames, addressLine2 and addressLine3). A field the body leaves out (undefined) is
 * not in the result, so an update keeps it.
 */
export function plainValuesOf(input: IndividualInput): PlainValues {
  const out: Record<string, unknown> = { firstName: input.firstName, surname: input.surname };
  for (const f of NULLABLE_PLAIN) {
    const v = input[f];
    if (v !== undefined) out[f] = v === '' ? null : v;
  }
  for (const f of EMPTY_STRING_PLAIN) {
    const v = input[f];
    if (v !== undefined) out[f] = v ?? '';
  }
  return out as PlainValues;
}

/**
 * Issue 11: the date of death to store, for the type the individual has after the save. Only a
 * Deceased has one (400 on dateOfDeath otherwise; a type changed away from Deceased drops it); it
 * is not before the date of birth, the stored one when the body leaves either out. Left out of
 * the body, the stored date stays (an empty object).
 */
export function dateOfDeathOf(
  input: Pick<IndividualInput, 'dob' | 'dateOfDeath'>,
  type: string,
  stored: { dob: string | null; dateOfDeath: string | null } | null,
): { dateOfDeath?: string | null } {
  const sent = input.dateOfDeath;
  if (type !== 'deceased') {
    if (sent) throw invalid({ dateOfDeath: [DECEASED_TEXTS.onlyForDeceased] });
    return stored?.dateOfDeath ? { dateOfDeath: null } : {};
  }
  const dateOfDeath = sent === undefined ? (stored?.dateOfDeath ?? null) : sent;
  const dob = input.dob === undefined ? (stored?.dob ?? null) : input.dob;
  if (deathBeforeBirth(dob, dateOfDeath)) throw invalid({ dateOfDeath: [DECEASED_TEXTS.deathBeforeBirth] });
  return sent === undefined ? {} : { dateOfDeath: sent };
}

/** The passport MRZ is kept as its lines, upper case, without stray spaces. */
function normaliseMrz(value: string): string {
  return value
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, '').toUpperCase())
    .filter(Boolean)
    .join('\n');
}

/**
 * The clear sensitive values after a save: what the body gives, or the stored value where the
 * body leaves the field out or sends back the masked form a viewer without the right was shown.
 */
export function sensitiveValuesOf(input: IndividualInput, stored: SensitiveValues | null): SensitiveValues {
  const out = {} as SensitiveValues;
  const errors: Record<string, string[]> = {};
  for (const field of SENSITIVE_INDIVIDUAL_FIELDS) {
    const v = input[field];
    const before = stored?.[field] ?? null;
    if (v === undefined || (v && before && v === maskValue(before))) {
      out[field] = before;
    } else if (v && isMaskedValue(v)) {
      // A masked form that is not the stored value's: no value to keep, and no number to store.
      errors[field] = [VALIDATION.invalidFormat];
    } else if (!v) {
      out[field] = null;
    } else {
      out[field] = field === 'passportMrz' ? normaliseMrz(v) : v.trim();
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return out;
}

export function bankVerificationOf(values: Pick<SensitiveValues, 'bankSortCode' | 'bankAccountNumber'>): {
  bankAccountVerified: boolean;
  bankAccountVerification: BankVerification;
} {
  const verification = verifyBankAccount(values.bankSortCode, values.bankAccountNumber);
  return { bankAccountVerified: verification === 'verified', bankAccountVerification: verification };
}

export const UNKNOWN_TYPE = 'Choose one of the individual types of this matter';

/** The type id a body names (the individualType object, or individualTypeID). */
export function namedType(
  input: Pick<IndividualInput, 'individualType' | 'individualTypeID'>,
): string | null {
  return individualTypeIdOf(input.individualType) ?? input.individualTypeID ?? null;
}

/** A type id checked against the matter type (or the charity types); undefined when none is named. */
export function individualTypeOf(
  named: string | null | undefined,
  context: MatterTypeKey | 'charity',
): string | undefined {
  if (!named) return undefined;
  const key = Object.keys(INDIVIDUAL_TYPES).find((k) => k.toLowerCase() === named.toLowerCase());
  if (!key || !isIndividualTypeAllowed(key, context)) throw invalid({ individualType: [UNKNOWN_TYPE] });
  return key;
}

export function requireType(type: string | undefined): string {
  if (!type) throw invalid({ individualType: [VALIDATION.required] });
  return type;
}

export const fullNameOf = (v: { firstName: string; surname: string }) => `${v.firstName} ${v.surname}`;

export type { SensitiveIndividualField };
