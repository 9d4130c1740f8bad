import { describe, expect, it } from 'vitest';
import type { EstateItemFigures } from './categories.js';
import { ZEstateItemInput, estateDateProblem, ESTATE_REGISTER_TEXTS } from './register.js';
import { itemGainOrLoss, registerTotals, transactionTotals } from './register-totals.js';

const item = (over: Partial<EstateItemFigures>): EstateItemFigures => ({
  kind: 'asset',
  category: 'bankAccounts',
  valueAtDeath: 0,
  sharePercent: 100,
  passesBySurvivorship: false,
  inEstateForProbate: true,
  realisedAmount: null,
  realisedOn: null,
  ...over,
});

describe('the register totals (issue 17)', () => {
  it('totals the shares per category in IHT400 order and for the estate, for probate apart', () => {
    const totals = registerTotals([
      item({ category: 'funeral', kind: 'liability', valueAtDeath: 450_000 }),
      item({
        category: 'bankAccounts',
        valueAtDeath: 1_000_000,
        realisedAmount: 1_002_500,
        realisedOn: '2026-02-01',
      }),
      // A joint home passing by survivorship: half in the estate, none in the probate estate.
      item({
        category: 'property',
        valueAtDeath: 50_000_000,
        sharePercent: 50,
        inEstateForProbate: false,
        passesBySurvivorship: true,
      }),
      item({ category: 'bankAccounts', valueAtDeath: 250_050 }),
      item({
        category: 'mortgage',
        kind: 'liability',
        valueAtDeath: 10_000_000,
        sharePercent: 50,
        inEstateForProbate: false,
      }),
    ]);
    expect(totals.categories.map((c) => [c.category, c.count, c.shareValue, c.schedule])).toEqual([
      ['property', 1, 25_000_000, 'IHT405'],
      ['bankAccounts', 2, 1_250_050, 'IHT406'],
      ['mortgage', 1, 5_000_000, 'IHT400'],
      ['funeral', 1, 450_000, 'IHT400'],
    ]);
    expect(totals).toMatchObject({
      grossAssets: 26_250_050,
      liabilities: 5_450_000,
      netEstate: 20_800_050,
      probateGrossAssets: 1_250_050,
      probateLiabilities: 450_000,
      probateNetEstate: 800_050,
      realisedAssets: 1_002_500,
      gainOrLoss: 2_500,
    });
    expect(registerTotals([])).toMatchObject({ categories: [], grossAssets: 0, netEstate: 0 });
  });

  it('works out a gain or a loss against the share, none before realisation', () => {
    expect(
      itemGainOrLoss(item({ valueAtDeath: 40_000_000, sharePercent: 50, realisedAmount: 19_500_000 })),
    ).toBe(-500_000);
    expect(itemGainOrLoss(item({ valueAtDeath: 100, realisedAmount: 100 }))).toBe(0);
    expect(itemGainOrLoss(item({ valueAtDeath: 100 }))).toBeNull();
  });

  it('splits receipts into capital and income', () => {
    expect(
      transactionTotals([
        { direction: 'receipt', kind: 'capital', amount: 1_000 },
        { direction: 'receipt', kind: 'dividends', amount: 300 },
        { direction: 'receipt', kind: 'rent', amount: 200 },
        { direction: 'payment', kind: 'distribution', amount: 700 },
      ]),
    ).toEqual({ capitalReceipts: 1_000, incomeReceipts: 500, payments: 700, balance: 800 });
  });
});

describe('the item schema and dates', () => {
  it('defaults the share and flags, and wants a realisation whole', () => {
    const parsed = ZEstateItemInput.parse({
      kind: 'asset',
      category: 'vehicles',
      description: 'Car',
      valueAtDeath: 500_000,
    });
    expect(parsed).toMatchObject({
      sharePercent: 100,
      passesBySurvivorship: false,
      inEstateForProbate: true,
      reference: null,
    });
    const half = ZEstateItemInput.safeParse({
      kind: 'asset',
      category: 'vehicles',
      description: 'Car',
      valueAtDeath: 1,
      realisedOn: '2026-01-01',
    });
    expect(half.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['realisedAmount', ESTATE_REGISTER_TEXTS.realisationBoth],
    ]);
  });

  it('keeps dates between the death and today', () => {
    expect(estateDateProblem('2026-01-09', '2026-01-10', '2026-05-01')).toBe(
      ESTATE_REGISTER_TEXTS.beforeDeath,
    );
    expect(estateDateProblem('2026-01-10', '2026-01-10', '2026-05-01')).toBeNull();
    expect(estateDateProblem('2026-05-02', null, '2026-05-01')).toBe(ESTATE_REGISTER_TEXTS.inFuture);
  });
});
