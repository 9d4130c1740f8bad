/*
 * The patterns of the individual form (spec 02 §5, 03 §5): "Patterns exist for UK phone numbers,
 * NINO, passport, driving licence and travel visa"; "the sort code is 6 digits or nn-nn-nn, not
 * all zeros, and the account number is 1 to 17 word characters". The exact patterns are not shown,
 * so these are the UK formats, written once here for the form and the server.
 */

/**
 * A value as the server shows it masked to a viewer who may not see it in clear (asterisks, then
 * at most the last two characters). Sent back it means "unchanged", so no pattern applies to it;
 * the server refuses one that is not the stored value's mask.
 */
export function isMaskedValue(value: string): boolean {
  return /^\*+[^*]{0,2}$/.test(value.trim());
}

/** Drops the spaces, hyphens, dots and brackets people type inside numbers. */
export function compactNumber(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** Upper case without spaces: how document numbers are compared and stored. */
export function compactCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * A UK landline (01, 02 or 03 numbers: 11 digits with the leading 0, 10 in a few 01 areas, or +44 without it),
 * optionally followed by '#' and an extension of 3 or 4 digits: '020 7946 0018 #123'.
 */
export function isUkLandline(value: string): boolean {
  const [number = '', extension, ...rest] = value.split('#');
  if (rest.length > 0) return false;
  if (extension !== undefined && !/^\s*\d{3,4}\s*$/.test(extension)) return false;
  const digits = compactNumber(number).replace(/^(?:\+44|0044)0?/, '0');
  // 02 and 03 numbers have 11 digits; a few 01 areas (016977) have 10.
  return /^0(?:1\d{8,9}|[23]\d{9})$/.test(digits);
}

/** A UK mobile: 07xxx xxxxxx, or +44 7xxx xxxxxx. */
export function isUkMobile(value: string): boolean {
  return /^(?:07\d{9}|(?:\+44|0044)7\d{9})$/.test(compactNumber(value));
}

/* National Insurance numbers: nino.ts (HMRC NIM39110). */

/**
 * A passport number: the document number of an ICAO 9303 passport, 6 to 9 letters or digits
 * (a UK passport has 9 digits).
 */
export const PASSPORT_PATTERN = /^[A-Z0-9]{6,9}$/;

export function isPassportNumber(value: string): boolean {
  return PASSPORT_PATTERN.test(compactCode(value));
}

/**
 * A UK driving licence number (DVLA, 16 characters, DOMAIN-NOTES): five surname characters padded
 * with 9, the decade digit, the month (+50 for women), the day, the year digit, two initials
 * padded with 9, an arbitrary digit and two check characters; the two-digit issue number printed
 * after it may follow.
 */
export const DRIVING_LICENCE_PATTERN = /^[A-Z9]{5}\d[0156]\d[0-3]\d\d[A-Z9]{2}\d[A-Z0-9]{2}(?:\d{2})?$/;

export function isDrivingLicenceNumber(value: string): boolean {
  return DRIVING_LICENCE_PATTERN.test(compactCode(value));
}

/**
 * A travel visa or residence permit number: 6 to 16 letters and digits with at least one digit
 * (a UK vignette or BRP number reads like 'ZU1234567').
 */
export function isTravelVisaNumber(value: string): boolean {
  const v = compactCode(value);
  return /^[A-Z0-9]{6,16}$/.test(v) && /\d/.test(v);
}

/** spec 03 §5: the sort code is 6 digits or nn-nn-nn, not all zeros. */
export function isSortCode(value: string): boolean {
  const v = value.trim();
  return /^(?:\d{6}|\d{2}-\d{2}-\d{2})$/.test(v) && /[1-9]/.test(v);
}

/** The six digits of a sort code. */
export function sortCodeDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** spec 03 §5: the account number is 1 to 17 word characters. */
export function isAccountNumber(value: string): boolean {
  return /^\w{1,17}$/.test(value.trim());
}

/** A UK postcode, format only (DOMAIN-NOTES "Addresses"). */
export function isUkPostcode(value: string): boolean {
  return /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i.test(value.trim());
}
