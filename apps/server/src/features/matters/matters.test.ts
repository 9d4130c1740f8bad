import { MATTER_TYPE_IDS, MATTER_TYPES } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individuals, matterTeam, matters } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';

const estate = MATTER_TYPES.find((t) => t.matterTypeID === MATTER_TYPE_IDS.estate)!;
const will = MATTER_TYPES.find((t) => t.matterTypeID === MATTER_TYPE_IDS.will)!;

describe('matter list', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function buildMatter(
    organisationID: string,
    reference: string,
    opts: { type?: typeof estate; statusKey?: string; team?: string[] } = {},
  ) {
    const type = opts.type ?? estate;
    const status = type.statuses.find((s) => s.key === (opts.statusKey ?? 'active'))!;
    const [m] = await ctx.database.db
      .insert(matters)
      .values({ organisationID, reference, matterTypeID: type.matterTypeID, statusID: status.statusID })
      .returning();
    if (opts.team?.length)
      await ctx.database.db
        .insert(matterTeam)
        .values(opts.team.map((userID) => ({ matterID: m!.matterID, userID })));
    return m!;
  }

  it("lists only the organisation's matters, filtered, searched, sorted and paged with x-pagination", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    await buildMatter(firm.organisationID, 'EST-001', { team: [admin.userID] });
    await buildMatter(firm.organisationID, 'EST-002', { statusKey: 'pre-grant' });
    await buildMatter(firm.organisationID, 'WIL-001', { type: will });
    const other = await buildOrganisation(ctx.database);
    await buildMatter(other.organisationID, 'EST-999');
    const headers = await authHeaders(ctx, admin);

    const all = await ctx.app.inject({
      url: `/api/Matters/Organisation/${firm.organisationID}?OrderBy=reference`,
      headers,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((m: { reference: string }) => m.reference)).toEqual([
      'EST-001',
      'EST-002',
      'WIL-001',
    ]);
    expect(JSON.parse(String(all.headers['x-pagination']))).toEqual({
      currentPage: 1,
      totalPages: 1,
      pageSize: 10,
      totalCount: 3,
    });

    const desc = await ctx.app.inject({
      url: `/api/Matters/Organisation/${firm.organisationID}?OrderBy=-reference&page=2&pageCount=2`,
      headers,
    });
    expect(desc.json().map((m: { reference: string }) => m.reference)).toEqual(['EST-001']);
    expect(JSON.parse(String(desc.headers['x-pagination']))).toMatchObject({
      currentPage: 2,
      totalPages: 2,
      totalCount: 3,
    });

    const filtered = await ctx.app.inject({
      url: `/api/Matters/Organisation/${firm.organisationID}?FilterType=status&Filter=pre-grant&FilterType=type&Filter=estate`,
      headers,
    });
    expect(filtered.json().map((m: { reference: string }) => m.reference)).toEqual(['EST-002']);

    const searched = await ctx.app.inject({
      url: `/api/Matters/Organisation/${firm.organisationID}?SearchTerm=wil`,
      headers,
    });
    expect(searched.json()).toHaveLength(1);
    expect(searched.json()[0]).toMatchObject({
      reference: 'WIL-001',
      matterType: { name: 'Will' },
      status: { name: 'Active' },
    });

    // Past the last page: no rows, the total still told.
    const beyond = await ctx.app.inject({
      url: `/api/Matters/Organisation/${firm.organisationID}?OrderBy=-reference&page=9&pageCount=2`,
      headers,
    });
    expect(beyond.json()).toEqual([]);
    expect(JSON.parse(String(beyond.headers['x-pagination']))).toMatchObject({
      currentPage: 9,
      totalCount: 3,
    });

    // The same query shape with other values (prepared once): wildcards are searched literally.
    for (const [term, expected] of [
      ['est-00', ['EST-001', 'EST-002']],
      ['%', []],
      ['_', []],
    ] as const) {
      const res = await ctx.app.inject({
        url: `/api/Matters/Organisation/${firm.organisationID}?OrderBy=reference&SearchTerm=${encodeURIComponent(term)}`,
        headers,
      });
      expect(res.json().map((m: { reference: string }) => m.reference)).toEqual(expected);
    }

    const first = all.json()[0];
    expect(first.team).toEqual([
      expect.objectContaining({ userID: admin.userID, name: `${admin.firstName} ${admin.surname}` }),
    ]);
  });

  it("another firm's list answers 404; a role without matter rights 403; bad queries 400", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const headers = await authHeaders(ctx, admin);
    expect(
      (await ctx.app.inject({ url: `/api/Matters/Organisation/${firm.organisationID}`, headers })).statusCode,
    ).toBe(404);

    const trustee = await buildUser(ctx.database, { roles: ['Trustee'] });
    const th = await authHeaders(ctx, trustee);
    expect(
      (await ctx.app.inject({ url: `/api/Matters/Organisation/${trustee.organisationID}`, headers: th }))
        .statusCode,
    ).toBe(403);

    const own = `/api/Matters/Organisation/${admin.organisationID}`;
    const bad = await ctx.app.inject({
      url: `${own}?page=0&OrderBy=password&FilterType=colour&Filter=red`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['querystring.page']));
    const badSort = await ctx.app.inject({ url: `${own}?OrderBy=password`, headers });
    expect(badSort.json().errors.OrderBy).toBeDefined();
    const badFilter = await ctx.app.inject({ url: `${own}?FilterType=colour&Filter=red`, headers });
    expect(badFilter.json().errors.FilterType).toBeDefined();
  });

  it("User/{id} lists the matters whose team the user is on; nobody reads another user's list", async () => {
    const firm = await buildOrganisation(ctx.database);
    const partner = await buildUser(ctx.database, { roles: ['Supervising Partner'], organisation: firm });
    const colleague = await buildUser(ctx.database, { roles: ['MLRO'], organisation: firm });
    await buildMatter(firm.organisationID, 'MINE', { team: [partner.userID] });
    await buildMatter(firm.organisationID, 'NOT-MINE', { team: [colleague.userID] });
    const headers = await authHeaders(ctx, partner);
    const res = await ctx.app.inject({ url: `/api/Matters/User/${partner.userID}`, headers });
    expect(res.json().map((m: { reference: string }) => m.reference)).toEqual(['MINE']);
    // The id in the path is read case-insensitively, like every path of the API.
    const upper = await ctx.app.inject({ url: `/api/Matters/User/${partner.userID.toUpperCase()}`, headers });
    expect(upper.statusCode).toBe(200);
    expect(upper.json().map((m: { reference: string }) => m.reference)).toEqual(['MINE']);
    expect((await ctx.app.inject({ url: `/api/Matters/User/${colleague.userID}`, headers })).statusCode).toBe(
      404,
    );
  });

  it('an Individual sees only the matters they are linked to, with My Role', async () => {
    const firm = await buildOrganisation(ctx.database);
    const client = await buildUser(ctx.database, { roles: ['Individual'] });
    const linked = await buildMatter(firm.organisationID, 'CLIENT-EST');
    await buildMatter(firm.organisationID, 'SOMEONE-ELSE');
    await ctx.database.db.insert(individuals).values({
      matterID: linked.matterID,
      organisationID: firm.organisationID,
      userID: client.userID,
      individualTypeID: 'executor',
      firstName: 'Iris',
      surname: 'Bennett',
    });
    const headers = await authHeaders(ctx, client);
    const res = await ctx.app.inject({ url: `/api/Matters/Individual/${client.userID}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    const upper = await ctx.app.inject({
      url: `/api/Matters/Individual/${client.userID.toUpperCase()}`,
      headers,
    });
    expect(upper.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({
      reference: 'CLIENT-EST',
      viewingIndividual: { individualType: { name: 'Executor' } },
    });
    // Not through the organisation or another person's id.
    expect(
      (await ctx.app.inject({ url: `/api/Matters/Organisation/${firm.organisationID}`, headers })).statusCode,
    ).toBe(404);
    const other = await buildUser(ctx.database, { roles: ['Individual'] });
    expect(
      (await ctx.app.inject({ url: `/api/Matters/Individual/${other.userID}`, headers })).statusCode,
    ).toBe(404);
  });

  it('statuses of a matter type come in order', async () => {
    const user = await buildUser(ctx.database);
    const res = await ctx.app.inject({
      url: `/api/Matters/Status/${MATTER_TYPE_IDS.estate}`,
      headers: await authHeaders(ctx, user),
    });
    expect(res.json().map((s: { name: string }) => s.name)).toEqual([
      'Pre-Engagement',
      'Active',
      'Pre-grant',
      'Post-grant',
      'Distribution',
      'Complete',
      'Archive',
      'Rejected',
    ]);
  });
});
