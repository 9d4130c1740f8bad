/** spec 02 §5 / 03 §5 individual form: max lengths per field. */
export const INDIVIDUAL_MAX = {
  title: 200,
  firstName: 200,
  middleNames: 200,
  surname: 200,
  addressLine1: 200,
  addressLine2: 200,
  addressLine3: 200,
  cityTown: 200,
  county: 200,
  country: 200,
  emailAddress: 200,
  passport: 200,
  travelVisa: 200,
  postCode: 20,
  telephone: 30,
  mobileTelephone: 20,
  nino: 10,
  drivingLicence: 20,
  bankName: 500,
  bankAccountName: 500,
  bankSortCode: 10,
  bankAccountNumber: 20,
  /** Not given by the spec: the general text limit (01 §9). */
  idCard: 200,
  /** The two 44-character lines of a passport's machine-readable zone and a line break. */
  passportMrz: 100,
} as const;

export type IndividualTextField = keyof typeof INDIVIDUAL_MAX;

/** spec 02 §3 Lists. */
export const GENDERS = ['Male', 'Female', 'Unknown'] as const;
export const TITLES = ['Mr', 'Miss', 'Mrs', 'Sir', 'Dr'] as const;

/** spec 02 §5 datepicker: a year above 1000. */
export const DOB_MIN_YEAR = 1001;

/**
 * The fields kept encrypted at rest and shown only to those who may see them (ARCHITECTURE
 * "Personal data is protected"; issue 5).
 */
export const SENSITIVE_INDIVIDUAL_FIELDS = [
  'nino',
  'passport',
  'passportMrz',
  'drivingLicence',
  'idCard',
  'travelVisa',
  'bankSortCode',
  'bankAccountNumber',
] as const;
export type SensitiveIndividualField = (typeof SENSITIVE_INDIVIDUAL_FIELDS)[number];

/**
 * Decision (spec silent on a score threshold, 02 §9): a check passes with a score of at least this,
 * no sanctions match and no invalid document.
 */
export const CHECK_PASS_SCORE = 70;
