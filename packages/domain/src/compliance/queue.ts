import { z } from 'zod';
import type { ComponentOutcome } from './outcomes.js';

/*
 * Issue 12 "The MLRO's workspace": the firm-wide queue of checks that need a decision, and the
 * decisions that resolve them. MLR 2017 reg. 21(1)(a) and 21(3) give the nominated officer
 * (the MLRO) the firm's AML oversight; reg. 33 and 35 require enhanced due diligence for a
 * high-risk or PEP relationship, and reg. 40 keeps the record of what was decided and why.
 */

/** What may be wrong with a check, in the queue's filter order. */
export const COMPLIANCE_KINDS = ['failed', 'referred', 'sanctions', 'possibleMatch', 'pep'] as const;
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number];

export const COMPLIANCE_KIND_LABELS: Record<ComplianceKind, string> = {
  failed: 'Failed',
  referred: 'Referred',
  sanctions: 'Sanctions match',
  possibleMatch: 'Possible sanctions match',
  pep: 'PEP match',
};

/** The queue's open/resolved filter. */
export const COMPLIANCE_STATUSES = ['open', 'resolved'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** The decisions an MLRO or Supervising Partner records (issue 12). */
export const CHECK_RESOLUTION_DECISIONS = ['eddDone', 'falsePositive', 'relationshipDeclined'] as const;
export type CheckResolutionDecision = (typeof CHECK_RESOLUTION_DECISIONS)[number];

export const CHECK_RESOLUTION_DECISION_LABELS: Record<CheckResolutionDecision, string> = {
  eddDone: 'Enhanced due diligence done',
  falsePositive: 'False positive',
  relationshipDeclined: 'Relationship declined',
};

/** The free-text reason of a resolution. */
export const CHECK_RESOLUTION_REASON_MAX = 2000;

export const COMPLIANCE_TEXTS = {
  title: 'Compliance',
  intro: "Checks across the firm's matters that need a decision by the MLRO or a Supervising Partner.",
  empty: 'No checks need a decision',
  emptyResolved: 'No resolved checks yet',
  columns: {
    individual: 'Individual',
    matter: 'Matter',
    reasons: 'What is wrong',
    date: 'Check date',
    age: 'Age',
    status: 'Status',
    actions: 'Actions',
  },
  kindFilter: 'Kind',
  allKinds: 'All kinds',
  statusFilter: 'Status',
  statusLabels: { open: 'Open', resolved: 'Resolved' } satisfies Record<ComplianceStatus, string>,
  order: 'Order',
  oldestFirst: 'Oldest first',
  newestFirst: 'Newest first',
  openIndividual: 'Open individual',
  resolve: 'Resolve',
  resolveTitle: 'Resolve check',
  decision: 'Decision',
  reason: 'Reason',
  reasonDescription: 'Why you decided this: what was seen, what was done, who was consulted.',
  reasonRequired: 'Give the reason for the decision',
  decisionRequired: 'Choose a decision',
  save: 'Record decision',
  cancel: 'Cancel',
  resolved: 'Decision recorded',
  alreadyResolved: 'This check has already been resolved',
  notNeeded: 'This check does not need a decision',
  resolvedBy: (name: string, date: string, decision: string, reason: string) =>
    `Resolved by ${name} on ${date}: ${decision} — ${reason}`,
} as const;

/** "Today", "1 day", "3 days": how long a check has waited, in whole days. */
export function checkAgeText(fromISO: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(fromISO).getTime()) / 86_400_000));
  if (days === 0) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** What the kinds need of a check. */
export interface ComplianceKindInput {
  checkCompleted: boolean;
  passed: boolean | null;
  sanctionMatch: boolean | null;
  pepMatch: boolean | null;
  invalidDocs: boolean | null;
  components: readonly { component: string; outcome: ComponentOutcome }[];
}

/**
 * Why a completed check needs a decision (empty: it does not). The server's queue query states the
 * same conditions in SQL (features/compliance/compliance.queries.ts).
 */
export function complianceKindsOf(check: ComplianceKindInput): ComplianceKind[] {
  if (!check.checkCompleted) return [];
  const has = (component: string | null, outcome: ComponentOutcome) =>
    check.components.some((c) => c.outcome === outcome && (component === null || c.component === component));
  const kinds: ComplianceKind[] = [];
  if (check.passed === false || check.invalidDocs === true || has(null, 'fail')) kinds.push('failed');
  if (has(null, 'refer')) kinds.push('referred');
  if (check.sanctionMatch === true || has('sanctions', 'fail')) kinds.push('sanctions');
  if (has('sanctions', 'refer')) kinds.push('possibleMatch');
  if (check.pepMatch === true || has('pep', 'refer')) kinds.push('pep');
  return kinds;
}

export const ZCheckResolutionInput = z.object({
  decision: z.enum(CHECK_RESOLUTION_DECISIONS, { error: COMPLIANCE_TEXTS.decisionRequired }),
  reason: z
    .string({ error: COMPLIANCE_TEXTS.reasonRequired })
    .trim()
    .min(1, COMPLIANCE_TEXTS.reasonRequired)
    .max(CHECK_RESOLUTION_REASON_MAX, `At most ${CHECK_RESOLUTION_REASON_MAX} characters`),
});
export type CheckResolutionInput = z.infer<typeof ZCheckResolutionInput>;

/** A recorded decision as every viewer sees it. */
export const ZCheckResolution = z.object({
  checkResolutionID: z.string(),
  decision: z.enum(CHECK_RESOLUTION_DECISIONS),
  decisionLabel: z.string(),
  reason: z.string(),
  resolvedByUserID: z.string().nullable(),
  resolvedByName: z.string(),
  resolvedAt: z.string(),
});
export type CheckResolution = z.infer<typeof ZCheckResolution>;

/** One row of the compliance queue. */
export const ZComplianceQueueItem = z.object({
  checkResultID: z.string(),
  individualID: z.string(),
  individualName: z.string(),
  matterID: z.string().nullable(),
  matterReference: z.string().nullable(),
  service: z.string(),
  /** When the result came (else when it was asked for): the queue's date and age. */
  checkDate: z.string(),
  kinds: z.array(z.enum(COMPLIANCE_KINDS)),
  /** The kinds in words, then the failed or referred parts. */
  reasons: z.array(z.string()),
  /** The individual's manage page at the check (?check=<checkResultID> marks it in the history). */
  individualPath: z.string(),
  resolution: ZCheckResolution.nullable(),
});
export type ComplianceQueueItem = z.infer<typeof ZComplianceQueueItem>;
