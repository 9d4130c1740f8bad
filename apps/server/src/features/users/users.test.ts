import { VALIDATION } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';

describe('users', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const put = async (
    as: { userID: string },
    userID: string,
    body: unknown,
    extra: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/User/${userID}`,
      headers: await authHeaders(ctx, as, extra),
      payload: body as object,
    });

  it('GET /api/User answers the signed-in user with every field of the spec and no secrets', async () => {
    const user = await buildUser(ctx.database, { roles: ['Matter Executive'] });
    const res = await ctx.app.inject({ url: '/api/User', headers: await authHeaders(ctx, user) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      userID: user.userID,
      roles: ['Matter Executive'],
      role: 'Matter Executive',
      givenname: 'Test',
      organisationID: user.organisationID,
      organisationType: { name: 'Law firm' },
      acceptedLatestTerms: true,
      status: 'active',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('a token stops working once its user is locked, or their company is', async () => {
    const user = await buildUser(ctx.database);
    const headers = await authHeaders(ctx, user);
    expect((await ctx.app.inject({ url: '/api/User', headers })).statusCode).toBe(200);
    await ctx.database.query(`UPDATE users SET status = 'locked' WHERE user_id = $1`, [user.userID]);
    expect((await ctx.app.inject({ url: '/api/User', headers })).statusCode).toBe(401);

    const other = await buildUser(ctx.database);
    const otherHeaders = await authHeaders(ctx, other);
    await ctx.database.query('UPDATE organisations SET locked = true WHERE organisation_id = $1', [
      other.organisationID,
    ]);
    expect((await ctx.app.inject({ url: '/api/User', headers: otherHeaders })).statusCode).toBe(401);
  });

  it("GET /api/User/{id}: a colleague is visible, another firm's user answers 404", async () => {
    const me = await buildUser(ctx.database, { roles: ['Support'] });
    const org = await ctx.database.db.query.organisations.findFirst({
      where: (o, { eq }) => eq(o.organisationID, me.organisationID),
    });
    const colleague = await buildUser(ctx.database, { roles: ['MLRO'], organisation: org! });
    const stranger = await buildUser(ctx.database, { roles: ['MLRO'] });
    const headers = await authHeaders(ctx, me);
    expect((await ctx.app.inject({ url: `/api/User/${colleague.userID}`, headers })).statusCode).toBe(200);
    const res = await ctx.app.inject({ url: `/api/User/${stranger.userID}`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(stranger.userID);
  });

  it('an individual sees only themselves, not other clients', async () => {
    const a = await buildUser(ctx.database, { roles: ['Individual'] });
    const org = await ctx.database.db.query.organisations.findFirst({
      where: (o, { eq }) => eq(o.organisationID, a.organisationID),
    });
    const b = await buildUser(ctx.database, { roles: ['Individual'], organisation: org! });
    const headers = await authHeaders(ctx, a);
    expect((await ctx.app.inject({ url: `/api/User/${a.userID}`, headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/User/${b.userID}`, headers })).statusCode).toBe(404);
  });

  it('PUT /api/User/{id}: bad input answers 400 listing every field with the spec texts', async () => {
    const user = await buildUser(ctx.database);
    const res = await put(user, user.userID, {
      firstName: '',
      surname: 'x'.repeat(101),
      emailAddress: 'not-an-email',
      roles: [],
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(errors.firstName).toContain(VALIDATION.required);
    expect(errors.surname).toContain(VALIDATION.tooManyCharacters(100, 101));
    expect(errors.emailAddress).toContain(VALIDATION.invalidEmail);
    expect(errors.roles).toContain(VALIDATION.required);
  });

  it('only Matter Admin and Legacy Manager may change their own roles', async () => {
    const exec = await buildUser(ctx.database, { roles: ['Matter Executive'] });
    const body = {
      firstName: 'New',
      surname: 'Name',
      emailAddress: exec.emailAddress,
      roles: ['Matter Executive', 'MLRO'],
    };
    expect((await put(exec, exec.userID, body)).statusCode).toBe(403);
    // Changing only their name is fine.
    const ok = await put(exec, exec.userID, { ...body, roles: ['Matter Executive'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'New', surname: 'Name' });

    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const res = await put(admin, admin.userID, {
      firstName: 'A',
      surname: 'B',
      emailAddress: admin.emailAddress,
      roles: ['Matter Admin', 'Supervising Partner'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['Matter Admin', 'Supervising Partner']);

    const manager = await buildUser(ctx.database, { roles: ['Legacy Manager'] });
    const mres = await put(manager, manager.userID, {
      firstName: 'L',
      surname: 'M',
      emailAddress: manager.emailAddress,
      roles: ['Legacy Manager', 'Finance'],
    });
    expect(mres.statusCode).toBe(200);
  });

  it('roles must belong to the organisation type', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const res = await put(admin, admin.userID, {
      firstName: 'A',
      surname: 'B',
      emailAddress: admin.emailAddress,
      roles: ['Charity'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.roles[0]).toContain('Charity');
  });

  it('Team rights by organisation type: Matter Admin edits colleagues, others get 403, another firm 404', async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const exec = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
    const colleague = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const body = { firstName: 'C', surname: 'D', emailAddress: colleague.emailAddress, roles: ['Support'] };
    expect((await put(admin, colleague.userID, body)).statusCode).toBe(200);
    const refused = await put(exec, colleague.userID, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe("You can't edit other users");
    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await put(outsider, colleague.userID, body)).statusCode).toBe(404);

    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const manager = await buildUser(ctx.database, { roles: ['Legacy Manager'], organisation: charity });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const cbody = {
      firstName: 'E',
      surname: 'F',
      emailAddress: charityUser.emailAddress,
      roles: ['Charity'],
    };
    expect((await put(manager, charityUser.userID, cbody)).statusCode).toBe(200);
    expect(
      (
        await put(charityUser, manager.userID, {
          ...cbody,
          emailAddress: manager.emailAddress,
          roles: ['Legacy Manager'],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('an e-mail address already in use answers 400 on that field', async () => {
    const a = await buildUser(ctx.database);
    const b = await buildUser(ctx.database);
    const res = await put(a, a.userID, {
      firstName: 'A',
      surname: 'B',
      emailAddress: b.emailAddress.toUpperCase(),
      roles: ['Matter Admin'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.emailAddress).toBeDefined();
  });

  it('demo mode: an administrator acts as Admin Demo in the demo firm; anybody else is ignored', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const res = await ctx.app.inject({
      url: '/api/User',
      headers: await authHeaders(ctx, admin, { 'x-demo-mode': 'true' }),
    });
    expect(res.json().roles).toEqual(['Admin Demo']);
    const firm = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const notAdmin = await ctx.app.inject({
      url: '/api/User',
      headers: await authHeaders(ctx, firm, { 'x-demo-mode': 'true' }),
    });
    expect(notAdmin.json().roles).toEqual(['Matter Admin']);
  });

  it('GET /api/User/Organisation/Roles lists the roles of the organisation type', async () => {
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'] });
    const res = await ctx.app.inject({
      url: '/api/User/Organisation/Roles',
      headers: await authHeaders(ctx, charityUser),
    });
    expect(res.json()).toEqual([
      'Charity',
      'Trustee',
      'Finance',
      'Legacy Manager',
      'Legacy User',
      'Senior Legacy User',
    ]);
  });
});
