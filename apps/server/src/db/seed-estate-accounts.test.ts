import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp } from '../../test/helpers.js';
import { matterCharities, matters, users } from './schema/index.js';
import { seedDemo } from './seed.js';

// The demo seed needs a database of its own (see seed-matters.test.ts): PGlite only.
describe.skipIf(!!inject('pgSchema'))('seedEstateAccounts (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  it('gives HF/EST/2026/014 a worksheet with tax to pay and accounts with distributions (worked by hand)', async () => {
    const [matter] = await ctx.database.db
      .select()
      .from(matters)
      .where(eq(matters.reference, 'HF/EST/2026/014'));
    const [admin] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'matter.admin@harbourfinch.test'));
    const get = async (path: string) =>
      (
        await ctx.app.inject({
          url: `/api/Matters/${matter!.matterID}/Estate/${path}`,
          headers: await authHeaders(ctx, admin!),
        })
      ).json();
    const { worksheet } = await get('Tax');
    // General: £541,082.17 − £67,278.55 = £473,803.62, all to charity (£5,000 and the residue).
    // Survivorship: half of the £360,000 cottage, £180,000. NRB £325,000 less the £300,000 gift:
    // £25,000, all on the cottage: £155,000 at 40 % = £62,000; 10 % of £155,000 to charity = £15,500.
    const [general, survivorship] = worksheet.components;
    expect(general).toMatchObject({ net: 47_380_362, charityExemption: 47_380_362, chargeable: 0, tax: 0 });
    expect(survivorship).toMatchObject({
      gross: 18_000_000,
      nilRateBandShare: 2_500_000,
      taxable: 15_500_000,
      ratePercent: 40,
      extraToQualify: 1_550_000,
      tax: 6_200_000,
    });
    expect(worksheet.totalTax).toBe(6_200_000);

    const { accounts } = await get('Accounts');
    // Capital: £541,082.17 + the £56.41 gain on the savings − £67,278.55 − £300 fee = £473,560.03
    // (the savings' proceeds are not counted again as a receipt); income £12.84 + £463.20.
    expect(accounts.capital.balance).toBe(47_356_003);
    expect(accounts.income.net).toBe(47_604);
    // Residue £474,036.07 − £5,000 = £469,036.07, half each (the odd penny to the first).
    expect(accounts.distribution.residue).toBe(46_903_607);
    const charities = await ctx.database.db
      .select()
      .from(matterCharities)
      .where(eq(matterCharities.matterID, matter!.matterID));
    const nameOf = (id: string) => charities.find((c) => c.matterCharityID === id)?.charityName;
    expect(
      accounts.distribution.beneficiaries.map(
        (b: { beneficiaryId: string; interimPaid: number; finalPaid: number; balance: number }) => [
          nameOf(b.beneficiaryId),
          b.interimPaid,
          b.finalPaid,
          b.balance,
        ],
      ),
    ).toEqual([
      [expect.any(String), 0, 500_000, 0],
      ['BRIGHTWATER TRUST', 2_000_000, 0, 21_451_804],
      ['CEDAR HOSPICE', 2_000_000, 0, 21_451_803],
    ]);
    expect(accounts.problems).toEqual([]);
  });
});
