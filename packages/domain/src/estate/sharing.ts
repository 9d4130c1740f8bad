import { z } from 'zod';
import { ukDate } from '../activity.js';
import type { Pence } from './categories.js';
import type { DistributionKind, EstateAccounts } from './estate-accounts.js';
import { PROBATE_STAGE_LABELS, PROBATE_STAGES, type ProbateStage } from './key-dates.js';
import { PERCENT_SCALE, sum } from './money.js';

/*
 * Issue 17 "Progress shared with the charities": what each charity named on an Estate matter sees
 * of the estate, as data. Milestones are always shared; figures and accounts only when the firm
 * switches them on. A charity sees its own entitlement and payments, never another beneficiary's
 * (spec 03 §2.11: co-beneficiaries see each other's names only, so no other figure is shown).
 */

/** What is shared at which setting: 'always', or the firm's switch that shares it. */
export const ESTATE_SHARED_PARTS = {
  /** The probate stage, the grant date and the payments made to the charity itself. */
  milestones: 'always',
  /** Assets collected, tax paid, the charity's own entitlement. */
  figures: 'shareFigures',
  /** The draft or final accounts' summary lines (totals only, no beneficiary by name). */
  accounts: 'shareAccounts',
} as const satisfies Record<string, 'always' | 'shareFigures' | 'shareAccounts'>;

export const ZEstateSharingInput = z.object({
  shareFigures: z.boolean(),
  shareAccounts: z.boolean(),
});
export type EstateSharingInput = z.infer<typeof ZEstateSharingInput>;

/** The lead of the charities sharing the residue, as the firm and the charities see it. */
export const ZEstateLead = z.object({
  matterCharityID: z.string(),
  charityName: z.string(),
  /** The lead's main contact on Probity (the firm's single contact), when it has one. */
  contact: z.object({ name: z.string(), emailAddress: z.string() }).nullable(),
});

export const ZEstateSharing = ZEstateSharingInput.extend({
  updatedAt: z.string().nullable(),
  /** The charities that see the progress (named on the matter, on Probity). */
  charitiesOnProbity: z.number().int(),
  lead: ZEstateLead.nullable(),
});
export type EstateSharing = z.infer<typeof ZEstateSharing>;

const zPence = z.number().int();

export const ZEstateProgress = z.object({
  shared: z.object({ figures: z.boolean(), accounts: z.boolean() }),
  firmName: z.string(),
  dateOfDeath: z.string().nullable(),
  stage: z.object({ stage: z.enum(PROBATE_STAGES), label: z.string(), on: z.string() }).nullable(),
  grantDate: z.string().nullable(),
  /** Payments of the estate to this charity (milestones: the charity receives them anyway). */
  payments: z.array(
    z.object({ id: z.string(), on: z.string(), amount: zPence, distribution: z.enum(['interim', 'final']) }),
  ),
  paidTotal: zPence,
  figures: z
    .object({
      assetsEstimated: zPence,
      assetsCollected: zPence,
      collectedPercent: z.number(),
      itemsTotal: z.number().int(),
      itemsCollected: z.number().int(),
      taxPaid: zPence,
      entitlement: z.object({
        pecuniary: zPence,
        residuaryPercent: z.number().nullable(),
        estimatedResidue: zPence.nullable(),
        residuary: zPence,
        total: zPence,
      }),
    })
    .nullable(),
  accounts: z
    .object({
      status: z.enum(['draft', 'final']),
      finalisedOn: z.string().nullable(),
      approvedOn: z.string().nullable(),
      lines: z.array(z.object({ key: z.string(), label: z.string(), amount: zPence })),
    })
    .nullable(),
  /** The charity's own note beside the figures. */
  note: z.string(),
  lead: ZEstateLead.nullable(),
});
export type EstateProgress = z.infer<typeof ZEstateProgress>;

/** The charity's figures from the estate accounts: its own row only. */
export function charityProgressFigures(accounts: EstateAccounts, beneficiaryId: string) {
  const assets = accounts.capital.assets;
  const realised = new Set(accounts.capital.realisations.map((r) => r.id));
  const collected = assets.filter((a) => realised.has(a.id));
  const assetsEstimated = accounts.capital.assetsTotal;
  const assetsCollected = sum(collected.map((a) => a.amount));
  const own = accounts.distribution.beneficiaries.find((b) => b.beneficiaryId === beneficiaryId);
  const share = accounts.distribution.residuary.filter((r) => r.beneficiaryId === beneficiaryId);
  const residuaryPercent =
    share.length > 0 ? Math.round(sum(share.map((r) => r.percent)) * PERCENT_SCALE) / PERCENT_SCALE : null;
  return {
    assetsEstimated,
    assetsCollected,
    // The share of the estimated total by value at death (so a sale above value stays at most 100 %).
    collectedPercent: assetsEstimated > 0 ? Math.round((assetsCollected * 1000) / assetsEstimated) / 10 : 0,
    itemsTotal: assets.length,
    itemsCollected: collected.length,
    taxPaid: accounts.capital.inheritanceTaxTotal,
    entitlement: {
      pecuniary: own?.pecuniary ?? 0,
      residuaryPercent,
      estimatedResidue: residuaryPercent === null ? null : Math.max(0, accounts.distribution.residue),
      residuary: own?.residuary ?? 0,
      total: own?.entitlement ?? 0,
    },
  };
}

/** The accounts' summary lines a charity sees: totals only (never a beneficiary by name). */
export function accountsSummaryLines(
  accounts: EstateAccounts,
): { key: string; label: string; amount: Pence }[] {
  const d = accounts.distribution;
  const lines: [string, Pence][] = [
    ['capitalBalance', accounts.capital.balance],
    ['netIncome', accounts.income.net],
    ['available', d.available],
    ['pecuniaryLegacies', d.pecuniaryTotal],
    ['specificLegacies', d.specificTotal],
    ['residue', d.residue],
    ['distributed', d.distributedTotal],
    ['held', d.heldTotal],
  ];
  return lines.map(([key, amount]) => ({
    key,
    label: ESTATE_PROGRESS_TEXTS.accountLines[key as keyof typeof ESTATE_PROGRESS_TEXTS.accountLines],
    amount,
  }));
}

/** What a charity was last told (estate_progress_seen.state): the facts it can see, no figures of others. */
export interface ProgressState {
  stage: { stage: ProbateStage; on: string } | null;
  grantDate: string | null;
  payments: { id: string; on: string; distribution: DistributionKind }[];
  shareFigures: boolean;
  shareAccounts: boolean;
  /** The finalisation in force of the accounts (null: not final, or changed since). */
  accountsFinal: string | null;
}

export const EMPTY_PROGRESS_STATE: ProgressState = {
  stage: null,
  grantDate: null,
  payments: [],
  shareFigures: false,
  shareAccounts: false,
  accountsFinal: null,
};

/**
 * The changes a charity can see between what it was told and now, each as the words of its
 * legacy's activity entry and e-mail (no figure: an e-mail may be read by anyone at the charity).
 */
export function progressChanges(before: ProgressState, after: ProgressState): string[] {
  const t = ESTATE_PROGRESS_TEXTS.changes;
  const out: string[] = [];
  const stageChanged =
    after.stage !== null &&
    (before.stage?.stage !== after.stage.stage || before.stage?.on !== after.stage.on);
  if (stageChanged && after.stage)
    out.push(t.stage(PROBATE_STAGE_LABELS[after.stage.stage], ukDate(after.stage.on)));
  if (before.stage !== null && after.stage === null) out.push(t.stageRemoved);
  // The grant-issued stage carries the grant date: said once.
  const grantByStage =
    stageChanged && after.stage?.stage === 'grantIssued' && after.stage.on === after.grantDate;
  if (before.grantDate !== after.grantDate && !grantByStage)
    out.push(after.grantDate ? t.grant(ukDate(after.grantDate)) : t.grantRemoved);
  const known = new Set(before.payments.map((p) => p.id));
  for (const p of after.payments) if (!known.has(p.id)) out.push(t.payment(p.distribution, ukDate(p.on)));
  if (before.shareFigures !== after.shareFigures) out.push(after.shareFigures ? t.figuresOn : t.figuresOff);
  if (before.shareAccounts !== after.shareAccounts)
    out.push(after.shareAccounts ? t.accountsOn : t.accountsOff);
  if (after.accountsFinal && before.accountsFinal !== after.accountsFinal) out.push(t.accountsFinal);
  return out;
}

/**
 * The lead of the residuary charities: the charity that every one of them (at least two) has
 * chosen; none while any has not chosen or they differ (decision, docs/decisions.md).
 */
export function agreedLead(
  residuaryIds: readonly string[],
  choices: readonly { matterCharityID: string; leadMatterCharityID: string }[],
): string | null {
  if (residuaryIds.length < 2) return null;
  const chosen = residuaryIds.map((id) => choices.find((c) => c.matterCharityID === id)?.leadMatterCharityID);
  const first = chosen[0];
  if (!first || !residuaryIds.includes(first)) return null;
  return chosen.every((c) => c === first) ? first : null;
}

export const ESTATE_PROGRESS_TEXTS = {
  title: 'Estate progress',
  description: (firm: string) => `How the administration of the estate is going, as ${firm} shares it.`,
  stage: 'Probate application',
  noStage: 'Not submitted yet',
  grantDate: 'Grant of probate',
  noGrant: 'Not issued yet',
  assetsCollected: 'Assets collected',
  collectedOf: (collected: string, total: string, percent: number) =>
    `${collected} of an estimated ${total} (${percent} %)`,
  itemsCollected: (n: number, of: number) => `${n} of ${of} assets sold, encashed or transferred`,
  taxPaid: 'Inheritance tax paid',
  entitlement: 'Your entitlement',
  pecuniary: 'Pecuniary legacy',
  residuary: (percent: number, residue: string) =>
    `Share of residue: ${percent} % of an estimated ${residue}`,
  entitlementTotal: 'Estimated entitlement',
  payments: 'Payments to your charity',
  noPayments: 'No payments yet.',
  interim: 'Interim distribution',
  final: 'Final distribution',
  paidTotal: 'Paid so far',
  figuresNotShared: 'The firm has not shared the estate’s figures.',
  accounts: 'Estate accounts',
  accountsDraft: 'Draft accounts',
  accountsFinal: (on: string) => `Final accounts (marked final on ${on})`,
  approvedOn: (on: string) => `Approved by your charity on ${on}`,
  notApproved: 'Not approved by your charity yet',
  accountsNotShared: 'The firm has not shared the estate accounts.',
  fromFirm: 'From the firm’s estate figures',
  note: 'Your note',
  noteHelp: 'Your charity’s own note beside the firm’s figures. The firm does not see it.',
  saveNote: 'Save note',
  savingNote: 'Saving your note',
  savedNote: 'Note saved',
  loadFailed: 'The estate’s progress could not be loaded.',
  lead: (name: string) => `Lead charity: ${name}`,
  accountLines: {
    capitalBalance: 'Balance of capital',
    netIncome: 'Net income',
    available: 'Available for distribution',
    pecuniaryLegacies: 'Pecuniary legacies',
    specificLegacies: 'Specific legacies (value at death)',
    residue: 'Residue',
    distributed: 'Distributed so far',
    held: 'Balance held',
  },
  changes: {
    stage: (label: string, on: string) => `the probate application: ${label} (${on})`,
    stageRemoved: 'the probate application: a stage recorded in error was removed',
    grant: (on: string) => `the grant of probate was issued on ${on}`,
    grantRemoved: 'the grant date was removed',
    payment: (kind: DistributionKind, on: string) =>
      `${kind === 'final' ? 'a final' : 'an interim'} distribution was paid to your charity on ${on}`,
    figuresOn: 'the estate’s figures are now shared with the charities',
    figuresOff: 'the estate’s figures are no longer shared',
    accountsOn: 'the estate accounts are now shared with the charities',
    accountsOff: 'the estate accounts are no longer shared',
    accountsFinal: 'the estate accounts were marked final',
  },
} as const;

export const ESTATE_SHARING_TEXTS = {
  title: 'What the charities see',
  description:
    'Each charity named on this estate sees its progress on its legacy. Milestones are always shared: the probate stage, the grant date and the payments made to that charity.',
  shareFigures: 'Share the estate’s figures',
  shareFiguresHelp:
    'Assets collected against the estimated total, inheritance tax paid, and each charity’s own entitlement.',
  shareAccounts: 'Share the estate accounts',
  shareAccountsHelp: 'The draft or final accounts’ totals, and whether they are final.',
  neverShared: 'A charity never sees another beneficiary’s name or figures.',
  save: 'Save sharing',
  saving: 'Saving what the charities see',
  saved: 'Sharing saved',
  noCharities: 'No charity on this estate is on Probity yet: nobody sees the progress.',
  charitiesOnProbity: (n: number) => `${n} ${n === 1 ? 'charity sees' : 'charities see'} the progress.`,
  lead: 'Lead charity',
  leadContact: (name: string, email: string) => `Contact: ${name} (${email})`,
  noLead: 'The charities sharing the residue have not agreed a lead.',
} as const;

/** The charity's own note beside the estate's figures. */
export const LEGACY_NOTE_MAX = 2000;

export const ZEstateNoteInput = z.object({ note: z.string().max(LEGACY_NOTE_MAX) });

export const ZEstateLeadInput = z.object({
  leadMatterCharityID: z.uuid(),
  /** Whether the lead may record approval of the estate accounts for this charity. */
  leadMayApprove: z.boolean(),
});
export type EstateLeadInput = z.infer<typeof ZEstateLeadInput>;

/** The residuary charities and their choices, as each of them sees it (names only, spec 03 §2.11). */
export const ZEstateLeadState = z.object({
  residuary: z.array(
    z.object({
      matterCharityID: z.string(),
      charityName: z.string(),
      isYou: z.boolean(),
      hasChosen: z.boolean(),
      leadMayApprove: z.boolean(),
    }),
  ),
  yourChoice: z.object({ leadMatterCharityID: z.string(), leadMayApprove: z.boolean() }).nullable(),
  lead: ZEstateLead.nullable(),
});
export type EstateLeadState = z.infer<typeof ZEstateLeadState>;

export const ESTATE_LEAD_TEXTS = {
  title: 'Lead charity',
  description:
    'The charities sharing the residue can agree that one of them leads: the firm then deals with a single contact. The lead is set when every one of them has chosen the same charity.',
  choose: 'Our choice of lead',
  mayApprove: 'The lead may approve the estate accounts for our charity',
  save: 'Save our choice',
  saving: 'Saving your choice of lead',
  saved: 'Choice of lead saved',
  agreed: (name: string) => `${name} leads for the charities sharing the residue.`,
  notAgreed: 'No lead agreed yet.',
  hasChosen: 'Has chosen',
  notChosen: 'Not chosen yet',
  notResiduary: 'Only a charity sharing the residue chooses the lead.',
  aloneOnResidue: 'A lead is chosen only where several charities share the residue.',
  leadNotResiduary: 'Choose a charity that shares the residue.',
  notLead: 'Only the agreed lead approves the accounts for the charities sharing the residue.',
  nothingToApprove: 'Every charity that let the lead approve has approved these accounts already.',
  approveForGroup: 'Approve the final accounts for the group',
  approveForGroupHelp:
    'Records the approval of the final accounts for your charity and for each charity that let the lead approve for it.',
  approving: 'Approving the accounts',
  approvedForGroup: (n: number) => `Approved for ${n} ${n === 1 ? 'charity' : 'charities'}.`,
} as const;
