import {
  ASSET_CATEGORIES,
  CHARGED_TO,
  DISTRIBUTION_KINDS,
  ESTATE_ITEM_KINDS,
  ESTATE_TRANSACTION_DIRECTIONS,
  type EstateItemFigures,
  LIABILITY_CATEGORIES,
  PAYMENT_KINDS,
  RECEIPT_KINDS,
  itemGainOrLoss,
  itemShareValue,
  registerTotals,
  transactionTotals,
} from '@probity/domain';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { decryptItemReference } from './estate-item-secrets.js';
import type { EstateItemRow, EstateTransactionRow } from './estate-register.queries.js';

const zCategory = z.enum([...ASSET_CATEGORIES, ...LIABILITY_CATEGORIES]);
const zPence = z.number().int();

/** Issue 17: an asset or liability as the firm's staff read it, with its working. */
export const ZEstateItem = z.object({
  estateItemID: z.string(),
  matterID: z.string(),
  kind: z.enum(ESTATE_ITEM_KINDS),
  category: zCategory,
  description: z.string(),
  institution: z.string().nullable(),
  /** In clear: reading it is audited (estateItem.references_viewed). */
  reference: z.string().nullable(),
  valueAtDeath: zPence,
  sharePercent: z.number(),
  /** The deceased's share of the value at death (valueAtDeath × sharePercent, to the penny). */
  shareValue: zPence,
  passesBySurvivorship: z.boolean(),
  inEstateForProbate: z.boolean(),
  realisedAmount: zPence.nullable(),
  realisedOn: z.string().nullable(),
  /** realisedAmount − shareValue; null while not realised. */
  gainOrLoss: zPence.nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type EstateItemView = z.infer<typeof ZEstateItem>;

const ZCategoryTotal = z.object({
  category: zCategory,
  kind: z.enum(ESTATE_ITEM_KINDS),
  label: z.string(),
  schedule: z.string(),
  count: z.number().int(),
  shareValue: zPence,
  realised: zPence,
  gainOrLoss: zPence,
});

export const ZEstateRegister = z.object({
  items: z.array(ZEstateItem),
  totals: z.object({
    categories: z.array(ZCategoryTotal),
    grossAssets: zPence,
    liabilities: zPence,
    netEstate: zPence,
    probateGrossAssets: zPence,
    probateLiabilities: zPence,
    probateNetEstate: zPence,
    realisedAssets: zPence,
    gainOrLoss: zPence,
  }),
});

export function itemFigures(row: EstateItemRow): EstateItemFigures {
  return {
    kind: ZEstateItem.shape.kind.parse(row.kind),
    category: zCategory.parse(row.category),
    valueAtDeath: row.valueAtDeath,
    sharePercent: row.shareHundredths / 100,
    passesBySurvivorship: row.passesBySurvivorship,
    inEstateForProbate: row.inEstateForProbate,
    realisedAmount: row.realisedAmount,
    realisedOn: row.realisedOn,
  };
}

export function presentEstateItem(config: Config, row: EstateItemRow): EstateItemView {
  const figures = itemFigures(row);
  return {
    estateItemID: row.estateItemID,
    matterID: row.matterID,
    ...figures,
    description: row.description,
    institution: row.institution,
    reference: decryptItemReference(config, row.estateItemID, row.reference),
    shareValue: itemShareValue(figures),
    gainOrLoss: itemGainOrLoss(figures),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export function presentEstateRegister(
  config: Config,
  rows: EstateItemRow[],
): z.infer<typeof ZEstateRegister> {
  return {
    items: rows.map((r) => presentEstateItem(config, r)),
    totals: registerTotals(rows.map(itemFigures)),
  };
}

/** Issue 17: a receipt or payment of the estate. */
export const ZEstateTransaction = z.object({
  estateTransactionID: z.string(),
  matterID: z.string(),
  direction: z.enum(ESTATE_TRANSACTION_DIRECTIONS),
  kind: z.enum([...RECEIPT_KINDS, ...PAYMENT_KINDS]),
  date: z.string(),
  amount: zPence,
  description: z.string(),
  estateItemID: z.string().nullable(),
  /** An administration expense: the account it is charged to; null for other types. */
  chargedTo: z.enum(CHARGED_TO).nullable(),
  /** A distribution: the will's gift it pays (estate_legacies) and whether interim or final. */
  estateLegacyID: z.string().nullable(),
  distribution: z.enum(DISTRIBUTION_KINDS).nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type EstateTransactionView = z.infer<typeof ZEstateTransaction>;

export const ZEstateTransactions = z.object({
  transactions: z.array(ZEstateTransaction),
  totals: z.object({ capitalReceipts: zPence, incomeReceipts: zPence, payments: zPence, balance: zPence }),
});

export function presentEstateTransaction(row: EstateTransactionRow): EstateTransactionView {
  return {
    estateTransactionID: row.estateTransactionID,
    matterID: row.matterID,
    direction: ZEstateTransaction.shape.direction.parse(row.direction),
    kind: ZEstateTransaction.shape.kind.parse(row.kind),
    date: row.date,
    amount: row.amount,
    description: row.description,
    estateItemID: row.estateItemID,
    chargedTo: row.chargedTo === null ? null : ZEstateTransaction.shape.chargedTo.parse(row.chargedTo),
    estateLegacyID: row.estateLegacyID,
    distribution:
      row.distribution === null ? null : ZEstateTransaction.shape.distribution.parse(row.distribution),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export function presentEstateTransactions(rows: EstateTransactionRow[]): z.infer<typeof ZEstateTransactions> {
  const transactions = rows.map(presentEstateTransaction);
  return { transactions, totals: transactionTotals(transactions) };
}
