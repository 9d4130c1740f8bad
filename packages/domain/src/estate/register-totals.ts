import {
  ASSET_CATEGORIES,
  ESTATE_ITEM_CATEGORY,
  type EstateItemFigures,
  INCOME_RECEIPT_KINDS,
  LIABILITY_CATEGORIES,
  type Pence,
  type ReceiptKind,
} from './categories.js';
import { shareOfPence } from './pounds.js';
import type { EstateItemCategory, EstateTransactionDirection } from './register.js';

/*
 * Issue 17: the register's working, shown on the screen: each item's share of its value at death,
 * its gain or loss on realisation, and the totals per category and for the estate. Pure, so the
 * server answers them and the tests check them against hand-worked figures.
 */

/** The deceased's share of an item's value at death (the whole value when not jointly owned). */
export function itemShareValue(item: Pick<EstateItemFigures, 'valueAtDeath' | 'sharePercent'>): Pence {
  return shareOfPence(item.valueAtDeath, item.sharePercent);
}

/**
 * Gain (positive) or loss (negative) on realisation: the amount realised less the deceased's share
 * of the value at death. Null while the item is not realised.
 */
export function itemGainOrLoss(
  item: Pick<EstateItemFigures, 'valueAtDeath' | 'sharePercent' | 'realisedAmount'>,
): Pence | null {
  return item.realisedAmount === null ? null : item.realisedAmount - itemShareValue(item);
}

export interface CategoryTotal {
  category: EstateItemCategory;
  kind: 'asset' | 'liability';
  label: string;
  schedule: string;
  count: number;
  /** The deceased's shares of the values at death. */
  shareValue: Pence;
  /** The amounts realised so far (realised items only). */
  realised: Pence;
  /** Gains less losses of the realised items. */
  gainOrLoss: Pence;
}

export interface RegisterTotals {
  categories: CategoryTotal[];
  /** Every asset's share of its value at death (the estate before debts). */
  grossAssets: Pence;
  liabilities: Pence;
  netEstate: Pence;
  /** The same, counting only the items included in the estate for probate. */
  probateGrossAssets: Pence;
  probateLiabilities: Pence;
  probateNetEstate: Pence;
  /** What the realised assets brought in, and their gains less losses. */
  realisedAssets: Pence;
  gainOrLoss: Pence;
}

/** Totals per category (those with items, in the IHT400 order) and for the whole estate. */
export function registerTotals(items: readonly EstateItemFigures[]): RegisterTotals {
  const order: EstateItemCategory[] = [...ASSET_CATEGORIES, ...LIABILITY_CATEGORIES];
  const byCategory = new Map<EstateItemCategory, CategoryTotal>();
  const totals: RegisterTotals = {
    categories: [],
    grossAssets: 0,
    liabilities: 0,
    netEstate: 0,
    probateGrossAssets: 0,
    probateLiabilities: 0,
    probateNetEstate: 0,
    realisedAssets: 0,
    gainOrLoss: 0,
  };
  for (const item of items) {
    const share = itemShareValue(item);
    const gain = itemGainOrLoss(item);
    const entry = byCategory.get(item.category) ?? {
      category: item.category,
      kind: item.kind,
      ...ESTATE_ITEM_CATEGORY[item.category],
      count: 0,
      shareValue: 0,
      realised: 0,
      gainOrLoss: 0,
    };
    entry.count += 1;
    entry.shareValue += share;
    entry.realised += item.realisedAmount ?? 0;
    entry.gainOrLoss += gain ?? 0;
    byCategory.set(item.category, entry);
    if (item.kind === 'asset') {
      totals.grossAssets += share;
      if (item.inEstateForProbate) totals.probateGrossAssets += share;
      totals.realisedAssets += item.realisedAmount ?? 0;
      totals.gainOrLoss += gain ?? 0;
    } else {
      totals.liabilities += share;
      if (item.inEstateForProbate) totals.probateLiabilities += share;
    }
  }
  totals.categories = order.flatMap((c) => byCategory.get(c) ?? []);
  totals.netEstate = totals.grossAssets - totals.liabilities;
  totals.probateNetEstate = totals.probateGrossAssets - totals.probateLiabilities;
  return totals;
}

export interface TransactionTotals {
  capitalReceipts: Pence;
  incomeReceipts: Pence;
  payments: Pence;
  /** Received less paid out. */
  balance: Pence;
}

/** Receipts split into capital and income (interest, dividends, rent, other income), and payments. */
export function transactionTotals(
  transactions: readonly { direction: EstateTransactionDirection; kind: string; amount: Pence }[],
): TransactionTotals {
  const t = { capitalReceipts: 0, incomeReceipts: 0, payments: 0, balance: 0 };
  for (const tr of transactions) {
    if (tr.direction === 'payment') t.payments += tr.amount;
    else if (INCOME_RECEIPT_KINDS.includes(tr.kind as ReceiptKind)) t.incomeReceipts += tr.amount;
    else t.capitalReceipts += tr.amount;
  }
  t.balance = t.capitalReceipts + t.incomeReceipts - t.payments;
  return t;
}
