import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp } from '../../test/helpers.js';
import { users } from './schema/index.js';
import { SEED_ORG_IDS } from './seed-data.js';
import { seedDemo } from './seed.js';

// Like seed-bank-accounts.test.ts: the demo seed needs a database of its own (PGlite only).
describe.skipIf(!!inject('pgSchema'))('seedLegacies', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  it('gives Brightwater standalone legacies in several statuses, one with a deceased and an account', async () => {
    const [charity] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'charity@brightwater.test'));
    const headers = await authHeaders(ctx, charity!);
    const res = await ctx.app.inject({
      url: `/api/Legacy/Organisation/${SEED_ORG_IDS.brightwater}?pageCount=50`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { reference: string; status: { icon: string }; legacyID: string }[];
    const statuses = new Set(list.map((l) => l.status.icon));
    expect(statuses.size).toBeGreaterThanOrEqual(4);
    const walter = list.find((l) => l.reference === 'BT/LEG/2026/001')!;
    const one = await ctx.app.inject({ url: `/api/Legacy/${walter.legacyID}`, headers });
    expect(one.json()).toMatchObject({
      deceased: { firstName: 'Walter', surname: 'Price' },
      nominatedBankAccount: {
        bankAccount: { accountName: 'Brightwater Trust Legacies' },
        visibleToFirm: false,
      },
    });
    expect(one.json().details).toHaveLength(2);
  });

  it('puts each legacy role on some legacy teams: their list shows those legacies only (issue 11)', async () => {
    const expected: Record<string, string[]> = {
      'legacy.manager@brightwater.test': ['BT/LEG/2025/014', 'BT/LEG/2026/001'],
      'legacy.user@brightwater.test': ['BT/LEG/2024/031', 'BT/LEG/2026/001', 'HF/EST/2026/014'],
      'senior.legacy@brightwater.test': ['BT/LEG/2025/014', 'HF/EST/2026/014'],
    };
    for (const [email, references] of Object.entries(expected)) {
      const [user] = await ctx.database.db.select().from(users).where(eq(users.emailAddress, email));
      const res = await ctx.app.inject({
        url: `/api/Legacy/Organisation/${SEED_ORG_IDS.brightwater}?pageCount=50`,
        headers: await authHeaders(ctx, user!),
      });
      expect(res.statusCode, email).toBe(200);
      expect((res.json() as { reference: string }[]).map((l) => l.reference).sort(), email).toEqual(
        references,
      );
    }
  });
});
