import type { AccountsProblem } from './estate-accounts.js';
import type { EstateComponent, IhtProblem, WillGiftKind } from './inheritance-tax.js';
import type { KeyDateKind } from './key-dates.js';

/*
 * Issue 17: the words the estate's screens show — the lines of the inheritance tax worksheet, the
 * estate accounts and the key dates. The screens show their working, so every figure the engines
 * return has its label here.
 */

export const ESTATE_COMPONENT_LABELS: Record<EstateComponent, string> = {
  general: 'General component (the estate passing under the will)',
  survivorship: 'Survivorship component (joint property passing to the surviving owner)',
  settled: 'Settled component (trust property the deceased had a life interest in)',
};

export const WILL_GIFT_KIND_LABELS: Record<WillGiftKind, string> = {
  spouse: 'To the spouse or civil partner (exempt)',
  charity: 'To charity (exempt)',
};

export const IHT_WORKSHEET_TEXTS = {
  title: 'Inheritance tax worksheet',
  description:
    'Worked out from the register and the will’s gifts. Every line shows its working; the bands are those in force at the date of death.',
  dateOfDeath: 'Date of death',
  grossEstate: 'Gross estate',
  liabilities: 'Liabilities',
  netEstate: 'Net estate (after liabilities, before exemptions)',
  spouseExemption: 'Spouse or civil partner exemption',
  charityExemption: 'Charity exemption',
  chargeableEstate: 'Chargeable estate',
  // The nil-rate band.
  nilRateBand: 'Nil-rate band',
  transferredNilRateBand: (percent: number) => `Transferred nil-rate band (${percent} %)`,
  totalNilRateBand: 'Nil-rate band available at death',
  lifetimeGifts: 'Gifts in the seven years before death',
  lifetimeGiftsHelp:
    'Gifts after exemptions, which use up the nil-rate band first. The tax on the gifts themselves is not worked out here.',
  lifetimeGiftOutside: 'More than seven years before death: not counted',
  usedByLifetimeGifts: 'Used by lifetime gifts',
  nilRateBandAvailable: 'Nil-rate band left for the estate',
  nilRateBandUnused: 'Nil-rate band unused (transferable to a surviving spouse or civil partner)',
  // The residence nil-rate band.
  residenceBand: 'Residence nil-rate band',
  residenceBandNotAvailable: 'No residence nil-rate band: no home passes to direct descendants',
  residenceBandBefore2017: 'No residence nil-rate band for deaths before 6 April 2017',
  transferredResidenceBand: (percent: number) => `Transferred residence nil-rate band (${percent} %)`,
  defaultAllowance: 'Default allowance',
  taperThreshold: 'Taper threshold',
  taper: 'Taper (£1 for every £2 of net estate over the threshold)',
  adjustedAllowance: 'Adjusted allowance',
  homeToDescendants: 'Home passing to direct descendants',
  residenceBandAvailable: 'Residence nil-rate band available',
  // Per component.
  component: 'Component',
  gross: 'Gross value',
  net: 'Net value',
  chargeable: 'Chargeable value',
  nilRateBandShare: 'Share of the nil-rate band',
  residenceBandShare: 'Share of the residence nil-rate band',
  taxable: 'Taxable',
  baselineTitle: 'The 10 % test for the 36 % rate',
  baselineStep1: 'Step 1: chargeable value',
  baselineStep2: 'Step 2: less its share of the nil-rate band',
  baselineStep3: 'Step 3: add back the gifts to charity — the baseline amount',
  donated: 'Donated to charity',
  tenPercentOfBaseline: '10 % of the baseline amount',
  meetsTenPercent: 'At least 10 % goes to charity: tax at 36 %',
  doesNotMeetTenPercent: 'Less than 10 % goes to charity: tax at 40 %',
  extraToQualify: (amount: string) =>
    `A further ${amount} to charity from this component would bring the rate to 36 %`,
  charityRateNotAvailable: 'The 36 % rate applies only to deaths on or after 6 April 2012',
  rate: 'Rate',
  tax: 'Tax',
  totalTax: 'Inheritance tax',
  dueDate: 'Due by',
  interestFrom: 'Interest runs from',
  rounding:
    'Bands are whole pounds and are shared between components in whole pounds; tax is worked out to the penny, fractions of a penny dropped.',
} as const;

export const IHT_PROBLEM_TEXTS: Record<IhtProblem, string> = {
  exemptionsExceedComponent:
    'The gifts to the spouse and to charity come to more than the component holds: only what it holds is exempt.',
  liabilitiesExceedAssets:
    'The liabilities come to more than the assets of a component: it is counted as nil.',
};

export const ESTATE_ACCOUNTS_TEXTS = {
  capitalTitle: 'Capital account',
  incomeTitle: 'Income account',
  distributionTitle: 'Distribution account',
  assetsAtDeath: 'Assets at the date of death',
  realisations: 'Sales, encashments and transfers',
  valueAtDeath: 'Value at death',
  realisedAmount: 'Realised',
  gainOrLoss: 'Gain or loss',
  gains: 'Gains on realisation',
  losses: 'Losses on realisation',
  capitalReceipts: 'Capital receipts',
  liabilities: 'Liabilities',
  funeral: 'Funeral expenses',
  administration: 'Administration expenses',
  inheritanceTax: 'Inheritance tax paid',
  capitalBalance: 'Balance of capital',
  incomeReceipts: 'Income received after the death',
  incomeExpenses: 'Income expenses',
  netIncome: 'Net income',
  available: 'Available for distribution',
  pecuniaryLegacies: 'Pecuniary legacies',
  specificLegacies: 'Specific legacies (passed in kind)',
  residue: 'Residue',
  residuaryShare: 'Share of residue',
  entitlement: 'Entitlement',
  interimPaid: 'Interim distributions',
  finalPaid: 'Final distribution',
  balanceHeld: 'Balance held',
  beneficiary: 'Beneficiary',
  total: 'Total',
} as const;

export const ACCOUNTS_PROBLEM_TEXTS: Record<AccountsProblem, string> = {
  sharesDoNotAddUp: 'The residuary shares do not add up to the whole residue: correct them to share it out.',
  noResiduaryShares: 'No residuary beneficiary yet: the residue cannot be shared out.',
  legaciesExceedEstate:
    'The legacies come to more than the estate: the residue is negative and the legacies abate.',
  distributionToUnknownBeneficiary:
    'A distribution was paid to someone who is not a beneficiary of the will.',
  invalidShare: 'A residuary share is not a fraction or percentage of the residue.',
};

export const KEY_DATE_LABELS: Record<KeyDateKind, string> = {
  inheritanceTaxDue: 'Inheritance tax due',
  inheritanceTaxInterest: 'Interest on unpaid inheritance tax starts',
  section27ClaimsEnd: 'Creditors’ claim period ends (Trustee Act 1925 s.27)',
  family1975ActClaimsEnd:
    'Claims under the Inheritance (Provision for Family and Dependants) Act 1975 out of time',
  executorsYearEnd: 'Executor’s year ends',
};
