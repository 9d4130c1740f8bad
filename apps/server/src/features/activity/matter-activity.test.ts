import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  buildOrganisation,
  buildTestApp,
  buildUser,
  callAs,
} from '../../../test/helpers.js';
import { activityEntries } from '../../db/schema/index.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

describe("a matter's Activity tab (issue 14)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  type Entry = { matterID: string; activityType: string; action: string };

  it("answers that matter's entries only, by kind, paged; another firm 404; a client not linked 404", async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    const other = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    const base = { organisationID: firm.organisationID, reference: matter.reference, userID: admin.userID };
    await ctx.database.db.insert(activityEntries).values([
      {
        ...base,
        matterID: matter.matterID,
        activityType: 'matter',
        action: 'added',
        dateTime: new Date(Date.now() - 3000),
      },
      {
        ...base,
        matterID: matter.matterID,
        activityType: 'document',
        action: 'added',
        dateTime: new Date(Date.now() - 2000),
      },
      {
        ...base,
        matterID: matter.matterID,
        activityType: 'document',
        action: 'delete_document',
        dateTime: new Date(Date.now() - 1000),
      },
      { ...base, matterID: other.matterID, activityType: 'document', action: 'added' },
    ]);
    const url = `/api/Matters/${matter.matterID}/Activity`;
    const all = await callAs(ctx, admin, 'GET', url);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((e: Entry) => [e.activityType, e.action])).toEqual([
      ['document', 'delete_document'],
      ['document', 'added'],
      ['matter', 'added'],
    ]);
    expect(all.json().every((e: Entry) => e.matterID === matter.matterID)).toBe(true);
    const docs = await callAs(
      ctx,
      admin,
      'GET',
      `${url}?FilterType=activityType&Filter=document&page=2&pageCount=1`,
    );
    expect(docs.json().map((e: Entry) => e.action)).toEqual(['added']);
    expect(JSON.parse(String(docs.headers['x-pagination']))).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect((await callAs(ctx, admin, 'GET', `${url}?FilterType=activityType&Filter=nope`)).statusCode).toBe(
      400,
    );

    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await callAs(ctx, stranger, 'GET', url)).statusCode).toBe(404);
    const client = await buildUser(ctx.database, { roles: ['Individual'] });
    await buildIndividual(ctx.database, other, { userID: client.userID });
    expect((await callAs(ctx, client, 'GET', url)).statusCode).toBe(404);
    const linked = await callAs(ctx, client, 'GET', `/api/Matters/${other.matterID}/Activity`);
    expect(linked.json().map((e: Entry) => e.action)).toEqual(['added']);
  });
});
