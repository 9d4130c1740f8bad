import {
  type LegalHoldPeriod,
  RETENTION_CATEGORIES,
  type RetentionCategory,
  type RetentionRules,
  retentionCategoryDef,
  retentionDue,
} from './retention.js';

/**
 * Issue 19 "An erasure request for one individual": what of a person's records on one matter can
 * go now and what must be kept, until when and why. A request overrides the firm's own policy
 * (months 0) but not the law: identity-check evidence stays for its MLR 2017 reg. 40 period, and
 * with it the details that identify the person; a legal hold keeps everything; an open matter
 * keeps everything (the firm still acts on it).
 */
export type ErasureDecision =
  | { category: RetentionCategory; decision: 'now' }
  | { category: RetentionCategory; decision: 'kept'; until: string | null; reason: string };

export interface ErasureMatterFacts {
  reference: string;
  endDay: string | null;
  holds: readonly (LegalHoldPeriod & { reason?: string })[];
  /** The person has identity checks on this matter. */
  hasChecks: boolean;
}

export function erasureAssessment(
  facts: ErasureMatterFacts,
  rules: RetentionRules,
  today: string,
): ErasureDecision[] {
  const identity = retentionDue(facts.endDay, facts.holds, rules.identityChecks);
  return RETENTION_CATEGORIES.map((category): ErasureDecision => {
    const held = facts.holds.find((h) => !h.liftedAt);
    if (held)
      return {
        category,
        decision: 'kept',
        until: null,
        reason: `Legal hold on matter ${facts.reference} since ${held.setAt.toISOString().slice(0, 10)}`,
      };
    if (!facts.endDay)
      return {
        category,
        decision: 'kept',
        until: null,
        reason: `Matter ${facts.reference} is open: the clock starts when it is completed or archived`,
      };
    const legal = category === 'identityChecks' || (category === 'personalDetails' && facts.hasChecks);
    if (!legal || !facts.hasChecks || identity.state !== 'scheduled' || identity.dueDay <= today)
      return { category, decision: 'now' };
    const def = retentionCategoryDef('identityChecks');
    const why =
      category === 'identityChecks'
        ? `${def.basis}, ${rules.identityChecks / 12} years after matter ${facts.reference} ended on ${facts.endDay}`
        : `Identifies the person in the identity-check evidence kept under ${def.basis} (matter ${facts.reference})`;
    return { category, decision: 'kept', until: identity.dueDay, reason: why };
  });
}
