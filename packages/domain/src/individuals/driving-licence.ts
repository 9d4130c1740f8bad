import { compactCode, isDrivingLicenceNumber } from './patterns.js';

export interface LicenceHolder {
  surname: string;
  firstName: string;
  middleNames?: string | null;
  /** 'YYYY-MM-DD'. */
  dob: string;
  gender?: string | null;
}

export type LicenceProblem = 'format' | 'surname' | 'birthDate' | 'gender' | 'initials';

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
