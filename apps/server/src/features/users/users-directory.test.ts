import { VALIDATION } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';

describe('user lists and look-ups', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const get = async (as: { userID: string } | null, url: string) =>
    ctx.app.inject({ url, headers: as ? await authHeaders(ctx, as) : {} });

  it('every call answers 401 without a token', async () => {
    const org = await buildOrganisation(ctx.database);
    for (const url of [
      '/api/User/Role/Administrators',
      '/api/User/Find/someone@example.test',
      `/api/User/Organisation/${org.organisationID}/Find/someone@example.test`,
      `/api/User/Organisation/${org.organisationID}`,
      `/api/Organisations/${org.organisationID}/Roles`,
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
  });

  it('GET /api/User/Role/{role}: the administrators, with last login and status (Administrators only)', async () => {
    const me = await buildUser(ctx.database, { roles: ['Administrators'] });
    const tag = `Adm${Date.now()}`;
    const other = await buildUser(ctx.database, { roles: ['Administrators'], status: 'paused' });
    await ctx.database.db
      .update(users)
      .set({ surname: tag, lastLogin: new Date('2026-11-01T09:30:00Z') })
      .where(eq(users.userID, other.userID));
    const res = await get(me, `/api/User/Role/Administrators?SearchTerm=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        userID: other.userID,
        name: `Test ${tag}`,
        roles: ['Administrators'],
        status: 'paused',
        lastLogin: '2026-11-01T09:30:00.000Z',
        hasSignedUp: false,
      }),
    ]);
    expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ totalCount: 1 });
    const alias = await get(
      me,
      `/api/User/Role/administrator?SearchTerm=${tag}&FilterType=status&Filter=paused`,
    );
    expect(alias.json()).toHaveLength(1);
    const active = await get(
      me,
      `/api/User/Role/Administrators?SearchTerm=${tag}&FilterType=status&Filter=active`,
    );
    expect(active.json()).toEqual([]);
    expect(JSON.stringify(res.json())).not.toMatch(/hash/i);

    const bad = await get(me, '/api/User/Role/Wizard');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.role).toEqual([VALIDATION.invalidFormat]);
    const firm = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await get(firm, '/api/User/Role/Administrators')).statusCode).toBe(403);
  });

  it('GET /api/User/Find/{address}: within what the caller may see, else 404', async () => {
    const firm = await buildOrganisation(ctx.database);
    const me = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const colleague = await buildUser(ctx.database, { roles: ['MLRO'], organisation: firm });
    const stranger = await buildUser(ctx.database, { roles: ['MLRO'] });
    const found = await get(me, `/api/User/Find/${colleague.emailAddress.toUpperCase()}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      userID: colleague.userID,
      organisationName: firm.name,
      roles: ['MLRO'],
    });
    expect((await get(me, `/api/User/Find/${stranger.emailAddress}`)).statusCode).toBe(404);
    expect((await get(me, '/api/User/Find/nobody@example.test')).statusCode).toBe(404);
    const bad = await get(me, '/api/User/Find/not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['params.address']).toContain(VALIDATION.invalidEmail);
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    expect((await get(admin, `/api/User/Find/${stranger.emailAddress}`)).statusCode).toBe(200);
    const individual = await buildUser(ctx.database, { roles: ['Individual'] });
    const client = await buildUser(ctx.database, {
      roles: ['Individual'],
      organisation: (await ctx.database.db.query.organisations.findFirst({
        where: (o, { eq }) => eq(o.organisationID, individual.organisationID),
      }))!,
    });
    expect((await get(individual, `/api/User/Find/${client.emailAddress}`)).statusCode).toBe(404);
    expect((await get(individual, `/api/User/Find/${individual.emailAddress}`)).statusCode).toBe(200);
  });

  it('GET /api/User/Organisation/{orgId}/Find/{address}: only inside that organisation', async () => {
    const firm = await buildOrganisation(ctx.database);
    const me = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const colleague = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const otherFirm = await buildOrganisation(ctx.database);
    const stranger = await buildUser(ctx.database, { organisation: otherFirm });
    const url = (org: string, address: string) => `/api/User/Organisation/${org}/Find/${address}`;
    expect((await get(me, url(firm.organisationID, colleague.emailAddress))).json().userID).toBe(
      colleague.userID,
    );
    expect((await get(me, url(firm.organisationID, stranger.emailAddress))).statusCode).toBe(404);
    expect((await get(me, url(otherFirm.organisationID, stranger.emailAddress))).statusCode).toBe(404);
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    expect((await get(admin, url(otherFirm.organisationID, stranger.emailAddress))).statusCode).toBe(200);
  });

  it('GET /api/User/Organisation/{orgId}: searched, sorted, filtered and paged; own organisation only', async () => {
    const firm = await buildOrganisation(ctx.database);
    const viewer = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
    const names = ['Carla', 'Ann', 'Bea'];
    for (const [i, firstName] of names.entries()) {
      const u = await buildUser(ctx.database, {
        roles: ['Support'],
        organisation: firm,
        status: i === 0 ? 'locked' : 'active',
      });
      await ctx.database.db
        .update(users)
        .set({ firstName, lastLogin: new Date(Date.UTC(2026, 10, i + 1)) })
        .where(eq(users.userID, u.userID));
    }
    const base = `/api/User/Organisation/${firm.organisationID}`;
    const firstNames = async (query: string) => {
      const res = await get(viewer, `${base}${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().map((u: { firstName: string }) => u.firstName);
    };
    expect(await firstNames('?OrderBy=name')).toEqual(['Ann', 'Bea', 'Carla', 'Test']);
    expect(await firstNames('?OrderBy=-lastLogin&FilterType=role&Filter=Support')).toEqual([
      'Bea',
      'Ann',
      'Carla',
    ]);
    expect(await firstNames('?FilterType=status&Filter=locked')).toEqual(['Carla']);
    expect(await firstNames('?SearchTerm=bea')).toEqual(['Bea']);
    expect(await firstNames(`?SearchTerm=${encodeURIComponent(viewer.emailAddress)}`)).toEqual(['Test']);
    const page = await get(viewer, `${base}?OrderBy=name&pageCount=3&page=2`);
    expect(page.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Test']);
    expect(JSON.parse(String(page.headers['x-pagination']))).toEqual({
      currentPage: 2,
      totalPages: 2,
      pageSize: 3,
      totalCount: 4,
    });
    expect((await get(viewer, `${base}?OrderBy=password`)).statusCode).toBe(400);
    expect((await get(viewer, `${base}?FilterType=status&Filter=sleeping`)).statusCode).toBe(400);

    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await get(outsider, base)).statusCode).toBe(404);
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    expect((await get(admin, base)).json()).toHaveLength(4);
    const individual = await buildUser(ctx.database, { roles: ['Individual'] });
    expect((await get(individual, `/api/User/Organisation/${individual.organisationID}`)).statusCode).toBe(
      404,
    );
  });

  it('GET /api/Organisations/{id}/Roles: the roles of that organisation type', async () => {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const res = await get(admin, `/api/Organisations/${charity.organisationID}/Roles`);
    expect(res.json()).toEqual([
      'Charity',
      'Trustee',
      'Finance',
      'Legacy Manager',
      'Legacy User',
      'Senior Legacy User',
    ]);
    const manager = await buildUser(ctx.database, { roles: ['Legacy Manager'], organisation: charity });
    expect((await get(manager, `/api/Organisations/${charity.organisationID}/Roles`)).statusCode).toBe(200);
    const firmUser = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await get(firmUser, `/api/Organisations/${charity.organisationID}/Roles`)).statusCode).toBe(404);
    expect((await get(firmUser, `/api/Organisations/${firmUser.organisationID}/Roles`)).json()).toContain(
      'Supervising Partner',
    );
  });
});
