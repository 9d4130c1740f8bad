import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp } from '../../test/helpers.js';
import { legacies, matters, users } from './schema/index.js';
import { seedCharityRegister } from './seed-charity-register.js';
import { SEED_ORG_IDS } from './seed-data.js';
import { seedDemo } from './seed.js';

// Like seed-matters.test.ts: the demo seed needs a database of its own (PGlite only).
describe.skipIf(!!inject('pgSchema'))('seedCharityRegister and seedMatterCharities', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  it('loads the sample register, in which the demo charities are verified', async () => {
    const [admin] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'matter.admin@harbourfinch.test'));
    const headers = await authHeaders(ctx, admin!);
    const found = await ctx.app.inject({ url: '/api/Charities/brightwater', headers });
    expect(found.json()).toContainEqual({
      organisation_number: 4051827,
      charity_name: 'BRIGHTWATER TRUST',
      reg_charity_number: 1098765,
      group_subsid_suffix: 0,
    });
    for (const [number, verified] of [
      [1098765, true],
      [1045321, true],
      [1100100, false],
    ] as const) {
      const details = await ctx.app.inject({ url: `/api/Charities/${number}/0`, headers });
      expect(details.json().linked_organisation).toBe(verified);
    }
    // Loaded only into an empty register.
    expect(await seedCharityRegister(ctx.database.db)).toBe(0);
  });

  it('gives HF/EST/2026/014 its charities, each with its legacy', async () => {
    const [admin] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'matter.admin@harbourfinch.test'));
    const headers = await authHeaders(ctx, admin!);
    const [matter] = await ctx.database.db
      .select()
      .from(matters)
      .where(eq(matters.reference, 'HF/EST/2026/014'));
    const list = await ctx.app.inject({ url: `/api/Matters/${matter!.matterID}/Charity`, headers });
    const data = list.json().data as {
      charityName: string;
      linkedOrganisation: string | null;
      legacyID: string;
    }[];
    expect(data.map((c) => [c.charityName, c.linkedOrganisation])).toEqual([
      ['HARBOURSIDE ANIMAL RESCUE', null],
      ['CEDAR HOSPICE', SEED_ORG_IDS.cedar],
      ['BRIGHTWATER TRUST', SEED_ORG_IDS.brightwater],
    ]);
    const detail = await ctx.app.inject({ url: `/api/Matters/${matter!.matterID}`, headers });
    expect(detail.json().summary.charities).toBe(3);
    // Issue 11 notification intake: each charity heard of its legacy from the firm.
    const rows = await ctx.database.db.select().from(legacies).where(eq(legacies.matterID, matter!.matterID));
    expect(rows.map((l) => l.notifiedBy)).toEqual(['firm', 'firm', 'firm']);
    expect(rows.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l.notifiedDate ?? ''))).toBe(true);
  });
});
