import {
  ESTATE_COMPONENTS,
  IHT_PROBLEMS,
  IHT_PROBLEM_TEXTS,
  WILL_GIFT_KINDS,
  WILL_LEGACY_KINDS,
} from '@probity/domain';
import { z } from 'zod';
import type { EstateFigures } from '../estate-figures/estate-figures.js';

/*
 * Issue 17 "Inheritance tax worksheet": the engine's worksheet as the firm's staff read it, every
 * step named (the response schema lists each field, so nothing undeclared leaves), with the exempt
 * gifts of the will and how each was valued.
 */

const zPence = z.number().int();
const zShare = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number() }),
  z.object({ kind: z.literal('fraction'), numerator: z.number().int(), denominator: z.number().int() }),
]);

const ZComponentWorking = z.object({
  component: z.enum(ESTATE_COMPONENTS),
  gross: zPence,
  liabilities: zPence,
  net: zPence,
  spouseExemption: zPence,
  charityExemption: zPence,
  chargeable: zPence,
  nilRateBandShare: zPence,
  residenceBandShare: zPence,
  taxable: zPence,
  afterNilRateBand: zPence,
  baseline: zPence,
  donated: zPence,
  tenPercentOfBaseline: zPence,
  meetsTenPercent: z.boolean(),
  extraToQualify: zPence.nullable(),
  ratePercent: z.number(),
  tax: zPence,
});

export const ZInheritanceTaxWorksheet = z.object({
  dateOfDeath: z.string(),
  thresholds: z.object({
    effectiveFrom: z.string(),
    nilRateBand: zPence,
    residenceNilRateBand: zPence,
    taperThreshold: zPence.nullable(),
    ratePercent: z.number(),
    charityRatePercent: z.number(),
    charityRateFrom: z.string(),
  }),
  components: z.array(ZComponentWorking),
  grossEstate: zPence,
  liabilities: zPence,
  netEstate: zPence,
  spouseExemption: zPence,
  charityExemption: zPence,
  chargeableEstate: zPence,
  nilRateBand: z.object({
    own: zPence,
    transferredPercent: z.number(),
    transferred: zPence,
    total: zPence,
    lifetimeGifts: z.array(
      z.object({ date: z.string(), amount: zPence, recipient: z.string(), counted: z.boolean() }),
    ),
    usedByLifetimeGifts: zPence,
    available: zPence,
    unused: zPence,
  }),
  residenceBand: z.object({
    applies: z.boolean(),
    notAvailableBecause: z.enum(['deathBeforeResidenceBand', 'noHomeToDescendants']).nullable(),
    own: zPence,
    transferredPercent: z.number(),
    transferred: zPence,
    defaultAllowance: zPence,
    taperThreshold: zPence.nullable(),
    taper: zPence,
    adjustedAllowance: zPence,
    homeToDescendants: zPence,
    available: zPence,
  }),
  charityRateAvailable: z.boolean(),
  totalTax: zPence,
  dueDate: z.string(),
  interestFrom: z.string(),
  problems: z.array(z.enum(IHT_PROBLEMS)),
});

export const ZEstateTax = z.object({
  matterID: z.string(),
  dateOfDeath: z.string().nullable(),
  /** Null without a date of death (the page points to the matter's details) or before 6 April 2009. */
  worksheet: ZInheritanceTaxWorksheet.nullable(),
  exemptGifts: z.array(
    z.object({
      estateLegacyID: z.string(),
      beneficiaryName: z.string(),
      legacyKind: z.enum(WILL_LEGACY_KINDS),
      kind: z.enum(WILL_GIFT_KINDS),
      component: z.enum(ESTATE_COMPONENTS),
      amount: zPence,
      share: zShare.nullable(),
      residueBeforeTax: zPence.nullable(),
    }),
  ),
  /** The engine's problems in words. */
  problemTexts: z.array(z.string()),
});
export type EstateTaxView = z.infer<typeof ZEstateTax>;

export function presentEstateTax(matterID: string, figures: EstateFigures): EstateTaxView {
  const { worksheet } = figures;
  return {
    matterID,
    dateOfDeath: figures.dateOfDeath,
    worksheet,
    exemptGifts: figures.exemptGifts.map((g) => ({
      estateLegacyID: g.estateLegacyID,
      beneficiaryName: g.beneficiaryName,
      legacyKind: g.legacyKind,
      kind: g.kind,
      component: g.component,
      amount: g.amount,
      share: g.share,
      residueBeforeTax: g.residueBeforeTax,
    })),
    problemTexts: (worksheet?.problems ?? []).map((p) => IHT_PROBLEM_TEXTS[p]),
  };
}
