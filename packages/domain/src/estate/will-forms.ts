import { z } from 'zod';
import { VALIDATION } from '../texts.js';
import { ESTATE_COMPONENTS } from './inheritance-tax.js';
import { type EstateFactsInput, type WillLegacyInput, WILL_LEGACY_KINDS, WILL_TEXTS } from './will.js';
import { penceToPoundsInput, poundsToPence } from './pounds.js';

/*
 * Issue 17: the forms of the will's gifts and the tax facts as the browser holds them (text as
 * typed: pounds, percentages, fractions) and their conversion to the API's input (pence, numbers).
 * Pounds are read from the text, never through a float (poundsToPence). The API checks again.
 */

export const POUNDS_TEXT_ERROR = 'Enter an amount in pounds and pence, such as 5000 or 1234.56';
const PERCENT_TEXT_ERROR = 'Enter a percentage from 0 to 100, to at most 4 decimal places';
const WHOLE_TEXT_ERROR = 'Enter a whole number';

/** A percentage typed: '37.5' → 37.5; null when it is not 0–100 to 4 places. */
export function percentOfText(text: string): number | null {
  const t = text.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(t)) return null;
  const n = Number(t);
  return n <= 100 ? n : null;
}

function wholeOfText(text: string): number | null {
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;
}

export const ZWillLegacyForm = z
  .object({
    kind: z.enum(WILL_LEGACY_KINDS),
    component: z.enum(ESTATE_COMPONENTS),
    beneficiaryType: z.enum(['charity', 'person']),
    matterCharityID: z.string().nullable(),
    name: z.string(),
    amount: z.string(),
    description: z.string(),
    shareKind: z.enum(['percent', 'fraction']),
    percent: z.string(),
    numerator: z.string(),
    denominator: z.string(),
  })
  .superRefine((v, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.beneficiaryType === 'charity' && !v.matterCharityID)
      add('matterCharityID', WILL_TEXTS.chooseCharity);
    if (v.beneficiaryType === 'person' && !v.name.trim()) add('name', VALIDATION.required);
    if (v.kind === 'spouse' && v.beneficiaryType !== 'person')
      add('beneficiaryType', WILL_TEXTS.spouseIsPerson);
    if ((v.kind === 'pecuniary' || v.kind === 'spouse') && poundsToPence(v.amount) === null)
      add('amount', v.amount.trim() ? POUNDS_TEXT_ERROR : WILL_TEXTS.amountRequired);
    if (v.kind === 'specific' && !v.description.trim()) add('description', WILL_TEXTS.descriptionRequired);
    if (v.kind === 'residuary' && v.shareKind === 'percent') {
      const p = percentOfText(v.percent);
      if (p === null || p === 0) add('percent', PERCENT_TEXT_ERROR);
    }
    if (v.kind === 'residuary' && v.shareKind === 'fraction') {
      const n = wholeOfText(v.numerator);
      const d = wholeOfText(v.denominator);
      if (!n) add('numerator', WHOLE_TEXT_ERROR);
      if (!d) add('denominator', WHOLE_TEXT_ERROR);
      if (n && d && n > d) add('numerator', WILL_TEXTS.fractionAboveOne);
    }
  });
export type WillLegacyFormValues = z.infer<typeof ZWillLegacyForm>;

/** The API's input of a checked form (only the fields of its kind). */
export function legacyInputOfForm(v: WillLegacyFormValues): WillLegacyInput {
  const beneficiary =
    v.beneficiaryType === 'charity'
      ? { type: 'charity' as const, matterCharityID: v.matterCharityID ?? '' }
      : { type: 'person' as const, name: v.name.trim() };
  const base = { kind: v.kind, component: v.component, beneficiary };
  if (v.kind === 'pecuniary' || v.kind === 'spouse') return { ...base, amount: poundsToPence(v.amount) };
  if (v.kind === 'specific') return { ...base, description: v.description.trim() };
  const share =
    v.shareKind === 'percent'
      ? { kind: 'percent' as const, percent: percentOfText(v.percent) ?? 0 }
      : { kind: 'fraction' as const, numerator: Number(v.numerator), denominator: Number(v.denominator) };
  return { ...base, share };
}

/** The form of a saved gift (or a new one). */
export function legacyFormOf(
  legacy: {
    kind: WillLegacyFormValues['kind'];
    component: WillLegacyFormValues['component'];
    beneficiary: { type: 'charity'; matterCharityID: string } | { type: 'person'; name: string };
    amount: number | null;
    description: string | null;
    share:
      | { kind: 'percent'; percent: number }
      | { kind: 'fraction'; numerator: number; denominator: number }
      | null;
  } | null,
): WillLegacyFormValues {
  const b = legacy?.beneficiary;
  const share = legacy?.share;
  return {
    kind: legacy?.kind ?? 'pecuniary',
    component: legacy?.component ?? 'general',
    beneficiaryType: b?.type ?? 'charity',
    matterCharityID: b?.type === 'charity' ? b.matterCharityID : null,
    name: b?.type === 'person' ? b.name : '',
    amount: legacy?.amount !== null && legacy?.amount !== undefined ? penceToPoundsInput(legacy.amount) : '',
    description: legacy?.description ?? '',
    shareKind: share?.kind ?? 'percent',
    percent: share?.kind === 'percent' ? String(share.percent) : '',
    numerator: share?.kind === 'fraction' ? String(share.numerator) : '',
    denominator: share?.kind === 'fraction' ? String(share.denominator) : '',
  };
}

export const ZEstateFactsForm = z
  .object({
    transferredNilRateBandPercent: z.string(),
    transferredResidenceBandPercent: z.string(),
    homeToDescendants: z.boolean(),
    homeValue: z.string(),
    lifetimeGifts: z.array(
      z.object({ date: z.string().nullable(), amount: z.string(), recipient: z.string() }),
    ),
  })
  .superRefine((v, ctx) => {
    const add = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    for (const field of ['transferredNilRateBandPercent', 'transferredResidenceBandPercent'] as const)
      if (v[field].trim() && percentOfText(v[field]) === null) add([field], PERCENT_TEXT_ERROR);
    if (v.homeToDescendants && poundsToPence(v.homeValue) === null)
      add(['homeValue'], v.homeValue.trim() ? POUNDS_TEXT_ERROR : WILL_TEXTS.homeValueRequired);
    v.lifetimeGifts.forEach((g, i) => {
      if (!g.date) add(['lifetimeGifts', i, 'date'], VALIDATION.required);
      if (poundsToPence(g.amount) === null) add(['lifetimeGifts', i, 'amount'], POUNDS_TEXT_ERROR);
      if (!g.recipient.trim()) add(['lifetimeGifts', i, 'recipient'], VALIDATION.required);
    });
  });
export type EstateFactsFormValues = z.infer<typeof ZEstateFactsForm>;

export function factsInputOfForm(v: EstateFactsFormValues): EstateFactsInput {
  return {
    transferredNilRateBandPercent: percentOfText(v.transferredNilRateBandPercent || '0') ?? 0,
    transferredResidenceBandPercent: percentOfText(v.transferredResidenceBandPercent || '0') ?? 0,
    homeToDescendants: v.homeToDescendants,
    homeToDescendantsValue: v.homeToDescendants ? poundsToPence(v.homeValue) : null,
    lifetimeGifts: v.lifetimeGifts.map((g) => ({
      date: g.date ?? '',
      amount: poundsToPence(g.amount) ?? 0,
      recipient: g.recipient.trim(),
    })),
  };
}

export function factsFormOf(facts: {
  transferredNilRateBandPercent: number;
  transferredResidenceBandPercent: number;
  homeToDescendants: boolean;
  homeToDescendantsValue: number | null;
  lifetimeGifts: { date: string; amount: number; recipient: string }[];
}): EstateFactsFormValues {
  return {
    transferredNilRateBandPercent: String(facts.transferredNilRateBandPercent),
    transferredResidenceBandPercent: String(facts.transferredResidenceBandPercent),
    homeToDescendants: facts.homeToDescendants,
    homeValue: facts.homeToDescendantsValue === null ? '' : penceToPoundsInput(facts.homeToDescendantsValue),
    lifetimeGifts: facts.lifetimeGifts.map((g) => ({
      date: g.date,
      amount: penceToPoundsInput(g.amount),
      recipient: g.recipient,
    })),
  };
}
