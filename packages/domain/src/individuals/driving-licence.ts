import { compactCode, isDrivingLicenceNumber } from './patterns.js';

export interface LicenceHolder {
  surname: string;
  firstName: string;
  middleNames?: string | null;
  /** 'YYYY-MM-DD'. */
  dob: string;
  gender?: string | null;
}

export type LicenceProblem = 'format' | 'date' | 'surname' | 'birthDate' | 'gender' | 'initials';

export const DRIVING_LICENCE_TEXTS = {
  notARealDate:
    "The driving licence number's birth month and day are not a real date (for example 31 February)",
} as const;

function daysInMonth(month: number, year: number | null): number {
  if (month === 2) {
    // A year we cannot decide (…00: 1900 or 2000) allows the 29th.
    if (year === null) return 29;
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Do the licence's birth digits make a real date (DOMAIN-NOTES "UK driving licence")? Characters
 * 7–8 are the month, 51–62 for a woman (+5 on the tens digit), 9–10 the day, and 6 and 11 the
 * decade and year digits. The licence holds no century, so 29 February needs a leap year only when
 * the year can be decided: a two-digit year not divisible by 4 is never a leap year, and for '00'
 * the holder's date of birth (when given and agreeing) decides between 1900 and 2000.
 */
export function isRealLicenceDate(licence: string, dob?: string | null): boolean {
  const n = compactCode(licence);
  if (!/^[A-Z9]{5}\d{5}/.test(n)) return false;
  const coded = Number(n.slice(6, 8));
  const month = coded > 50 ? coded - 50 : coded;
  if (month < 1 || month > 12) return false;
  const yy = `${n[5]}${n[10]}`;
  let year: number | null = yy === '00' ? null : 2000 + Number(yy);
  if (dob && /^\d{4}-/.test(dob) && dob.slice(2, 4) === yy) year = Number(dob.slice(0, 4));
  const day = Number(n.slice(8, 10));
  return day >= 1 && day <= daysInMonth(month, year);
}

/** The five surname characters of a licence: letters only, 'Mac' written 'MC', padded with 9. */
export function licenceSurnameCode(surname: string): string {
  const letters = surname
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  const mc = letters.startsWith('MAC') ? `MC${letters.slice(3)}` : letters;
  return mc.slice(0, 5).padEnd(5, '9');
}

function initialsOf(holder: LicenceHolder): string {
  const first = holder.firstName
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .charAt(0);
  const middle = (holder.middleNames ?? '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .charAt(0);
  return `${first || '9'}${middle || '9'}`;
}

/**
 * Is a UK driving licence number consistent with its holder (DOMAIN-NOTES "UK driving licence")?
 * Characters 1–5 are the surname, 6 the decade of birth, 7–8 the month (+50 for a woman), 9–10
 * the day, 11 the year digit, 12–13 the initials. The check characters cannot be computed.
 * A gender other than Male or Female accepts either form of the month.
 */
export function drivingLicenceProblems(licence: string, holder: LicenceHolder): LicenceProblem[] {
  const n = compactCode(licence);
  if (!isDrivingLicenceNumber(n)) return ['format'];
  const problems: LicenceProblem[] = [];
  if (!isRealLicenceDate(n, holder.dob)) problems.push('date');
  if (n.slice(0, 5) !== licenceSurnameCode(holder.surname)) problems.push('surname');
  const dob = /^(\d{4})-(\d{2})-(\d{2})$/.exec(holder.dob);
  if (!dob) {
    problems.push('birthDate');
  } else {
    const [, year = '', month = '', day = ''] = dob;
    const coded = Number(n.slice(6, 8));
    const isFemaleMonth = coded > 50;
    const codedMonth = isFemaleMonth ? coded - 50 : coded;
    if (n[5] !== year[2] || n[10] !== year[3] || codedMonth !== Number(month) || n.slice(8, 10) !== day) {
      problems.push('birthDate');
    }
    const gender = (holder.gender ?? '').toLowerCase();
    if ((gender === 'female' && !isFemaleMonth) || (gender === 'male' && isFemaleMonth))
      problems.push('gender');
  }
  // The second initial is 9 when there is no middle name; a licence may also omit it.
  const initials = n.slice(11, 13);
  const expected = initialsOf(holder);
  if (initials[0] !== expected[0] || (initials[1] !== expected[1] && initials[1] !== '9')) {
    problems.push('initials');
  }
  return problems;
}
