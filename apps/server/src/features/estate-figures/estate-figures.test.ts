import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, callAs } from '../../../test/helpers.js';
import { buildEstateScene } from '../estate-will/estate-will.factories.js';
import { buildEstateFiguresScene } from './estate-figures.factories.js';
import { loadEstateFigures, personBeneficiaryID } from './estate-figures.js';

/*
 * The loader against a scene whose figures are worked by hand (pounds; the engine works in pence).
 * Death 15 January 2026: NRB £325,000, RNRB £175,000, taper from £2,000,000 (thresholds.ts).
 */
describe("the estate's figures from the register and the will (issue 17)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('builds the tax worksheet and the accounts, a residuary charity share valued before tax', async () => {
    const s = await buildEstateFiguresScene(ctx);
    const [lantern, moorland] = s.charities;
    const figures = await loadEstateFigures(ctx.database.db, s.matter.matterID);
    expect(figures.dateOfDeath).toBe('2026-01-15');

    // Residue before tax: 1,155,000 − 10,000 − 5,000 − 60,000 (the shares given away) = 1,080,000;
    // Moorland's 1/10 of it = 108,000 (Re Ratcliffe: not reduced by the tax). Lantern 10,000.
    expect(figures.taxInput?.gifts).toEqual([
      { kind: 'charity', component: 'general', amount: 1_000_000 },
      { kind: 'charity', component: 'general', amount: 10_800_000 },
    ]);
    expect(figures.taxInput?.homeToDescendants).toBe(30_000_000);
    const w = figures.worksheet;
    if (!w) throw new Error('no worksheet');
    expect(w.grossEstate).toBe(123_000_000); // 900,000 + 250,000 + 60,000 + 20,000
    expect(w.liabilities).toBe(5_500_000);
    expect(w.charityExemption).toBe(11_800_000);
    // Chargeable: general 1,155,000 − 118,000 = 1,037,000; survivorship 20,000.
    const [general, survivorship] = w.components;
    expect(general?.chargeable).toBe(103_700_000);
    expect(survivorship?.chargeable).toBe(2_000_000);
    // NRB 325,000 less the 2022 gift of 30,000 (the 2018 one is outside the seven years) = 295,000,
    // shared 1,037,000 : 20,000 in whole pounds: 289,418.16 / 5,581.84 → 289,418 and 5,582.
    expect(w.nilRateBand.usedByLifetimeGifts).toBe(3_000_000);
    expect(w.nilRateBand.available).toBe(29_500_000);
    expect(general?.nilRateBandShare).toBe(28_941_800);
    expect(survivorship?.nilRateBandShare).toBe(558_200);
    // RNRB: min(175,000, home 300,000), no taper (net 1,175,000): 171,688.74 / 3,311.26 → 171,689 and 3,311.
    expect(w.residenceBand.available).toBe(17_500_000);
    expect(general?.residenceBandShare).toBe(17_168_900);
    expect(survivorship?.residenceBandShare).toBe(331_100);
    // General: taxable 1,037,000 − 289,418 − 171,689 = 575,893; baseline 747,582 + 118,000 = 865,582,
    // 10 % = 86,558.20 ≤ 118,000 → 36 %: 207,321.48. Survivorship: 11,107 at 40 % = 4,442.80.
    expect(general?.taxable).toBe(57_589_300);
    expect(general?.baseline).toBe(86_558_200);
    expect(general?.ratePercent).toBe(36);
    expect(general?.tax).toBe(20_732_148);
    expect(survivorship?.taxable).toBe(1_110_700);
    expect(survivorship?.ratePercent).toBe(40);
    expect(survivorship?.tax).toBe(444_280);
    expect(w.totalTax).toBe(21_176_428);
    expect(w.dueDate).toBe('2026-07-31');

    // Accounts: capital 1,210,000 − 55,000 − 2,400 = 1,152,600; income 1,200; available 1,153,800;
    // less 15,000 pecuniary and the shares 60,000 in kind: residue 1,078,800 → 970,920 and 107,880.
    const a = figures.accounts;
    expect(a.capital.balance).toBe(115_260_000);
    expect(a.income.net).toBe(120_000);
    expect(a.distribution.residue).toBe(107_880_000);
    const jane = personBeneficiaryID('Jane Doe');
    expect(jane).toBe('person:jane doe');
    expect(a.distribution.residuary.map((r) => [r.beneficiaryId, r.amount])).toEqual([
      [jane, 97_092_000],
      [moorland.matterCharityID, 10_788_000],
    ]);
    // One person however the will spells her: her pecuniary legacy and her share together.
    const janeRow = a.distribution.beneficiaries.find((b) => b.beneficiaryId === jane);
    expect(janeRow).toMatchObject({ pecuniary: 500_000, residuary: 97_092_000, entitlement: 97_592_000 });
    expect(a.distribution.beneficiaries.map((b) => b.beneficiaryId)).toEqual([
      lantern.matterCharityID,
      jane,
      moorland.matterCharityID,
    ]);
    expect(a.distribution.specific).toMatchObject([
      { valueAtDeath: 6_000_000, beneficiaryName: 'Tom Baker' },
    ]);
    expect(a.problems).toEqual([]);
  });

  it('counts the proceeds of a realised asset once: in its realisation, not again as a receipt', async () => {
    const s = await buildEstateScene(ctx);
    const base = `/api/Matters/${s.matter.matterID}/Estate`;
    const post = async (url: string, body: Record<string, unknown>) =>
      (await callAs(ctx, s.feeEarner, 'POST', `${base}/${url}`, body)).json();
    const sold = await post('Items', {
      kind: 'asset',
      category: 'listedShares',
      description: 'Shares, sold',
      valueAtDeath: 1_000_000,
      realisedAmount: 1_050_000,
      realisedOn: '2026-02-01',
    });
    const held = await post('Items', {
      kind: 'asset',
      category: 'vehicles',
      description: 'Car',
      valueAtDeath: 500_000,
    });
    const receipt = { direction: 'receipt', kind: 'capital', date: '2026-02-02', amount: 1_050_000 };
    await post('Transactions', { ...receipt, description: 'Sale proceeds', estateItemID: sold.estateItemID });
    // Proceeds of an item whose realisation is not recorded, and a refund linked to nothing, count.
    await post('Transactions', {
      ...receipt,
      amount: 20_000,
      description: 'Car tax refund',
      estateItemID: held.estateItemID,
    });
    await post('Transactions', { ...receipt, amount: 3_000, description: 'Council tax refund' });
    const { accounts } = await loadEstateFigures(ctx.database.db, s.matter.matterID);
    expect(accounts.capital.receipts.map((r) => r.description)).toEqual([
      'Car tax refund',
      'Council tax refund',
    ]);
    // 10,000 + 5,000 at death, a gain of 500, refunds 230.
    expect(accounts.capital.balance).toBe(1_000_000 + 500_000 + 50_000 + 23_000);
  });

  it('has no tax input nor worksheet without a date of death, and empty accounts for an empty estate', async () => {
    const s = await buildEstateScene(ctx, { dateOfDeath: null });
    const figures = await loadEstateFigures(ctx.database.db, s.matter.matterID);
    expect(figures).toMatchObject({ dateOfDeath: null, taxInput: null, worksheet: null });
    expect(figures.accounts.distribution.residue).toBe(0);
    expect(figures.accounts.problems).toEqual(['noResiduaryShares']);
  });
});
