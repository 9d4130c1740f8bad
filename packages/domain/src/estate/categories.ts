/*
 * Issue 17 "Estate administration": the words the estate's register, tax worksheet and accounts
 * share. Money is integer pence everywhere (`Pence`); dates are ISO calendar dates (YYYY-MM-DD,
 * UK dates, no time of day).
 */

/** An amount of money in pence (an integer; negative only where a figure is a loss). */
export type Pence = number;

/**
 * The kinds of asset, following the schedules of HMRC's IHT400 (the account a practitioner sends to
 * HMRC), so that the register's totals can be copied onto the form's boxes.
 */
export const ASSET_CATEGORIES = [
  'property',
  'bankAccounts',
  'listedShares',
  'unlistedShares',
  'nationalSavings',
  'lifeInsurance',
  'householdGoods',
  'vehicles',
  'business',
  'moneyOwed',
  'other',
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** Debts of the estate that come off the gross estate. */
export const LIABILITY_CATEGORIES = ['mortgage', 'debt', 'funeral'] as const;
export type LiabilityCategory = (typeof LIABILITY_CATEGORIES)[number];

export const ESTATE_ITEM_CATEGORY = {
  property: { label: 'UK property and land', schedule: 'IHT405' },
  bankAccounts: { label: 'Bank and building society accounts', schedule: 'IHT406' },
  listedShares: { label: 'Stocks and shares (listed)', schedule: 'IHT411' },
  unlistedShares: { label: 'Stocks and shares (unlisted)', schedule: 'IHT412' },
  nationalSavings: { label: 'National Savings and Premium Bonds', schedule: 'IHT406' },
  lifeInsurance: { label: 'Life insurance and pensions payable to the estate', schedule: 'IHT410' },
  householdGoods: { label: 'Household and personal goods', schedule: 'IHT407' },
  vehicles: { label: 'Vehicles', schedule: 'IHT407' },
  business: { label: 'Business and partnership interests', schedule: 'IHT413' },
  moneyOwed: { label: 'Money owed to the deceased', schedule: 'IHT416' },
  other: { label: 'Other assets', schedule: 'IHT400' },
  mortgage: { label: 'Mortgages and secured loans', schedule: 'IHT400' },
  debt: { label: 'Other debts', schedule: 'IHT400' },
  funeral: { label: 'Funeral expenses', schedule: 'IHT400' },
} as const satisfies Record<AssetCategory | LiabilityCategory, { label: string; schedule: string }>;

/** Money received after the death: capital (a realisation, a refund) or income arising after it. */
export const RECEIPT_KINDS = ['capital', 'interest', 'dividends', 'rent', 'otherIncome'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
export const INCOME_RECEIPT_KINDS: readonly ReceiptKind[] = ['interest', 'dividends', 'rent', 'otherIncome'];

/** Money paid out of the estate. */
export const PAYMENT_KINDS = ['administration', 'liability', 'inheritanceTax', 'distribution'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const RECEIPT_KIND_LABELS: Record<ReceiptKind, string> = {
  capital: 'Capital',
  interest: 'Interest',
  dividends: 'Dividends',
  rent: 'Rent',
  otherIncome: 'Other income',
};
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  administration: 'Administration expenses',
  liability: 'Liabilities paid',
  inheritanceTax: 'Inheritance tax paid',
  distribution: 'Distributions',
};

/**
 * One asset or liability as the register holds it and the tax worksheet and accounts read it.
 * `valueAtDeath` is the whole item's value at the date of death; `sharePercent` the deceased's
 * share where it was jointly owned (100 otherwise); `passesBySurvivorship` a joint asset that
 * passes to the surviving joint owner outside the will (the survivorship component for the
 * charity rate); `inEstateForProbate` whether it counts in the estate for the grant.
 * A realisation (sale, encashment, transfer) has `realisedAmount` and `realisedOn`.
 */
export interface EstateItemFigures {
  kind: 'asset' | 'liability';
  category: AssetCategory | LiabilityCategory;
  valueAtDeath: Pence;
  sharePercent: number;
  passesBySurvivorship: boolean;
  inEstateForProbate: boolean;
  realisedAmount: Pence | null;
  realisedOn: string | null;
}
