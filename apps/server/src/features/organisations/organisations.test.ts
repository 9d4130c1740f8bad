import { ORGANISATION_TYPES, VALIDATION } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, organisations, users } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';

const LAWFIRM = ORGANISATION_TYPES.lawfirm.organisationTypeID;

const companyBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Quayside Probate LLP',
  description: 'Probate specialists.',
  accountsReference: 'QP-01',
  companyNo: 'OC123456',
  vatRegNo: 'GB 123 4567 89',
  sraNumber: '612345',
  dprNo: 'ZA123456',
  address1: '10 Quayside',
  address2: '',
  cityTown: 'Bristol',
  county: 'City of Bristol',
  postCode: 'BS1 4RN',
  country: 'United Kingdom',
  organisationType: { organisationTypeID: LAWFIRM },
  ...overrides,
});

describe('organisations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = async (
    as: { userID: string } | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: as ? await authHeaders(ctx, as) : {},
      ...(payload ? { payload } : {}),
    });

  it('every call answers 401 without a token', async () => {
    const id = (await buildOrganisation(ctx.database)).organisationID;
    for (const [method, url] of [
      ['GET', '/api/Organisations'],
      ['GET', `/api/Organisations/${id}`],
      ['GET', '/api/Organisations/Types'],
      ['POST', '/api/Organisations'],
      ['PUT', '/api/Organisations'],
      ['DELETE', `/api/Organisations/${id}`],
    ] as const) {
      expect((await call(null, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
  });

  it('GET /api/Organisations lists companies with members, status and filters (Administrators only)', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const tag = `Acme ${Date.now()}`;
    const active = await buildOrganisation(ctx.database, { name: `${tag} Active` });
    await buildOrganisation(ctx.database, { name: `${tag} Locked`, locked: true });
    await buildOrganisation(ctx.database, {
      name: `${tag} Paused`,
      live: false,
      organisationType: 'charity',
    });
    // The platform and the clients' home are not companies: never listed.
    await buildOrganisation(ctx.database, { name: `${tag} Platform`, organisationType: 'platform' });
    await buildOrganisation(ctx.database, { name: `${tag} Clients`, organisationType: 'clients' });
    const manager = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: active });
    await ctx.database.db.update(users).set({ isManager: true }).where(eq(users.userID, manager.userID));
    const colleague = await buildUser(ctx.database, { roles: ['Support'], organisation: active });

    const list = async (query: string) => {
      const res = await call(
        admin,
        'GET',
        `/api/Organisations?SearchTerm=${encodeURIComponent(tag)}${query}`,
      );
      expect(res.statusCode).toBe(200);
      return res;
    };
    const all = await list('&OrderBy=name');
    expect(all.json().map((o: { name: string }) => o.name)).toEqual([
      `${tag} Active`,
      `${tag} Locked`,
      `${tag} Paused`,
    ]);
    expect(JSON.parse(String(all.headers['x-pagination']))).toMatchObject({ totalCount: 3, currentPage: 1 });
    const first = all.json()[0];
    expect(first).toMatchObject({ organisationID: active.organisationID, status: 'ACTIVE', testMode: false });
    expect(first.members.map((m: { userID: string }) => m.userID)).toEqual([
      manager.userID,
      colleague.userID,
    ]);
    expect(first.members[0]).toMatchObject({ isManager: true, name: `Test ${manager.surname}` });
    expect(all.json()[1].status).toBe('LOCKED');

    const names = async (query: string) => (await list(query)).json().map((o: { name: string }) => o.name);
    expect(await names('&FilterType=status&Filter=locked')).toEqual([`${tag} Locked`]);
    expect(await names('&FilterType=status&Filter=paused')).toEqual([`${tag} Paused`]);
    expect(await names('&FilterType=status&Filter=active')).toEqual([`${tag} Active`]);
    expect(await names('&FilterType=status&Filter=active&FilterType=status&Filter=paused')).toHaveLength(2);
    expect(await names(`&FilterType=member&Filter=${colleague.userID}`)).toEqual([`${tag} Active`]);
    expect(await names('&FilterType=type&Filter=charity')).toEqual([`${tag} Paused`]);
    expect(await names('&OrderBy=-name&pageCount=1&page=2')).toEqual([`${tag} Locked`]);

    const bad = await call(admin, 'GET', '/api/Organisations?FilterType=status&Filter=sleeping');
    expect(bad.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/Organisations?FilterType=member&Filter=x')).statusCode).toBe(400);
    expect((await call(manager, 'GET', '/api/Organisations')).statusCode).toBe(403);
    const demo = await ctx.app.inject({
      url: '/api/Organisations',
      headers: await authHeaders(ctx, admin, { 'x-demo-mode': 'true' }),
    });
    expect(demo.statusCode).toBe(403);
  });

  it('GET /api/Organisations/{id}: administrators any; staff their own; others 404', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const finance = await buildUser(ctx.database, { roles: ['Finance'], organisation: charity });
    const stranger = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const individual = await buildUser(ctx.database, { roles: ['Individual'] });

    const byAdmin = await call(admin, 'GET', `/api/Organisations/${charity.organisationID}`);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      organisationID: charity.organisationID,
      organisationType: { name: 'Charity' },
      companyNo: charity.companyNo,
      status: 'ACTIVE',
      integrationDetails: [
        { name: 'username', value: '', hasValue: false },
        { name: 'password', value: '', hasValue: false },
      ],
    });
    const own = await call(finance, 'GET', `/api/Organisations/${charity.organisationID}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().integrationDetails).toEqual([]);
    expect((await call(stranger, 'GET', `/api/Organisations/${charity.organisationID}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(individual, 'GET', `/api/Organisations/${individual.organisationID}`)).statusCode,
    ).toBe(404);
    expect((await call(admin, 'GET', '/api/Organisations/not-a-uuid')).statusCode).toBe(400);
  });

  it('GET /api/Organisations/Types offers Law firm and Charity', async () => {
    const user = await buildUser(ctx.database);
    const res = await call(user, 'GET', '/api/Organisations/Types');
    expect(res.json()).toEqual([ORGANISATION_TYPES.lawfirm, ORGANISATION_TYPES.charity]);
  });

  it('POST /api/Organisations creates a company with an audit event (Administrators only)', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const res = await call(admin, 'POST', '/api/Organisations', companyBody());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Quayside Probate LLP',
      address2: null,
      organisationType: ORGANISATION_TYPES.lawfirm,
      members: [],
      locked: false,
      live: true,
      integrated: true,
    });
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'organisation.created'), eq(auditEvents.objectID, body.organisationID)),
      );
    expect(audit).toHaveLength(1);

    const firm = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await call(firm, 'POST', '/api/Organisations', companyBody())).statusCode).toBe(403);
  });

  it('POST /api/Organisations: 400 lists every field with the spec texts and writes nothing', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const name = `Bad ${Date.now()}`;
    const res = await call(admin, 'POST', '/api/Organisations', {
      name: 'x'.repeat(101),
      description: 'd'.repeat(1001),
      companyNo: '',
      address5: 'a'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(errors.name).toContain(VALIDATION.tooManyCharacters(100, 101));
    expect(errors.description).toContain(VALIDATION.tooManyCharacters(1000, 1001));
    expect(errors.address5).toContain(VALIDATION.tooManyCharacters(200, 201));
    expect(errors.organisationType).toContain(VALIDATION.required);
    // The form's other required fields may be left empty ('Update my data anyway', spec 01 §5).
    expect(Object.keys(errors).sort()).toEqual(['address5', 'description', 'name', 'organisationType']);
    // A wrong type or a contact who is not a user of the company.
    const other = await buildUser(ctx.database);
    const res2 = await call(
      admin,
      'POST',
      '/api/Organisations',
      companyBody({
        name,
        organisationType: { organisationTypeID: ORGANISATION_TYPES.platform.organisationTypeID },
        mainContactUser: other.userID,
      }),
    );
    expect(res2.statusCode).toBe(400);
    expect(Object.keys(res2.json().errors).sort()).toEqual([
      'mainContactUser',
      'organisationType.organisationTypeID',
    ]);
    const rows = await ctx.database.db.select().from(organisations).where(eq(organisations.name, name));
    expect(rows).toHaveLength(0);
  });

  it("saves a company 'anyway' with the form's required fields empty, never with a bad value (spec 01 §4–5)", async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const empty = {
      companyNo: '',
      vatRegNo: '',
      sraNumber: null,
      dprNo: '',
      address1: '',
      cityTown: '',
      county: '',
      postCode: '',
      country: '',
    };
    const name = `Anyway ${Date.now()}`;
    const created = await call(admin, 'POST', '/api/Organisations', companyBody({ name, ...empty }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name, companyNo: null, address1: null, country: null });

    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const body = companyBody({
      organisationID: charity.organisationID,
      name: 'Brightwater Anyway',
      organisationType: undefined,
      ...empty,
    });
    const saved = await call(charityUser, 'PUT', '/api/Organisations', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Brightwater Anyway', vatRegNo: null, postCode: null });

    // The name, the lengths and the contacts still hold.
    const bad = await call(charityUser, 'PUT', '/api/Organisations', {
      ...body,
      name: '',
      postCode: 'p'.repeat(201),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: [VALIDATION.required],
      postCode: [VALIDATION.tooManyCharacters(200, 201)],
    });
  });

  it('PUT /api/Organisations: administrators, or the charity settings roles on their own charity', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const firm = await buildOrganisation(ctx.database);
    const member = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const outsider = await buildUser(ctx.database);
    const base = companyBody({ organisationID: firm.organisationID, name: 'Renamed LLP' });

    const wrongContact = await call(admin, 'PUT', '/api/Organisations', {
      ...base,
      mainContactUser: outsider.userID,
      billingContactUser: member.userID,
      organisationType: { organisationTypeID: ORGANISATION_TYPES.charity.organisationTypeID },
    });
    expect(wrongContact.statusCode).toBe(400);
    expect(Object.keys(wrongContact.json().errors).sort()).toEqual([
      'mainContactUser',
      'organisationType.organisationTypeID',
    ]);

    const ok = await call(admin, 'PUT', '/api/Organisations', {
      ...base,
      mainContactUser: member.userID,
      technicalContactUser: member.userID,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      name: 'Renamed LLP',
      mainContactUser: member.userID,
      billingContactUser: null,
      technicalContactUser: member.userID,
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'organisation.updated'), eq(auditEvents.objectID, firm.organisationID)),
      );
    expect(audit?.details).toMatchObject({ fields: expect.arrayContaining(['name', 'mainContactUser']) });

    // A firm's Matter Admin may not edit the firm's company record; another firm answers 404.
    expect((await call(member, 'PUT', '/api/Organisations', base)).statusCode).toBe(403);
    expect((await call(outsider, 'PUT', '/api/Organisations', base)).statusCode).toBe(404);

    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const legacyUser = await buildUser(ctx.database, { roles: ['Legacy User'], organisation: charity });
    const charityBody = companyBody({
      organisationID: charity.organisationID,
      name: 'Brightwater Renamed',
      organisationType: undefined,
    });
    const saved = await call(charityUser, 'PUT', '/api/Organisations', charityBody);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().name).toBe('Brightwater Renamed');
    expect((await call(legacyUser, 'PUT', '/api/Organisations', charityBody)).statusCode).toBe(403);
    const otherCharity = await buildUser(ctx.database, { roles: ['Charity'] });
    expect((await call(otherCharity, 'PUT', '/api/Organisations', charityBody)).statusCode).toBe(404);
  });

  it('DELETE /api/Organisations/{id} deletes the company and its users, whose tokens stop working', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const firm = await buildOrganisation(ctx.database);
    const member = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const memberHeaders = await authHeaders(ctx, member);
    expect((await ctx.app.inject({ url: '/api/User', headers: memberHeaders })).statusCode).toBe(200);

    expect((await call(member, 'DELETE', `/api/Organisations/${firm.organisationID}`)).statusCode).toBe(403);
    const outsider = await buildUser(ctx.database);
    expect((await call(outsider, 'DELETE', `/api/Organisations/${firm.organisationID}`)).statusCode).toBe(
      404,
    );

    const res = await call(admin, 'DELETE', `/api/Organisations/${firm.organisationID}`);
    expect(res.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/User', headers: memberHeaders })).statusCode).toBe(401);
    const left = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.organisationID, firm.organisationID));
    expect(left).toHaveLength(0);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'organisation.deleted'), eq(auditEvents.objectID, firm.organisationID)),
      );
    expect(audit?.details).toMatchObject({ userIDs: [member.userID] });
    expect((await call(admin, 'GET', `/api/Organisations/${firm.organisationID}`)).statusCode).toBe(404);
  });

  it('never deletes the platform, the clients or a demo organisation', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const platform = await buildOrganisation(ctx.database, { organisationType: 'platform' });
    expect((await call(admin, 'DELETE', `/api/Organisations/${platform.organisationID}`)).statusCode).toBe(
      400,
    );
    const clients = await buildOrganisation(ctx.database, { organisationType: 'clients' });
    expect((await call(admin, 'DELETE', `/api/Organisations/${clients.organisationID}`)).statusCode).toBe(
      400,
    );
    const demo = await buildOrganisation(ctx.database, { isDemo: true });
    expect((await call(admin, 'DELETE', `/api/Organisations/${demo.organisationID}`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', `/api/Organisations/${demo.organisationID}`)).statusCode).toBe(200);
  });
});
