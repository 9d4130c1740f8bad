import { CHECK_TYPES } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp } from '../../test/helpers.js';
import { checkResults, individuals, screeningDesignations, users } from './schema/index.js';
import { seedDemo } from './seed.js';

// The demo seed needs a database of its own (see seed-matters.test.ts).
describe.skipIf(!!inject('pgSchema'))('seedIndividuals', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    // seedDemo runs this seed as part of the demo data.
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  it('loads the sanctions and PEP samples and a history of checks with every outcome', async () => {
    const lists = await ctx.database.db
      .select({ list: screeningDesignations.list })
      .from(screeningDesignations);
    expect(lists.filter((l) => l.list === 'sanctions')).toHaveLength(16);
    expect(lists.filter((l) => l.list === 'pep')).toHaveLength(4);
    const checks = await ctx.database.db.select().from(checkResults);
    expect(
      checks.some(
        (c) => c.checkCompleted && c.passed && c.checkTypeID === CHECK_TYPES.probityCheck.checkTypeID,
      ),
    ).toBe(true);
    expect(
      checks.some(
        (c) => c.checkCompleted && c.passed && c.checkTypeID === CHECK_TYPES.probityCheckPlus.checkTypeID,
      ),
    ).toBe(true);
    expect(checks.some((c) => c.sanctionMatch)).toBe(true);
    expect(checks.some((c) => c.pepMatch)).toBe(true);
    expect(checks.some((c) => c.invalidDocs)).toBe(true);
    expect(checks.some((c) => !c.checkCompleted)).toBe(true);
    const types = new Set((await ctx.database.db.select().from(individuals)).map((i) => i.individualTypeID));
    for (const t of ['deceased', 'executor', 'testator', 'settlor', 'donor'])
      expect(types.has(t), t).toBe(true);
  });

  it('gives client@probity.test full My Data, with clear documents and a verified bank account', async () => {
    const [client] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'client@probity.test'));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Individuals/Me',
      headers: await authHeaders(ctx, client!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Iris',
      surname: 'Bennett',
      dob: '1968-09-14',
      nino: 'AB123456C',
      drivingLicence: 'BENNE659148IM9AB',
      bankAccountVerified: true,
      isRegistered: true,
      sensitiveMasked: false,
    });
  });
});
