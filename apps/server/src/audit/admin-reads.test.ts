import { DEMO_FIRM_ID } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
  callAs,
} from '../../test/helpers.js';
import { organisations } from '../db/schema/index.js';
import { buildIndividual, buildMatter, statusOf, typeByKey } from '../features/matters/matter.factories.js';
import { eventsOf, refuseAuditOf } from './reads.factories.js';
import { ADMIN_READ_ACTION } from './reads.js';

/*
 * Issue 13: a platform administrator opening another organisation's records writes
 * admin.viewed_organisation_record (one event per read, before the answer goes out); the firm's
 * own users, refused reads, changes and demo mode write none.
 */
describe("the audit of administrators' reads of other organisations", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  async function world() {
    const firm = await buildOrganisation(ctx.database);
    const staff = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      reference: `AUD-${firm.organisationID.slice(0, 8)}`,
      owner: staff.userID,
      team: [staff.userID],
    });
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    return { firm, staff, matter, admin };
  }
  const adminEvents = (userID: string) => eventsOf(ctx, userID, ADMIN_READ_ACTION);

  it("an administrator reading a firm's matter writes one event; the firm's own user none", async () => {
    const w = await world();
    const read = await callAs(ctx, w.admin, 'GET', `/api/Matters/${w.matter.matterID}`);
    expect(read.statusCode).toBe(200);
    const events = await adminEvents(w.admin.userID);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      organisationID: w.firm.organisationID,
      objectType: 'matter',
      objectID: w.matter.matterID,
      ip: '127.0.0.1',
      details: { route: '/api/Matters/:id' },
    });

    expect((await callAs(ctx, w.staff, 'GET', `/api/Matters/${w.matter.matterID}`)).statusCode).toBe(200);
    expect(await adminEvents(w.staff.userID)).toEqual([]);
  });

  it("lists, the organisation, its users and individuals are another organisation's records too", async () => {
    const w = await world();
    const individual = await buildIndividual(ctx.database, w.matter);
    const org = w.firm.organisationID;
    for (const url of [
      `/api/Matters/Organisation/${org}`,
      `/api/Organisations/${org}`,
      `/api/User/Organisation/${org}`,
      `/api/User/${w.staff.userID}`,
      `/api/Matters/User/${w.staff.userID}`,
      `/api/Individuals/${w.matter.matterID}/${individual.individualID}`,
    ]) {
      expect((await callAs(ctx, w.admin, 'GET', url)).statusCode, url).toBe(200);
    }
    const events = await adminEvents(w.admin.userID);
    expect(events.map((e) => [e.organisationID, e.objectType, e.objectID])).toEqual([
      [org, 'matter', null],
      [org, 'organisation', org],
      [org, 'organisation', org],
      [org, 'user', w.staff.userID],
      [org, 'user', w.staff.userID],
      [org, 'individual', individual.individualID],
    ]);
    expect(events[0]!.details).toMatchObject({ route: '/api/Matters/Organisation/:orgId', list: true });
    expect(events[2]!.details).toMatchObject({ route: '/api/User/Organisation/:orgId' });
  });

  it('refused reads, changes, their own organisation and demo mode write none', async () => {
    const w = await world();
    const missing = await callAs(ctx, w.admin, 'GET', '/api/Matters/00000000-0000-4000-8000-0000000000aa');
    expect(missing.statusCode).toBe(404);
    // Administrators read but do not work on a matter: the 403 writes nothing either.
    const status = statusOf(typeByKey('estate'), 'active').statusID;
    const change = await callAs(ctx, w.admin, 'PUT', `/api/Matters/${w.matter.matterID}/Status/${status}`);
    expect(change.statusCode).toBe(403);
    const colleague = await buildUser(ctx.database, {
      roles: ['Administrators'],
      organisation: (
        await ctx.database.db
          .select()
          .from(organisations)
          .where(eq(organisations.organisationID, w.admin.organisationID))
      )[0],
    });
    expect((await callAs(ctx, w.admin, 'GET', `/api/User/${colleague.userID}`)).statusCode).toBe(200);

    // The demo firm may exist already (the PostgreSQL schema of a run is shared by the test files).
    const [seeded] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.organisationID, DEMO_FIRM_ID));
    if (!seeded) await buildOrganisation(ctx.database, { organisationID: DEMO_FIRM_ID, isDemo: true });
    const demoMatter = await buildMatter(ctx.database, { organisationID: DEMO_FIRM_ID });
    const demo = await authHeaders(ctx, w.admin, { 'x-demo-mode': 'true' });
    const inDemo = await ctx.app.inject({ url: `/api/Matters/${demoMatter.matterID}`, headers: demo });
    expect(inDemo.statusCode).toBe(200);

    expect(await adminEvents(w.admin.userID)).toEqual([]);
  });

  it('when the event cannot be written the record does not go out', async () => {
    const w = await world();
    const undo = await refuseAuditOf(ctx, w.admin.userID);
    try {
      const read = await callAs(ctx, w.admin, 'GET', `/api/Matters/${w.matter.matterID}`);
      expect(read.statusCode).toBe(500);
      expect(read.body).not.toContain(w.matter.reference);
      const list = await callAs(ctx, w.admin, 'GET', `/api/Matters/Organisation/${w.firm.organisationID}`);
      expect(list.statusCode).toBe(500);
      expect(list.body).not.toContain(w.matter.reference);
    } finally {
      await undo();
    }
    // The firm's own user is not affected, and the administrator reads again once it is written.
    expect((await callAs(ctx, w.staff, 'GET', `/api/Matters/${w.matter.matterID}`)).statusCode).toBe(200);
    expect((await callAs(ctx, w.admin, 'GET', `/api/Matters/${w.matter.matterID}`)).statusCode).toBe(200);
    expect(await adminEvents(w.admin.userID)).toHaveLength(1);
  });
});
