import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, auditEvents, individuals, users } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { decryptSensitive, encryptSensitive } from '../individuals/individual-secrets.js';
import { buildIndividual, buildMatter } from '../matters/matter.factories.js';

describe("the administrators' Individuals area", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = async (
    as: { userID: string } | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: as ? await authHeaders(ctx, as) : {},
      ...(payload ? { payload } : {}),
    });

  /** Two firms; a registered client on a matter of each, and an unregistered one on the first. */
  async function world(tag: string) {
    const firmA = await buildOrganisation(ctx.database, { name: `${tag} Alpha LLP` });
    const firmB = await buildOrganisation(ctx.database, { name: `${tag} Beta LLP` });
    const matterA = await buildMatter(ctx.database, {
      organisationID: firmA.organisationID,
      reference: `${tag}-A`,
    });
    const matterB = await buildMatter(ctx.database, {
      organisationID: firmB.organisationID,
      reference: `${tag}-B`,
    });
    const matterC = await buildMatter(ctx.database, {
      organisationID: firmB.organisationID,
      reference: `${tag}-C`,
    });
    const registered = await buildUser(ctx.database, { roles: ['Individual'] });
    const [renamed] = await ctx.database.db
      .update(users)
      .set({ surname: `Client ${tag}` })
      .where(eq(users.userID, registered.userID))
      .returning();
    const client = renamed!;
    const onA = await buildIndividual(ctx.database, matterA, {
      userID: client.userID,
      firstName: 'Ignored',
      surname: tag,
      typeKey: 'executor',
    });
    const onB = await buildIndividual(ctx.database, matterB, {
      userID: client.userID,
      firstName: 'Ignored',
      surname: tag,
      typeKey: 'beneficiary',
    });
    const walkIn = await buildIndividual(ctx.database, matterA, { firstName: 'Walter', surname: tag });
    await ctx.database.db
      .update(individuals)
      .set({ emailAddress: `walter-${tag}@example.test` })
      .where(eq(individuals.individualID, walkIn.individualID));
    return { firmA, firmB, matterA, matterB, matterC, client, onA, onB, walkIn };
  }

  it('every call answers 401 without a token and 403 for anyone but administrators', async () => {
    const w = await world(`T${Date.now()}`);
    const firmUser = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: w.firmA });
    const calls = [
      ['GET', '/api/Individuals'],
      ['GET', `/api/Individuals/Admin/${w.onA.individualID}`],
      ['DELETE', `/api/Individuals/Admin/${w.onA.individualID}/Matter/${w.matterA.matterID}`],
      ['POST', `/api/Individuals/Admin/${w.onA.individualID}/Matter/${w.matterC.matterID}`],
    ] as const;
    for (const [method, url] of calls) {
      expect((await call(null, method, url)).statusCode, url).toBe(401);
      expect((await call(firmUser, method, url)).statusCode, url).toBe(403);
    }
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const demo = await ctx.app.inject({
      url: '/api/Individuals',
      headers: await authHeaders(ctx, admin, { 'x-demo-mode': 'true' }),
    });
    expect(demo.statusCode).toBe(403);
  });

  it('GET /api/Individuals: one row per person, with their companies and status', async () => {
    const tag = `L${Date.now()}`;
    const w = await world(tag);
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const res = await call(admin, 'GET', `/api/Individuals?SearchTerm=${tag}&OrderBy=name`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        individualID: w.onA.individualID,
        userID: w.client.userID,
        title: null,
        firstName: 'Test',
        surname: w.client.surname,
        name: `Test ${w.client.surname}`,
        emailAddress: w.client.emailAddress,
        companies: [
          { organisationID: w.firmA.organisationID, name: `${tag} Alpha LLP` },
          { organisationID: w.firmB.organisationID, name: `${tag} Beta LLP` },
        ],
        status: 'active',
      },
      expect.objectContaining({
        individualID: w.walkIn.individualID,
        userID: null,
        name: `Walter ${tag}`,
        companies: [{ organisationID: w.firmA.organisationID, name: `${tag} Alpha LLP` }],
        status: 'unregistered',
      }),
    ]);
    expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ totalCount: 2 });

    const ids = async (query: string) =>
      (await call(admin, 'GET', `/api/Individuals?SearchTerm=${tag}${query}`))
        .json()
        .map((r: { individualID: string }) => r.individualID);
    expect(await ids('&FilterType=status&Filter=unregistered')).toEqual([w.walkIn.individualID]);
    expect(await ids(`&FilterType=company&Filter=${w.firmB.organisationID}`)).toEqual([w.onA.individualID]);
    expect(await ids('&OrderBy=-name')).toEqual([w.walkIn.individualID, w.onA.individualID]);
    const page2 = await call(
      admin,
      'GET',
      `/api/Individuals?SearchTerm=${tag}&OrderBy=name&pageCount=1&page=3`,
    );
    expect(page2.json()).toEqual([]);
    expect(JSON.parse(String(page2.headers['x-pagination']))).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect((await call(admin, 'GET', '/api/Individuals?FilterType=status&Filter=asleep')).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'GET', '/api/Individuals?FilterType=company&Filter=x')).statusCode).toBe(400);
  });

  it('GET /api/Individuals/Admin/{id}: the person with each company and their matters', async () => {
    const tag = `D${Date.now()}`;
    const w = await world(tag);
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    // Any record of the person finds them.
    const res = await call(admin, 'GET', `/api/Individuals/Admin/${w.onB.individualID}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      individualID: w.onA.individualID,
      userID: w.client.userID,
      status: 'active',
    });
    expect(body.companies).toEqual([
      {
        organisationID: w.firmA.organisationID,
        name: `${tag} Alpha LLP`,
        organisationType: { organisationTypeID: expect.any(String), name: 'Law firm' },
        matters: [
          {
            matterID: w.matterA.matterID,
            individualID: w.onA.individualID,
            reference: `${tag}-A`,
            status: { statusID: w.matterA.statusID, name: 'Pre-Engagement' },
            matterType: { matterTypeID: w.matterA.matterTypeID, name: 'Estate' },
            individualType: { individualTypeID: 'executor', name: 'Executor' },
          },
        ],
      },
      expect.objectContaining({
        organisationID: w.firmB.organisationID,
        matters: [
          expect.objectContaining({ matterID: w.matterB.matterID, individualID: w.onB.individualID }),
        ],
      }),
    ]);
    const missing = await call(admin, 'GET', `/api/Individuals/Admin/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });

  it('POST adds the person to another matter, linked to the same user, with activity and audit', async () => {
    const tag = `P${Date.now()}`;
    const w = await world(tag);
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    // Their passport number is stored encrypted, bound to their record.
    await ctx.database.db
      .update(individuals)
      .set({
        ...encryptSensitive(ctx.app.config, w.onA.individualID, { passport: '123456789' }),
        dob: '1950-03-02',
      })
      .where(eq(individuals.individualID, w.onA.individualID));
    const url = `/api/Individuals/Admin/${w.onA.individualID}/Matter/${w.matterC.matterID}`;
    const res = await call(admin, 'POST', url, { individualTypeID: 'trustee' });
    expect(res.statusCode).toBe(201);
    const firmB = res
      .json()
      .companies.find((c: { organisationID: string }) => c.organisationID === w.firmB.organisationID);
    expect(firmB.matters.map((m: { reference: string }) => m.reference)).toEqual([`${tag}-B`, `${tag}-C`]);
    const [copy] = await ctx.database.db
      .select()
      .from(individuals)
      .where(eq(individuals.matterID, w.matterC.matterID));
    expect(copy).toMatchObject({
      userID: w.client.userID,
      organisationID: w.firmB.organisationID,
      individualTypeID: 'trustee',
      dob: '1950-03-02',
    });
    // The copy's secret is encrypted again for the copy: it decrypts there, and is not the same text.
    expect(copy?.passport).not.toContain('123456789');
    expect(decryptSensitive(ctx.app.config, copy!).passport).toBe('123456789');
    const [activity] = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.matterID, w.matterC.matterID));
    expect(activity).toMatchObject({ activityType: 'individual', action: 'added', object: `Ignored ${tag}` });

    const again = await call(admin, 'POST', url);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.matterID).toBeDefined();
    const badType = await call(
      admin,
      'POST',
      `/api/Individuals/Admin/${w.walkIn.individualID}/Matter/${w.matterB.matterID}`,
      {
        individualTypeID: 'wizard',
      },
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.individualTypeID).toBeDefined();
    const noMatter = await call(
      admin,
      'POST',
      `/api/Individuals/Admin/${w.onA.individualID}/Matter/${crypto.randomUUID()}`,
    );
    expect(noMatter.statusCode).toBe(404);

    // An unregistered person is followed by their e-mail address.
    const walk = await call(
      admin,
      'POST',
      `/api/Individuals/Admin/${w.walkIn.individualID}/Matter/${w.matterB.matterID}`,
    );
    expect(walk.statusCode).toBe(201);
    expect(walk.json().companies.map((c: { name: string }) => c.name)).toEqual([
      `${tag} Alpha LLP`,
      `${tag} Beta LLP`,
    ]);
  });

  it('DELETE unlinks the person from one matter, with activity "individual deleted"', async () => {
    const tag = `U${Date.now()}`;
    const w = await world(tag);
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const res = await call(
      admin,
      'DELETE',
      `/api/Individuals/Admin/${w.onB.individualID}/Matter/${w.matterA.matterID}`,
    );
    expect(res.statusCode).toBe(200);
    // The first record was removed: the person is now found by their remaining one.
    expect(res.json()).toMatchObject({ individualID: w.onB.individualID });
    expect(res.json().companies.map((c: { organisationID: string }) => c.organisationID)).toEqual([
      w.firmB.organisationID,
    ]);
    expect(
      await ctx.database.db
        .select()
        .from(individuals)
        .where(eq(individuals.individualID, w.onA.individualID)),
    ).toHaveLength(0);
    const [activity] = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(
        and(eq(activityEntries.matterID, w.matterA.matterID), eq(activityEntries.activityType, 'individual')),
      );
    expect(activity).toMatchObject({ action: 'deleted', object: `Ignored ${tag}`, userID: admin.userID });
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'individual.unlinked_from_matter'),
          eq(auditEvents.objectID, w.onA.individualID),
        ),
      );
    expect(audits).toHaveLength(1);

    expect(
      (
        await call(
          admin,
          'DELETE',
          `/api/Individuals/Admin/${w.onB.individualID}/Matter/${w.matterA.matterID}`,
        )
      ).statusCode,
    ).toBe(404);
    const last = await call(
      admin,
      'DELETE',
      `/api/Individuals/Admin/${w.walkIn.individualID}/Matter/${w.matterA.matterID}`,
    );
    expect(last.statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/Individuals/Admin/${w.walkIn.individualID}`)).statusCode).toBe(
      404,
    );
  });
});
