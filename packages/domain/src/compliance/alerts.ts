import { z } from 'zod';
import { SCREENING_TEXTS } from '../individuals/screening-texts.js';
import { OUTCOME_TEXTS } from './outcome-texts.js';
import { ZCheckResolution } from './queue.js';

/*
 * Issue 12 "The MLRO's workspace", beside the checks: the re-screening alerts that ongoing
 * monitoring raised (MLR 2017 reg. 28(11): ongoing monitoring of a business relationship) and the
 * High risk assessments waiting for the MLRO's sign-off (reg. 33(1), 33(6)), both for the MLRO
 * or a Supervising Partner to act on.
 */

export const SCREENING_ALERT_LISTS = ['sanctions', 'pep'] as const;
export type ScreeningAlertList = (typeof SCREENING_ALERT_LISTS)[number];
export const SCREENING_ALERT_OUTCOMES = ['match', 'possibleMatch'] as const;
export type ScreeningAlertOutcome = (typeof SCREENING_ALERT_OUTCOMES)[number];

export const SCREENING_ALERT_LIST_LABELS: Record<ScreeningAlertList, string> = {
  sanctions: 'UK Sanctions List',
  pep: 'PEP list',
};

/**
 * An alert's outcome in the words a check's part uses (componentOutcomeLabel): a possible match is
 * "Possible match – MLRO review", a PEP match asks for enhanced due diligence, a sanctions match is
 * a match on the UK Sanctions List.
 */
export function screeningAlertOutcomeLabel(list: ScreeningAlertList, outcome: ScreeningAlertOutcome): string {
  if (outcome === 'possibleMatch') return OUTCOME_TEXTS.possibleMatch;
  return list === 'pep' ? OUTCOME_TEXTS.referEdd : SCREENING_TEXTS.sanctionsMatch;
}

export const COMPLIANCE_ALERT_TEXTS = {
  alertsTitle: 'Re-screening alerts',
  alertsIntro: 'Individuals on open matters who matched, or may match, a newly imported screening list.',
  alertsEmpty: 'No re-screening alerts need a decision',
  alertsEmptyResolved: 'No resolved re-screening alerts yet',
  alertsColumns: {
    individual: 'Individual',
    matter: 'Matter',
    match: 'Match',
    list: 'List',
    date: 'Raised',
    age: 'Age',
    status: 'Status',
  },
  resolveAlertTitle: 'Resolve re-screening alert',
  alreadyResolved: 'This alert has already been resolved',
  listPublished: (list: string, date: string) => `${list} of ${date}`,
  riskTitle: 'Risk assessments awaiting sign-off',
  riskIntro: "High risk assessments the MLRO signs off on the individual's page (Risk assessment).",
  riskEmpty: 'No risk assessments await sign-off',
  riskColumns: {
    individual: 'Individual',
    matter: 'Matter',
    rating: 'Rating',
    assessedBy: 'Assessed by',
    assessedAt: 'Assessed on',
    age: 'Age',
  },
  signOffLink: 'Open to sign off',
} as const;

/**
 * A decision on an alert: a check resolution's fields without its id (the alert keeps its own).
 * resolvedByName is empty when the user who decided has since been deleted.
 */
export const ZAlertResolution = ZCheckResolution.omit({ checkResolutionID: true });
export type AlertResolution = z.infer<typeof ZAlertResolution>;

/** One re-screening alert of the firm. */
export const ZScreeningAlertItem = z.object({
  alertID: z.string(),
  individualID: z.string(),
  individualName: z.string(),
  matterID: z.string(),
  matterReference: z.string().nullable(),
  list: z.enum(SCREENING_ALERT_LISTS),
  outcome: z.enum(SCREENING_ALERT_OUTCOMES),
  /** The outcome in words (screeningAlertOutcomeLabel). */
  outcomeLabel: z.string(),
  matchedName: z.string(),
  uniqueID: z.string(),
  explanation: z.string(),
  /** 'YYYY-MM-DD': the publication date of the list the match was found in. */
  listPublishedOn: z.string(),
  createdAt: z.string(),
  /** The individual's manage page. */
  individualPath: z.string(),
  resolution: ZAlertResolution.nullable(),
});
export type ScreeningAlertItem = z.infer<typeof ZScreeningAlertItem>;

/** One current High risk assessment of the firm not yet signed off. */
export const ZRiskSignOffItem = z.object({
  riskAssessmentID: z.string(),
  individualID: z.string(),
  individualName: z.string(),
  matterID: z.string(),
  matterReference: z.string().nullable(),
  rating: z.string(),
  assessedByName: z.string().nullable(),
  assessedAt: z.string(),
  /** The individual's manage page, where the Risk assessment section signs it off. */
  individualPath: z.string(),
});
export type RiskSignOffItem = z.infer<typeof ZRiskSignOffItem>;
