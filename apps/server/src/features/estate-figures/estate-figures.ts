import {
  type AccountsItem,
  ESTATE_COMPONENTS,
  type EstateAccounts,
  type EstateAccountsInput,
  type EstateComponent,
  type EstatePayment,
  type EstateReceipt,
  type ExemptGift,
  IHT_EARLIEST_DATE_OF_DEATH,
  type InheritanceTaxInput,
  type InheritanceTaxWorksheet,
  PAYMENT_KINDS,
  PERCENT_SCALE,
  type PaymentKind,
  type Pence,
  RECEIPT_KINDS,
  type ReceiptKind,
  type ResiduaryShareOf,
  estateAccounts,
  inheritanceTaxWorksheet,
  shareOfValue,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { matters } from '../../db/schema/index.js';
import { itemFigures } from '../estate-register/estate-register.presenter.js';
import {
  type EstateItemRow,
  type EstateTransactionRow,
  findEstateItems,
  findEstateTransactions,
} from '../estate-register/estate-register.queries.js';
import { shareOfRow } from '../estate-will/estate-will.presenter.js';
import {
  type EstateLegacyRecord,
  findEstateFacts,
  findEstateLegacies,
  findLifetimeGifts,
} from '../estate-will/estate-will.queries.js';

/*
 * Issue 17: the estate's figures as the engines of packages/domain take them, built from the
 * register (estate_items, estate_transactions), the will (estate_legacies, estate_facts,
 * estate_lifetime_gifts) and the matter's date of death; and what the engines make of them. The
 * tax worksheet, the accounts, their exports and the charities' progress all read this one loader.
 * No access check here: the caller has loaded the matter for its actor.
 *
 * Beneficiaries (decision, docs/decisions.md): a charity is its matter_charities row
 * (matterCharityID); a person is `person:<name lower-cased and trimmed>`, so every gift to one
 * person is one beneficiary in the accounts.
 *
 * Exempt gifts for the tax: a pecuniary or specific gift to a charity at its value (a specific gift
 * at the deceased's share of the register's item it gives; one with no item has no value here); a
 * residuary share to a charity at that share of the residue BEFORE tax, because the tax on a
 * partly exempt residue falls on the chargeable shares only (Re Ratcliffe [1999] STC 262; IHTA 1984
 * s.41; IHTM26132). Gifts of kind 'spouse' are exempt at their amount, and so is the residuary
 * share of the same person (the will records the spouse by that gift).
 */

export interface EstateFigures {
  dateOfDeath: string | null;
  /** Null when the matter has no date of death. */
  taxInput: InheritanceTaxInput | null;
  accountsInput: EstateAccountsInput;
  /** Null without a date of death, or before the first thresholds the engine holds. */
  worksheet: InheritanceTaxWorksheet | null;
  accounts: EstateAccounts;
  /** The exempt gifts of the worksheet with their working (empty without a date of death). */
  exemptGifts: ExemptGiftLine[];
}

/** The beneficiary id of a named person: one per person however many gifts they receive. */
export function personBeneficiaryID(name: string): string {
  return `person:${name.trim().toLowerCase()}`;
}

/** The beneficiary id of a gift of the will: its charity's matterCharityID, or the person's id. */
export function legacyBeneficiaryID(legacy: EstateLegacyRecord['legacy']): string {
  return legacy.matterCharityID ?? personBeneficiaryID(legacy.beneficiaryName ?? '');
}

/** The name a gift's beneficiary is shown by. */
export function legacyBeneficiaryName(record: EstateLegacyRecord): string {
  return record.legacy.matterCharityID ? (record.charityName ?? '') : (record.legacy.beneficiaryName ?? '');
}

function accountsItem(row: EstateItemRow): AccountsItem {
  return { id: row.estateItemID, description: row.description, ...itemFigures(row) };
}

const isReceiptKind = (kind: string): kind is ReceiptKind =>
  (RECEIPT_KINDS as readonly string[]).includes(kind);
const isPaymentKind = (kind: string): kind is PaymentKind =>
  (PAYMENT_KINDS as readonly string[]).includes(kind);

function receiptOf(row: EstateTransactionRow): EstateReceipt | null {
  if (row.direction !== 'receipt' || !isReceiptKind(row.kind)) return null;
  return {
    id: row.estateTransactionID,
    date: row.date,
    kind: row.kind,
    description: row.description,
    amount: row.amount,
  };
}

/** A capital receipt linked to an asset of the register that records its realisation. */
function isRealisationProceeds(row: EstateTransactionRow, items: readonly EstateItemRow[]): boolean {
  if (row.direction !== 'receipt' || row.kind !== 'capital' || !row.estateItemID) return false;
  const item = items.find((i) => i.estateItemID === row.estateItemID);
  return item?.kind === 'asset' && item.realisedAmount !== null;
}

/** A payment as the accounts take it; a distribution's beneficiary is that of the gift it pays. */
function paymentOf(row: EstateTransactionRow, legacies: readonly EstateLegacyRecord[]): EstatePayment | null {
  if (row.direction !== 'payment' || !isPaymentKind(row.kind)) return null;
  const gift = row.estateLegacyID
    ? legacies.find((r) => r.legacy.estateLegacyID === row.estateLegacyID)
    : undefined;
  const isDistribution = row.kind === 'distribution';
  return {
    id: row.estateTransactionID,
    date: row.date,
    kind: row.kind,
    description: row.description,
    amount: row.amount,
    chargedTo: row.chargedTo === 'income' ? 'income' : 'capital',
    beneficiaryId: isDistribution && gift ? legacyBeneficiaryID(gift.legacy) : null,
    distribution: isDistribution ? (row.distribution === 'final' ? 'final' : 'interim') : null,
  };
}

/** The estate accounts' input: the register's lines, the receipts and payments, the will's gifts. */
export function buildAccountsInput(
  items: readonly EstateItemRow[],
  transactions: readonly EstateTransactionRow[],
  legacies: readonly EstateLegacyRecord[],
): EstateAccountsInput {
  const gifts = (kinds: readonly string[]) => legacies.filter((r) => kinds.includes(r.legacy.kind));
  const spouses = new Set(gifts(['spouse']).map((r) => legacyBeneficiaryID(r.legacy)));
  return {
    items: items.map(accountsItem),
    // The proceeds of an asset whose realisation the register records are in the capital account
    // already (its value at death and the gain or loss): not counted a second time as a receipt.
    receipts: transactions.flatMap((t) => (isRealisationProceeds(t, items) ? [] : (receiptOf(t) ?? []))),
    payments: transactions.flatMap((t) => paymentOf(t, legacies) ?? []),
    // A gift to the spouse is a sum of money: in the accounts it is paid as a pecuniary legacy.
    pecuniaryLegacies: gifts(['pecuniary', 'spouse']).map((r) => ({
      id: r.legacy.estateLegacyID,
      beneficiaryId: legacyBeneficiaryID(r.legacy),
      beneficiaryName: legacyBeneficiaryName(r),
      amount: r.legacy.amount ?? 0,
    })),
    specificLegacies: gifts(['specific']).map((r) => ({
      id: r.legacy.estateLegacyID,
      beneficiaryId: legacyBeneficiaryID(r.legacy),
      beneficiaryName: legacyBeneficiaryName(r),
      description: r.legacy.description ?? '',
      itemId: r.legacy.estateItemID,
    })),
    // A share to a charity or to the spouse is exempt: the tax paid falls on the others (Re Ratcliffe).
    residuaryShares: gifts(['residuary']).flatMap((r) => {
      const share = shareOfRow(r.legacy);
      const beneficiaryId = legacyBeneficiaryID(r.legacy);
      const exempt = r.legacy.matterCharityID !== null || spouses.has(beneficiaryId);
      return share ? [{ beneficiaryId, beneficiaryName: legacyBeneficiaryName(r), share, exempt }] : [];
    }),
  };
}

/** A share of `amount`, rounded down to the penny (an exempt amount is never overstated). */
function shareOfAmount(amount: Pence, share: ResiduaryShareOf): Pence {
  if (amount <= 0) return 0;
  const [n, d] =
    share.kind === 'percent'
      ? [BigInt(Math.round(share.percent * PERCENT_SCALE)), BigInt(100 * PERCENT_SCALE)]
      : [BigInt(share.numerator), BigInt(share.denominator)];
  if (d === 0n) return 0;
  return Number((BigInt(amount) * n) / d);
}

const componentOf = (component: string): EstateComponent =>
  (ESTATE_COMPONENTS as readonly string[]).includes(component) ? (component as EstateComponent) : 'general';

/**
 * The residue of each component before tax: its net value (its share of the register's assets less
 * its liabilities, as the worksheet counts them) less the pecuniary, spouse and specific gifts out
 * of it; never below nil.
 */
export function residueBeforeTax(
  items: readonly EstateItemRow[],
  legacies: readonly EstateLegacyRecord[],
): Record<EstateComponent, Pence> {
  const residue: Record<EstateComponent, Pence> = { general: 0, survivorship: 0, settled: 0 };
  for (const row of items) {
    const c: EstateComponent = row.passesBySurvivorship ? 'survivorship' : 'general';
    const value = shareOfValue(itemFigures(row));
    residue[c] += row.kind === 'asset' ? value : -value;
  }
  for (const { legacy } of legacies) {
    const c = componentOf(legacy.component);
    if (legacy.kind === 'pecuniary' || legacy.kind === 'spouse') residue[c] -= legacy.amount ?? 0;
    if (legacy.kind === 'specific') residue[c] -= specificValue(items, legacy.estateItemID);
  }
  for (const c of ESTATE_COMPONENTS) residue[c] = Math.max(0, residue[c]);
  return residue;
}

/** A specific gift's value: the deceased's share of the asset it gives; nothing when it names none. */
function specificValue(items: readonly EstateItemRow[], estateItemID: string | null): Pence {
  const item = estateItemID
    ? items.find((i) => i.estateItemID === estateItemID && i.kind === 'asset')
    : undefined;
  return item ? shareOfValue(itemFigures(item)) : 0;
}

/** An exempt gift with how its value was found (the worksheet shows it). */
export interface ExemptGiftLine extends ExemptGift {
  estateLegacyID: string;
  beneficiaryName: string;
  legacyKind: 'pecuniary' | 'specific' | 'residuary' | 'spouse';
  /** A residuary share: the share and the residue before tax it is a share of. */
  share: ResiduaryShareOf | null;
  residueBeforeTax: Pence | null;
}

/** The will's exempt gifts (charity and spouse), each with its value for the tax and its working. */
export function exemptGiftLines(
  items: readonly EstateItemRow[],
  legacies: readonly EstateLegacyRecord[],
): ExemptGiftLine[] {
  const residue = residueBeforeTax(items, legacies);
  const spouses = new Set(
    legacies.filter((r) => r.legacy.kind === 'spouse').map((r) => legacyBeneficiaryID(r.legacy)),
  );
  return legacies.flatMap((record): ExemptGiftLine[] => {
    const { legacy } = record;
    const component = componentOf(legacy.component);
    const legacyKind = legacy.kind as ExemptGiftLine['legacyKind'];
    const kind: ExemptGift['kind'] | null =
      legacy.kind === 'spouse'
        ? 'spouse'
        : legacy.matterCharityID
          ? 'charity'
          : spouses.has(legacyBeneficiaryID(legacy))
            ? 'spouse'
            : null;
    if (!kind) return [];
    const line = {
      kind,
      component,
      estateLegacyID: legacy.estateLegacyID,
      beneficiaryName: legacyBeneficiaryName(record),
      legacyKind,
      share: null,
      residueBeforeTax: null,
    };
    if (legacy.kind === 'pecuniary' || legacy.kind === 'spouse')
      return [{ ...line, amount: legacy.amount ?? 0 }];
    if (legacy.kind === 'specific') return [{ ...line, amount: specificValue(items, legacy.estateItemID) }];
    const share = shareOfRow(legacy);
    if (!share) return [];
    return [
      {
        ...line,
        share,
        residueBeforeTax: residue[component],
        amount: shareOfAmount(residue[component], share),
      },
    ];
  });
}

/** The will's exempt gifts as the worksheet engine takes them. */
export function exemptGifts(
  items: readonly EstateItemRow[],
  legacies: readonly EstateLegacyRecord[],
): ExemptGift[] {
  return exemptGiftLines(items, legacies).map(({ kind, component, amount }) => ({ kind, component, amount }));
}

/** Everything the estate's figures are made of, read in one go, and what the engines make of it. */
export async function loadEstateFigures(db: DbOrTx, matterID: string): Promise<EstateFigures> {
  const [matter] = await db
    .select({ dateOfDeath: matters.dateOfDeath })
    .from(matters)
    .where(eq(matters.matterID, matterID))
    .limit(1);
  const [items, transactions, legacies, facts, lifetimeGifts] = await Promise.all([
    findEstateItems(db, matterID),
    findEstateTransactions(db, matterID),
    findEstateLegacies(db, matterID),
    findEstateFacts(db, matterID),
    findLifetimeGifts(db, matterID),
  ]);
  const dateOfDeath = matter?.dateOfDeath ?? null;
  const accountsInput = buildAccountsInput(items, transactions, legacies);
  const giftLines = dateOfDeath ? exemptGiftLines(items, legacies) : [];
  const taxInput: InheritanceTaxInput | null = dateOfDeath
    ? {
        dateOfDeath,
        items: items.map(itemFigures),
        // The settled component (a trust the deceased had a life interest in) is not recorded yet.
        settledPropertyValue: 0,
        gifts: giftLines.map(({ kind, component, amount }) => ({ kind, component, amount })),
        homeToDescendants: facts?.homeToDescendants ? (facts.homeToDescendantsValue ?? 0) : null,
        transferredNilRateBandPercent: (facts?.transferredNilRateBandScaled ?? 0) / PERCENT_SCALE,
        transferredResidenceBandPercent: (facts?.transferredResidenceBandScaled ?? 0) / PERCENT_SCALE,
        lifetimeGifts: lifetimeGifts.map((g) => ({
          date: g.givenOn,
          amount: g.amount,
          recipient: g.recipient,
        })),
      }
    : null;
  const worksheet =
    taxInput && taxInput.dateOfDeath >= IHT_EARLIEST_DATE_OF_DEATH ? inheritanceTaxWorksheet(taxInput) : null;
  return {
    dateOfDeath,
    taxInput,
    accountsInput,
    worksheet,
    accounts: estateAccounts(accountsInput),
    exemptGifts: giftLines,
  };
}
