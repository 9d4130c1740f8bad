import { LEGACY_STATUSES } from './matter-types.js';
import { DATE_TEXTS } from './calendar.js';
import type { FiguresRow, LegacyDashboard } from './schemas/legacy-figures.js';

/*
 * issue 11: the charity dashboard's legacy figures — the value of its legacies (residuary shares at
 * their estimated value), the pipeline by status and the expected receipts by financial year. Pure
 * functions: the server computes the figures with them, the tests pin the rules.
 */

/** A legacy detail's money (spec 03 §3 Legacy detail): integer pence, a percentage 0–100. */
export interface LegacyDetailMoney {
  amountPence: number;
  isEstimate: boolean;
  isPercentage: boolean;
  percentageValue: number;
}

export interface LegacyMoney {
  /** What the detail is worth to the charity, in pence. */
  pence: number;
  /** The part of it that is an estimate, in pence. */
  estimatedPence: number;
}

/** Percentages are held to 4 decimal places (legacy_details.percentage_value numeric(7,4)). */
const PERCENT_SCALE = 10_000;

/**
 * `percent` % of `pence`, rounded to the nearest penny (half a penny up), computed exactly: 25 % of
 * £82,500.00 is £20,625.00; 33.3333 % of £100.01 is 3333.6666… pence, so £33.34.
 */
export function percentOfPence(pence: number, percent: number): number {
  const scaled = BigInt(Math.round(percent * PERCENT_SCALE));
  const whole = BigInt(100 * PERCENT_SCALE);
  const product = BigInt(Math.round(pence)) * scaled;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + whole / 2n) / whole;
  return Number(negative ? -rounded : rounded);
}

/**
 * The value of one legacy detail to the charity. A fixed amount (pecuniary, specific…) is its
 * amount. A residuary share (isPercentage) holds the estimated residue in amountPence and the
 * charity's share in percentageValue: it is worth that share of the residue, and it is always an
 * estimate (the residue is known only when the estate accounts are final). Decision recorded in
 * docs/decisions.md.
 */
export function legacyDetailValue(detail: LegacyDetailMoney): LegacyMoney {
  if (!detail.isPercentage) {
    const pence = Math.round(detail.amountPence);
    return { pence, estimatedPence: detail.isEstimate ? pence : 0 };
  }
  const pence = percentOfPence(detail.amountPence, detail.percentageValue);
  return { pence, estimatedPence: pence };
}

/** The value of a legacy: the sum of its details' values. */
export function legacyValue(details: readonly LegacyDetailMoney[]): LegacyMoney {
  let pence = 0;
  let estimatedPence = 0;
  for (const d of details) {
    const v = legacyDetailValue(d);
    pence += v.pence;
    estimatedPence += v.estimatedPence;
  }
  return { pence, estimatedPence };
}

/**
 * Decision (docs/decisions.md): a charity's financial year runs from 1 April to 31 March, the most
 * common year end of UK charities. 12/08/2027 falls in 2027/28; 15/02/2027 in 2026/27.
 */
export const FINANCIAL_YEAR_START_MONTH = 4;

export interface FinancialYear {
  /** '2026-27': sorts in time order. */
  key: string;
  /** '2026/27', as UK charities write it. */
  label: string;
  startYear: number;
}

export function financialYearOf(isoDate: string): FinancialYear {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const startYear = month >= FINANCIAL_YEAR_START_MONTH ? year : year - 1;
  const end = String((startYear + 1) % 100).padStart(2, '0');
  return { key: `${startYear}-${end}`, label: `${startYear}/${end}`, startYear };
}

/** Statuses whose legacy is no longer to be received: received (complete, archived) or refused. */
export const CLOSED_LEGACY_STATUS_KEYS: readonly string[] = ['complete', 'archived', 'rejected'];

export const LEGACY_FIGURES_TEXTS = {
  valueTileLabel: 'Including residuary shares at their estimated value',
  pipelineTitle: 'Pipeline by status',
  pipelineDescription: 'How many legacies are at each status, and what they are worth.',
  receiptsTitle: 'Expected receipts by financial year',
  receiptsDescription:
    'Open legacies by the financial year (April to March) the charity expects to receive them.',
  notForecast: 'Not forecast',
  estimated: 'estimated',
  ofWhichEstimated: (amount: string) => `of which ${amount} estimated`,
  noLegacies: 'No legacies yet.',
  noReceipts: 'No open legacies to forecast.',
  status: 'Status',
  financialYear: 'Financial year',
  legacies: 'Legacies',
  value: 'Value',
  expectedReceipt: 'Expected receipt',
  expectedReceiptHelp:
    'When the charity expects to receive this legacy: it places the legacy in the expected receipts by financial year on the dashboard.',
  expectedReceiptDate: 'Expected receipt date',
  saveExpectedReceipt: 'Save date',
  clearExpectedReceipt: 'Clear',
  savingExpectedReceipt: 'Saving the expected receipt date',
  savedExpectedReceipt: 'Expected receipt date saved',
  invalidDate: DATE_TEXTS.invalidDate,
} as const;

export interface LegacyForFigures {
  /** Issue 17: 'estate' when the details are the firm's estate figures (estateLegacyDetails). */
  source?: LegacyFiguresSource;
  /** The key of the legacy's status (LEGACY_STATUSES keys; a firm's legacy has the matter's). */
  statusKey: string;
  /** The charity's forecast, 'YYYY-MM-DD', or null. */
  expectedReceiptDate: string | null;
  details: readonly LegacyDetailMoney[];
}

const NOT_FORECAST_KEY = 'not-forecast';

function add(row: FiguresRow, value: LegacyMoney) {
  row.count += 1;
  row.valuePence += value.pence;
  row.estimatedPence += value.estimatedPence;
}

/** The charity dashboard's legacy figures from its legacies. */
export function legacyDashboardFigures(list: readonly LegacyForFigures[]): LegacyDashboard {
  const pipeline: FiguresRow[] = LEGACY_STATUSES.map((s) => ({
    key: s.key,
    label: s.name,
    count: 0,
    valuePence: 0,
    estimatedPence: 0,
  }));
  const years = new Map<string, FiguresRow>();
  const notForecast: FiguresRow = {
    key: NOT_FORECAST_KEY,
    label: LEGACY_FIGURES_TEXTS.notForecast,
    count: 0,
    valuePence: 0,
    estimatedPence: 0,
  };
  const total = { pence: 0, estimatedPence: 0 };
  let fromEstate = 0;
  for (const legacy of list) {
    const value = legacyValue(legacy.details);
    if (legacy.source === 'estate') fromEstate += 1;
    total.pence += value.pence;
    total.estimatedPence += value.estimatedPence;
    const status = pipeline.find((row) => row.key === legacy.statusKey);
    if (status) add(status, value);
    if (CLOSED_LEGACY_STATUS_KEYS.includes(legacy.statusKey)) continue;
    if (!legacy.expectedReceiptDate) {
      add(notForecast, value);
      continue;
    }
    const fy = financialYearOf(legacy.expectedReceiptDate);
    const row = years.get(fy.key) ?? {
      key: fy.key,
      label: fy.label,
      count: 0,
      valuePence: 0,
      estimatedPence: 0,
    };
    years.set(fy.key, row);
    add(row, value);
  }
  const receipts = [...years.values()].sort((a, b) => a.key.localeCompare(b.key));
  if (notForecast.count > 0) receipts.push(notForecast);
  return {
    legacies: list.length,
    valuePence: total.pence,
    estimatedPence: total.estimatedPence,
    fromEstate,
    pipeline,
    receipts,
  };
}

/*
 * Issue 17 "legacy figures follow the estate": a legacy whose Estate matter shares its figures with
 * the charity takes its money from the firm's estate figures (the charity's entitlement in the
 * estate accounts, and what the estate has paid it), not from the details the charity typed.
 */

/** Where a legacy's figures come from. */
export type LegacyFiguresSource = 'estate' | 'charity';

/** The charity's entitlement from the firm's estate figures (charityProgressFigures) and its payments. */
export interface EstateLegacyFigures {
  pecuniary: number;
  residuaryPercent: number | null;
  estimatedResidue: number | null;
  residuary: number;
  total: number;
  /** The distributions the estate has paid the charity so far. */
  paid: number;
}

/**
 * The estate's figures as legacy details for the legacy figures: the pecuniary legacy is a fixed
 * amount, the residuary share an estimate (the residue is known only when the accounts are final,
 * as for a typed residuary share).
 */
export function estateLegacyDetails(f: EstateLegacyFigures): LegacyDetailMoney[] {
  return [
    { amountPence: f.pecuniary, isEstimate: false, isPercentage: false, percentageValue: 0 },
    { amountPence: f.residuary, isEstimate: true, isPercentage: false, percentageValue: 0 },
  ];
}

export const LEGACY_FIGURES_SOURCE_TEXTS = {
  source: 'Source of figures',
  estate: 'Firm’s estate figures',
  charity: 'Charity’s own figures',
  value: 'Legacy value',
  paid: 'Paid so far',
  fromEstate: (n: number) =>
    `${n} ${n === 1 ? 'legacy' : 'legacies'} valued from the firms’ estate figures, the others from your own`,
} as const;
