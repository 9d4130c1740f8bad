import fs from 'node:fs';
import path from 'node:path';
import { eq, ilike, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type DesignationName, screeningDesignations } from '../../db/schema/index.js';
import { type ParsedDesignation, fullName } from './designations.js';
import {
  DOB_ADJUSTMENT,
  MATCH_THRESHOLD,
  type DobAgreement,
  dobAgreement,
  nameSimilarity,
  nameTokens,
} from './name-matching.js';
import { recordListImport } from './list-metadata.js';
import { parseSanctionsFile } from './parse.js';
import { publicationDateOf } from './publication-date.js';

export type ScreeningList = 'sanctions' | 'pep';

/** The shipped samples (sample/): loaded by the demo seed, and by tests. */
export const SAMPLE_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'sample');
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
  firstName: string;
  middleNames?: string | null;
  surname: string;
  /** 'YYYY-MM-DD'. */
  dob: string | null;
}

export interface ScreeningMatch {
  list: ScreeningList;
  uniqueID: string;
  regimeName: string | null;
  matchedName: string;
  nameType: string;
  score: number;
  dobAgreement: DobAgreement;
  explanation: string;
}

type StoredDesignation = Pick<
  typeof screeningDesignations.$inferSelect,
  'list' | 'uniqueID' | 'regimeName' | 'individualEntityShip' | 'names' | 'dobs'
>;

const round = (n: number) => Math.round(n * 100) / 100;

function listedTokens(name: DesignationName) {
  const tokens = nameTokens(fullName(name));
  const keyTokens = [...nameTokens(name.parts[0] ?? ''), ...nameTokens(name.surname)];
  return { tokens, keyTokens };
}

/**
 * Screens a person against designations of individuals: every name and alias is compared with
 * the person's full name and with their first name and surname alone (middle names are often
 * missing on one side); the best is kept, moved by the birth date, and reported when it reaches
 * MATCH_THRESHOLD, with what matched and why.
 */
export function screenAgainst(
  subject: ScreeningSubject,
  designations: readonly StoredDesignation[],
): ScreeningMatch[] {
  const full = nameTokens(`${subject.firstName} ${subject.middleNames ?? ''} ${subject.surname}`);
  const short = nameTokens(`${subject.firstName} ${subject.surname}`);
  const matches: ScreeningMatch[] = [];
  for (const d of designations) {
    if (d.individualEntityShip && d.individualEntityShip.toLowerCase() !== 'individual') continue;
    let best: { name: DesignationName; score: number } | null = null;
    for (const name of d.names) {
      const listed = listedTokens(name);
      const score = Math.max(nameSimilarity(full, listed), nameSimilarity(short, listed));
      if (!best || score > best.score) best = { name, score };
    }
    if (!best) continue;
    const agreement = dobAgreement(subject.dob, d.dobs);
    const score = Math.min(1, best.score + DOB_ADJUSTMENT[agreement]);
    if (score < MATCH_THRESHOLD) continue;
    const matchedName = fullName(best.name);
    const dobText =
      agreement === 'unknown'
        ? 'no birth date to compare'
        : agreement === 'different'
          ? `birth date differs (listed ${d.dobs.join(', ')})`
          : `birth date agrees (${agreement}, listed ${d.dobs.join(', ')})`;
    matches.push({
      list: d.list,
      uniqueID: d.uniqueID,
      regimeName: d.regimeName,
      matchedName,
      nameType: best.name.nameType,
      score: round(score),
      dobAgreement: agreement,
      explanation: `${best.name.nameType === 'Alias' ? 'Alias' : 'Name'} '${matchedName}' of ${d.uniqueID}${d.regimeName ? ` (${d.regimeName})` : ''}: name similarity ${round(best.score)}, ${dobText}; score ${round(score)}.`,
    });
  }
  return matches.sort((a, b) => b.score - a.score);
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
      dobs: screeningDesignations.dobs,
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
