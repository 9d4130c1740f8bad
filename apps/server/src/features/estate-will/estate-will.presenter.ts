import {
  ACCOUNTS_PROBLEM_TEXTS,
  ESTATE_COMPONENTS,
  PERCENT_SCALE,
  type ResiduaryShareOf,
  WILL_LEGACY_KINDS,
  estateAccounts,
} from '@probity/domain';
import { z } from 'zod';
import type { EstateFactsRow, EstateLegacyRecord, EstateLegacyRow } from './estate-will.queries.js';

/** Issue 17: a gift of the will as the firm's staff see it (amounts in pence, percentages 0–100). */
export const ZEstateLegacy = z.object({
  estateLegacyID: z.string(),
  matterID: z.string(),
  kind: z.enum(WILL_LEGACY_KINDS),
  component: z.enum(ESTATE_COMPONENTS),
  beneficiary: z.discriminatedUnion('type', [
    z.object({ type: z.literal('charity'), matterCharityID: z.string(), name: z.string() }),
    z.object({ type: z.literal('person'), name: z.string() }),
  ]),
  amount: z.number().int().nullable(),
  description: z.string().nullable(),
  estateItemID: z.string().nullable(),
  share: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), percent: z.number() }),
      z.object({ kind: z.literal('fraction'), numerator: z.number().int(), denominator: z.number().int() }),
    ])
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type EstateLegacyView = z.infer<typeof ZEstateLegacy>;

export const ZEstateLegacies = z.object({
  legacies: z.array(ZEstateLegacy),
  /** The domain's check of the residuary shares: null when they share the whole residue (or there are none). */
  residuaryWarning: z.string().nullable(),
});

export function shareOfRow(row: EstateLegacyRow): ResiduaryShareOf | null {
  if (row.shareKind === 'percent' && row.sharePercentScaled !== null)
    return { kind: 'percent', percent: row.sharePercentScaled / PERCENT_SCALE };
  if (row.shareKind === 'fraction' && row.shareNumerator !== null && row.shareDenominator !== null)
    return { kind: 'fraction', numerator: row.shareNumerator, denominator: row.shareDenominator };
  return null;
}

export function presentEstateLegacy(record: EstateLegacyRecord): EstateLegacyView {
  const { legacy } = record;
  return {
    estateLegacyID: legacy.estateLegacyID,
    matterID: legacy.matterID,
    kind: legacy.kind as EstateLegacyView['kind'],
    component: legacy.component as EstateLegacyView['component'],
    beneficiary: legacy.matterCharityID
      ? { type: 'charity', matterCharityID: legacy.matterCharityID, name: record.charityName ?? '' }
      : { type: 'person', name: legacy.beneficiaryName ?? '' },
    amount: legacy.amount,
    description: legacy.description,
    estateItemID: legacy.estateItemID,
    share: shareOfRow(legacy),
    createdAt: legacy.createdAt.toISOString(),
    updatedAt: legacy.updatedAt?.toISOString() ?? null,
  };
}

/**
 * The residuary shares checked by the estate accounts' own rule (estate-accounts.ts): shares that do
 * not add up to the whole residue may be saved, and the list says so.
 */
export function residuaryWarning(records: readonly EstateLegacyRecord[]): string | null {
  const residuaryShares = records.flatMap((r) => {
    const share = r.legacy.kind === 'residuary' ? shareOfRow(r.legacy) : null;
    return share ? [{ beneficiaryId: r.legacy.estateLegacyID, beneficiaryName: '', share }] : [];
  });
  if (residuaryShares.length === 0) return null;
  const { problems } = estateAccounts({
    items: [],
    receipts: [],
    payments: [],
    pecuniaryLegacies: [],
    specificLegacies: [],
    residuaryShares,
  });
  if (problems.includes('invalidShare')) return ACCOUNTS_PROBLEM_TEXTS.invalidShare;
  if (problems.includes('sharesDoNotAddUp')) return ACCOUNTS_PROBLEM_TEXTS.sharesDoNotAddUp;
  return null;
}

export const ZEstateFacts = z.object({
  matterID: z.string(),
  transferredNilRateBandPercent: z.number(),
  transferredResidenceBandPercent: z.number(),
  homeToDescendants: z.boolean(),
  homeToDescendantsValue: z.number().int().nullable(),
  lifetimeGifts: z.array(z.object({ date: z.string(), amount: z.number().int(), recipient: z.string() })),
  updatedAt: z.string().nullable(),
});
export type EstateFactsView = z.infer<typeof ZEstateFacts>;

export function presentEstateFacts(
  matterID: string,
  row: EstateFactsRow | undefined,
  gifts: readonly { givenOn: string; amount: number; recipient: string }[],
): EstateFactsView {
  return {
    matterID,
    transferredNilRateBandPercent: (row?.transferredNilRateBandScaled ?? 0) / PERCENT_SCALE,
    transferredResidenceBandPercent: (row?.transferredResidenceBandScaled ?? 0) / PERCENT_SCALE,
    homeToDescendants: row?.homeToDescendants ?? false,
    homeToDescendantsValue: row?.homeToDescendantsValue ?? null,
    lifetimeGifts: gifts.map((g) => ({ date: g.givenOn, amount: g.amount, recipient: g.recipient })),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
