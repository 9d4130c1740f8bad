import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  buildOrganisation,
  buildTestApp,
  buildUser,
  callAs,
} from '../../../test/helpers.js';
import { recordAudit } from '../../audit/audit.js';
import { auditEvents } from '../../db/schema/index.js';

/** Issue 13: the Audit page (GET /api/Audit and /api/Audit/Export). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const ukDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

async function world() {
  const firm = await buildOrganisation(ctx.database);
  const otherFirm = await buildOrganisation(ctx.database);
  const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
  const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
  const staff = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
  const otherAdmin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: otherFirm });
  const legacyManager = await buildUser(ctx.database, { roles: ['Legacy Manager'], organisation: charity });
  const platform = await buildUser(ctx.database, { roles: ['Administrators'] });
  const event = (
    by: { userID: string; organisationID: string },
    action: string,
    objectType: string,
    objectID: string,
  ) =>
    recordAudit(ctx.database.db, {
      action,
      actorUserID: by.userID,
      organisationID: by.organisationID,
      objectType,
      objectID,
      ip: '198.51.100.7',
      details: { note: 'x' },
    });
  await event(staff, 'document.viewed', 'document', 'doc-1');
  await event(staff, 'document.downloaded', 'document', 'doc-1');
  await event(admin, 'individual.nino_viewed', 'individual', '=HYPERLINK("http://evil","x")');
  await event(otherAdmin, 'document.viewed', 'document', 'other-doc');
  await event(legacyManager, 'legacy.exported', 'legacy', 'legacy-1');
  return { firm, otherFirm, charity, admin, staff, otherAdmin, legacyManager, platform };
}

const listOf = (res: { json(): unknown }) =>
  res.json() as { action: string; objectID: string; actorName: string }[];

describe('GET /api/Audit', () => {
  it("shows an organisation's admin their own organisation's events, newest first, with the total", async () => {
    const w = await world();
    const res = await callAs(ctx, w.admin, 'GET', '/api/Audit?pageCount=2');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.headers['x-pagination'] as string)).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(listOf(res).map((e) => e.action)).toEqual(['individual.nino_viewed', 'document.downloaded']);
    expect(res.json()[0]).toMatchObject({
      actorUserID: w.admin.userID,
      actorName: `Test ${w.admin.surname}`,
      organisationID: w.firm.organisationID,
      organisationName: w.firm.name,
      objectType: 'individual',
      ip: '198.51.100.7',
    });
    const page2 = await callAs(ctx, w.admin, 'GET', '/api/Audit?pageCount=2&page=2');
    expect(listOf(page2).map((e) => e.action)).toEqual(['document.viewed']);

    // The charity's Legacy Manager sees the charity's, and nothing of the firms.
    const charity = listOf(await callAs(ctx, w.legacyManager, 'GET', '/api/Audit'));
    expect(charity.map((e) => e.action)).toEqual(['legacy.exported']);
  });

  it('filters by user, action (or its kind), object type and id, and UK dates', async () => {
    const w = await world();
    const get = async (query: string) => listOf(await callAs(ctx, w.admin, 'GET', `/api/Audit?${query}`));
    expect((await get(`FilterType=user&Filter=${w.staff.userID}`)).map((e) => e.action)).toEqual([
      'document.downloaded',
      'document.viewed',
    ]);
    expect((await get('FilterType=action&Filter=document')).length).toBe(2);
    expect((await get('FilterType=action&Filter=document.viewed')).map((e) => e.action)).toEqual([
      'document.viewed',
    ]);
    expect((await get('FilterType=action&Filter=doc')).length).toBe(0);
    expect((await get('FilterType=objectType&Filter=individual')).length).toBe(1);
    expect(
      (await get('FilterType=objectId&Filter=doc-1&FilterType=action&Filter=document.downloaded')).length,
    ).toBe(1);
    const today = ukDay(new Date());
    const yesterday = ukDay(new Date(Date.now() - 86_400_000));
    expect((await get(`FilterType=from&Filter=${today}&FilterType=to&Filter=${today}`)).length).toBe(3);
    expect((await get(`FilterType=to&Filter=${yesterday}`)).length).toBe(0);
    expect((await get(`FilterType=from&Filter=${ukDay(new Date(Date.now() + 86_400_000))}`)).length).toBe(0);
  });

  it('answers a malformed filter with a 400 naming it', async () => {
    const w = await world();
    for (const [query, field] of [
      ['FilterType=from&Filter=2026-13-01', 'from'],
      ['FilterType=to&Filter=yesterday', 'to'],
      ['FilterType=user&Filter=not-a-user', 'user'],
      ['FilterType=from&Filter=2026-02-02&FilterType=to&Filter=2026-02-01', 'to'],
      ['FilterType=colour&Filter=red', 'FilterType'],
    ] as const) {
      const res = await callAs(ctx, w.admin, 'GET', `/api/Audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(`"${field}"`);
    }
  });

  it('refuses other roles (403) and keeps each organisation to its own events', async () => {
    const w = await world();
    expect((await callAs(ctx, w.staff, 'GET', '/api/Audit')).statusCode).toBe(403);
    expect((await callAs(ctx, w.staff, 'GET', '/api/Audit/Export')).statusCode).toBe(403);
    const other = listOf(await callAs(ctx, w.otherAdmin, 'GET', '/api/Audit'));
    expect(other.map((e) => e.objectID)).toEqual(['other-doc']);
    // Naming another organisation is a 404, in the list and in the export.
    const named = `FilterType=organisation&Filter=${w.firm.organisationID}`;
    expect((await callAs(ctx, w.otherAdmin, 'GET', `/api/Audit?${named}`)).statusCode).toBe(404);
    expect((await callAs(ctx, w.otherAdmin, 'GET', `/api/Audit/Export?${named}`)).statusCode).toBe(404);
    const csv = (await callAs(ctx, w.otherAdmin, 'GET', '/api/Audit/Export')).body;
    expect(csv).toContain('other-doc');
    expect(csv).not.toContain('doc-1');
  });

  it('shows platform administrators every organisation, filterable by one', async () => {
    const w = await world();
    const firm = listOf(
      await callAs(
        ctx,
        w.platform,
        'GET',
        `/api/Audit?FilterType=organisation&Filter=${w.firm.organisationID}`,
      ),
    );
    expect(firm.length).toBe(3);
    const other = listOf(
      await callAs(
        ctx,
        w.platform,
        'GET',
        `/api/Audit?FilterType=organisation&Filter=${w.otherFirm.organisationID}`,
      ),
    );
    expect(other.map((e) => e.objectID)).toEqual(['other-doc']);
    const mine = listOf(
      await callAs(ctx, w.platform, 'GET', `/api/Audit?FilterType=user&Filter=${w.otherAdmin.userID}`),
    );
    expect(mine.map((e) => e.objectID)).toEqual(['other-doc']);
  });
});

describe('GET /api/Audit/Export', () => {
  it('answers the filtered events as CSV, formulas disarmed, and audits the export', async () => {
    const w = await world();
    const res = await callAs(
      ctx,
      w.admin,
      'GET',
      '/api/Audit/Export?FilterType=objectType&Filter=individual',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit_\d{4}-\d\d-\d\d\.csv"/);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'When (UTC),Who,User ID,Organisation,Action,Object type,Object ID,From,Details,Event',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `Test ${w.admin.surname},${w.admin.userID},${w.firm.name},individual.nino_viewed`,
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);

    const [exported] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'audit.exported'), eq(auditEvents.actorUserID, w.admin.userID)));
    expect(exported).toMatchObject({
      organisationID: w.firm.organisationID,
      details: { rows: 1, filters: { objectType: 'individual' } },
    });
  });
});
