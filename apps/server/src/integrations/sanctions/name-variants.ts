import anyAscii from 'any-ascii';

/*
 * Name variants for screening: one person's name is written many ways, and the list must find
 * each of them (issue 12). Pure functions, tested in name-variants.test.ts.
 *
 * 1. Script: Cyrillic, Arabic and other non-Latin names (the list's NonLatinNames, or a subject
 *    typed in Cyrillic) are transliterated to ASCII with any-ascii; diacritics go the same way.
 *    The Arabic article ال is split off first so that it becomes the particle "al".
 * 2. Particles: al-, el-, bin, ibn, abu, van, von, de… are either dropped or joined to the next
 *    part ("al-Assad", "Al Assad", "Alassad"); both forms are compared (nameForms). The Arabic
 *    "Abd al-", "Abdel", "Abdul", "Abdur" of a theophoric name become one "abd" prefix joined to
 *    the next part ("Abdel Rahman" = "Abd al-Rahman" = "Abdulrahman").
 * 3. Romanisation: phoneticKey rewrites the spellings that the several romanisations of one
 *    Cyrillic or Arabic letter give (see the rules below), and skeleton keeps its consonants:
 *    Yevgeny/Evgeny/Evgeniy/Yevgeniy, Mohammed/Muhammad/Mohamed, Qadhafi/Gaddafi/Kadhafi all
 *    share one skeleton.
 */

/** Parts that link a name rather than name a person (Arabic, Dutch, German, Romance). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'al',
  'el',
  'ul',
  'ad',
  'ar',
  'as',
  'ash',
  'at',
  'az',
  'bin',
  'ibn',
  'bint',
  'abu',
  'abou',
  'bou',
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'da',
  'di',
  'du',
  'le',
  'la',
]);

const ABD_PREFIXES = new Set(['abd', 'abdel', 'abdul', 'abdal', 'abdol', 'abdur', 'abdar', 'abdou', 'abdu']);

/** ASCII, lower case, without diacritics; the Arabic article split off as "al-". */
export function toAscii(name: string): string {
  const arabicArticle = name.replace(/(^|[\s\u0640-])\u0627\u0644(?=[\u0621-\u064A])/g, '$1al-');
  return anyAscii(arabicArticle.normalize('NFC')).toLowerCase();
}

/** The tokens of a name in any script: ASCII letters and digits, apostrophes and ayn marks dropped. */
export function asciiTokens(name: string): string[] {
  return toAscii(name)
    .replace(/['’`ʿʾ]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** "abdel rahman", "abd al rahman", "abdulrahman" all give "abdrahman". */
function joinAbd(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (ABD_PREFIXES.has(t) && i + 1 < tokens.length) {
      let j = i + 1;
      if (NAME_PARTICLES.has(tokens[j]!) && j + 1 < tokens.length) j++;
      out.push(`abd${tokens[j]}`);
      i = j;
      continue;
    }
    const glued = /^abd(?:el|ul|al|ol|ur|ar|ou|u)?([a-z]{3,})$/.exec(t);
    out.push(glued ? `abd${glued[1]}` : t);
  }
  return out;
}

/**
 * The two readings of a name's particles: dropped, and joined to the part they precede. A
 * particle that ends the name (or is all of it) stays as it is.
 */
export function nameForms(tokens: string[]): { dropped: string[]; joined: string[] } {
  const base = joinAbd(tokens);
  const dropped: string[] = [];
  const joined: string[] = [];
  let pending = '';
  for (let i = 0; i < base.length; i++) {
    const t = base[i]!;
    const isParticle = NAME_PARTICLES.has(t) && i + 1 < base.length;
    if (isParticle) {
      pending += t;
      continue;
    }
    dropped.push(t);
    joined.push(pending + t);
    pending = '';
  }
  return { dropped, joined };
}

/*
 * The romanisation rules, applied in order to one ASCII token. Each collapses spellings that
 * the usual romanisation systems (BGN/PCGN, ISO 9, GOST, French and German practice for
 * Cyrillic; the many Arabic systems) give for one sound:
 * - shch/sch → sh, tsch/tch → ch, dzh/zh → j (ж: Prigozhin, Prigojine), kh → h (х, خ),
 *   gh → g (غ), dh → d (ذ, ض: Qadhafi, Gaddafi), th → t, ph → f, ck → k, x → ks, w → v
 *   (Wladimir), tz → ts;
 * - vowel glides: a leading ye → e (Yevgeny, Evgeny), y → i, a j before a consonant or at
 *   the end → i (Evgenij, Sergej), ou/oo → u (Oussama, Usama), ee → i;
 * - q at the start, and a g or q before a vowel at the start → k (Qadhafi, Gaddafi, Kadhafi);
 *   q elsewhere → k; c before e/i → s, other c → k;
 * - doubled letters once (Mohammed, Mohamed).
 */
export function phoneticKey(token: string): string {
  let t = token;
  t = t
    .replace(/shch|sch/g, 'sh')
    .replace(/tsch|tch/g, 'ch')
    .replace(/dzh|zh/g, 'j')
    .replace(/kh/g, 'h')
    .replace(/gh/g, 'g')
    .replace(/dh/g, 'd')
    .replace(/th/g, 't')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/tz/g, 'ts');
  t = t
    .replace(/^ye/, 'e')
    .replace(/y/g, 'i')
    .replace(/j(?=[^aeiou]|$)/g, 'i');
  t = t.replace(/ou|oo/g, 'u').replace(/ee/g, 'i');
  t = t.replace(/^[gq](?=[aeiou])/, 'k').replace(/q/g, 'k');
  t = t.replace(/c(?!h)(?=[ei])/g, 's').replace(/c(?!h)/g, 'k');
  return t.replace(/(.)\1+/g, '$1');
}

/** The consonants of the phonetic key (vowels dropped, doubles once): a romanisation-proof key. */
export function skeleton(token: string): string {
  return phoneticKey(token)
    .replace(/[aeiou]/g, '')
    .replace(/(.)\1+/g, '$1');
}
