import type Countries from 'i18n-iso-countries';
import { parse } from 'mrz';
import { lazyRequire } from '../../lib/lazy-require.js';
import { normaliseName } from './name-matching.js';

/*
 * Nationalities for screening: the UK Sanctions List writes country names ("Russia"), a passport's
 * machine-readable zone an ICAO 9303 code — ISO 3166-1 alpha-3, plus a few codes of ICAO's own
 * (9303 part 3: D for Germany; GBD, GBN, GBO, GBP, GBS for British nationals of other kinds).
 * Both become ISO alpha-3 codes with i18n-iso-countries, whose English names include the short
 * ones ("Russia" as well as "Russian Federation").
 */
const countryTable = lazyRequire<typeof Countries>('i18n-iso-countries');
const englishNames = lazyRequire<Countries.LocaleData>('i18n-iso-countries/langs/en.json');
let table: typeof Countries | undefined;
/** The country table with its English names, loaded on first use rather than at start (issue 16). */
function countries(): typeof Countries {
  if (!table) {
    table = countryTable();
    table.registerLocale(englishNames());
  }
  return table;
}

const ICAO_CODES: Record<string, string> = {
  D: 'DEU',
  GBD: 'GBR',
  GBN: 'GBR',
  GBO: 'GBR',
  GBP: 'GBR',
  GBS: 'GBR',
};

/** The ISO 3166-1 alpha-3 code of a nationality given as a code or an English country name; null when unknown. */
export function countryCode(nationality: string): string | null {
  const text = nationality.replace(/</g, '').trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  if (ICAO_CODES[upper]) return ICAO_CODES[upper]!;
  if (/^[A-Z]{3}$/.test(text) && countries().isValid(upper)) return countries().toAlpha3(upper) ?? null;
  return countries().getAlpha3Code(text, 'en') ?? null;
}

export type NationalityAgreement = 'same' | 'different' | 'unknown';

/**
 * Whether the person shares a nationality with the designation. 'different' only when every
 * nationality on both sides is a known country: a name the country table does not know (the list
 * writes "Syria", the table "Syrian Arab Republic") may be the same country, and a false
 * "differs" would lower a match.
 */
export function nationalityAgreement(
  person: readonly string[] | null | undefined,
  listed: readonly string[],
): NationalityAgreement {
  const key = (n: string) => countryCode(n) ?? `name:${normaliseName(n)}`;
  const mine = (person ?? []).filter((n) => n.trim()).map(key);
  const theirs = listed.filter((n) => n.trim()).map(key);
  if (mine.length === 0 || theirs.length === 0) return 'unknown';
  if (mine.some((k) => theirs.includes(k))) return 'same';
  return [...mine, ...theirs].every((k) => !k.startsWith('name:')) ? 'different' : 'unknown';
}

/** The holder's nationality from a passport MRZ (TD3, line 2 characters 11–13), when it is a known country. */
export function mrzNationalities(mrz: string | null | undefined): string[] {
  if (!mrz) return [];
  const lines = mrz
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  try {
    const code = parse(lines).fields.nationality;
    const iso = code ? countryCode(code) : null;
    return iso ? [iso] : [];
  } catch {
    return [];
  }
}
