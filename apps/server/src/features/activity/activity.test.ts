import { MATTER_TYPE_IDS } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildIndividual, buildMatter, statusOf, typeByKey } from '../matters/matter.factories.js';

describe('activity feed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  type Entry = { reference: string; action: string; text: string | null; user: { userID: string } | null };

  it("shows firm staff their organisation's activity, newest first, paged", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const partner = await buildUser(ctx.database, { roles: ['Supervising Partner'], organisation: firm });
    const headers = await authHeaders(ctx, admin);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/Matters',
      headers,
      payload: { reference: 'ACT-1', matterType: { matterTypeID: MATTER_TYPE_IDS.will } },
    });
    const matterID = created.json().matterID;
    const active = statusOf(typeByKey('will'), 'active').statusID;
    await ctx.app.inject({ method: 'PUT', url: `/api/Matters/${matterID}/Status/${active}`, headers });
    await ctx.database.db.insert(activityEntries).values({
      organisationID: firm.organisationID,
      matterID,
      reference: 'ACT-1',
      userID: null,
      activityType: 'matter',
      action: 'broadcast',
      dateTime: new Date(Date.now() - 3600_000),
    });
    // Another firm's activity never shows.
    const other = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Matters',
      headers: await authHeaders(ctx, other),
      payload: { reference: 'OTHER-1', matterType: { matterTypeID: MATTER_TYPE_IDS.will } },
    });

    const res = await ctx.app.inject({ url: '/api/Activity/', headers: await authHeaders(ctx, partner) });
    expect(res.statusCode).toBe(200);
    const feed: Entry[] = res.json();
    expect(feed.map((e) => [e.reference, e.action, e.text])).toEqual([
      ['ACT-1', 'changed_details', 'Changed status to Active'],
      ['ACT-1', 'added', null],
      ['ACT-1', 'broadcast', null],
    ]);
    expect(feed[0]).toMatchObject({
      matterID,
      activityType: 'matter',
      object: 'ACT-1',
      user: { userID: admin.userID, name: `${admin.firstName} ${admin.surname}`, profileImage: null },
    });
    // No actor reads as System.
    expect(feed[2]!.user).toBeNull();

    const page = await ctx.app.inject({ url: '/api/Activity?page=2&pageCount=2', headers });
    expect(page.json().map((e: Entry) => e.action)).toEqual(['broadcast']);
    expect(JSON.parse(String(page.headers['x-pagination']))).toEqual({
      currentPage: 2,
      totalPages: 2,
      pageSize: 2,
      totalCount: 3,
    });
    const filtered = await ctx.app.inject({
      url: '/api/Activity?FilterType=activityType&Filter=user&SearchTerm=act',
      headers,
    });
    expect(filtered.json()).toEqual([]);
    // The matter filter and a search that matches, then a page past the end that still tells the total.
    const ofMatter = await ctx.app.inject({
      url: `/api/Activity?FilterType=matter&Filter=${matterID}&FilterType=activityType&Filter=matter&SearchTerm=act-`,
      headers,
    });
    expect(ofMatter.json().map((e: Entry) => e.action)).toEqual(['changed_details', 'added', 'broadcast']);
    const beyond = await ctx.app.inject({ url: '/api/Activity?page=5&pageCount=2', headers });
    expect(beyond.json()).toEqual([]);
    expect(JSON.parse(String(beyond.headers['x-pagination']))).toMatchObject({ totalCount: 3 });
    const bad = await ctx.app.inject({ url: '/api/Activity?FilterType=activityType&Filter=nope', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('shows an Individual only the activity of matters they are linked to; charity staff none', async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const client = await buildUser(ctx.database, { roles: ['Individual'] });
    const mine = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    const notMine = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    await buildIndividual(ctx.database, mine, { userID: client.userID });
    const headers = await authHeaders(ctx, admin);
    for (const m of [mine, notMine]) {
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/Matters',
        headers,
        payload: {
          matterID: m.matterID,
          reference: `${m.reference}-X`,
          probateReference: 'P',
          dateOfDeath: '2026-01-01',
          dateOfProbate: '2026-02-01',
        },
      });
    }
    const res = await ctx.app.inject({ url: '/api/Activity', headers: await authHeaders(ctx, client) });
    expect(res.json().map((e: Entry) => e.reference)).toEqual([`${mine.reference}-X`]);

    const charity = await buildUser(ctx.database, { roles: ['Charity'] });
    const none = await ctx.app.inject({ url: '/api/Activity', headers: await authHeaders(ctx, charity) });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(JSON.parse(String(none.headers['x-pagination']))).toMatchObject({ totalCount: 0 });
  });

  it('Send/ answers the activity the user caused', async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const executive = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
    for (const [user, reference] of [
      [admin, 'BY-ADMIN'],
      [executive, 'BY-EXEC'],
    ] as const) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Matters',
        headers: await authHeaders(ctx, user),
        payload: { reference, matterType: { matterTypeID: MATTER_TYPE_IDS.trust } },
      });
    }
    const headers = await authHeaders(ctx, executive);
    const sent = await ctx.app.inject({ url: '/api/Activity/Send/', headers });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().map((e: Entry) => e.reference)).toEqual(['BY-EXEC']);
    const all = await ctx.app.inject({ url: '/api/Activity/', headers });
    expect(
      all
        .json()
        .map((e: Entry) => e.reference)
        .sort(),
    ).toEqual(['BY-ADMIN', 'BY-EXEC']);
  });
});
