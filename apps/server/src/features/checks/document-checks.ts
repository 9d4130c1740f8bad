import {
  compactCode,
  drivingLicenceProblems,
  isPassportNumber,
  isTravelVisaNumber,
  licenceSurnameCode,
  NINO_TEXTS,
  PASSPORT_TEXTS,
  ninoProblems,
  todayInUk,
} from '@probity/domain';
import { parse } from 'mrz';
import type { CheckComponentRecord } from '../../db/schema/index.js';

/*
 * Document-number checks (issue 5, real in every mode): the NINO against HMRC's issuing rules, the
 * passport number and, when the machine-readable zone is given, its ICAO 9303 check digits and its
 * agreement with the passport number, birth date and surname; the UK driving licence against the
 * holder's surname, birth date, sex and initials; the travel visa number's format. The findings
 * name the document and the rule, never the number.
 */

export interface DocumentHolder {
  firstName: string;
  middleNames: string;
  surname: string;
  gender: string | null;
  dob: string | null;
  nino: string | null;
  passport: string | null;
  passportMrz: string | null;
  drivingLicence: string | null;
  idCard: string | null;
  travelVisa: string | null;
}

export interface DocumentFinding {
  document: 'nino' | 'passport' | 'drivingLicence' | 'travelVisa' | 'idCard';
  valid: boolean;
  detail: string;
}

const CHECK_DIGIT_FIELDS = [
  'documentNumberCheckDigit',
  'birthDateCheckDigit',
  'expirationDateCheckDigit',
  'personalNumberCheckDigit',
  'compositeCheckDigit',
];

/** The passport's MRZ (TD3): every check digit right, and the same number, birth date and surname. */
export function mrzFindings(mrz: string, holder: DocumentHolder): string[] {
  const lines = mrz
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines);
  } catch {
    return ['the machine-readable zone cannot be read'];
  }
  const problems: string[] = [];
  if (result.format !== 'TD3') problems.push('the machine-readable zone is not that of a passport');
  const badDigits = result.details.filter((d) => CHECK_DIGIT_FIELDS.includes(String(d.field)) && !d.valid);
  if (badDigits.length > 0) problems.push(`wrong check digit (${badDigits.map((d) => d.label).join(', ')})`);
  const f = result.fields;
  if (
    holder.passport &&
    f.documentNumber &&
    compactCode(holder.passport) !== f.documentNumber.replace(/</g, '')
  ) {
    problems.push('the passport number differs from the machine-readable zone');
  }
  if (holder.dob && f.birthDate && holder.dob.slice(2).replace(/-/g, '') !== f.birthDate) {
    problems.push('the birth date differs from the machine-readable zone');
  }
  if (f.lastName && licenceSurnameCode(f.lastName) !== licenceSurnameCode(holder.surname)) {
    problems.push('the surname differs from the machine-readable zone');
  }
  return problems;
}

const LICENCE_TEXT: Record<string, string> = {
  format: 'not a UK driving licence number',
  date: 'has a birth month and day that are not a real date',
  surname: 'does not match the surname',
  birthDate: 'does not match the date of birth',
  gender: 'does not match the gender',
  initials: 'does not match the initials',
};

const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The expiry date of a TD3 machine-readable zone as 'YYYY-MM-DD' (ICAO 9303 part 4: YYMMDD, no
 * century). A passport is valid for at most about ten years, so a year more than 50 years ahead of
 * today is read in the last century. Null when the zone cannot be read or holds no real date.
 */
export function mrzExpiryDate(mrz: string, today: string = todayInUk()): string | null {
  const lines = mrz
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  let yymmdd: string | null | undefined;
  try {
    yymmdd = parse(lines).fields.expirationDate;
  } catch {
    return null;
  }
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd ?? '');
  if (!m) return null;
  const thisYear = Number(today.slice(0, 4));
  let year = 2000 + Number(m[1]);
  if (year > thisYear + 50) year -= 100;
  const iso = `${year}-${m[2]}-${m[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** 'The passport expired on 15 April 2012' when the zone's expiry date is before today (UK). */
export function passportExpiryFinding(mrz: string, today: string = todayInUk()): string | null {
  const expiry = mrzExpiryDate(mrz, today);
  if (!expiry || expiry >= today) return null;
  return PASSPORT_TEXTS.expiredOn(UK_DATE.format(new Date(`${expiry}T00:00:00Z`)));
}

/** The document findings; today (UK, 'YYYY-MM-DD') decides whether a passport has expired. */
export function documentFindings(holder: DocumentHolder, today: string = todayInUk()): DocumentFinding[] {
  const findings: DocumentFinding[] = [];
  if (holder.nino) {
    const problems = ninoProblems(holder.nino);
    findings.push({
      document: 'nino',
      valid: problems.length === 0,
      detail:
        problems.length === 0
          ? 'National Insurance number could have been issued'
          : `National Insurance number refused (HMRC NIM39110): ${problems.map((p) => NINO_TEXTS[p]).join('; ')}`,
    });
  }
  if (holder.passport || holder.passportMrz) {
    const problems: string[] = [];
    if (holder.passport && !isPassportNumber(holder.passport)) problems.push('not a passport number');
    if (holder.passportMrz) {
      problems.push(...mrzFindings(holder.passportMrz, holder));
      const expired = passportExpiryFinding(holder.passportMrz, today);
      if (expired) problems.push(expired);
    }
    findings.push({
      document: 'passport',
      valid: problems.length === 0,
      detail:
        problems.length === 0
          ? holder.passportMrz
            ? 'Passport number and machine-readable zone are valid'
            : 'Passport number is well formed'
          : `Passport: ${problems.join('; ')}`,
    });
  }
  if (holder.drivingLicence) {
    const problems = holder.dob
      ? drivingLicenceProblems(holder.drivingLicence, { ...holder, dob: holder.dob })
      : drivingLicenceProblems(holder.drivingLicence, { ...holder, dob: '' }).filter(
          (p) => p !== 'birthDate',
        );
    findings.push({
      document: 'drivingLicence',
      valid: problems.length === 0,
      detail:
        problems.length === 0
          ? 'Driving licence number is consistent with the holder'
          : `Driving licence number ${problems.map((p) => LICENCE_TEXT[p]).join(', ')}`,
    });
  }
  if (holder.travelVisa) {
    const ok = isTravelVisaNumber(holder.travelVisa);
    findings.push({
      document: 'travelVisa',
      valid: ok,
      detail: ok ? 'Travel visa number is well formed' : 'Travel visa number is not well formed',
    });
  }
  if (holder.idCard)
    findings.push({ document: 'idCard', valid: true, detail: 'ID card given (no number rule applies)' });
  return findings;
}

/** The documents part of a Probity Check, and whether any document is invalid. */
export function documentsComponent(
  holder: DocumentHolder,
  today: string = todayInUk(),
): {
  component: CheckComponentRecord;
  invalidDocs: boolean;
} {
  const findings = documentFindings(holder, today);
  if (findings.length === 0) {
    return {
      component: {
        component: 'documents',
        outcome: 'notProvided',
        detail: 'No identity document was given',
        source: 'local',
      },
      invalidDocs: false,
    };
  }
  const invalid = findings.filter((f) => !f.valid);
  return {
    component: {
      component: 'documents',
      outcome: invalid.length > 0 ? 'fail' : 'pass',
      detail: findings.map((f) => f.detail).join('. '),
      source: 'local',
    },
    invalidDocs: invalid.length > 0,
  };
}
