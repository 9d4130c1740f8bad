import {
  RISK_LEVELS,
  type RiskLevel,
  isAwaitingSignOff,
  isReviewDue,
  ratingWorking,
  riskAssessmentBadges,
} from '@probity/domain';
import { z } from 'zod';
import type { RiskAssessmentRecord } from './risk-assessments.queries.js';

const ZLevel = z.enum(RISK_LEVELS);
const ZPerson = z.object({ userID: z.string(), name: z.string() }).nullable();

/** Issue 12: a risk assessment as the firm's staff see it; the response schema is a second guard. */
export const ZRiskAssessment = z.object({
  riskAssessmentID: z.string(),
  individualID: z.string(),
  matterID: z.string(),
  customerRisk: ZLevel,
  customerNote: z.string(),
  geographicRisk: ZLevel,
  geographicNote: z.string(),
  productRisk: ZLevel,
  productNote: z.string(),
  deliveryChannelRisk: ZLevel,
  deliveryChannelNote: z.string(),
  computedRating: ZLevel,
  overallRating: ZLevel,
  overallReason: z.string().nullable(),
  working: z.string().describe('The rating in words: "High because geographic risk is High"'),
  reviewDate: z.string().describe('YYYY-MM-DD'),
  assessedBy: ZPerson,
  assessedAt: z.string(),
  supersededAt: z.string().nullable(),
  isCurrent: z.boolean(),
  needsSignOff: z.boolean(),
  isAwaitingSignOff: z.boolean(),
  isReviewDue: z.boolean(),
  badges: z.array(z.string()),
  signedOffBy: ZPerson,
  signedOffAt: z.string().nullable(),
  signOffNote: z.string().nullable(),
});
export type RiskAssessmentView = z.infer<typeof ZRiskAssessment>;

const level = (value: string): RiskLevel => ZLevel.parse(value);

export function presentRiskAssessment(
  { row, assessor, signer }: RiskAssessmentRecord,
  today: string,
): RiskAssessmentView {
  const ratings = {
    customerRisk: level(row.customerRisk),
    geographicRisk: level(row.geographicRisk),
    productRisk: level(row.productRisk),
    deliveryChannelRisk: level(row.deliveryChannelRisk),
  };
  const overallRating = level(row.overallRating);
  const state = {
    overallRating,
    reviewDate: row.reviewDate,
    signedOffAt: row.signedOffAt?.toISOString() ?? null,
    supersededAt: row.supersededAt?.toISOString() ?? null,
  };
  return {
    riskAssessmentID: row.riskAssessmentID,
    individualID: row.individualID,
    matterID: row.matterID,
    ...ratings,
    customerNote: row.customerNote,
    geographicNote: row.geographicNote,
    productNote: row.productNote,
    deliveryChannelNote: row.deliveryChannelNote,
    computedRating: level(row.computedRating),
    overallRating,
    overallReason: row.overallReason,
    working: ratingWorking(ratings, overallRating),
    reviewDate: row.reviewDate,
    assessedBy: assessor,
    assessedAt: row.assessedAt.toISOString(),
    supersededAt: state.supersededAt,
    isCurrent: !row.supersededAt,
    needsSignOff: overallRating === 'High',
    isAwaitingSignOff: isAwaitingSignOff(state),
    isReviewDue: isReviewDue(state, today),
    badges: riskAssessmentBadges(state, today),
    signedOffBy: signer,
    signedOffAt: state.signedOffAt,
    signOffNote: row.signOffNote,
  };
}
