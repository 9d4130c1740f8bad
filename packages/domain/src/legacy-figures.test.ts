import { describe, expect, it } from 'vitest';
import {
  estateLegacyDetails,
  financialYearOf,
  legacyDashboardFigures,
  legacyDetailValue,
  legacyValue,
  percentOfPence,
} from './legacy-figures.js';
import { ZExpectedReceiptInput } from './schemas/legacy-figures.js';
import { LEGACY_STATUSES } from './matter-types.js';

const fixed = (amountPence: number, isEstimate = false) => ({
  amountPence,
  isEstimate,
  isPercentage: false,
  percentageValue: 0,
});
const share = (residuePence: number, percentageValue: number, isEstimate = false) => ({
  amountPence: residuePence,
  isEstimate,
  isPercentage: true,
  percentageValue,
});

describe('legacy value (issue 11: residuary shares at their estimated value)', () => {
  it('values a 25 % share of an £82,500 residue at £20,625, as an estimate', () => {
    expect(legacyDetailValue(share(8_250_000, 25))).toEqual({ pence: 2_062_500, estimatedPence: 2_062_500 });
  });

  it('counts a fixed amount as it is, estimated only when marked so', () => {
    expect(legacyDetailValue(fixed(1_000_000))).toEqual({ pence: 1_000_000, estimatedPence: 0 });
    expect(legacyDetailValue(fixed(150_000, true))).toEqual({ pence: 150_000, estimatedPence: 150_000 });
  });

  it('rounds a share to the nearest penny, half a penny up, exactly', () => {
    // 33.3333 % of £100.01 is 3333.6666… pence.
    expect(percentOfPence(10_001, 33.3333)).toBe(3334);
    // 50 % of 1p is half a penny: up.
    expect(percentOfPence(1, 50)).toBe(1);
    // 12.5 % of 3p is 0.375p: down.
    expect(percentOfPence(3, 12.5)).toBe(0);
    // 1.005 % of £100.00 is exactly 100.5p, so 101p; in floating point it is 100.4999… and would round down.
    expect(Math.round((10_000 * 1.005) / 100)).toBe(100);
    expect(percentOfPence(10_000, 1.005)).toBe(101);
    // Large estates stay exact (beyond 2^53 in the intermediate product).
    expect(percentOfPence(9_999_999_999_999, 99.9999)).toBe(9_999_989_999_999);
    expect(percentOfPence(1_000, 0)).toBe(0);
    expect(percentOfPence(1_000, 100)).toBe(1_000);
  });

  it('sums a legacy: a cash gift and a quarter of the residue', () => {
    expect(legacyValue([fixed(1_000_000), share(8_250_000, 25)])).toEqual({
      pence: 3_062_500,
      estimatedPence: 2_062_500,
    });
    expect(legacyValue([])).toEqual({ pence: 0, estimatedPence: 0 });
  });
});

describe('financial year (April to March)', () => {
  it('puts 31 March in the year that started the April before, 1 April in the new one', () => {
    expect(financialYearOf('2027-03-31')).toEqual({ key: '2026-27', label: '2026/27', startYear: 2026 });
    expect(financialYearOf('2027-04-01')).toEqual({ key: '2027-28', label: '2027/28', startYear: 2027 });
    expect(financialYearOf('2027-02-15').label).toBe('2026/27');
    expect(financialYearOf('2099-12-31').label).toBe('2099/00');
  });
});

describe('the dashboard figures', () => {
  it('gives the pipeline in the spec order and the open legacies by financial year, Not forecast last', () => {
    const figures = legacyDashboardFigures([
      { statusKey: 'active', expectedReceiptDate: '2027-08-12', details: [share(8_250_000, 25)] },
      { statusKey: 'pre-grant', expectedReceiptDate: '2027-02-15', details: [fixed(500_000)] },
      { statusKey: 'active', expectedReceiptDate: '2027-05-01', details: [fixed(100_000, true)] },
      { statusKey: 'pre-engagement', expectedReceiptDate: null, details: [fixed(150_000)] },
      // Received or refused: in the pipeline, not in the receipts.
      { statusKey: 'complete', expectedReceiptDate: '2026-06-01', details: [fixed(300_000)] },
      { statusKey: 'rejected', expectedReceiptDate: null, details: [fixed(700_000)] },
    ]);
    expect(figures.legacies).toBe(6);
    expect(figures.valuePence).toBe(2_062_500 + 500_000 + 100_000 + 150_000 + 300_000 + 700_000);
    expect(figures.estimatedPence).toBe(2_062_500 + 100_000);
    expect(figures.pipeline.map((r) => r.key)).toEqual(LEGACY_STATUSES.map((s) => s.key));
    expect(figures.pipeline.find((r) => r.key === 'active')).toEqual({
      key: 'active',
      label: 'Active',
      count: 2,
      valuePence: 2_162_500,
      estimatedPence: 2_162_500,
    });
    expect(figures.pipeline.find((r) => r.key === 'distribution')).toMatchObject({ count: 0, valuePence: 0 });
    expect(figures.receipts).toEqual([
      { key: '2026-27', label: '2026/27', count: 1, valuePence: 500_000, estimatedPence: 0 },
      { key: '2027-28', label: '2027/28', count: 2, valuePence: 2_162_500, estimatedPence: 2_162_500 },
      { key: 'not-forecast', label: 'Not forecast', count: 1, valuePence: 150_000, estimatedPence: 0 },
    ]);
  });

  it('has no receipts row for an empty charity', () => {
    const figures = legacyDashboardFigures([]);
    expect(figures).toMatchObject({ legacies: 0, valuePence: 0, estimatedPence: 0, receipts: [] });
    expect(figures.pipeline.every((r) => r.count === 0)).toBe(true);
  });
});

describe("the estate's figures as a legacy's value (issue 17)", () => {
  const estate = {
    pecuniary: 1_000_000,
    residuaryPercent: 10,
    estimatedResidue: 107_880_000,
    residuary: 10_788_000,
    total: 11_788_000,
    paid: 250_000,
  };

  it('counts the pecuniary legacy as fixed and the residuary share as an estimate, at the entitlement', () => {
    expect(legacyValue(estateLegacyDetails(estate))).toEqual({
      pence: 11_788_000,
      estimatedPence: 10_788_000,
    });
  });

  it('counts how many legacies follow the estate', () => {
    const figures = legacyDashboardFigures([
      {
        statusKey: 'active',
        expectedReceiptDate: null,
        details: estateLegacyDetails(estate),
        source: 'estate',
      },
      { statusKey: 'active', expectedReceiptDate: null, details: [fixed(100_000)], source: 'charity' },
      { statusKey: 'active', expectedReceiptDate: null, details: [fixed(50_000)] },
    ]);
    expect(figures).toMatchObject({ legacies: 3, valuePence: 11_938_000, fromEstate: 1 });
  });
});

describe('the expected receipt date', () => {
  it('takes a real date or null, and refuses impossible dates with "Enter a real date"', () => {
    expect(ZExpectedReceiptInput.parse({ expectedReceiptDate: '2028-02-29' })).toEqual({
      expectedReceiptDate: '2028-02-29',
    });
    expect(ZExpectedReceiptInput.parse({ expectedReceiptDate: null })).toEqual({ expectedReceiptDate: null });
    for (const bad of [
      '2027-02-29',
      '2026-02-31',
      '31/03/2027',
      '2026-04-01\u0000',
      '99999-01-01',
      20270401,
    ]) {
      const result = ZExpectedReceiptInput.safeParse({ expectedReceiptDate: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['expectedReceiptDate'],
        message: 'Enter a real date',
      });
    }
  });
});
