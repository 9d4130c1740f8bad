import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  buildOrganisation,
  buildTestApp,
  buildUser,
  callAs,
} from '../../../test/helpers.js';
import { eq } from 'drizzle-orm';
import { activityEntries, documents } from '../../db/schema/index.js';
import { PDF_BYTES, dataUrl } from '../documents/documents.factories.js';
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
      { ...base, matterID: other.matterID, activityType: 'matter', action: 'added' },
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

  it('shows a client only the people and files they may see: themself, documents they may open, no legacy', async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
    });
    const client = await buildUser(ctx.database, { roles: ['Individual'] });
    await buildIndividual(ctx.database, matter, {
      userID: client.userID,
      firstName: 'Iris',
      surname: 'Bennett',
    });
    await buildIndividual(ctx.database, matter, { firstName: 'Thomas', surname: 'Bennett' });
    const shared = await callAs(ctx, admin, 'POST', '/api/Document/', [
      {
        name: 'Shared.pdf',
        mimeType: 'application/pdf',
        content: dataUrl(PDF_BYTES),
        itemID: matter.matterID,
      },
    ]);
    const restricted = await callAs(ctx, admin, 'POST', '/api/Document/', [
      {
        name: 'Firm only.pdf',
        mimeType: 'application/pdf',
        content: dataUrl(PDF_BYTES),
        itemID: matter.matterID,
      },
    ]);
    await ctx.database.db
      .update(documents)
      .set({ everybody: false })
      .where(eq(documents.documentID, restricted.json()[0].documentID));
    expect(shared.statusCode).toBe(201);
    const base = {
      organisationID: firm.organisationID,
      reference: matter.reference,
      matterID: matter.matterID,
    };
    await ctx.database.db.insert(activityEntries).values([
      { ...base, activityType: 'check', action: 'perform_check', object: 'Iris Bennett' },
      { ...base, activityType: 'check', action: 'perform_check', object: 'Thomas Bennett' },
      { ...base, activityType: 'individual', action: 'added', object: 'Thomas Bennett' },
      { ...base, activityType: 'legacy', action: 'added', object: 'BRIGHTWATER TRUST' },
      { ...base, activityType: 'document', action: 'delete_document', object: 'Gone.pdf' },
    ]);
    type Entry = { activityType: string; object: string | null };
    const seen = (res: { json(): Entry[] }) =>
      res
        .json()
        .map((e) => `${e.activityType}:${e.object}`)
        .sort();
    const url = `/api/Matters/${matter.matterID}/Activity`;
    expect(seen(await callAs(ctx, client, 'GET', url))).toEqual([
      'check:Iris Bennett',
      'document:Shared.pdf',
    ]);
    // The dashboard feed follows the same rule.
    expect(seen(await callAs(ctx, client, 'GET', '/api/Activity'))).toEqual([
      'check:Iris Bennett',
      'document:Shared.pdf',
    ]);
    // The firm sees every entry.
    expect(seen(await callAs(ctx, admin, 'GET', url))).toHaveLength(7);
  });
});
