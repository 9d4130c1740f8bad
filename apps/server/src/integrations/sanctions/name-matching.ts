import { asciiTokens, nameForms, phoneticKey, skeleton } from './name-variants.js';

/*
 * Fuzzy name matching for sanctions and PEP screening (DOMAIN-NOTES "Screening normally compares
 * normalised names (case, accents, order of parts, aliases) with a similarity score, and uses
 * birth date … to raise or lower a match"). Pure functions, tested in sanctions.test.ts and
 * name-variants.test.ts. Only the name decides whether a designation is a candidate; the birth
 * date and nationality weigh in screening-outcome.ts.
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

/** Scratch flags for jaro (names are short; a longer string gets its own). */
let aFlags = new Uint8Array(64);
let bFlags = new Uint8Array(64);

/** Jaro similarity of two strings, 0 to 1. */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  if (a.length > aFlags.length) aFlags = new Uint8Array(a.length);
  if (b.length > bFlags.length) bFlags = new Uint8Array(b.length);
  const aMatched = aFlags;
  const bMatched = bFlags;
  aMatched.fill(0, 0, a.length);
  bMatched.fill(0, 0, b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(i + window + 1, b.length);
    for (let j = from; j < to; j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = 1;
      bMatched[j] = 1;
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

/** One part of a name, with its romanisation-proof keys (name-variants.ts). */
export interface TokenKey {
  raw: string;
  phonetic: string;
  skeleton: string;
}

/** A name ready to compare: its parts and the parts that must be found (given name and surname). */
export interface NameKey {
  tokens: TokenKey[];
  keys: TokenKey[];
}

/** Keys by token: a list's vocabulary is small next to the number of comparisons made with it. */
const tokenKeys = new Map<string, TokenKey>();
const TOKEN_CACHE_LIMIT = 200_000;

function tokenKey(raw: string): TokenKey {
  let key = tokenKeys.get(raw);
  if (!key) {
    if (tokenKeys.size >= TOKEN_CACHE_LIMIT) tokenKeys.clear();
    key = { raw, phonetic: phoneticKey(raw), skeleton: skeleton(raw) };
    tokenKeys.set(raw, key);
  }
  return key;
}

/** Two parts whose consonant skeletons agree score this (three or more consonants) … */
export const SKELETON_SCORE = 0.95;
/** … or this (two consonants: short Arabic names written without vowels, "sd" for Assad). */
export const SHORT_SKELETON_SCORE = 0.9;

const pairScores = new Map<string, number>();

/** Similarity of two name parts: the best of Jaro-Winkler on the spelling and on the phonetic key, and skeleton equality. */
export function tokenSimilarity(a: TokenKey, b: TokenKey): number {
  if (a.raw === b.raw || a.phonetic === b.phonetic) return 1;
  const pair = `${a.raw} ${b.raw}`;
  const known = pairScores.get(pair);
  if (known !== undefined) return known;
  let best = Math.max(jaroWinkler(a.raw, b.raw), jaroWinkler(a.phonetic, b.phonetic));
  if (a.skeleton === b.skeleton) {
    if (a.skeleton.length >= 3) best = Math.max(best, SKELETON_SCORE);
    else if (a.skeleton.length === 2) best = Math.max(best, SHORT_SKELETON_SCORE);
  }
  if (pairScores.size >= TOKEN_CACHE_LIMIT) pairScores.clear();
  pairScores.set(pair, best);
  return best;
}

/**
 * The keyed forms of a name (particles dropped, and joined): `keyParts` are the given name and
 * surname when the list gives the name in parts, otherwise the first and last token.
 */
export function nameKeys(tokens: string[], keyParts?: { given: string; surname: string }): NameKey[] {
  const forms = nameForms(tokens);
  const kinds =
    forms.joined.join(' ') === forms.dropped.join(' ')
      ? (['dropped'] as const)
      : (['dropped', 'joined'] as const);
  return kinds.map((form) => {
    const formTokens = forms[form];
    let keys: string[];
    if (keyParts) {
      keys = [
        ...nameForms(asciiTokens(keyParts.given))[form],
        ...nameForms(asciiTokens(keyParts.surname))[form],
      ];
    } else keys = formTokens.length > 1 ? [formTokens[0]!, formTokens[formTokens.length - 1]!] : formTokens;
    return { tokens: formTokens.map(tokenKey), keys: (keys.length ? keys : formTokens).map(tokenKey) };
  });
}

function best(token: TokenKey, among: readonly TokenKey[]): number {
  let top = 0;
  for (const c of among) top = Math.max(top, tokenSimilarity(token, c));
  return top;
}

export interface NameScore {
  /** 0–1: the mean of both directions (see nameSimilarity). */
  score: number;
  /** The weakest of the listed given name and surname, as found in the person's name. */
  weakestKey: number;
}

/**
 * Token-set similarity of a person's name and a listed name, independent of the order of parts.
 * Every part of the person's name must find a close part in the listed name, and the listed
 * name's given name and surname must be found in the person's: the score is the mean of both
 * directions. Middle names of the listed name that the person's name leaves out cost nothing.
 * With a `keyFloor`, a name whose given name or surname is found less close than it scores 0.
 */
export function nameSimilarity(person: NameKey, listed: NameKey, keyFloor = 0): NameScore {
  if (person.tokens.length === 0 || listed.tokens.length === 0) return { score: 0, weakestKey: 0 };
  const keyScores = listed.keys.map((t) => best(t, person.tokens));
  const weakestKey = Math.min(...keyScores);
  // A listed given name or surname that is not found rules the name out: spare the rest.
  if (weakestKey < keyFloor) return { score: 0, weakestKey };
  const backward = keyScores.reduce((a, b) => a + b, 0) / keyScores.length;
  const forward = person.tokens.reduce((sum, t) => sum + best(t, listed.tokens), 0) / person.tokens.length;
  return { score: (forward + backward) / 2, weakestKey };
}

/** The best similarity over every form of both names. */
export function bestNameSimilarity(
  person: readonly NameKey[],
  listed: readonly NameKey[],
  keyFloor = 0,
): NameScore {
  let top: NameScore = { score: 0, weakestKey: 0 };
  for (const p of person)
    for (const l of listed) {
      const s = nameSimilarity(p, l, keyFloor);
      if (s.score > top.score || (s.score === top.score && s.weakestKey > top.weakestKey)) top = s;
    }
  return top;
}

/**
 * How a person's birth date agrees with the published ones: 'same date' (day, month and year),
 * 'same year' (the list gives only the year, or leaves the day or month out — 00 or dd/mm — and
 * the parts it gives agree), 'different', or 'unknown' (no date on one side).
 */
export type DobAgreement = 'same date' | 'same year' | 'different' | 'unknown';

/** A published birth date 'dd/mm/yyyy' (00, dd or mm for an unknown part; or 'yyyy') against 'YYYY-MM-DD'. */
export function dobAgreement(personDob: string | null, listed: readonly string[]): DobAgreement {
  if (!personDob) return 'unknown';
  const [year, month, day] = personDob.split('-');
  let best: DobAgreement = 'unknown';
  for (const d of listed) {
    const m = /^(?:(\d{2}|dd)\/(\d{2}|mm)\/)?(\d{4})$/i.exec(d.trim());
    if (!m) continue;
    const dd = m[1] && /^\d+$/.test(m[1]) && m[1] !== '00' ? m[1] : null;
    const mm = m[2] && /^\d+$/.test(m[2]) && m[2] !== '00' ? m[2] : null;
    const agrees = m[3] === year && (!dd || dd === day) && (!mm || mm === month);
    if (agrees && dd && mm) return 'same date';
    if (agrees) best = 'same year';
    else if (best === 'unknown') best = 'different';
  }
  return best;
}
