import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp } from '../../test/helpers.js';
import { users } from './schema/index.js';
import { SEED_ORG_IDS } from './seed-data.js';
import { seedDemo } from './seed.js';

// Like seed-matters.test.ts: the demo seed needs a database of its own (PGlite only).
describe.skipIf(!!inject('pgSchema'))('seedBankAccounts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  it('gives Brightwater two modulus-verified accounts with their primary contacts', async () => {
    const [finance] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'finance@brightwater.test'));
    const res = await ctx.app.inject({
      url: `/api/Organisations/${SEED_ORG_IDS.brightwater}/BankAccount`,
      headers: await authHeaders(ctx, finance!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      {
        accountName: 'Brightwater Trust Appeals',
        sortCode: '11-87-65',
        accountVerified: true,
        primaryContactUser: { emailAddress: 'charity@brightwater.test' },
      },
      {
        accountName: 'Brightwater Trust Legacies',
        sortCode: '20-09-15',
        accountVerified: true,
        primaryContactUser: { emailAddress: 'finance@brightwater.test' },
      },
    ]);
  });
});
