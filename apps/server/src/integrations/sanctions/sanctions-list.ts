import fs from 'node:fs';
import path from 'node:path';
import { eq, ilike, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type DesignationName, screeningDesignations } from '../../db/schema/index.js';
import { type ParsedDesignation, fullName } from './designations.js';
import {
  type DobAgreement,
  type NameKey,
  type NameScore,
  bestNameSimilarity,
  dobAgreement,
  nameKeys,
} from './name-matching.js';
import { recordListImport } from './list-metadata.js';
import { asciiTokens } from './name-variants.js';
import { parseSanctionsFile } from './parse.js';
import { publicationDateOf } from './publication-date.js';
import {
  KEY_PART_FLOOR,
  type NationalityAgreement,
  type ScreeningOutcome,
  decideOutcome,
  explainOutcome,
  nationalityAgreement,
} from './screening-outcome.js';
import { serverFile } from '../../lib/server-files.js';

export type ScreeningList = 'sanctions' | 'pep';

/** The shipped samples (sample/): loaded by the demo seed, and by tests. */
export const SAMPLE_DIR = serverFile('integrations', 'sanctions', 'sample');
export const SAMPLE_FILES: Record<ScreeningList, string> = {
  sanctions: path.join(SAMPLE_DIR, 'UK-Sanctions-List.xml'),
  pep: path.join(SAMPLE_DIR, 'UK-PEP-Sample.xml'),
};

/**
 * Replaces the whole list of a kind with the designations read from a file, in the caller's
 * transaction (a failed import leaves the previous list in place). Returns how many were stored.
 */
export async function importDesignations(
  tx: DbOrTx,
  list: ScreeningList,
  designations: ParsedDesignation[],
  sourceFile: string | null,
): Promise<number> {
  await tx.delete(screeningDesignations).where(eq(screeningDesignations.list, list));
  const chunk = 500;
  for (let i = 0; i < designations.length; i += chunk) {
    await tx.insert(screeningDesignations).values(
      designations.slice(i, i + chunk).map((d) => ({
        list,
        uniqueID: d.uniqueID,
        regimeName: d.regimeName,
        individualEntityShip: d.individualEntityShip,
        dateDesignated: d.dateDesignated,
        lastUpdated: d.lastUpdated,
        sanctionsImposed: d.sanctionsImposed,
        otherInformation: d.otherInformation,
        names: d.names,
        nonLatinNames: d.nonLatinNames,
        dobs: d.dobs,
        nationalities: d.nationalities,
        positions: d.positions,
        sourceFile,
      })),
    );
  }
  return designations.length;
}

/** What an import stored: the list's size and publication date, and where it came from. */
export interface ListImport {
  list: ScreeningList;
  count: number;
  /** 'YYYY-MM-DD'. */
  publishedOn: string;
  source: string;
  isSample: boolean;
}

/**
 * Imports a UK Sanctions List file's content (XML or CSV) with its metadata (publication date,
 * size, source), in the caller's transaction: a failed import leaves the previous list and
 * metadata in place. A file without designations or without a publication date is refused.
 */
export async function importSanctionsContent(
  tx: DbOrTx,
  content: string,
  list: ScreeningList,
  source: string,
  opts: { isSample?: boolean; now?: Date } = {},
): Promise<ListImport> {
  const designations = parseSanctionsFile(content);
  if (designations.length === 0) throw new Error(`No designations found in ${source}`);
  const publishedOn = publicationDateOf(content);
  if (!publishedOn)
    throw new Error(`${source} gives no publication date (DateGenerated, or the CSV's report date)`);
  const count = await importDesignations(tx, list, designations, source);
  const isSample = opts.isSample ?? false;
  await recordListImport(tx, {
    list,
    publishedOn,
    designationCount: count,
    source,
    isSample,
    ...(opts.now ? { importedAt: opts.now } : {}),
  });
  return { list, count, publishedOn, source, isSample };
}

const isShippedSample = (file: string) =>
  Object.values(SAMPLE_FILES).some((f) => path.resolve(file) === path.resolve(f));

/** Reads a UK Sanctions List file (XML or CSV) and imports it. Returns how many were stored. */
export async function importSanctionsFile(tx: DbOrTx, file: string, list: ScreeningList): Promise<number> {
  const result = await importSanctionsContent(tx, fs.readFileSync(file, 'utf8'), list, path.basename(file), {
    isSample: isShippedSample(file),
  });
  return result.count;
}

/** Which list a file holds when not told: a PEP file says so in its name. */
export function listOfFile(file: string): ScreeningList {
  return /pep/i.test(path.basename(file)) ? 'pep' : 'sanctions';
}

export interface ScreeningSubject {
  /** In any script: a name typed in Cyrillic or Arabic is transliterated before it is compared. */
  firstName: string;
  middleNames?: string | null;
  surname: string;
  /** 'YYYY-MM-DD'. */
  dob: string | null;
  /** Country names ('Russia') or ISO 3166-1 alpha-3 codes ('RUS', as a passport MRZ gives them), when known. */
  nationalities?: readonly string[] | null;
}

export interface ScreeningMatch {
  list: ScreeningList;
  uniqueID: string;
  regimeName: string | null;
  /** 'match' or 'possibleMatch' (a designation that is no match is not reported). */
  outcome: Exclude<ScreeningOutcome, 'noMatch'>;
  matchedName: string;
  /** 'Primary Name', 'Alias' or 'Non-Latin name'. */
  nameType: string;
  /** The name similarity alone, 0–1. */
  nameScore: number;
  /** The confidence: the name similarity moved by the birth date and nationality, 0–1. */
  score: number;
  dobAgreement: DobAgreement;
  nationalityAgreement: NationalityAgreement;
  explanation: string;
}

type StoredDesignation = Pick<
  typeof screeningDesignations.$inferSelect,
  'list' | 'uniqueID' | 'regimeName' | 'individualEntityShip' | 'names' | 'dobs'
> &
  Partial<Pick<typeof screeningDesignations.$inferSelect, 'nonLatinNames' | 'nationalities'>>;

const round = (n: number) => Math.round(n * 100) / 100;

type ListedName = { display: string; nameType: string; keys: NameKey[] };
const listedNameCache = new WeakMap<StoredDesignation, ListedName[]>();

/** Every name of a designation (primary, aliases, non-Latin) with its keyed forms. */
function listedNames(d: StoredDesignation): ListedName[] {
  const cached = listedNameCache.get(d);
  if (cached) return cached;
  const latin = d.names.map((name: DesignationName) => ({
    display: fullName(name),
    nameType: name.nameType,
    keys: nameKeys(asciiTokens(fullName(name)), { given: name.parts[0] ?? '', surname: name.surname }),
  }));
  const nonLatin = (d.nonLatinNames ?? []).map((n) => ({
    display: n,
    nameType: 'Non-Latin name',
    keys: nameKeys(asciiTokens(n)),
  }));
  const all = [...latin, ...nonLatin];
  listedNameCache.set(d, all);
  return all;
}

/**
 * Screens a person against designations of individuals: every name, alias and non-Latin name is
 * compared with the person's full name and with their first name and surname alone (middle
 * names are often missing on one side), transliterated and with particles dropped or joined.
 * The best name decides whether the designation is a candidate; the birth date and nationality
 * then decide between a match and a possible match (screening-outcome.ts). Matches come first.
 */
export function screenAgainst(
  subject: ScreeningSubject,
  designations: readonly StoredDesignation[],
): ScreeningMatch[] {
  const full = asciiTokens(`${subject.firstName} ${subject.middleNames ?? ''} ${subject.surname}`);
  const short = asciiTokens(`${subject.firstName} ${subject.surname}`);
  const person = [...nameKeys(full), ...(short.join(' ') === full.join(' ') ? [] : nameKeys(short))];
  const matches: ScreeningMatch[] = [];
  for (const d of designations) {
    if (d.individualEntityShip && d.individualEntityShip.toLowerCase() !== 'individual') continue;
    let top: { display: string; nameType: string; score: NameScore } | null = null;
    for (const name of listedNames(d)) {
      const score = bestNameSimilarity(person, name.keys, KEY_PART_FLOOR);
      if (!top || score.score > top.score.score) top = { ...name, score };
    }
    if (!top) continue;
    const dob = dobAgreement(subject.dob, d.dobs);
    const nationality = nationalityAgreement(subject.nationalities, d.nationalities ?? []);
    const decision = decideOutcome(top.score, dob, nationality);
    if (decision.outcome === 'noMatch') continue;
    matches.push({
      list: d.list,
      uniqueID: d.uniqueID,
      regimeName: d.regimeName,
      outcome: decision.outcome,
      matchedName: top.display,
      nameType: top.nameType,
      nameScore: round(top.score.score),
      score: round(decision.confidence),
      dobAgreement: dob,
      nationalityAgreement: nationality,
      explanation: explainOutcome({
        outcome: decision.outcome,
        nameType: top.nameType,
        matchedName: top.display,
        uniqueID: d.uniqueID,
        regimeName: d.regimeName,
        nameScore: top.score.score,
        dob,
        listedDobs: d.dobs,
        nationality,
        listedNationalities: d.nationalities ?? [],
        confidence: decision.confidence,
      }),
    });
  }
  const rank = (m: ScreeningMatch) => (m.outcome === 'match' ? 1 : 0);
  return matches.sort((a, b) => rank(b) - rank(a) || b.score - a.score);
}

/** Screens a person against the stored sanctions and PEP lists. */
export async function screenPerson(db: DbOrTx, subject: ScreeningSubject): Promise<ScreeningMatch[]> {
  const rows = await db
    .select({
      list: screeningDesignations.list,
      uniqueID: screeningDesignations.uniqueID,
      regimeName: screeningDesignations.regimeName,
      individualEntityShip: screeningDesignations.individualEntityShip,
      names: screeningDesignations.names,
      nonLatinNames: screeningDesignations.nonLatinNames,
      dobs: screeningDesignations.dobs,
      nationalities: screeningDesignations.nationalities,
    })
    .from(screeningDesignations)
    .where(
      or(
        isNull(screeningDesignations.individualEntityShip),
        ilike(screeningDesignations.individualEntityShip, 'individual'),
      ),
    );
  return screenAgainst(subject, rows);
}
