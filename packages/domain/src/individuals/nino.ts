import { compactCode } from './patterns.js';

/*
 * National Insurance numbers by HMRC's rules. Source: HMRC National Insurance Manual NIM39110
 * "National Insurance Numbers (NINOs): Format and Security: What a NINO looks like"
 * (https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110):
 * - "A NINO is made up of 2 letters, 6 numbers and a final letter, which is always A, B, C, or D."
 * - "The characters D, F, I, Q, U, and V are not used as either the first or second letter of a
 *   NINO prefix. The letter O is not used as the second letter of a prefix. Prefixes BG, GB, KN,
 *   NK, NT, TN and ZZ are not to be used."
 * - "QQ 12 34 56 A … is an example only and should not be used as an actual number."
 * - Administrative numbers "look like NINOs but … do not use valid prefixes": OO (tax credits),
 *   CR (Account Investigations), FY (Attendance Allowance), MW (migrant workers 1980–1987), NC
 *   (stakeholder pension dummy identifiers), PP (pension schemes, PP999999P), PY and PZ (tax-only
 *   accounts).
 * - Temporary numbers (no longer used) were TN, the date of birth (ddmmyy) and M or F for the sex:
 *   "TN 31 12 80 M".
 * - A Temporary Reference Number (TRN) reads "11 a1 11 11": an HMRC reference, "it is not a NINO".
 */

/** Two letters, six digits and the suffix, which HMRC's rules require (NIM39110). */
export const NINO_FORM_PATTERN = /^[A-Z]{2}\d{6}[A-D]$/;

const NINO_NEVER_FIRST = 'DFIQUV';
const NINO_NEVER_SECOND = 'DFIOQUV';
export const NINO_NEVER_PREFIXES = ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'] as const;
/** NIM39110 "Administrative Numbers": reference numbers that look like NINOs. */
export const NINO_ADMINISTRATIVE_PREFIXES = ['OO', 'CR', 'FY', 'MW', 'NC', 'PP', 'PY', 'PZ'] as const;

export type NinoProblem =
  | 'format'
  | 'suffixMissing'
  | 'suffix'
  | 'firstLetter'
  | 'secondLetter'
  | 'prefix'
  | 'example'
  | 'administrative'
  | 'temporary'
  | 'temporaryReference';

/** Why a value is not a National Insurance number, in the words the form and the check show. */
export const NINO_TEXTS: Record<NinoProblem, string> = {
  format: 'A National Insurance number is two letters, six digits and a letter A, B, C or D',
  suffixMissing: 'The National Insurance number must end with its letter A, B, C or D',
  suffix: 'The last letter of a National Insurance number is A, B, C or D',
  firstLetter: 'No National Insurance number starts with D, F, I, Q, U or V',
  secondLetter: 'The second letter of a National Insurance number is never D, F, I, O, Q, U or V',
  prefix: 'HMRC never issues National Insurance numbers starting BG, GB, KN, NK, NT, TN or ZZ',
  example: "This is HMRC's example number (QQ 12 34 56), not a real National Insurance number",
  administrative: 'This is an administrative reference number, not a National Insurance number',
  temporary: 'This is a temporary number, not a National Insurance number',
  temporaryReference: "This is HMRC's Temporary Reference Number (TRN), not a National Insurance number",
};

/**
 * TN, then six digits (the date of birth ddmmyy) and a letter (M or F): NIM39110 "Temporary
 * Numbers". TN is never a NINO prefix, so every TN number is a temporary one.
 */
const TEMPORARY_NUMBER = /^TN\d{6}[A-Z]?$/;
/** NIM39110 "Temporary Reference Number (TRN)": 11 a1 11 11. */
const TEMPORARY_REFERENCE = /^\d{2}[A-Z]\d{5}$/;

/**
 * HMRC's rules for a National Insurance number (NIM39110). Answers the problems found, none for a
 * number HMRC could have issued. An administrative, temporary or example number answers only
 * that, the reason a user needs; otherwise every broken rule is listed.
 */
export function ninoProblems(value: string): NinoProblem[] {
  const nino = compactCode(value);
  if (TEMPORARY_REFERENCE.test(nino)) return ['temporaryReference'];
  if (TEMPORARY_NUMBER.test(nino)) return ['temporary'];
  if (!/^[A-Z]{2}\d{6}[A-Z]?$/.test(nino)) return ['format'];
  const prefix = nino.slice(0, 2);
  if (prefix === 'QQ') return ['example'];
  if ((NINO_ADMINISTRATIVE_PREFIXES as readonly string[]).includes(prefix)) return ['administrative'];
  const problems: NinoProblem[] = [];
  if (NINO_NEVER_FIRST.includes(nino[0]!)) problems.push('firstLetter');
  if (NINO_NEVER_SECOND.includes(nino[1]!)) problems.push('secondLetter');
  if ((NINO_NEVER_PREFIXES as readonly string[]).includes(prefix)) problems.push('prefix');
  const suffix = nino[8];
  if (suffix === undefined) problems.push('suffixMissing');
  else if (!'ABCD'.includes(suffix)) problems.push('suffix');
  return problems;
}

export function isIssuableNino(value: string): boolean {
  return ninoProblems(value).length === 0;
}

/** The first reason a value is not a National Insurance number, or null for one HMRC could issue. */
export function ninoMessage(value: string): string | null {
  const [first] = ninoProblems(value);
  return first ? NINO_TEXTS[first] : null;
}
