import type { DobAgreement, NameScore } from './name-matching.js';
import type { NationalityAgreement } from './nationality.js';

export { type NationalityAgreement, nationalityAgreement } from './nationality.js';

/*
 * The three outcomes of screening one person against one designation (issue 12): only the name
 * decides whether the designation is a candidate; the birth date and nationality raise or lower
 * the confidence and decide between a match and a possible match, and never turn a candidate
 * into no match. Pure functions, tested in screening-outcome.test.ts.
 *
 * - name score below CANDIDATE_NAME_SCORE, or the listed given name or surname not found
 *   (below KEY_PART_FLOOR): no match;
 * - strong name (STRONG_NAME_SCORE or more), the birth date agrees (the same date, or the same
 *   year where the list gives only the year) and no nationality disagrees: match;
 * - any other candidate (a different or unknown birth date, a weaker name, a nationality that
 *   differs): possible match, for the MLRO to review.
 */

export type ScreeningOutcome = 'match' | 'possibleMatch' | 'noMatch';

/** A name score at or above this makes the designation a candidate. */
export const CANDIDATE_NAME_SCORE = 0.88;
/** … as long as the listed given name and surname each find a part at least this close. */
export const KEY_PART_FLOOR = 0.85;
/** A name score at or above this is a strong name match (a match when the birth date agrees). */
export const STRONG_NAME_SCORE = 0.95;

/** How the birth date moves the confidence: agreement raises it, a different date lowers it. */
export const DOB_CONFIDENCE: Record<DobAgreement, number> = {
  'same date': 0.05,
  'same year': 0.03,
  different: -0.15,
  unknown: -0.05,
};

/** How a nationality moves the confidence (the list's nationalities may be incomplete). */
export const NATIONALITY_CONFIDENCE: Record<NationalityAgreement, number> = {
  same: 0.02,
  different: -0.05,
  unknown: 0,
};

export interface OutcomeDecision {
  outcome: ScreeningOutcome;
  /** 0–1: the name score moved by the birth date and nationality. */
  confidence: number;
}

export function decideOutcome(
  name: NameScore,
  dob: DobAgreement,
  nationality: NationalityAgreement,
): OutcomeDecision {
  const confidence = Math.max(
    0,
    Math.min(1, name.score + DOB_CONFIDENCE[dob] + NATIONALITY_CONFIDENCE[nationality]),
  );
  if (name.score < CANDIDATE_NAME_SCORE || name.weakestKey < KEY_PART_FLOOR)
    return { outcome: 'noMatch', confidence };
  const dobAgrees = dob === 'same date' || dob === 'same year';
  const outcome =
    name.score >= STRONG_NAME_SCORE && dobAgrees && nationality !== 'different' ? 'match' : 'possibleMatch';
  return { outcome, confidence };
}

const round2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

export interface ExplanationInput {
  outcome: Exclude<ScreeningOutcome, 'noMatch'>;
  /** 'Primary Name', 'Alias' or 'Non-Latin name'. */
  nameType: string;
  matchedName: string;
  uniqueID: string;
  regimeName: string | null;
  nameScore: number;
  dob: DobAgreement;
  listedDobs: readonly string[];
  nationality: NationalityAgreement;
  listedNationalities: readonly string[];
  confidence: number;
}

const DOB_WORDS: Record<DobAgreement, (listed: string) => string> = {
  'same date': (l) => `birth date agrees (listed ${l})`,
  'same year': (l) => `birth year agrees (the list gives ${l})`,
  different: (l) => `birth date differs (listed ${l})`,
  unknown: (l) =>
    l ? `no birth date of the individual to compare (listed ${l})` : 'the list gives no birth date',
};

const NATIONALITY_WORDS: Record<NationalityAgreement, (listed: string) => string> = {
  same: (l) => `nationality agrees (listed ${l})`,
  different: (l) => `nationality differs (listed ${l})`,
  unknown: () => 'nationality not compared',
};

/** What matched, how the birth date and nationality agree, and the scores, in one sentence. */
export function explainOutcome(e: ExplanationInput): string {
  const head = e.outcome === 'match' ? 'Match' : 'Possible match (for the MLRO to review)';
  const strength = e.nameScore >= STRONG_NAME_SCORE ? 'strong' : 'close';
  const which = e.nameType === 'Primary Name' ? 'Name' : e.nameType;
  return (
    `${head}: ${which} '${e.matchedName}' of ${e.uniqueID}${e.regimeName ? ` (${e.regimeName})` : ''}` +
    ` — name similarity ${round2(e.nameScore)} (${strength}); ${DOB_WORDS[e.dob](e.listedDobs.join(', '))};` +
    ` ${NATIONALITY_WORDS[e.nationality](e.listedNationalities.join(', '))}; confidence ${round2(e.confidence)}.`
  );
}
