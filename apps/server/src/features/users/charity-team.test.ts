import { TEXTS } from '@probity/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, users } from '../../db/schema/index.js';
import {
  type TestContext,
  buildOrganisation,
  buildTestApp,
  buildUser,
  type Method,
  callAs,
} from '../../../test/helpers.js';
import { MAIL_TRIGGERS } from '../../identity/account-mails.js';
import { encryptionKey } from '../../lib/crypto.js';
import { LINK_HIDDEN, openSealedBody } from '../../mail/outbox.js';

/*
 * Issue 11 "Nobody in a charity can manage its own users": the charity's Team page, spec 01 §6
 * "Charity: Legacy Manager full, Admin Demo read only, others none" (the matrix's charityUsers.*).
 * Every user call the Team page makes, for a Legacy Manager inside their charity (allowed), on
 * another charity's or a firm's user (404), and for the roles without team rights (403).
 */

describe("the charity's Team page (issue 11, spec 01 §6)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const call = (as: { userID: string }, method: Method, url: string, payload?: unknown) =>
    callAs(ctx, as, method, url, payload);
  const address = () => `team-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const bodyOf = (u: { firstName: string; surname: string; emailAddress: string; roles: string[] }) => ({
    firstName: u.firstName,
    surname: u.surname,
    emailAddress: u.emailAddress,
    roles: u.roles,
  });
  const mailTo = async (to: string, trigger: string) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.trigger, trigger)))
      .orderBy(desc(mailOutbox.createdAt));
  const stored = async (userID: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.userID, userID)))[0];

  async function world() {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const manager = await buildUser(ctx.database, { roles: ['Legacy Manager'], organisation: charity });
    const charityUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const legacyUser = await buildUser(ctx.database, { roles: ['Legacy User'], organisation: charity });
    const senior = await buildUser(ctx.database, { roles: ['Senior Legacy User'], organisation: charity });
    const colleague = await buildUser(ctx.database, { roles: ['Finance'], organisation: charity });
    const other = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const otherUser = await buildUser(ctx.database, { roles: ['Charity'], organisation: other });
    const firm = await buildOrganisation(ctx.database);
    const firmUser = await buildUser(ctx.database, { roles: ['Matter Executive'], organisation: firm });
    return { charity, manager, charityUser, legacyUser, senior, colleague, other, otherUser, firm, firmUser };
  }

  it('a Legacy Manager invites a user, edits their roles, locks and unlocks them, resets their password and removes them', async () => {
    const w = await world();
    const list = await call(w.manager, 'GET', `/api/User/Organisation/${w.charity.organisationID}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { userID: string }[]).map((u) => u.userID)).toContain(w.colleague.userID);

    // Invite: the user exists without a password and gets the invitation e-mail.
    const emailAddress = address();
    const created = await call(w.manager, 'POST', '/api/User', {
      firstName: 'Rosa',
      surname: 'Quinn',
      emailAddress,
      roles: ['Legacy User'],
    });
    expect(created.statusCode).toBe(201);
    const rosa = created.json() as { userID: string; organisationID: string; roles: string[] };
    expect(rosa).toMatchObject({ organisationID: w.charity.organisationID, roles: ['Legacy User'] });
    expect((await stored(rosa.userID))?.passwordHash).toBeNull();
    const [invitation] = await mailTo(emailAddress, MAIL_TRIGGERS.invitation);
    // The outbox shows administrators no usable link; the delivered (sealed) body carries it.
    expect(invitation?.textBody).toContain(LINK_HIDDEN);
    const delivered = openSealedBody(
      encryptionKey(ctx.app.config),
      invitation!.mailID,
      invitation!.sealedBody!,
    );
    expect(delivered.text).toContain('/identity/accept-invitation?token=');

    // Edit their roles (charity roles only).
    const base = { firstName: 'Rosa', surname: 'Quinn', emailAddress };
    const edited = await call(w.manager, 'PUT', `/api/User/${rosa.userID}`, {
      ...base,
      roles: ['Senior Legacy User', 'Finance'],
    });
    expect(edited.statusCode).toBe(200);
    expect((await stored(rosa.userID))?.roles).toEqual(['Senior Legacy User', 'Finance']);

    // Lock, then unlock.
    const locked = await call(w.manager, 'PUT', `/api/User/${rosa.userID}`, {
      ...base,
      roles: ['Senior Legacy User', 'Finance'],
      status: 'locked',
    });
    expect(locked.statusCode).toBe(200);
    expect((await stored(rosa.userID))?.status).toBe('locked');
    const unlocked = await call(w.manager, 'PUT', `/api/User/${rosa.userID}`, {
      ...base,
      roles: ['Senior Legacy User', 'Finance'],
      status: 'active',
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await stored(rosa.userID))?.status).toBe('active');

    // Reset password: a one-hour link by e-mail, audited.
    expect((await call(w.manager, 'POST', `/api/User/ResetPassword/${w.colleague.userID}`)).statusCode).toBe(
      204,
    );
    expect(await mailTo(w.colleague.emailAddress, MAIL_TRIGGERS.passwordReset)).toHaveLength(1);

    // Remove.
    expect((await call(w.manager, 'DELETE', `/api/User/${rosa.userID}`)).statusCode).toBe(204);
    expect(await stored(rosa.userID)).toBeUndefined();

    const audited = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.actorUserID, w.manager.userID));
    expect(audited.map((a) => a.action).sort()).toEqual(
      [
        'user.created',
        'user.updated',
        'user.updated',
        'user.updated',
        'user.password_reset_sent',
        'user.deleted',
      ].sort(),
    );
  });

  it('a Legacy Manager cannot give Administrators, Admin Demo or a firm role (400), nothing is written', async () => {
    const w = await world();
    for (const roles of [['Administrators'], ['Admin Demo'], ['Matter Admin'], ['Legacy User', 'Support']]) {
      const emailAddress = address();
      const res = await call(w.manager, 'POST', '/api/User', {
        firstName: 'Ed',
        surname: 'Vane',
        emailAddress,
        roles,
      });
      expect(res.statusCode, roles.join()).toBe(400);
      expect(Object.keys(res.json().errors), roles.join()).toEqual(['roles']);
      expect(await ctx.database.db.select().from(users).where(eq(users.emailAddress, emailAddress))).toEqual(
        [],
      );
      const put = await call(w.manager, 'PUT', `/api/User/${w.colleague.userID}`, {
        ...bodyOf(w.colleague),
        roles,
      });
      expect(put.statusCode, roles.join()).toBe(400);
      expect(Object.keys(put.json().errors), roles.join()).toEqual(['roles']);
    }
    // The Legacy Manager may not make themselves an administrator either.
    const self = await call(w.manager, 'PUT', `/api/User/${w.manager.userID}`, {
      ...bodyOf(w.manager),
      roles: ['Legacy Manager', 'Administrators'],
    });
    expect(self.statusCode).toBe(400);
    expect((await stored(w.colleague.userID))?.roles).toEqual(['Finance']);
    expect((await stored(w.manager.userID))?.roles).toEqual(['Legacy Manager']);
  });

  it('another charity’s user and a firm’s user answer 404 to a Legacy Manager, for every call', async () => {
    const w = await world();
    for (const target of [w.otherUser, w.firmUser]) {
      const label = target.emailAddress;
      expect((await call(w.manager, 'GET', `/api/User/${target.userID}`)).statusCode, label).toBe(404);
      expect(
        (await call(w.manager, 'PUT', `/api/User/${target.userID}`, { ...bodyOf(target), status: 'locked' }))
          .statusCode,
        label,
      ).toBe(404);
      expect(
        (await call(w.manager, 'POST', `/api/User/ResetPassword/${target.userID}`)).statusCode,
        label,
      ).toBe(404);
      expect((await call(w.manager, 'DELETE', `/api/User/${target.userID}`)).statusCode, label).toBe(404);
      expect((await stored(target.userID))?.status, label).toBe('active');
    }
    for (const org of [w.other, w.firm]) {
      expect((await call(w.manager, 'GET', `/api/User/Organisation/${org.organisationID}`)).statusCode).toBe(
        404,
      );
      const emailAddress = address();
      const res = await call(w.manager, 'POST', '/api/User', {
        firstName: 'Ed',
        surname: 'Vane',
        emailAddress,
        roles: ['Legacy User'],
        organisationID: org.organisationID,
      });
      expect(res.statusCode).toBe(404);
      expect(await mailTo(emailAddress, MAIL_TRIGGERS.invitation)).toEqual([]);
    }
  });

  it('Legacy User, Senior Legacy User and Charity read the Team page but change nobody (403)', async () => {
    const w = await world();
    for (const as of [w.legacyUser, w.senior, w.charityUser]) {
      const label = as.roles.join();
      expect(
        (await call(as, 'GET', `/api/User/Organisation/${w.charity.organisationID}`)).statusCode,
        label,
      ).toBe(200);
      const invite = await call(as, 'POST', '/api/User', {
        firstName: 'Ed',
        surname: 'Vane',
        emailAddress: address(),
        roles: ['Legacy User'],
      });
      expect(invite.statusCode, label).toBe(403);
      const edit = await call(as, 'PUT', `/api/User/${w.colleague.userID}`, {
        ...bodyOf(w.colleague),
        roles: ['Finance', 'Charity'],
      });
      expect(edit.statusCode, label).toBe(403);
      expect(edit.json().detail, label).toBe(TEXTS.cantEditUsers);
      const lock = await call(as, 'PUT', `/api/User/${w.colleague.userID}`, {
        ...bodyOf(w.colleague),
        status: 'locked',
      });
      expect(lock.statusCode, label).toBe(403);
      expect(
        (await call(as, 'POST', `/api/User/ResetPassword/${w.colleague.userID}`)).statusCode,
        label,
      ).toBe(403);
      const remove = await call(as, 'DELETE', `/api/User/${w.colleague.userID}`);
      expect(remove.statusCode, label).toBe(403);
      expect(remove.json().detail, label).toBe(TEXTS.cantRemoveUsers);
    }
    const colleague = await stored(w.colleague.userID);
    expect(colleague).toMatchObject({ roles: ['Finance'], status: 'active' });
    expect(await mailTo(w.colleague.emailAddress, MAIL_TRIGGERS.passwordReset)).toEqual([]);
  });

  it('own account: only the Legacy Manager changes their own roles; nobody locks or removes themselves', async () => {
    const w = await world();
    const mine = await call(w.manager, 'PUT', `/api/User/${w.manager.userID}`, {
      ...bodyOf(w.manager),
      roles: ['Legacy Manager', 'Finance'],
    });
    expect(mine.statusCode).toBe(200);
    for (const as of [w.legacyUser, w.senior, w.charityUser]) {
      const res = await call(as, 'PUT', `/api/User/${as.userID}`, {
        ...bodyOf(as),
        roles: ['Legacy Manager'],
      });
      expect(res.statusCode, as.roles.join()).toBe(403);
      expect(res.json().detail).toBe('Only Matter Admin and Legacy Manager may change their own roles');
      // Their name they may change (spec 01 §2 profile Account).
      const name = await call(as, 'PUT', `/api/User/${as.userID}`, { ...bodyOf(as), firstName: 'Renamed' });
      expect(name.statusCode, as.roles.join()).toBe(200);
    }
    const lockSelf = await call(w.manager, 'PUT', `/api/User/${w.manager.userID}`, {
      ...bodyOf(w.manager),
      roles: ['Legacy Manager', 'Finance'],
      status: 'locked',
    });
    expect(lockSelf.statusCode).toBe(403);
    expect((await call(w.manager, 'DELETE', `/api/User/${w.manager.userID}`)).statusCode).toBe(403);
    expect(await stored(w.manager.userID)).toMatchObject({
      roles: ['Legacy Manager', 'Finance'],
      status: 'active',
    });
  });
});
