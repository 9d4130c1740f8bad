import { z } from 'zod';
import { CHECK_ALWAYS, zDate, zOptionalDate } from '../schemas/dates.js';
import { optionalText, requiredText, zUuid } from '../schemas/fields.js';
import {
  ASSET_CATEGORIES,
  type AssetCategory,
  LIABILITY_CATEGORIES,
  type LiabilityCategory,
  PAYMENT_KINDS,
  type PaymentKind,
  RECEIPT_KINDS,
  type ReceiptKind,
} from './categories.js';
import { DISTRIBUTION_KINDS } from './estate-accounts.js';
import { ESTATE_AMOUNT_MAX_PENCE, formatPence } from './pounds.js';

/*
 * Issue 17 "Assets and liabilities": the estate's register (its assets and liabilities by the
 * IHT400 categories of categories.ts) and its receipts and payments after the death. The firm's
 * own working papers: never the matter's individuals nor a charity (they get 404).
 */

export const ESTATE_ITEM_KINDS = ['asset', 'liability'] as const;
export type EstateItemKind = (typeof ESTATE_ITEM_KINDS)[number];
export const ESTATE_TRANSACTION_DIRECTIONS = ['receipt', 'payment'] as const;
export type EstateTransactionDirection = (typeof ESTATE_TRANSACTION_DIRECTIONS)[number];
export type EstateItemCategory = AssetCategory | LiabilityCategory;

export const ESTATE_DESCRIPTION_MAX = 500;
export const ESTATE_INSTITUTION_MAX = 500;
export const ESTATE_REFERENCE_MAX = 200;

export const ESTATE_REGISTER_TEXTS = {
  nav: 'Assets',
  title: 'Assets and liabilities',
  description:
    "The estate's assets and liabilities at the date of death, by the categories of HMRC's IHT400, and what each realised. Only your firm sees them.",
  tabRegister: 'Assets and liabilities',
  tabTransactions: 'Receipts and payments',
  empty: 'No assets or liabilities recorded yet.',
  emptyTransactions: 'No receipts or payments recorded yet.',
  newAsset: 'Add asset',
  newLiability: 'Add liability',
  editItem: 'Change item',
  saveItem: 'Save item',
  itemSaved: 'Item saved.',
  deleteItem: 'Delete',
  deleteItemConfirm: 'Delete this item from the register? It cannot be brought back.',
  itemDeleted: 'Item deleted.',
  newTransaction: 'Add receipt or payment',
  editTransaction: 'Change receipt or payment',
  saveTransaction: 'Save',
  transactionSaved: 'Receipt or payment saved.',
  deleteTransactionConfirm: 'Delete this receipt or payment? It cannot be brought back.',
  transactionDeleted: 'Receipt or payment deleted.',
  loadFailed: 'The register could not be loaded.',
  kind: 'Kind',
  asset: 'Asset',
  liability: 'Liability',
  category: 'Category',
  itemDescription: 'Description',
  institution: 'Institution or address',
  reference: 'Reference (account or policy number)',
  referenceHint: 'Stored encrypted; reading it is recorded.',
  valueAtDeath: 'Value at date of death (£)',
  sharePercent: "Deceased's share (%)",
  shareHint: '100 unless it was jointly owned',
  passesBySurvivorship: 'Passes by survivorship to the joint owner',
  inEstateForProbate: 'Included in the estate for probate',
  realisation: 'Realisation',
  realisationHint: 'When it was sold, encashed or transferred',
  realisedAmount: 'Amount realised (£)',
  realisedOn: 'Date realised',
  gainLoss: 'Gain or loss',
  shareValue: "Deceased's share",
  total: 'Total',
  totalAssets: 'Gross assets',
  totalLiabilities: 'Liabilities',
  netEstate: 'Net estate',
  probateEstate: 'Net estate for probate',
  realisedTotal: 'Realised so far',
  direction: 'Receipt or payment',
  receipt: 'Receipt',
  payment: 'Payment',
  transactionKind: 'Type',
  date: 'Date',
  amount: 'Amount (£)',
  transactionDescription: 'Description',
  linkedItem: 'Asset or liability it concerns',
  noLinkedItem: 'None',
  capitalReceipts: 'Capital received',
  incomeReceipts: 'Income received',
  payments: 'Paid out',
  balance: 'Balance held',
  notRealised: 'Not realised',
  jointShare: (percent: string) => `${percent}% share`,
  ofWhole: (whole: string) => `of ${whole}`,
  realisedText: (amount: string, date: string) => `Realised ${amount} on ${date}`,
  gainText: (amount: string) => `gain ${amount}`,
  lossText: (amount: string) => `loss ${amount}`,
  referenceShort: 'Ref.',
  itemCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  concerns: 'For',
  survivorship: 'By survivorship',
  notInProbate: 'Outside the probate estate',
  // Problems, under the field and in the API's 400.
  chooseKind: 'Choose asset or liability',
  chooseCategory: 'Choose a category',
  categoryOfOtherKind: 'Choose a category of this kind',
  chooseDirection: 'Choose receipt or payment',
  chooseTransactionKind: 'Choose a type',
  notPoundsAndPence: 'Enter an amount in pounds and pence',
  negative: 'Enter an amount of £0.00 or more',
  notPositive: 'Enter an amount of more than £0.00',
  tooLarge: `Enter an amount of ${formatPence(ESTATE_AMOUNT_MAX_PENCE)} or less`,
  shareRange: 'Enter a share between 0 and 100',
  shareDecimals: 'Enter a share with at most 2 decimal places',
  realisationBoth: 'Enter both the amount and the date realised, or neither',
  beforeDeath: 'This date cannot be before the date of death',
  inFuture: 'This date cannot be in the future',
  itemNotOfMatter: 'Choose an asset or liability of this estate',
  yesOrNo: 'Choose yes or no',
  // Administration expenses and distributions (the estate accounts need them).
  chargedTo: 'Charged to',
  chargedToHint: 'Capital unless it is a cost of earning the income',
  chargedToCapital: 'Capital account',
  chargedToIncome: 'Income account',
  paidTo: 'Paid to (the gift of the will it pays)',
  chooseGift: 'Choose a gift',
  distributionKind: 'Interim or final',
  interim: 'Interim distribution',
  final: 'Final distribution',
  noGiftsYet: 'Add the will’s gifts on the Will page first.',
  chooseChargedTo: 'Choose capital or income',
  chooseLegacy: 'Choose the gift this distribution pays',
  chooseDistributionKind: 'Choose interim or final',
  notForThisKind: 'This is not asked for this type',
  legacyNotOfMatter: 'Choose a gift of this estate’s will',
  legacyInKind: 'A specific gift passes in kind: choose a gift of money or a share of the residue',
} as const;

export const CHARGED_TO = ['capital', 'income'] as const;
export type ChargedTo = (typeof CHARGED_TO)[number];

/** The phrase of an item or a transaction as the firm-only activity entry names it; never a figure. */
export const ESTATE_ACTIVITY_OBJECTS = {
  asset: 'an asset',
  liability: 'a liability',
  receipt: 'a receipt',
  payment: 'a payment',
} as const;
export type EstateActivityObject = keyof typeof ESTATE_ACTIVITY_OBJECTS;

/** An amount in pence as the API takes it; null when fine. `positive`: more than nothing. */
export function estatePenceProblem(pence: unknown, positive = false): string | null {
  if (typeof pence !== 'number' || !Number.isFinite(pence) || !Number.isInteger(pence))
    return ESTATE_REGISTER_TEXTS.notPoundsAndPence;
  if (pence < 0) return ESTATE_REGISTER_TEXTS.negative;
  if (positive && pence === 0) return ESTATE_REGISTER_TEXTS.notPositive;
  if (pence > ESTATE_AMOUNT_MAX_PENCE) return ESTATE_REGISTER_TEXTS.tooLarge;
  return null;
}

/** A share 0–100 with at most two decimals; null when fine. */
export function sharePercentProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100)
    return ESTATE_REGISTER_TEXTS.shareRange;
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return ESTATE_REGISTER_TEXTS.shareDecimals;
  return null;
}

const zPence = (positive = false) =>
  z.number({ error: ESTATE_REGISTER_TEXTS.notPoundsAndPence }).superRefine((v, ctx) => {
    const problem = estatePenceProblem(v, positive);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const zFlag = (fallback: boolean) =>
  z
    .boolean({ error: ESTATE_REGISTER_TEXTS.yesOrNo })
    .nullish()
    .transform((v) => v ?? fallback);

const CATEGORIES_OF: Record<EstateItemKind, readonly string[]> = {
  asset: ASSET_CATEGORIES,
  liability: LIABILITY_CATEGORIES,
};

/**
 * POST /api/Matters/{id}/Estate/Items and PUT …/Items/{itemId}: an asset or a liability. The
 * realisation is both an amount and a date, or neither; the dates' order against the date of death
 * and today is the server's check (estateDateProblem), which knows the matter.
 */
export const ZEstateItemInput = z
  .object({
    kind: z.enum(ESTATE_ITEM_KINDS, { error: ESTATE_REGISTER_TEXTS.chooseKind }),
    category: z.enum([...ASSET_CATEGORIES, ...LIABILITY_CATEGORIES], {
      error: ESTATE_REGISTER_TEXTS.chooseCategory,
    }),
    description: requiredText(ESTATE_DESCRIPTION_MAX),
    institution: optionalText(ESTATE_INSTITUTION_MAX).transform((v) => v || null),
    reference: optionalText(ESTATE_REFERENCE_MAX).transform((v) => v || null),
    valueAtDeath: zPence(),
    sharePercent: z
      .number({ error: ESTATE_REGISTER_TEXTS.shareRange })
      .superRefine((v, ctx) => {
        const problem = sharePercentProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .nullish()
      .transform((v) => v ?? 100),
    passesBySurvivorship: zFlag(false),
    inEstateForProbate: zFlag(true),
    realisedAmount: zPence()
      .nullish()
      .transform((v) => v ?? null),
    realisedOn: zOptionalDate,
  })
  // Runs even when a field failed, so every problem is listed together; the values may be raw here.
  .superRefine((v, ctx) => {
    const kind = v.kind as unknown;
    const category = v.category as unknown;
    if (
      (kind === 'asset' || kind === 'liability') &&
      typeof category === 'string' &&
      [...ASSET_CATEGORIES, ...LIABILITY_CATEGORIES].includes(category as AssetCategory) &&
      !CATEGORIES_OF[kind].includes(category)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: ESTATE_REGISTER_TEXTS.categoryOfOtherKind,
      });
    const hasAmount = v.realisedAmount !== null && v.realisedAmount !== undefined;
    const hasDate = v.realisedOn !== null && v.realisedOn !== undefined && v.realisedOn !== '';
    if (hasAmount !== hasDate)
      ctx.addIssue({
        code: 'custom',
        path: [hasAmount ? 'realisedOn' : 'realisedAmount'],
        message: ESTATE_REGISTER_TEXTS.realisationBoth,
      });
  }, CHECK_ALWAYS);
export type EstateItemInput = z.input<typeof ZEstateItemInput>;
export type EstateItemValues = z.output<typeof ZEstateItemInput>;

const KINDS_OF: Record<EstateTransactionDirection, readonly string[]> = {
  receipt: RECEIPT_KINDS,
  payment: PAYMENT_KINDS,
};

/** POST /api/Matters/{id}/Estate/Transactions and PUT …/Transactions/{transactionId}. */
export const ZEstateTransactionInput = z
  .object({
    direction: z.enum(ESTATE_TRANSACTION_DIRECTIONS, { error: ESTATE_REGISTER_TEXTS.chooseDirection }),
    kind: z.enum([...RECEIPT_KINDS, ...PAYMENT_KINDS], {
      error: ESTATE_REGISTER_TEXTS.chooseTransactionKind,
    }),
    date: zDate,
    amount: zPence(true),
    description: requiredText(ESTATE_DESCRIPTION_MAX),
    estateItemID: zUuid.nullish().transform((v) => v ?? null),
    chargedTo: z
      .enum(CHARGED_TO, { error: ESTATE_REGISTER_TEXTS.chooseChargedTo })
      .nullish()
      .transform((v) => v ?? null),
    estateLegacyID: zUuid.nullish().transform((v) => v ?? null),
    distribution: z
      .enum(DISTRIBUTION_KINDS, { error: ESTATE_REGISTER_TEXTS.chooseDistributionKind })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const direction = v.direction as unknown;
    const kind = v.kind as unknown;
    // An administration expense says which account bears it (capital when not said); a distribution
    // names the gift it pays and whether interim or final; no other type takes these fields.
    const given = (x: unknown) => x !== null && x !== undefined && x !== '';
    const asks = {
      chargedTo: direction === 'payment' && kind === 'administration',
      estateLegacyID: direction === 'payment' && kind === 'distribution',
      distribution: direction === 'payment' && kind === 'distribution',
    };
    const required = {
      chargedTo: null,
      estateLegacyID: ESTATE_REGISTER_TEXTS.chooseLegacy,
      distribution: ESTATE_REGISTER_TEXTS.chooseDistributionKind,
    };
    for (const field of ['chargedTo', 'estateLegacyID', 'distribution'] as const) {
      if (given(v[field]) && !asks[field])
        ctx.addIssue({ code: 'custom', path: [field], message: ESTATE_REGISTER_TEXTS.notForThisKind });
      const message = required[field];
      if (!given(v[field]) && asks[field] && message)
        ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (
      (direction === 'receipt' || direction === 'payment') &&
      typeof kind === 'string' &&
      [...RECEIPT_KINDS, ...PAYMENT_KINDS].includes(kind as ReceiptKind) &&
      !KINDS_OF[direction].includes(kind)
    )
      ctx.addIssue({ code: 'custom', path: ['kind'], message: ESTATE_REGISTER_TEXTS.chooseTransactionKind });
  }, CHECK_ALWAYS)
  .transform((v) => ({
    ...v,
    chargedTo: v.direction === 'payment' && v.kind === 'administration' ? (v.chargedTo ?? 'capital') : null,
  }));
export type EstateTransactionInput = z.input<typeof ZEstateTransactionInput>;
export type EstateTransactionValues = z.output<typeof ZEstateTransactionInput>;
export type EstateTransactionKind = ReceiptKind | PaymentKind;

/**
 * A date of the estate after the death (a realisation, a receipt or payment): not before the date of
 * death when the matter has one, and not after today in the UK. Null when fine.
 */
export function estateDateProblem(
  date: string,
  dateOfDeath: string | null | undefined,
  today: string,
): string | null {
  if (dateOfDeath && date < dateOfDeath) return ESTATE_REGISTER_TEXTS.beforeDeath;
  if (date > today) return ESTATE_REGISTER_TEXTS.inFuture;
  return null;
}
