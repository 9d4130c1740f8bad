import { z } from 'zod';
import { LEGACY_AMOUNT_MAX_PENCE, PERCENTAGE_DECIMALS_MAX } from '../limits.js';
import { VALIDATION } from '../texts.js';
import { LEGACY_DETAIL_DESCRIPTION_MAX, LEGACY_TEXTS, LEGACY_TYPES } from './legacy.js';

/*
 * spec 03 §3, §5 a legacy detail: its amount (integer pence on the wire, pounds in the form) and
 * its percentage share. Issue 11: a negative, fractional-penny or absurd amount, or a percentage
 * outside 0–100, is refused with what is wrong, never clamped or rounded into something else.
 */

/** Pounds text of an amount in pence: £1,234.56. */
export function formatPounds(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const LEGACY_AMOUNT_TEXTS = {
  negative: 'Enter an amount of £0.00 or more',
  notPoundsAndPence: 'Enter an amount in pounds and pence',
  tooLarge: `Enter an amount of ${formatPounds(LEGACY_AMOUNT_MAX_PENCE)} or less`,
  percentageRange: 'Enter a percentage between 0 and 100',
  percentageDecimals: `Enter a percentage with at most ${PERCENTAGE_DECIMALS_MAX} decimal places`,
} as const;

/** An amount in pence as the API takes it: null when fine. */
export function amountPenceProblem(pence: unknown): string | null {
  if (pence === undefined || pence === null) return VALIDATION.required;
  if (typeof pence !== 'number' || !Number.isFinite(pence)) return LEGACY_AMOUNT_TEXTS.notPoundsAndPence;
  if (pence < 0) return LEGACY_AMOUNT_TEXTS.negative;
  if (!Number.isInteger(pence)) return LEGACY_AMOUNT_TEXTS.notPoundsAndPence;
  if (pence > LEGACY_AMOUNT_MAX_PENCE) return LEGACY_AMOUNT_TEXTS.tooLarge;
  return null;
}

/** Whether a number has at most `places` decimals (10.005 has three). */
function hasAtMostDecimals(value: number, places: number): boolean {
  return Number(value.toFixed(places)) === value;
}

/** An amount in pounds as a form holds it (a number, or the text typed): null when fine. */
export function amountPoundsProblem(pounds: number | string | null | undefined): string | null {
  const text = typeof pounds === 'string' ? pounds.replace(/[£,\s]/g, '') : pounds;
  if (text === undefined || text === null || text === '') return VALIDATION.required;
  const value = typeof text === 'number' ? text : /^-?\d*\.?\d*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value)) return LEGACY_AMOUNT_TEXTS.notPoundsAndPence;
  if (value < 0) return LEGACY_AMOUNT_TEXTS.negative;
  if (!hasAtMostDecimals(value, 2)) return LEGACY_AMOUNT_TEXTS.notPoundsAndPence;
  return amountPenceProblem(Math.round(value * 100));
}

/** A percentage share: 0–100 with at most PERCENTAGE_DECIMALS_MAX decimals; null when fine. */
export function percentageProblem(value: number | string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  const n =
    typeof value === 'number' ? value : /^-?\d*\.?\d*$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100) return LEGACY_AMOUNT_TEXTS.percentageRange;
  if (!hasAtMostDecimals(n, PERCENTAGE_DECIMALS_MAX)) return LEGACY_AMOUNT_TEXTS.percentageDecimals;
  return null;
}

/** The check of one field from its "problem" function. */
function problemOf<T>(problem: (v: T) => string | null) {
  return (v: T, ctx: z.RefinementCtx) => {
    const message = problem(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** A legacy detail as the forms send it (spec 03 §5: legacyType, description and amount required). */
export const ZLegacyDetailInput = z.object({
  legacyDetailID: z.string().nullish(),
  legacyType: z.object(
    {
      // spec 03 §3: one of the fixed legacy types (ids compared case-insensitively, like every id).
      legacyTypeID: z
        .string({ error: 'Required' })
        .refine((id) => LEGACY_TYPES.some((t) => t.legacyTypeID === id.toLowerCase()), {
          error: LEGACY_TEXTS.unknownLegacyType,
        }),
    },
    { error: 'Required' },
  ),
  description: z
    .string({ error: 'Required' })
    .trim()
    .min(1, { error: 'Required' })
    .max(LEGACY_DETAIL_DESCRIPTION_MAX, {
      error: `Too many characters (max ${LEGACY_DETAIL_DESCRIPTION_MAX})`,
    }),
  amountPence: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? VALIDATION.required
          : LEGACY_AMOUNT_TEXTS.notPoundsAndPence,
    })
    .superRefine(problemOf(amountPenceProblem)),
  isEstimate: z.boolean().default(false),
  isPercentage: z.boolean().default(false),
  percentageValue: z
    .number({ error: LEGACY_AMOUNT_TEXTS.percentageRange })
    .superRefine(problemOf(percentageProblem))
    .nullish()
    .transform((v) => v ?? 0),
});
export type LegacyDetailInput = z.input<typeof ZLegacyDetailInput>;
/** A legacy detail once checked (description trimmed, flags and percentage defaulted). */
export type LegacyDetailParsed = z.output<typeof ZLegacyDetailInput>;
