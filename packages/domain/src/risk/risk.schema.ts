import { z } from 'zod';
import { zOptionalDate } from '../schemas/dates.js';
import { zUuid } from '../schemas/fields.js';
import { VALIDATION } from '../texts.js';
import { RISK_LEVELS } from './risk-assessment.js';

export const RISK_NOTE_MAX = 2000;
export const FUNDS_NOTE_MAX = 4000;
export const FUNDS_EVIDENCE_MAX = 20;
export const RISK_LEVEL_ERROR = 'Choose Low, Medium or High';

const zLevel = z.enum(RISK_LEVELS, { error: RISK_LEVEL_ERROR });
const zNote = (max: number) =>
  z
    .string({ error: VALIDATION.invalidFormat })
    .trim()
    .refine((v) => v.length <= max, {
      error: (i) => VALIDATION.tooManyCharacters(max, String(i.input).length),
    });
const zRequiredText = (max: number) => zNote(max).refine((v) => v.length > 0, { error: VALIDATION.required });

/** POST /api/RiskAssessments/Individual/{individualId}: the four factors, and the firm's choices. */
export const ZRiskAssessmentInput = z.object({
  customerRisk: zLevel,
  customerNote: zNote(RISK_NOTE_MAX).default(''),
  geographicRisk: zLevel,
  geographicNote: zNote(RISK_NOTE_MAX).default(''),
  productRisk: zLevel,
  productNote: zNote(RISK_NOTE_MAX).default(''),
  deliveryChannelRisk: zLevel,
  deliveryChannelNote: zNote(RISK_NOTE_MAX).default(''),
  /** Left out: the computed rating. Never lower than it. */
  overallRating: zLevel.nullish(),
  overallReason: zNote(RISK_NOTE_MAX).nullish(),
  /** Left out: the default for the rating (REVIEW_YEARS). */
  reviewDate: zOptionalDate,
});
export type RiskAssessmentInput = z.input<typeof ZRiskAssessmentInput>;
export type RiskAssessmentValues = z.output<typeof ZRiskAssessmentInput>;

/** POST /api/RiskAssessments/{riskAssessmentId}/SignOff. */
export const ZRiskSignOffInput = z.object({ note: zRequiredText(RISK_NOTE_MAX) });
export type RiskSignOffInput = z.output<typeof ZRiskSignOffInput>;

export const FUNDS_KINDS = ['funds', 'wealth'] as const;
export type FundsKind = (typeof FUNDS_KINDS)[number];
export const FUNDS_KIND_LABELS: Record<FundsKind, string> = {
  funds: 'Source of funds',
  wealth: 'Source of wealth',
};

/** POST /api/SourceOfFunds/Individual/{individualId}: a note with evidence documents of the individual. */
export const ZFundsNoteInput = z.object({
  kind: z.enum(FUNDS_KINDS, { error: 'Choose source of funds or source of wealth' }),
  text: zRequiredText(FUNDS_NOTE_MAX),
  documentIDs: z
    .array(zUuid)
    .max(FUNDS_EVIDENCE_MAX, { error: `At most ${FUNDS_EVIDENCE_MAX} documents` })
    .default([]),
});
export type FundsNoteInput = z.input<typeof ZFundsNoteInput>;
export type FundsNoteValues = z.output<typeof ZFundsNoteInput>;
