import { DEMO_FIRM_ID, TEXTS, VALIDATION } from '@probity/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, auditEvents, mailOutbox, organisations, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../identity/index.js';
import { encryptionKey } from '../../lib/crypto.js';
import { openSealedBody } from '../../mail/outbox.js';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { buildMatter } from '../matters/matter.factories.js';

describe('user accounts: create, delete, reset and change password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = async (
    as: { userID: string } | null,
    method: 'POST' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: as ? await authHeaders(ctx, as, extra) : {},
      ...(payload ? { payload } : {}),
    });
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Nina',
    surname: 'Shah',
    emailAddress: `nina-${Math.random().toString(36).slice(2, 10)}@example.test`,
    roles: ['Support'],
    ...overrides,
  });
  const mailTo = async (address: string) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(desc(mailOutbox.createdAt));
  const tokenWorks = async (user: { userID: string }, headers: Record<string, string>) =>
    (await ctx.app.inject({ url: `/api/User/${user.userID}`, headers })).statusCode === 200;

  it('every call answers 401 without a token', async () => {
    const id = (await buildUser(ctx.database)).userID;
    expect((await call(null, 'POST', '/api/User', newUser())).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/api/User/${id}`)).statusCode).toBe(401);
    expect((await call(null, 'POST', `/api/User/ResetPassword/${id}`)).statusCode).toBe(401);
    expect((await call(null, 'POST', `/api/User/ChangePassword/${id}`, {})).statusCode).toBe(401);
  });

  it('POST /api/User: a Matter Admin adds a colleague, who gets an invitation and no password', async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const body = newUser({ roles: ['Support', 'MLRO'] });
    const res = await call(admin, 'POST', '/api/User/', body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      firstName: 'Nina',
      organisationID: firm.organisationID,
      roles: ['Support', 'MLRO'],
      status: 'active',
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.userID, created.userID));
    expect(row?.passwordHash).toBeNull();
    const [mail] = await mailTo(body.emailAddress);
    expect(mail?.trigger).toBe('UserInvitation');
    // Administrators read the outbox with the link hidden; the delivered body has it.
    expect(mail?.textBody).not.toContain('token=');
    const delivered = openSealedBody(encryptionKey(ctx.app.config), mail!.mailID, mail!.sealedBody!);
    const link = delivered.text.match(
      /https?:\/\/[^\s"<>()[\]]+\/identity\/accept-invitation\?token=[\w%-]+/,
    )?.[0];
    expect(link).toBeDefined();
    const page = await ctx.app.inject({ url: new URL(link!).pathname + new URL(link!).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Welcome to Probity');
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.created'), eq(auditEvents.objectID, created.userID)));
    expect(audit).toHaveLength(1);
  });

  it('POST /api/User: 400 lists every field; roles of another organisation type and a used address too', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const res = await call(admin, 'POST', '/api/User', {
      firstName: '',
      surname: 'x'.repeat(101),
      roles: [],
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(errors.firstName).toContain(VALIDATION.required);
    expect(errors.surname).toContain(VALIDATION.tooManyCharacters(100, 101));
    expect(errors.emailAddress).toContain(VALIDATION.required);
    expect(errors.roles).toContain(VALIDATION.required);

    const res2 = await call(
      admin,
      'POST',
      '/api/User',
      newUser({ emailAddress: admin.emailAddress, roles: ['Charity'] }),
    );
    expect(res2.statusCode).toBe(400);
    expect(Object.keys(res2.json().errors).sort()).toEqual(['emailAddress', 'roles']);
    const bad = await call(admin, 'POST', '/api/User', newUser({ emailAddress: 'not-an-address' }));
    expect(bad.json().errors.emailAddress).toContain(VALIDATION.invalidEmail);
  });

  it('POST /api/User: rights as the Team page, by organisation type; administrators any company', async () => {
    const firm = await buildOrganisation(ctx.database);
    const exec = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
    expect((await call(exec, 'POST', '/api/User', newUser())).statusCode).toBe(403);

    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const manager = await buildUser(ctx.database, { roles: ['Legacy Manager'], organisation: charity });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    expect((await call(manager, 'POST', '/api/User', newUser({ roles: ['Finance'] }))).statusCode).toBe(201);
    expect((await call(charityUser, 'POST', '/api/User', newUser({ roles: ['Finance'] }))).statusCode).toBe(
      403,
    );

    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const added = await call(admin, 'POST', '/api/User', newUser({ organisationID: firm.organisationID }));
    expect(added.statusCode).toBe(201);
    expect(added.json().organisationID).toBe(firm.organisationID);
    // In demo mode an administrator is Admin Demo in the demo firm: read only.
    await ctx.database.db
      .insert(organisations)
      .values({
        organisationID: DEMO_FIRM_ID,
        organisationType: 'lawfirm',
        name: 'Demo Law Firm',
        isDemo: true,
      })
      .onConflictDoNothing();
    const demo = await call(admin, 'POST', '/api/User', newUser(), { 'x-demo-mode': 'true' });
    expect(demo.statusCode).toBe(403);
    // Another firm's Matter Admin cannot add to this firm: it answers 404, and nothing is written.
    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const body = newUser({ organisationID: firm.organisationID });
    expect((await call(outsider, 'POST', '/api/User', body)).statusCode).toBe(404);
    const written = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, body.emailAddress));
    expect(written).toHaveLength(0);
  });

  it('DELETE /api/User/{id}: removed from teams and contacts, sessions ended, audited', async () => {
    const firm = await buildOrganisation(ctx.database);
    const admin = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const leaver = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const exec = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
    await ctx.database.db
      .update(organisations)
      .set({ mainContactUser: leaver.userID })
      .where(eq(organisations.organisationID, firm.organisationID));
    const matter = await buildMatter(ctx.database, {
      organisationID: firm.organisationID,
      owner: admin.userID,
      team: [admin.userID, leaver.userID],
    });
    const leaverHeaders = await authHeaders(ctx, leaver);

    const refused = await call(exec, 'DELETE', `/api/User/${leaver.userID}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(TEXTS.cantRemoveUsers);
    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await call(outsider, 'DELETE', `/api/User/${leaver.userID}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/User/${admin.userID}`)).statusCode).toBe(403);

    expect((await call(admin, 'DELETE', `/api/User/${leaver.userID}`)).statusCode).toBe(204);
    expect(await tokenWorks(leaver, leaverHeaders)).toBe(false);
    expect(await ctx.database.db.select().from(users).where(eq(users.userID, leaver.userID))).toHaveLength(0);
    const [org] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.organisationID, firm.organisationID));
    expect(org?.mainContactUser).toBeNull();
    const activity = await ctx.database.db
      .select()
      .from(activityEntries)
      .where(
        and(eq(activityEntries.matterID, matter.matterID), eq(activityEntries.action, 'removed_from_team')),
      );
    expect(activity.map((a) => a.object)).toEqual([`Test ${leaver.surname}`]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.deleted'), eq(auditEvents.objectID, leaver.userID)));
    expect(audit?.details).toMatchObject({ emailAddress: leaver.emailAddress });
  });

  it("DELETE /api/User/{id}: an administrator's 'Delete my account', never the last administrator", async () => {
    const me = await buildUser(ctx.database, { roles: ['Administrators'] });
    // Everyone else pauses for a moment: I am the last active administrator.
    const others = await ctx.database.db
      .update(users)
      .set({ status: 'paused' })
      .where(
        and(
          sql`'Administrators' = any(${users.roles})`,
          eq(users.status, 'active'),
          sql`${users.userID} <> ${me.userID}`,
        ),
      )
      .returning({ userID: users.userID });
    try {
      const last = await call(me, 'DELETE', `/api/User/${me.userID}`);
      expect(last.statusCode).toBe(400);
    } finally {
      for (const { userID } of others)
        await ctx.database.db.update(users).set({ status: 'active' }).where(eq(users.userID, userID));
    }
    await buildUser(ctx.database, { roles: ['Administrators'] });
    expect((await call(me, 'DELETE', `/api/User/${me.userID}`)).statusCode).toBe(204);
  });

  it('POST /api/User/ResetPassword/{id} e-mails a reset link; 403 without rights, 404 across firms', async () => {
    const firm = await buildOrganisation(ctx.database);
    const manager = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const member = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    expect((await call(admin, 'POST', `/api/User/ResetPassword/${member.userID}`)).statusCode).toBe(204);
    expect((await call(manager, 'POST', `/api/User/ResetPassword/${member.userID}`)).statusCode).toBe(204);
    const mails = await mailTo(member.emailAddress);
    expect(mails.map((m) => m.trigger)).toEqual(['PasswordReset', 'PasswordReset']);
    expect(mails[0]?.textBody).not.toContain('token=');
    expect(
      openSealedBody(encryptionKey(ctx.app.config), mails[0]!.mailID, mails[0]!.sealedBody!).text,
    ).toContain('/identity/reset-password?token=');
    expect((await call(member, 'POST', `/api/User/ResetPassword/${manager.userID}`)).statusCode).toBe(403);
    const outsider = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    expect((await call(outsider, 'POST', `/api/User/ResetPassword/${member.userID}`)).statusCode).toBe(404);
  });

  it("POST /api/User/ChangePassword/{id}: an administrator sets an administrator's password", async () => {
    const me = await buildUser(ctx.database, { roles: ['Administrators'] });
    const other = await buildUser(ctx.database, { roles: ['Administrators'] });
    const otherHeaders = await authHeaders(ctx, other);
    const password = 'A long enough sentence 42';
    const mismatch = await call(me, 'POST', `/api/User/ChangePassword/${other.userID}`, {
      password,
      confirmPassword: 'something else',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.confirmPassword).toBeDefined();
    const empty = await call(me, 'POST', `/api/User/ChangePassword/${other.userID}`, {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['confirmPassword', 'password']);
    const short = await call(me, 'POST', `/api/User/ChangePassword/${other.userID}`, {
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBeDefined();

    const ok = await call(me, 'POST', `/api/User/ChangePassword/${other.userID}`, {
      password,
      confirmPassword: password,
    });
    expect(ok.statusCode).toBe(204);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.userID, other.userID));
    expect(await verifyPassword(row?.passwordHash, password)).toBe(true);
    expect(await tokenWorks(other, otherHeaders)).toBe(false);

    const myHeaders = await authHeaders(ctx, me);
    const self = await ctx.app.inject({
      method: 'POST',
      url: `/api/User/ChangePassword/${me.userID}`,
      headers: myHeaders,
      payload: { password, confirmPassword: password },
    });
    expect(self.statusCode).toBe(204);
    expect(await tokenWorks(me, myHeaders)).toBe(true);

    const firmUser = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const body = { password, confirmPassword: password };
    expect((await call(me, 'POST', `/api/User/ChangePassword/${firmUser.userID}`, body)).statusCode).toBe(
      403,
    );
    expect((await call(firmUser, 'POST', `/api/User/ChangePassword/${me.userID}`, body)).statusCode).toBe(
      404,
    );
    expect(
      (await call(firmUser, 'POST', `/api/User/ChangePassword/${firmUser.userID}`, body)).statusCode,
    ).toBe(403);
  });

  it('PUT /api/User/{id} locking a user ends their sessions', async () => {
    const firm = await buildOrganisation(ctx.database);
    const manager = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const member = await buildUser(ctx.database, { roles: ['Support'], organisation: firm });
    const memberHeaders = await authHeaders(ctx, member);
    const body = {
      firstName: 'Test',
      surname: member.surname,
      emailAddress: member.emailAddress,
      roles: ['Support'],
    };
    expect(
      (await call(manager, 'PUT', `/api/User/${member.userID}`, { ...body, status: 'locked' })).statusCode,
    ).toBe(200);
    expect(
      (await call(manager, 'PUT', `/api/User/${member.userID}`, { ...body, status: 'active' })).statusCode,
    ).toBe(200);
    // Unlocked again, but the token issued before the lock stays revoked.
    expect(await tokenWorks(member, memberHeaders)).toBe(false);
    expect(await tokenWorks(member, await authHeaders(ctx, member))).toBe(true);
  });
});
