import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildMatter } from './matter.factories.js';

describe('matter team and owner', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function setUp() {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const colleague = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const partner = await buildUser(ctx.database, { roles: ['Supervising Partner'], organisation: firm });
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    return { firm, admin, colleague, partner, matter, headers: await authHeaders(ctx, admin) };
  }

  const actions = async (matterID: string) =>
    (
      await ctx.database.db
        .select()
        .from(activityEntries)
        .where(eq(activityEntries.matterID, matterID))
        .orderBy(activityEntries.dateTime)
    ).map((e) => [e.action, e.object]);

  it('reads the team with the owner flagged and roles', async () => {
    const { admin, matter, headers } = await setUp();
    const res = await ctx.app.inject({ url: `/api/Matters/${matter.matterID}/Team`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ userID: admin.userID, isOwner: true, roles: ['Matter Admin'] }),
    ]);
  });

  it('replaces the team with the list sent, tracing each addition and removal', async () => {
    const { admin, colleague, partner, matter, headers } = await setUp();
    const name = (u: { firstName: string; surname: string }) => `${u.firstName} ${u.surname}`;
    const url = `/api/Matters/${matter.matterID}/Team`;
    const grown = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: [{ userID: admin.userID }, { userID: colleague.userID }, { userID: partner.userID }],
    });
    expect(grown.statusCode).toBe(200);
    expect(grown.json().map((m: { userID: string }) => m.userID)).toEqual([
      admin.userID,
      colleague.userID,
      partner.userID,
    ]);
    const shrunk = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: [{ userID: admin.userID }, { userID: partner.userID }],
    });
    expect(shrunk.json().map((m: { userID: string }) => m.userID)).toEqual([admin.userID, partner.userID]);
    expect(await actions(matter.matterID)).toEqual([
      ['added_to_team', name(colleague)],
      ['added_to_team', name(partner)],
      ['removed_from_team', name(colleague)],
    ]);
  });

  it('refuses members from another firm (per item) and removing the owner', async () => {
    const { admin, colleague, matter, headers } = await setUp();
    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const url = `/api/Matters/${matter.matterID}/Team`;
    const res = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: [{ userID: colleague.userID }, { userID: stranger.userID }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      '1.userID': ['Not a user of the organisation of this matter'],
      team: ['The matter owner cannot be removed from the team. Choose another owner first.'],
    });
    const badBody = await ctx.app.inject({ method: 'PATCH', url, headers, payload: [{ userID: 'x' }, {}] });
    expect(badBody.statusCode).toBe(400);
    expect(Object.keys(badBody.json().errors).sort()).toEqual(['0.userID', '1.userID']);
    // Nothing was written by the refused calls.
    expect(await actions(matter.matterID)).toEqual([]);
    const team = await ctx.app.inject({ url, headers });
    expect(team.json().map((m: { userID: string }) => m.userID)).toEqual([admin.userID]);
  });

  it('changes the owner, adding them to the team; an owner from another firm answers 400', async () => {
    const { colleague, matter, headers } = await setUp();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Matters/${matter.matterID}/Owner/${colleague.userID}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().matterOwner.userID).toBe(colleague.userID);
    expect(res.json().team.find((m: { isOwner: boolean }) => m.isOwner).userID).toBe(colleague.userID);
    const name = `${colleague.firstName} ${colleague.surname}`;
    expect(await actions(matter.matterID)).toEqual([
      ['added_to_team', name],
      ['set_owner', name],
    ]);

    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Matters/${matter.matterID}/Owner/${stranger.userID}`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ userId: ['Not a user of the organisation of this matter'] });
  });
});
