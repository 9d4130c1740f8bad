import { describe, expect, it } from 'vitest';
import {
  type AccountsItem,
  type EstateAccountsInput,
  type EstatePayment,
  type EstateReceipt,
  estateAccounts,
} from './estate-accounts.js';

/*
 * A worked estate whose totals were added up by hand (pence; £1 = 100):
 *   assets at death   £400,000 house + £50,000 bank + £30,000 shares + £8,000 car = £488,000.00
 *   (the joint account passes by survivorship: not in the executors' hands, not in the accounts)
 *   realisations      house sold £410,000 (gain £10,000), shares £27,500 (loss £2,500), bank at par
 *   capital receipts  council tax refund £350.25
 *   deductions        card debt £1,200.50, funeral £4,500, solicitors £6,000, inheritance tax £23,800
 *   capital balance   488,000 + 10,000 − 2,500 + 350.25 − 1,200.50 − 4,500 − 6,000 − 23,800 = £460,349.75
 *   income            interest £420.10 + dividends £600 − tax on interest £84.02 = £936.08
 *   available         £461,285.83; pecuniary £10,000 + £5,000; the car (£8,000) in kind
 *   residue           461,285.83 − 15,000 − 8,000 = £438,285.83
 *   shares            ½ = £219,142.915, ¼ = £109,571.4575 twice: 21,914,291 + 10,957,145 × 2 pence
 *                     = 2p short; the two largest remainders (.75, .75) take a penny each.
 */

const item = (id: string, pounds: number, over: Partial<AccountsItem> = {}): AccountsItem => ({
  id,
  description: id,
  kind: 'asset',
  category: 'other',
  valueAtDeath: Math.round(pounds * 100),
  sharePercent: 100,
  passesBySurvivorship: false,
  inEstateForProbate: true,
  realisedAmount: null,
  realisedOn: null,
  ...over,
});
const receipt = (id: string, kind: EstateReceipt['kind'], amount: number): EstateReceipt => ({
  id,
  date: '2026-06-01',
  kind,
  description: id,
  amount,
});
const payment = (
  id: string,
  kind: EstatePayment['kind'],
  amount: number,
  over: Partial<EstatePayment> = {},
) =>
  ({
    id,
    date: '2026-07-01',
    kind,
    description: id,
    amount,
    chargedTo: 'capital',
    beneficiaryId: null,
    distribution: null,
    ...over,
  }) satisfies EstatePayment;

const worked: EstateAccountsInput = {
  items: [
    item('house', 400_000, { category: 'property', realisedAmount: 41_000_000, realisedOn: '2026-06-30' }),
    item('bank', 50_000, { category: 'bankAccounts', realisedAmount: 5_000_000, realisedOn: '2026-03-01' }),
    item('shares', 30_000, { category: 'listedShares', realisedAmount: 2_750_000, realisedOn: '2026-04-01' }),
    item('car', 8_000, { category: 'vehicles' }),
    item('joint', 20_000, {
      category: 'bankAccounts',
      sharePercent: 50,
      passesBySurvivorship: true,
      inEstateForProbate: false,
    }),
    item('card', 1_200.5, { kind: 'liability', category: 'debt' }),
    item('funeral', 4_500, { kind: 'liability', category: 'funeral' }),
  ],
  receipts: [
    receipt('refund', 'capital', 35_025),
    receipt('interest', 'interest', 42_010),
    receipt('dividend', 'dividends', 60_000),
  ],
  payments: [
    payment('solicitors', 'administration', 600_000),
    payment('taxOnInterest', 'administration', 8_402, { chargedTo: 'income' }),
    payment('iht', 'inheritanceTax', 2_380_000),
    // The card debt paid: the register's liability already counts it.
    payment('cardPaid', 'liability', 120_050),
    payment('toA', 'distribution', 2_000_000, { beneficiaryId: 'charityA', distribution: 'interim' }),
    payment('toGuideDogs', 'distribution', 1_000_000, { beneficiaryId: 'guideDogs', distribution: 'final' }),
  ],
  pecuniaryLegacies: [
    { id: 'p1', beneficiaryId: 'guideDogs', beneficiaryName: 'Guide Dogs', amount: 1_000_000 },
    { id: 'p2', beneficiaryId: 'nephew', beneficiaryName: 'Nephew', amount: 500_000 },
  ],
  specificLegacies: [
    { id: 's1', beneficiaryId: 'nephew', beneficiaryName: 'Nephew', description: 'The car', itemId: 'car' },
  ],
  residuaryShares: [
    {
      beneficiaryId: 'charityA',
      beneficiaryName: 'Charity A',
      share: { kind: 'fraction', numerator: 1, denominator: 2 },
    },
    { beneficiaryId: 'charityB', beneficiaryName: 'Charity B', share: { kind: 'percent', percent: 25 } },
    {
      beneficiaryId: 'niece',
      beneficiaryName: 'Niece',
      share: { kind: 'fraction', numerator: 1, denominator: 4 },
    },
  ],
};

describe('estate accounts: a worked estate checked by hand', () => {
  const a = estateAccounts(worked);

  it('capital account: assets at death, gains and losses, receipts, deductions', () => {
    expect(a.capital.assets.map((l) => l.id)).toEqual(['house', 'bank', 'shares', 'car']);
    expect(a.capital.assetsTotal).toBe(48_800_000);
    expect(a.capital.realisations.map((r) => [r.id, r.gainOrLoss])).toEqual([
      ['house', 1_000_000],
      ['bank', 0],
      ['shares', -250_000],
    ]);
    expect(a.capital.gains).toBe(1_000_000);
    expect(a.capital.losses).toBe(250_000);
    expect(a.capital.receiptsTotal).toBe(35_025);
    expect(a.capital.liabilitiesTotal).toBe(120_050);
    expect(a.capital.funeralTotal).toBe(450_000);
    expect(a.capital.administrationTotal).toBe(600_000);
    expect(a.capital.inheritanceTaxTotal).toBe(2_380_000);
    expect(a.capital.balance).toBe(46_034_975);
  });

  it('income account: income receipts less income expenses', () => {
    expect(a.income.receipts).toEqual([
      { kind: 'interest', total: 42_010 },
      { kind: 'dividends', total: 60_000 },
      { kind: 'rent', total: 0 },
      { kind: 'otherIncome', total: 0 },
    ]);
    expect(a.income.expensesTotal).toBe(8_402);
    expect(a.income.net).toBe(93_608);
  });

  it('distribution account: the residue and each share computed, the balance held per beneficiary', () => {
    const d = a.distribution;
    expect(d.available).toBe(46_128_583);
    expect(d.pecuniaryTotal).toBe(1_500_000);
    expect(d.specific).toEqual([expect.objectContaining({ id: 's1', valueAtDeath: 800_000 })]);
    expect(d.residue).toBe(43_828_583);
    expect(d.residuary.map((r) => [r.beneficiaryId, r.percent, r.amount])).toEqual([
      ['charityA', 50, 21_914_291],
      ['charityB', 25, 10_957_146],
      ['niece', 25, 10_957_146],
    ]);
    expect(
      d.beneficiaries.map((b) => [b.beneficiaryId, b.entitlement, b.interimPaid, b.finalPaid, b.balance]),
    ).toEqual([
      ['guideDogs', 1_000_000, 0, 1_000_000, 0],
      ['nephew', 500_000, 0, 0, 500_000],
      ['charityA', 21_914_291, 2_000_000, 0, 19_914_291],
      ['charityB', 10_957_146, 0, 0, 10_957_146],
      ['niece', 10_957_146, 0, 0, 10_957_146],
    ]);
    expect(d.distributedTotal).toBe(3_000_000);
    // Residue + pecuniary − paid: 438,285.83 + 15,000 − 30,000.
    expect(d.heldTotal).toBe(42_328_583);
    expect(a.problems).toEqual([]);
  });
});

describe('estate accounts: shares and refusals', () => {
  const withShares = (residuaryShares: EstateAccountsInput['residuaryShares']) =>
    estateAccounts({ ...worked, residuaryShares, payments: [] });

  it('Re Ratcliffe: the residue is shared before the tax, and the tax paid falls on the chargeable share only', () => {
    // Worked by hand: residue before tax 438,285.83 + 23,800 = £462,085.83; ½ = £231,042.915,
    // ¼ = £115,521.4575 twice → 23,104,291 + 11,552,146 × 2 pence (the two largest remainders take
    // the two pennies left); the niece's quarter alone bears the £23,800: 11,552,146 − 2,380,000.
    const taxed = estateAccounts({
      ...worked,
      residuaryShares: worked.residuaryShares.map((r) => ({ ...r, exempt: r.beneficiaryId !== 'niece' })),
    });
    expect(taxed.distribution.residue).toBe(43_828_583);
    expect(taxed.distribution.residuary.map((r) => r.amount)).toEqual([23_104_291, 11_552_146, 9_172_146]);
    // Every share chargeable: the tax falls on all of them (the residue shared after it).
    expect(worked.residuaryShares.some((r) => r.exempt)).toBe(false);
    expect(estateAccounts(worked).distribution.residuary.map((r) => r.amount)).toEqual([
      21_914_291, 10_957_146, 10_957_146,
    ]);
  });

  it('thirds of a residue add up to it to the penny', () => {
    const a = estateAccounts({
      items: [item('cash', 100)],
      receipts: [],
      payments: [],
      pecuniaryLegacies: [],
      specificLegacies: [],
      residuaryShares: ['x', 'y', 'z'].map((id) => ({
        beneficiaryId: id,
        beneficiaryName: id,
        share: { kind: 'fraction' as const, numerator: 1, denominator: 3 },
      })),
    });
    expect(a.distribution.residuary.map((r) => r.amount)).toEqual([3_334, 3_333, 3_333]);
    expect(a.distribution.residuary[0]?.percent).toBe(33.3333);
    expect(a.problems).toEqual([]);
  });

  it('says so when the shares do not add up to the whole, and shares nothing out', () => {
    const thirds = withShares(
      ['x', 'y', 'z'].map((id) => ({
        beneficiaryId: id,
        beneficiaryName: id,
        share: { kind: 'percent' as const, percent: 33.3333 },
      })),
    );
    expect(thirds.problems).toContain('sharesDoNotAddUp');
    expect(thirds.distribution.residuary.every((r) => r.amount === 0)).toBe(true);
    const over = withShares([
      { beneficiaryId: 'x', beneficiaryName: 'x', share: { kind: 'fraction', numerator: 2, denominator: 3 } },
      { beneficiaryId: 'y', beneficiaryName: 'y', share: { kind: 'percent', percent: 50 } },
    ]);
    expect(over.problems).toContain('sharesDoNotAddUp');
    expect(withShares([]).problems).toContain('noResiduaryShares');
    expect(
      withShares([
        {
          beneficiaryId: 'x',
          beneficiaryName: 'x',
          share: { kind: 'fraction', numerator: 1, denominator: 0 },
        },
      ]).problems,
    ).toContain('invalidShare');
  });

  it('reports legacies beyond the estate and a distribution to someone who is not a beneficiary', () => {
    const a = estateAccounts({
      ...worked,
      pecuniaryLegacies: [{ id: 'big', beneficiaryId: 'x', beneficiaryName: 'x', amount: 100_000_000 }],
      payments: [
        payment('stray', 'distribution', 100, { beneficiaryId: 'stranger', distribution: 'interim' }),
      ],
    });
    expect(a.distribution.residue).toBeLessThan(0);
    expect(a.distribution.residuary.every((r) => r.amount === 0)).toBe(true);
    expect(a.problems).toEqual(['legaciesExceedEstate', 'distributionToUnknownBeneficiary']);
  });
});
