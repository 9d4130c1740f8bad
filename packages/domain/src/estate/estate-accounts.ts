import type {
  AssetCategory,
  EstateItemFigures,
  LiabilityCategory,
  Pence,
  PaymentKind,
  ReceiptKind,
} from './categories.js';
import { INCOME_RECEIPT_KINDS } from './categories.js';
import { apportion, PERCENT_SCALE, shareOfValue, sum } from './money.js';

/*
 * Issue 17 "Estate accounts": the capital, income and distribution accounts built from the
 * register, the receipts and payments and the will's legacies. Residue and each residuary
 * beneficiary's share are computed here, never typed. The input is plain data (ids, dates
 * 'YYYY-MM-DD', integer pence) so that the server can pass rows straight from the database.
 *
 * Which lines count (decision, docs/decisions.md):
 * - Assets and liabilities are the register's items in the estate for probate that do not pass
 *   by survivorship (those go to the surviving joint owner, outside the executors' hands), at the
 *   deceased's share of their value at the date of death.
 * - A realisation shows its gain or loss: realised amount − value at death × share.
 * - Liabilities and funeral expenses are the register's; payments of kind 'liability' are the cash
 *   that settled them, so they are not deducted a second time. Administration expenses are
 *   capital unless charged to income (the costs of earning the income); inheritance tax paid is
 *   capital; distributions are in the distribution account.
 * - The residue is shared out before the tax, and the tax paid then comes off the chargeable
 *   residuary shares only, never off an exempt one (IHTA 1984 s.41; Re Ratcliffe [1999] STC 262).
 * - A specific legacy passes the item in kind: listed with its value at death (when it is an item of
 *   the register) and taken out before the residue.
 */

export interface AccountsItem extends EstateItemFigures {
  id: string;
  description: string;
}

export interface EstateReceipt {
  id: string;
  date: string;
  kind: ReceiptKind;
  description: string;
  amount: Pence;
}

export const DISTRIBUTION_KINDS = ['interim', 'final'] as const;
export type DistributionKind = (typeof DISTRIBUTION_KINDS)[number];

export interface EstatePayment {
  id: string;
  date: string;
  kind: PaymentKind;
  description: string;
  amount: Pence;
  /** Administration expenses: charged to capital (the default) or to income. */
  chargedTo: 'capital' | 'income';
  /** A distribution: to whom, interim or final; null for other payments. */
  beneficiaryId: string | null;
  distribution: DistributionKind | null;
}

export interface PecuniaryLegacy {
  id: string;
  beneficiaryId: string;
  beneficiaryName: string;
  amount: Pence;
}

export interface SpecificLegacy {
  id: string;
  beneficiaryId: string;
  beneficiaryName: string;
  description: string;
  /** The register's item it gives, if it is one. */
  itemId: string | null;
}

/** A residuary share: a fraction (1/3) or a percentage (to 4 decimal places). */
export type ResiduaryShareOf =
  | { kind: 'fraction'; numerator: number; denominator: number }
  | { kind: 'percent'; percent: number };

export interface ResiduaryShare {
  beneficiaryId: string;
  beneficiaryName: string;
  share: ResiduaryShareOf;
  /**
   * An exempt share (to a charity, or to the spouse or civil partner): inheritance tax paid never
   * falls on it while a chargeable share can bear it (IHTA 1984 s.41, Re Ratcliffe [1999]).
   * Absent: chargeable.
   */
  exempt?: boolean;
}

export interface EstateAccountsInput {
  items: readonly AccountsItem[];
  receipts: readonly EstateReceipt[];
  payments: readonly EstatePayment[];
  pecuniaryLegacies: readonly PecuniaryLegacy[];
  specificLegacies: readonly SpecificLegacy[];
  residuaryShares: readonly ResiduaryShare[];
}

export interface AccountLine {
  id: string;
  description: string;
  amount: Pence;
}

export interface AssetLine extends AccountLine {
  category: AssetCategory | LiabilityCategory;
}

export interface RealisationLine {
  id: string;
  description: string;
  valueAtDeath: Pence;
  realisedAmount: Pence;
  realisedOn: string | null;
  /** Positive a gain, negative a loss. */
  gainOrLoss: Pence;
}

export const ACCOUNTS_PROBLEMS = [
  'sharesDoNotAddUp',
  'noResiduaryShares',
  'legaciesExceedEstate',
  'distributionToUnknownBeneficiary',
  'invalidShare',
] as const;
export type AccountsProblem = (typeof ACCOUNTS_PROBLEMS)[number];

export interface BeneficiaryBalance {
  beneficiaryId: string;
  beneficiaryName: string;
  pecuniary: Pence;
  residuary: Pence;
  entitlement: Pence;
  interimPaid: Pence;
  finalPaid: Pence;
  paid: Pence;
  /** Entitlement less what has been paid: still held for the beneficiary. */
  balance: Pence;
}

export interface EstateAccounts {
  capital: {
    assets: AssetLine[];
    assetsTotal: Pence;
    realisations: RealisationLine[];
    gains: Pence;
    /** The losses, as a positive amount. */
    losses: Pence;
    receipts: AccountLine[];
    receiptsTotal: Pence;
    liabilities: AssetLine[];
    liabilitiesTotal: Pence;
    funeral: AssetLine[];
    funeralTotal: Pence;
    administration: AccountLine[];
    administrationTotal: Pence;
    inheritanceTax: AccountLine[];
    inheritanceTaxTotal: Pence;
    balance: Pence;
  };
  income: {
    receipts: { kind: ReceiptKind; total: Pence }[];
    receiptsTotal: Pence;
    expenses: AccountLine[];
    expensesTotal: Pence;
    net: Pence;
  };
  distribution: {
    capitalBalance: Pence;
    netIncome: Pence;
    available: Pence;
    pecuniary: PecuniaryLegacy[];
    pecuniaryTotal: Pence;
    specific: (SpecificLegacy & { valueAtDeath: Pence | null })[];
    specificTotal: Pence;
    residue: Pence;
    residuary: {
      beneficiaryId: string;
      beneficiaryName: string;
      share: ResiduaryShareOf;
      /** The share as a percentage, for display (rounded to 4 places). */
      percent: number;
      amount: Pence;
    }[];
    beneficiaries: BeneficiaryBalance[];
    distributedTotal: Pence;
    heldTotal: Pence;
  };
  problems: AccountsProblem[];
}

const line = (x: { id: string; description: string; amount: Pence }): AccountLine => ({
  id: x.id,
  description: x.description,
  amount: x.amount,
});

/** A share as an exact fraction (numerator, denominator), or null when it is not a share at all. */
function fractionOf(share: ResiduaryShareOf): [bigint, bigint] | null {
  if (share.kind === 'percent') {
    if (!Number.isFinite(share.percent) || share.percent <= 0 || share.percent > 100) return null;
    return [BigInt(Math.round(share.percent * PERCENT_SCALE)), BigInt(100 * PERCENT_SCALE)];
  }
  const { numerator, denominator } = share;
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || numerator <= 0 || denominator <= 0)
    return null;
  if (numerator > denominator) return null;
  return [BigInt(numerator), BigInt(denominator)];
}

const subtract = (a: readonly Pence[], b: readonly Pence[]) => a.map((x, i) => x - (b[i] ?? 0));

export function estateAccounts(input: EstateAccountsInput): EstateAccounts {
  const problems = new Set<AccountsProblem>();
  const inHand = input.items.filter((i) => i.inEstateForProbate && !i.passesBySurvivorship);
  const valued = (i: AccountsItem): AssetLine => ({
    id: i.id,
    description: i.description,
    category: i.category,
    amount: shareOfValue(i),
  });

  // Capital account.
  const assets = inHand.filter((i) => i.kind === 'asset').map(valued);
  const realisations: RealisationLine[] = inHand
    .filter((i) => i.kind === 'asset' && i.realisedAmount !== null)
    .map((i) => {
      const valueAtDeath = shareOfValue(i);
      const realisedAmount = i.realisedAmount ?? 0;
      return {
        id: i.id,
        description: i.description,
        valueAtDeath,
        realisedAmount,
        realisedOn: i.realisedOn,
        gainOrLoss: realisedAmount - valueAtDeath,
      };
    });
  const gains = sum(realisations.map((r) => Math.max(0, r.gainOrLoss)));
  const losses = sum(realisations.map((r) => Math.max(0, -r.gainOrLoss)));
  const capitalReceipts = input.receipts.filter((r) => r.kind === 'capital').map(line);
  const debts = inHand.filter((i) => i.kind === 'liability' && i.category !== 'funeral').map(valued);
  const funeral = inHand.filter((i) => i.kind === 'liability' && i.category === 'funeral').map(valued);
  const administration = input.payments
    .filter((p) => p.kind === 'administration' && p.chargedTo !== 'income')
    .map(line);
  const inheritanceTax = input.payments.filter((p) => p.kind === 'inheritanceTax').map(line);
  const total = (lines: readonly { amount: Pence }[]) => sum(lines.map((l) => l.amount));
  const capitalBalance =
    total(assets) +
    gains -
    losses +
    total(capitalReceipts) -
    total(debts) -
    total(funeral) -
    total(administration) -
    total(inheritanceTax);

  // Income account.
  const incomeReceipts = INCOME_RECEIPT_KINDS.map((kind) => ({
    kind,
    total: total(input.receipts.filter((r) => r.kind === kind)),
  }));
  const incomeExpenses = input.payments
    .filter((p) => p.kind === 'administration' && p.chargedTo === 'income')
    .map(line);
  const netIncome = total(incomeReceipts.map((r) => ({ amount: r.total }))) - total(incomeExpenses);

  // Distribution account.
  const available = capitalBalance + netIncome;
  const pecuniaryTotal = total(input.pecuniaryLegacies);
  const specific = input.specificLegacies.map((s) => {
    const item = s.itemId ? inHand.find((i) => i.id === s.itemId && i.kind === 'asset') : undefined;
    return { ...s, valueAtDeath: item ? shareOfValue(item) : null };
  });
  const specificTotal = sum(specific.map((s) => s.valueAtDeath ?? 0));
  const residue = available - pecuniaryTotal - specificTotal;
  if (residue < 0) problems.add('legaciesExceedEstate');

  const fractions = input.residuaryShares.map((r) => fractionOf(r.share));
  if (fractions.some((f) => f === null)) problems.add('invalidShare');
  if (input.residuaryShares.length === 0) problems.add('noResiduaryShares');
  // Σ n/d = 1 exactly: over the product of the denominators.
  const common = fractions.reduce((acc, f) => acc * (f ? f[1] : 1n), 1n);
  const weights = fractions.map((f) => (f ? (f[0] * common) / f[1] : 0n));
  const weightSum = weights.reduce((a, b) => a + b, 0n);
  if (input.residuaryShares.length > 0 && !problems.has('invalidShare') && weightSum !== common)
    problems.add('sharesDoNotAddUp');
  const sharesWork = !problems.has('invalidShare') && !problems.has('sharesDoNotAddUp') && weightSum > 0n;
  // The residue is divided before the tax and the tax paid is then borne by the chargeable shares
  // alone (s.41, Re Ratcliffe); only when every share is exempt (tax on other gifts, paid out of the
  // residue) do all the shares bear it.
  const taxPaid = total(inheritanceTax);
  const residueBeforeTax = residue + taxPaid;
  const chargeable = weights.map((w, i) => (input.residuaryShares[i]?.exempt ? 0n : w));
  const taxBearing = chargeable.some((w) => w > 0n) ? chargeable : weights;
  const amounts =
    sharesWork && residue > 0
      ? subtract(apportion(residueBeforeTax, weights), apportion(taxPaid, taxBearing))
      : weights.map(() => 0);
  const residuary = input.residuaryShares.map((r, i) => {
    const f = fractions[i];
    return {
      beneficiaryId: r.beneficiaryId,
      beneficiaryName: r.beneficiaryName,
      share: r.share,
      percent: f ? Number((f[0] * 100n * BigInt(PERCENT_SCALE) + f[1] / 2n) / f[1]) / PERCENT_SCALE : 0,
      amount: amounts[i] ?? 0,
    };
  });

  const beneficiaries = new Map<string, BeneficiaryBalance>();
  const beneficiary = (id: string, name: string) => {
    const found = beneficiaries.get(id);
    if (found) return found;
    const row: BeneficiaryBalance = {
      beneficiaryId: id,
      beneficiaryName: name,
      pecuniary: 0,
      residuary: 0,
      entitlement: 0,
      interimPaid: 0,
      finalPaid: 0,
      paid: 0,
      balance: 0,
    };
    beneficiaries.set(id, row);
    return row;
  };
  for (const p of input.pecuniaryLegacies)
    beneficiary(p.beneficiaryId, p.beneficiaryName).pecuniary += p.amount;
  for (const r of residuary) beneficiary(r.beneficiaryId, r.beneficiaryName).residuary += r.amount;
  const distributions = input.payments.filter((p) => p.kind === 'distribution');
  for (const d of distributions) {
    const row = d.beneficiaryId ? beneficiaries.get(d.beneficiaryId) : undefined;
    if (!row) {
      problems.add('distributionToUnknownBeneficiary');
      continue;
    }
    if (d.distribution === 'final') row.finalPaid += d.amount;
    else row.interimPaid += d.amount;
  }
  for (const row of beneficiaries.values()) {
    row.entitlement = row.pecuniary + row.residuary;
    row.paid = row.interimPaid + row.finalPaid;
    row.balance = row.entitlement - row.paid;
  }
  const beneficiaryRows = [...beneficiaries.values()];

  return {
    capital: {
      assets,
      assetsTotal: total(assets),
      realisations,
      gains,
      losses,
      receipts: capitalReceipts,
      receiptsTotal: total(capitalReceipts),
      liabilities: debts,
      liabilitiesTotal: total(debts),
      funeral,
      funeralTotal: total(funeral),
      administration,
      administrationTotal: total(administration),
      inheritanceTax,
      inheritanceTaxTotal: total(inheritanceTax),
      balance: capitalBalance,
    },
    income: {
      receipts: incomeReceipts,
      receiptsTotal: total(incomeReceipts.map((r) => ({ amount: r.total }))),
      expenses: incomeExpenses,
      expensesTotal: total(incomeExpenses),
      net: netIncome,
    },
    distribution: {
      capitalBalance,
      netIncome,
      available,
      pecuniary: [...input.pecuniaryLegacies],
      pecuniaryTotal,
      specific,
      specificTotal,
      residue,
      residuary,
      beneficiaries: beneficiaryRows,
      distributedTotal: total(distributions),
      heldTotal: sum(beneficiaryRows.map((b) => b.balance)),
    },
    problems: ACCOUNTS_PROBLEMS.filter((p) => problems.has(p)),
  };
}
