import { ACCOUNTS_PROBLEM_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp } from '../../test/helpers.js';
import { matters, users } from './schema/index.js';
import { seedDemo } from './seed.js';

// Like seed-legacies.test.ts: the demo seed needs a database of its own (PGlite only).
describe.skipIf(!!inject('pgSchema'))('seedEstateWill', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  it('gives the demo estate a will and a submitted probate application, read through the API', async () => {
    const [admin] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'matter.admin@harbourfinch.test'));
    const [matter] = await ctx.database.db
      .select()
      .from(matters)
      .where(eq(matters.reference, 'HF/EST/2026/014'));
    const headers = await authHeaders(ctx, admin!);
    const will = await ctx.app.inject({ url: `/api/Matters/${matter!.matterID}/Estate/Legacies`, headers });
    expect(will.statusCode).toBe(200);
    const legacies = will.json().legacies as { kind: string; amount: number | null; share: unknown }[];
    expect(legacies.map((l) => l.kind)).toEqual(['pecuniary', 'specific', 'residuary', 'residuary']);
    expect(legacies[0]!.amount).toBe(500_000);
    expect(legacies.slice(2).map((l) => l.share)).toEqual([
      { kind: 'percent', percent: 50 },
      { kind: 'percent', percent: 50 },
    ]);
    expect(will.json().residuaryWarning).not.toBe(ACCOUNTS_PROBLEM_TEXTS.sharesDoNotAddUp);
    expect(will.json().residuaryWarning).toBeNull();
    const dates = await ctx.app.inject({ url: `/api/Matters/${matter!.matterID}/Estate/KeyDates`, headers });
    expect(dates.json().application.current).toBe('Submitted');
    expect(dates.json().deadlines.length).toBeGreaterThanOrEqual(3);
    // Issue 17: the creditors' claim period (notices 48 and 45 days ago) ends about a fortnight
    // ahead, on the dashboard's Deadlines tile.
    const tile = await ctx.app.inject({
      url: `/api/Organisations/${matter!.organisationID}/Dashboard/Deadlines`,
      headers,
    });
    expect(tile.statusCode).toBe(200);
    expect(tile.json().deadlines).toContainEqual(
      expect.objectContaining({ reference: 'HF/EST/2026/014', kind: 'section27ClaimsEnd', isOverdue: false }),
    );
  });
});
