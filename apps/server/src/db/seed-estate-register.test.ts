import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp } from '../../test/helpers.js';
import { matters, users } from './schema/index.js';
import { seedDemo } from './seed.js';

// The demo seed needs a database of its own (see seed-matters.test.ts): PGlite only.
describe.skipIf(!!inject('pgSchema'))('seedEstateRegister (issue 17)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  it("gives HF/EST/2026/014 a register the firm's Matter Admin reads with its totals", async () => {
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
    const register = await get('Items');
    expect(register.totals.categories.map((c: { category: string }) => c.category)).toEqual([
      'property',
      'bankAccounts',
      'listedShares',
      'householdGoods',
      'mortgage',
      'funeral',
    ]);
    // £425,000 + £8,432.17 + £52,310 + £51,840 + £3,500 less £62,418.55 and £4,860; and the half
    // share of the cottage (£180,000) that seedEstateAccounts adds, passing by survivorship.
    expect(register.totals).toMatchObject({
      grossAssets: 72_108_217,
      liabilities: 6_727_855,
      netEstate: 65_380_362,
    });
    expect(
      register.items.find((i: { description: string }) => i.description === 'House, 14 Harbour View')
        .reference,
    ).toBe('Land Registry title CL218734');
    const money = await get('Transactions');
    expect(money.totals).toEqual({
      capitalReceipts: 5_236_641,
      incomeReceipts: 47_604,
      // The fee, and the distributions seedEstateAccounts adds (£20,000 twice and £5,000).
      payments: 4_530_000,
      balance: 754_245,
    });
  });
});
