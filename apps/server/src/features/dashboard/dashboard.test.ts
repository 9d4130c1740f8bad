import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildIndividual, buildMatter, typeByKey } from '../matters/matter.factories.js';

describe('dashboard tiles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const url = (id: string) => `/api/Organisations/${id}/Dashboard`;
  const figures = (tiles: { apiId: string; data: number }[]) =>
    Object.fromEntries(tiles.map((t) => [t.apiId, t.data]));

  it("counts the firm's open matters, their individuals and its active users", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const partner = await buildUser(ctx.database, { roles: ['Supervising Partner'], organisation: firm });
    await buildUser(ctx.database, { roles: ['Support'], organisation: firm, status: 'locked' });
    const organisationID = firm.organisationID;
    const open = await buildMatter(ctx.database, {
      organisationID,
      statusKey: 'active',
      owner: admin.userID,
    });
    await buildMatter(ctx.database, { organisationID, statusKey: 'pre-grant', team: [partner.userID] });
    await buildMatter(ctx.database, { organisationID, type: typeByKey('will'), statusKey: 'pre-engagement' });
    for (const statusKey of ['complete', 'archived', 'rejected'])
      await buildMatter(ctx.database, { organisationID, statusKey, owner: admin.userID });
    await buildIndividual(ctx.database, open);
    await buildIndividual(ctx.database, open, { typeKey: 'deceased' });
    // Another firm's rows do not count.
    const other = await buildOrganisation(ctx.database);
    await buildMatter(ctx.database, { organisationID: other.organisationID, statusKey: 'active' });

    const res = await ctx.app.inject({ url: url(organisationID), headers: await authHeaders(ctx, admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      apiId: 'matters',
      title: 'Matters',
      label: 'Open matters',
      icon: 'matters',
      data: 3,
    });
    expect(figures(res.json())).toEqual({ matters: 3, individuals: 2, activeUsers: 2 });

    // spec 01 §6: a Supervising Partner lists matters by user, so counts the matters whose team they are on.
    const mineOnly = await ctx.app.inject({
      url: url(organisationID),
      headers: await authHeaders(ctx, partner),
    });
    expect(figures(mineOnly.json())).toEqual({ matters: 1, individuals: 0, activeUsers: 2 });
  });

  it('answers 404 for another organisation, 403 for roles without a dashboard', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const other = await buildOrganisation(ctx.database);
    const headers = await authHeaders(ctx, admin);
    expect((await ctx.app.inject({ url: url(other.organisationID), headers })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: url('0f000000-0000-4000-8000-00000000ffff'), headers })).statusCode,
    ).toBe(404);
    const client = await buildUser(ctx.database, { roles: ['Individual'] });
    const res = await ctx.app.inject({
      url: url(client.organisationID),
      headers: await authHeaders(ctx, client),
    });
    expect(res.statusCode).toBe(403);
  });

  it('a charity has no matter tiles yet', async () => {
    const charity = await buildUser(ctx.database, { roles: ['Charity'] });
    const res = await ctx.app.inject({
      url: url(charity.organisationID),
      headers: await authHeaders(ctx, charity),
    });
    expect(res.statusCode).toBe(200);
    expect(figures(res.json())).toEqual({ activeUsers: 1 });
  });
});
