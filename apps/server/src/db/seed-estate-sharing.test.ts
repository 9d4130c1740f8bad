import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp } from '../../test/helpers.js';
import { matterCharities, matters, users } from './schema/index.js';
import { seedDemo } from './seed.js';

// Like seed-estate-will.test.ts: the demo seed needs a database of its own (PGlite only).
describe.skipIf(!!inject('pgSchema'))('seedEstateSharing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  const userOf = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.emailAddress, email)))[0]!;

  it('shares the demo estate’s figures, and Brightwater leads the residue with both charities agreed', async () => {
    const [matter] = await ctx.database.db
      .select()
      .from(matters)
      .where(eq(matters.reference, 'HF/EST/2026/014'));
    const admin = await userOf('matter.admin@harbourfinch.test');
    const sharing = await ctx.app.inject({
      url: `/api/Matters/${matter!.matterID}/Estate/Sharing`,
      headers: await authHeaders(ctx, admin),
    });
    expect(sharing.json()).toMatchObject({
      shareFigures: true,
      shareAccounts: false,
      lead: { charityName: expect.stringMatching(/brightwater/i), contact: expect.anything() },
    });
    const charities = await ctx.database.db
      .select()
      .from(matterCharities)
      .where(eq(matterCharities.matterID, matter!.matterID));
    const brightwater = charities.find((c) => /brightwater/i.test(c.charityName))!;
    const charity = await userOf('charity@brightwater.test');
    const progress = await ctx.app.inject({
      url: `/api/Legacies/${brightwater.legacyID}/EstateProgress`,
      headers: await authHeaders(ctx, charity),
    });
    expect(progress.statusCode).toBe(200);
    const body = progress.json();
    expect(body.stage.stage).toBe('submitted');
    expect(body.figures.entitlement.residuaryPercent).toBe(50);
    expect(body.figures.entitlement.total).toBeGreaterThan(0);
    expect(body.lead.charityName).toMatch(/brightwater/i);
  });
});
