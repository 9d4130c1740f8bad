import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Socket } from 'socket.io-client';
import { type SecondInstance, connectHub, startSecondInstance } from '../../test/two-instances.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
  type TestContext,
} from '../../test/helpers.js';
import { auditEvents } from '../db/schema/index.js';
import { hashPassword } from '../identity/passwords.js';
import { freePort, readForm, type TestBrowser } from '../identity/testing/browser.js';
import { discoverIssuer, type FlowSetup, signIn } from '../identity/testing/flow.js';
import { ACTIVITY_NAMESPACE, CHAT_NAMESPACE } from './index.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const PASSWORD = 'correct horse battery';

/**
 * Issue 13 "Sessions that end", on two instances sharing the database and Redis: a revocation on
 * A refuses the user's tokens on B at once (whatever B's token cache remembers) and disconnects
 * their sockets on B within 5 seconds.
 */
describe('revocation across two instances', () => {
  let ctx: TestContext;
  let second: SecondInstance;
  let urlB: string;
  let setup: FlowSetup;
  let oidc: client.Configuration;
  let passwordHash: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const port = await freePort();
    setup = { publicUrl: `http://127.0.0.1:${port}`, clientId: 'probity-web' };
    ctx = await buildTestApp({
      PUBLIC_URL: setup.publicUrl,
      REDIS_URL,
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    });
    second = await startSecondInstance(ctx, { PUBLIC_URL: setup.publicUrl, REDIS_URL });
    await ctx.app.listen({ host: '127.0.0.1', port });
    urlB = second.url;
    oidc = await discoverIssuer(setup);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await second?.close();
    await ctx?.close();
  });

  const connect = (namespace: string, token: string) => connectHub(sockets, urlB, namespace, token);
  /** Resolves with the reason when the server disconnects the socket; rejects after 5 s. */
  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('still connected after 5 s')), 5000);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const tokenOf = async (user: { userID: string }) => (await authHeaders(ctx, user)).authorization.slice(7);
  /** GET /api/User on instance B: 200 while the token works. */
  const onB = async (token: string) => (await fetch(`${urlB}/api/User`, { headers: bearer(token) })).status;
  const put = async (as: { userID: string }, url: string, body: object) =>
    ctx.app.inject({ method: 'PUT', url, headers: await authHeaders(ctx, as), payload: body });
  const firmScene = async () => {
    const firm = await buildOrganisation(ctx.database);
    const manager = await buildUser(ctx.database, { roles: ['Matter Admin'], organisation: firm });
    const member = await buildUser(ctx.database, { roles: ['Support'], organisation: firm, passwordHash });
    const form = {
      firstName: member.firstName,
      surname: member.surname,
      emailAddress: member.emailAddress,
      roles: ['Support'],
    };
    return { firm, manager, member, form };
  };

  it('locking a user on A disconnects their sockets on B within 5 s, and nobody else’s', async () => {
    const { manager, member, form } = await firmScene();
    const activity = await connect(ACTIVITY_NAMESPACE, await tokenOf(member));
    const chat = await connect(CHAT_NAMESPACE, await tokenOf(member));
    const bystander = await connect(CHAT_NAMESPACE, await tokenOf(manager));
    const ended = Promise.all([disconnected(activity), disconnected(chat)]);
    const started = Date.now();
    const res = await put(manager, `/api/User/${member.userID}`, { ...form, status: 'locked' });
    expect(res.statusCode).toBe(200);
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
    expect(Date.now() - started).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bystander.connected).toBe(true);
  });

  it('a role change on A refuses the token B has cached, at once, and ends its sockets', async () => {
    const { manager, member, form } = await firmScene();
    const token = await tokenOf(member);
    expect(await onB(token)).toBe(200); // B now remembers the token
    const chat = await connect(CHAT_NAMESPACE, token);
    const ended = disconnected(chat);
    const res = await put(manager, `/api/User/${member.userID}`, { ...form, roles: ['Matter Admin'] });
    expect(res.statusCode).toBe(200);
    expect(await onB(token)).toBe(401);
    expect(await ended).toBe('io server disconnect');
    // A fresh sign-in works with the new role.
    expect(await onB(await tokenOf(member))).toBe(200);
  });

  it('deleting a user on A disconnects their sockets on B', async () => {
    const { manager, member } = await firmScene();
    const chat = await connect(CHAT_NAMESPACE, await tokenOf(member));
    const ended = disconnected(chat);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/User/${member.userID}`,
      headers: await authHeaders(ctx, manager),
    });
    expect(res.statusCode).toBe(204);
    expect(await ended).toBe('io server disconnect');
  });

  /** The account page's form whose hidden `form` field is `name`. */
  async function accountForm(browser: TestBrowser, name: string) {
    const page = await browser.get(`${setup.publicUrl}/identity/account`);
    const html = await page.text();
    for (let i = 0; ; i++) {
      const form = readForm(html, i);
      if (form.fields.form === name) return form;
    }
  }

  it('"Sign out everywhere" ends every session, grant and refresh token of the user, this one included', async () => {
    const { member } = await firmScene();
    const other = await buildUser(ctx.database, { passwordHash });
    const credentials = { emailAddress: member.emailAddress, password: PASSWORD };
    const here = await signIn(oidc, setup, credentials);
    const elsewhere = await signIn(oidc, setup, credentials);
    const bystander = await signIn(oidc, setup, { emailAddress: other.emailAddress, password: PASSWORD });
    const tokens = [here.tokens!, elsewhere.tokens!];
    for (const t of tokens) expect(await onB(t.access_token)).toBe(200);
    const socket = await connect(ACTIVITY_NAMESPACE, elsewhere.tokens!.access_token);
    const ended = disconnected(socket);

    const { action, fields } = await accountForm(here.browser, 'sign-out-everywhere');
    const done = await here.browser.post(action, fields);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You have been signed out everywhere');

    for (const t of tokens) {
      expect(await onB(t.access_token)).toBe(401);
      await expect(client.refreshTokenGrant(oidc, t.refresh_token!)).rejects.toThrow();
    }
    expect(await ended).toBe('io server disconnect');
    expect(await onB(bystander.tokens!.access_token)).toBe(200);
    // This browser's identity session ended too: the account page asks to sign in.
    expect((await here.browser.get(`${setup.publicUrl}/identity/account`)).status).toBe(401);
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.actorUserID, member.userID),
          eq(auditEvents.action, 'identity.signed_out_everywhere'),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('a password change on the account page ends every other session; this one stays', async () => {
    const { member } = await firmScene();
    const credentials = { emailAddress: member.emailAddress, password: PASSWORD };
    const here = await signIn(oidc, setup, credentials);
    const elsewhere = await signIn(oidc, setup, credentials);
    expect(await onB(elsewhere.tokens!.access_token)).toBe(200);
    const kept = await connect(CHAT_NAMESPACE, here.tokens!.access_token);
    const gone = await connect(CHAT_NAMESPACE, elsewhere.tokens!.access_token);
    const ended = disconnected(gone);

    const { action, fields } = await accountForm(here.browser, 'password');
    const newPassword = 'A much longer sentence 77';
    const done = await here.browser.post(action, {
      ...fields,
      'pw-currentPassword': PASSWORD,
      'pw-password': newPassword,
      'pw-confirmPassword': newPassword,
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password has been changed.');

    expect(await onB(elsewhere.tokens!.access_token)).toBe(401);
    await expect(client.refreshTokenGrant(oidc, elsewhere.tokens!.refresh_token!)).rejects.toThrow();
    expect(await ended).toBe('io server disconnect');
    expect(await onB(here.tokens!.access_token)).toBe(200);
    expect(kept.connected).toBe(true);
    const renewed = await client.refreshTokenGrant(oidc, here.tokens!.refresh_token!);
    expect(await onB(renewed.access_token)).toBe(200);
  });

  it('signing out on A refuses the tokens B has cached and ends that session’s sockets only', async () => {
    const { member } = await firmScene();
    const credentials = { emailAddress: member.emailAddress, password: PASSWORD };
    const leaving = await signIn(oidc, setup, credentials);
    const staying = await signIn(oidc, setup, credentials);
    expect(await onB(leaving.tokens!.access_token)).toBe(200);
    const gone = await connect(CHAT_NAMESPACE, leaving.tokens!.access_token);
    const kept = await connect(CHAT_NAMESPACE, staying.tokens!.access_token);
    const ended = disconnected(gone);

    const endUrl = client.buildEndSessionUrl(oidc, {
      id_token_hint: leaving.tokens!.id_token!,
      post_logout_redirect_uri: `${setup.publicUrl}/authentication/logout-callback`,
    });
    const { action, fields } = readForm(await (await leaving.browser.get(endUrl)).text());
    expect((await leaving.browser.post(action, fields)).status).toBe(303);

    expect(await onB(leaving.tokens!.access_token)).toBe(401);
    expect(await ended).toBe('io server disconnect');
    expect(await onB(staying.tokens!.access_token)).toBe(200);
    expect(kept.connected).toBe(true);
  });
});
