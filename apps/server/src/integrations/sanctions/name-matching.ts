/*
 * Fuzzy name matching for sanctions and PEP screening (DOMAIN-NOTES "Screening normally compares
 * normalised names (case, accents, order of parts, aliases) with a similarity score, and uses
 * birth date … to raise or lower a match"). Pure functions, tested in name-matching.test.ts.
 */

/** Lower case, accents and punctuation removed, hyphens and apostrophes joined or split. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function nameTokens(name: string): string[] {
  return normaliseName(name).split(' ').filter(Boolean);
}

/** Jaro similarity of two strings, 0 to 1. */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(i + window + 1, b.length);
    for (let j = from; j < to; j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = true;
      bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  const m = matches;
  return (m / a.length + m / b.length + (m - transpositions / 2) / m) / 3;
}

/** Jaro-Winkler: Jaro with a bonus for a common prefix of up to 4 characters. */
export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return j + prefix * 0.1 * (1 - j);
}

function bestMatch(token: string, candidates: readonly string[]): number {
  let best = 0;
  for (const c of candidates) best = Math.max(best, jaroWinkler(token, c));
  return best;
}

/**
 * Token-set similarity of a person's name and a listed name, independent of the order of parts.
 * Every part of the person's name must find a close part in the listed name, and the listed
 * name's given name and surname must be found in the person's: the score is the mean of both
 * directions. Middle names of the listed name that the person's name leaves out cost nothing.
 */
export function nameSimilarity(person: string[], listed: { tokens: string[]; keyTokens: string[] }): number {
  if (person.length === 0 || listed.tokens.length === 0) return 0;
  const forward = person.reduce((sum, t) => sum + bestMatch(t, listed.tokens), 0) / person.length;
  const keys = listed.keyTokens.length > 0 ? listed.keyTokens : listed.tokens;
  const backward = keys.reduce((sum, t) => sum + bestMatch(t, person), 0) / keys.length;
  return (forward + backward) / 2;
}

export type DobAgreement = 'same date' | 'same year' | 'different' | 'unknown';

/** A published birth date 'dd/mm/yyyy' (00 for an unknown day or month) against 'YYYY-MM-DD'. */
export function dobAgreement(personDob: string | null, listed: readonly string[]): DobAgreement {
  if (!personDob || listed.length === 0) return 'unknown';
  const [year, month, day] = personDob.split('-');
  let best: DobAgreement = 'different';
  for (const d of listed) {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(d.trim());
    if (!m) continue;
    const [, dd, mm, yyyy] = m;
    if (yyyy !== year) continue;
    const dayOk = dd === '00' || dd === day;
    const monthOk = mm === '00' || mm === month;
    if (dayOk && monthOk && dd !== '00' && mm !== '00') return 'same date';
    best = 'same year';
  }
  return best;
}

/** How a birth date moves a name score: agreement raises it, a different year lowers it. */
export const DOB_ADJUSTMENT: Record<DobAgreement, number> = {
  'same date': 0.05,
  'same year': 0.02,
  different: -0.08,
  unknown: 0,
};

/** A name score (after the birth date) at or above this is a match. */
export const MATCH_THRESHOLD = 0.9;
