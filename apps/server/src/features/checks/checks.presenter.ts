import {
  CHECK_COMPONENT_LABELS,
  CHECK_RESOLUTION_DECISION_LABELS,
  type CheckResolution,
  EMPTY_GUID,
  ZCheckResolution,
} from '@probity/domain';
import { z } from 'zod';
import { type checkResolutions, type checkResults, screeningMatchOutcome } from '../../db/schema/index.js';

export type CheckResultRow = typeof checkResults.$inferSelect;
export type CheckResolutionRow = typeof checkResolutions.$inferSelect;
/** A check with the MLRO's decision on it, when there is one (issue 12). */
export type CheckWithResolution = CheckResultRow & { resolution?: CheckResolutionRow | null };

export function presentResolution(row: CheckResolutionRow): CheckResolution {
  return {
    checkResolutionID: row.checkResolutionID,
    decision: row.decision,
    decisionLabel: CHECK_RESOLUTION_DECISION_LABELS[row.decision],
    reason: row.reason,
    resolvedByUserID: row.resolvedBy,
    resolvedByName: row.resolvedByName,
    resolvedAt: row.resolvedAt.toISOString(),
  };
}

export const ZCheckComponent = z.object({
  component: z.string(),
  label: z.string(),
  outcome: z.enum(['pass', 'fail', 'refer', 'notProvided']),
  detail: z.string(),
  source: z.enum(['local', 'provider']),
});

export const ZScreeningMatch = z.object({
  list: z.enum(['sanctions', 'pep']),
  /** A match fails (sanctions) or refers (PEP) its part; a possible match is for the MLRO to review. */
  outcome: z.enum(['match', 'possibleMatch']),
  uniqueID: z.string(),
  regimeName: z.string().nullable(),
  matchedName: z.string(),
  nameType: z.string(),
  score: z.number(),
  dobAgreement: z.enum(['same date', 'same year', 'different', 'unknown']),
  explanation: z.string(),
});

/**
 * spec 02 §3 Check result, with what the history and report show: the parts of the check and the
 * screening matches with their explanation. Values a Probity Check+ does not give (sanctionMatch,
 * pepMatch, invalidDocs) are null: 'Not available in bank checks.' (02 §8).
 */
export const ZCheckResult = z.object({
  checkResultID: z.string(),
  individualID: z.string(),
  matterID: z.string(),
  checkTypeID: z.string(),
  service: z.string(),
  checkCompleted: z.boolean(),
  passed: z.boolean().nullable(),
  score: z.number().nullable(),
  sanctionMatch: z.boolean().nullable(),
  pepMatch: z.boolean().nullable(),
  invalidDocs: z.boolean().nullable(),
  /** When the result came (null while not completed). */
  resultDate: z.string().nullable(),
  requestedDate: z.string(),
  /** The company was in test mode: the sandbox provider answered. */
  testMode: z.boolean(),
  components: z.array(ZCheckComponent),
  matches: z.array(ZScreeningMatch),
  /** Issue 12: the MLRO's decision on a check that needed one (who, when, what and why). */
  resolution: ZCheckResolution.nullable(),
});
export type CheckResult = z.infer<typeof ZCheckResult>;

export function presentCheck(row: CheckWithResolution): CheckResult {
  return {
    checkResultID: row.checkResultID,
    individualID: row.individualID,
    matterID: row.matterID ?? EMPTY_GUID,
    checkTypeID: row.checkTypeID,
    service: row.service,
    checkCompleted: row.checkCompleted,
    passed: row.passed,
    score: row.score,
    sanctionMatch: row.sanctionMatch,
    pepMatch: row.pepMatch,
    invalidDocs: row.invalidDocs,
    resultDate: row.resultDate?.toISOString() ?? null,
    requestedDate: row.requestedAt.toISOString(),
    testMode: row.testMode,
    components: row.components.map((c) => ({
      ...c,
      label: CHECK_COMPONENT_LABELS[c.component] ?? c.component,
    })),
    matches: row.matches.map((m) => ({ ...m, outcome: screeningMatchOutcome(m) })),
    resolution: row.resolution ? presentResolution(row.resolution) : null,
  };
}
