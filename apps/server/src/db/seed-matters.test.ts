import { MATTER_TYPES } from '@probity/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp } from '../../test/helpers.js';
import { activityEntries, matters, users } from './schema/index.js';
import { SEED_ORG_IDS } from './seed-data.js';
import { isDatabaseEmpty, seedDemo } from './seed.js';

// The demo seed needs a database of its own: on PGlite every file has one; on PostgreSQL the run's
// schema is shared by every file, and the demo's fixed ids and e-mail addresses would collide.
describe.skipIf(!!inject('pgSchema'))('seedMatterHistory', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    expect(await isDatabaseEmpty(ctx.database.db)).toBe(true);
    // seedDemo runs this seed as part of the demo data.
    await seedDemo(ctx.database.db, ctx.app.config);
  });
  afterAll(() => ctx.close());

  it('gives both firms matters of every type in several statuses, with six months of activity', async () => {
    for (const org of [SEED_ORG_IDS.harbour, SEED_ORG_IDS.northgate]) {
      const rows = await ctx.database.db.select().from(matters).where(eq(matters.organisationID, org));
      expect(new Set(rows.map((m) => m.matterTypeID)).size).toBe(MATTER_TYPES.length);
      expect(new Set(rows.map((m) => m.statusID)).size).toBeGreaterThanOrEqual(5);
    }
    const entries = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(inArray(activityEntries.organisationID, [SEED_ORG_IDS.harbour, SEED_ORG_IDS.northgate]));
    const oldest = Math.min(...entries.map((e) => e.dateTime.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(170 * 24 * 3600 * 1000);

    // The demo client sees the activity of their two matters, and the firm's dashboard counts them.
    const [client] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'client@probity.test'));
    const feed = await ctx.app.inject({
      url: '/api/Activity?pageCount=100',
      headers: await authHeaders(ctx, client!),
    });
    expect(new Set(feed.json().map((e: { reference: string }) => e.reference))).toEqual(
      new Set(['HF/EST/2026/014', 'HF/EST/2025/103']),
    );
    const [admin] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'matter.admin@harbourfinch.test'));
    const tiles = await ctx.app.inject({
      url: `/api/Organisations/${SEED_ORG_IDS.harbour}/Dashboard`,
      headers: await authHeaders(ctx, admin!),
    });
    expect(tiles.json().find((x: { apiId: string }) => x.apiId === 'matters').data).toBeGreaterThan(5);
  });
});
