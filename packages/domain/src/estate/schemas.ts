import { z } from 'zod';
import { zDate, zOptionalDate } from '../schemas/dates.js';
import { requiredText } from '../schemas/fields.js';
import { VALIDATION } from '../texts.js';
import { ASSET_CATEGORIES, LIABILITY_CATEGORIES } from './categories.js';
import { ESTATE_COMPONENTS, WILL_GIFT_KINDS } from './inheritance-tax.js';
import { IHT_EARLIEST_DATE_OF_DEATH } from './thresholds.js';

/*
 * Issue 17: the zod contracts of the inheritance tax worksheet's input (the rules and texts are in
 * the modules beside it, without zod). Money is integer pence, percentages 0–100 to 4 places.
 */

export const ESTATE_SCHEMA_TEXTS = {
  wholePence: 'Enter an amount in whole pence',
  notNegative: 'The amount cannot be negative',
  percentRange: 'Enter a percentage from 0 to 100, to at most 4 decimal places',
  sharePercentRange: 'Enter the deceased’s share, more than 0 and at most 100 %',
  categoryOfKind: 'Choose an asset category for an asset and a liability category for a liability',
  tooEarly: 'The worksheet works out deaths on or after 6 April 2009',
  realisedTogether: 'Enter both the amount and the date of a realisation, or neither',
} as const;

/** Who received a lifetime gift: a name, a short description. */
export const LIFETIME_GIFT_RECIPIENT_MAX = 200;

const zPence = z
  .number({ error: ESTATE_SCHEMA_TEXTS.wholePence })
  .int({ error: ESTATE_SCHEMA_TEXTS.wholePence })
  .min(0, { error: ESTATE_SCHEMA_TEXTS.notNegative })
  .max(Number.MAX_SAFE_INTEGER, { error: ESTATE_SCHEMA_TEXTS.wholePence });

const fourPlaces = (v: number) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6;

const zPercent = z
  .number({ error: ESTATE_SCHEMA_TEXTS.percentRange })
  .min(0, { error: ESTATE_SCHEMA_TEXTS.percentRange })
  .max(100, { error: ESTATE_SCHEMA_TEXTS.percentRange })
  .refine(fourPlaces, { error: ESTATE_SCHEMA_TEXTS.percentRange });

export const ZEstateItemFigures = z
  .object({
    kind: z.enum(['asset', 'liability'], { error: VALIDATION.invalidFormat }),
    category: z.enum([...ASSET_CATEGORIES, ...LIABILITY_CATEGORIES], { error: VALIDATION.invalidFormat }),
    valueAtDeath: zPence,
    sharePercent: z
      .number({ error: ESTATE_SCHEMA_TEXTS.sharePercentRange })
      .gt(0, { error: ESTATE_SCHEMA_TEXTS.sharePercentRange })
      .max(100, { error: ESTATE_SCHEMA_TEXTS.sharePercentRange })
      .refine(fourPlaces, { error: ESTATE_SCHEMA_TEXTS.sharePercentRange }),
    passesBySurvivorship: z.boolean(),
    inEstateForProbate: z.boolean(),
    realisedAmount: zPence.nullable(),
    realisedOn: zOptionalDate,
  })
  .superRefine((item, ctx) => {
    const assets: readonly string[] = ASSET_CATEGORIES;
    if ((item.kind === 'asset') !== assets.includes(item.category))
      ctx.addIssue({ code: 'custom', path: ['category'], message: ESTATE_SCHEMA_TEXTS.categoryOfKind });
    if ((item.realisedAmount === null) !== (item.realisedOn === null))
      ctx.addIssue({ code: 'custom', path: ['realisedOn'], message: ESTATE_SCHEMA_TEXTS.realisedTogether });
  });

export const ZInheritanceTaxInput = z.object({
  dateOfDeath: zDate.refine((d) => d === '' || d >= IHT_EARLIEST_DATE_OF_DEATH, {
    error: ESTATE_SCHEMA_TEXTS.tooEarly,
  }),
  items: z.array(ZEstateItemFigures),
  settledPropertyValue: zPence.default(0),
  gifts: z.array(
    z.object({
      kind: z.enum(WILL_GIFT_KINDS, { error: VALIDATION.invalidFormat }),
      component: z.enum(ESTATE_COMPONENTS, { error: VALIDATION.invalidFormat }),
      amount: zPence,
    }),
  ),
  homeToDescendants: zPence.nullable(),
  transferredNilRateBandPercent: zPercent.default(0),
  transferredResidenceBandPercent: zPercent.default(0),
  lifetimeGifts: z.array(
    z.object({
      date: zDate,
      amount: zPence,
      recipient: requiredText(LIFETIME_GIFT_RECIPIENT_MAX),
    }),
  ),
});
export type InheritanceTaxInputParsed = z.infer<typeof ZInheritanceTaxInput>;
