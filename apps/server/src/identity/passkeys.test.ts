import { and, asc, eq, sql } from 'drizzle-orm';
import { CONTROL_CHARACTERS_TEXT } from './context.js';
import type * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, buildUser, type TestContext } from '../../test/helpers.js';
import { auditEvents, oidcPayloads, organisations, passkeys, users } from '../db/schema/index.js';
import { escapeHtml } from '../lib/html.js';
import { ACCESS_BLOCK_TEXTS } from './accounts.js';
import { PASSKEY_TEXTS } from './pages/passkeys.js';
import { hashPassword } from './passwords.js';
import { ACR_SECOND_FACTOR, hasSecondFactor, removeSecondFactors } from './second-factor.js';
import { SoftAuthenticator } from './testing/authenticator.js';
import { freePort, readForm, TestBrowser } from './testing/browser.js';
import { discoverIssuer, type FlowSetup, signIn } from './testing/flow.js';
import {
  enrolPasskey,
  fetchOptions,
  openSignIn,
  passkeySignIn,
  passwordThenPasskey,
} from './testing/passkey-flow.js';

const PASSWORD = 'correct horse battery';

let ctx: TestContext;
let setup: FlowSetup;
let oidc: client.Configuration;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  setup = { publicUrl: `http://127.0.0.1:${port}`, clientId: 'probity-web' };
  origin = setup.publicUrl;
  ctx = await buildTestApp({ PUBLIC_URL: setup.publicUrl, RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  oidc = await discoverIssuer(setup);
});

afterAll(async () => {
  await ctx?.close();
});

/** A user with a password, and a browser signed in to the identity server with it. */
async function signedInUser(opts: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(ctx.database, { passwordHash: await hashPassword(PASSWORD), ...opts });
  const attempt = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
  expect(attempt.tokens).toBeTruthy();
  return { user, browser: attempt.browser };
}

/** A user who has enrolled one passkey on the given authenticator. */
async function userWithPasskey(authenticator = new SoftAuthenticator(origin)) {
  const signedIn = await signedInUser();
  const enrolled = await enrolPasskey(signedIn.browser, setup, authenticator, 'Work laptop');
  expect(enrolled.res.status).toBe(200);
  return { ...signedIn, authenticator };
}

const rowsOf = (userID: string) => ctx.database.db.select().from(passkeys).where(eq(passkeys.userID, userID));

/** How the user's passkey session was signed in (amr, acr); their password session has no hwk/swk. */
async function sessionAmr(userID: string) {
  const rows = await ctx.database.db
    .select({ payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${userID}`));
  const sessions = rows
    .map((r) => r.payload as { amr?: string[]; acr?: string })
    .filter((p) => p.amr?.some((m) => m === 'hwk' || m === 'swk'));
  expect(sessions).toHaveLength(1);
  return { amr: sessions[0]?.amr, acr: sessions[0]?.acr };
}

async function auditOf(userID: string, action: string) {
  return ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectID, userID), eq(auditEvents.action, action)))
    .orderBy(asc(auditEvents.auditEventID)); // in the order written: PostgreSQL may answer in any order
}

describe('passkey enrolment', () => {
  it('adds a named passkey from the account pages, lists it and audits it', async () => {
    const { user, browser } = await signedInUser();
    const account = await (await browser.get(`${setup.publicUrl}/identity/account`)).text();
    expect(account).toContain('You have no passkeys yet.');
    expect(account).toContain('/identity/account/passkeys');

    const authenticator = new SoftAuthenticator(origin);
    const { res, html } = await enrolPasskey(browser, setup, authenticator, 'Work laptop');
    expect(res.status).toBe(200);
    expect(html).toContain(PASSKEY_TEXTS.added('Work laptop'));
    expect(html).toMatch(/<strong>Work laptop<\/strong>[\s\S]*Added \d+ \w+ \d{4} · Not used yet/);

    const [row] = await rowsOf(user.userID);
    expect(row).toMatchObject({
      name: 'Work laptop',
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
      transports: ['internal'],
    });
    expect(await auditOf(user.userID, 'identity.passkey_added')).toHaveLength(1);
    expect(await (await browser.get(`${setup.publicUrl}/identity/account`)).text()).toContain(
      'You have 1 passkey.',
    );
  });

  it('asks for a name, and refuses answers for another origin or rpID, unreadable ones and replays', async () => {
    const { user, browser } = await signedInUser();
    const authenticator = new SoftAuthenticator(origin);
    const unnamed = await enrolPasskey(browser, setup, authenticator, '');
    expect(unnamed.res.status).toBe(400);
    expect(unnamed.html).toContain('Name: Required');

    const evil = await enrolPasskey(browser, setup, authenticator, 'Phished', {
      origin: 'https://evil.example',
    });
    expect(evil.res.status).toBe(400);
    expect(evil.html).toContain(PASSKEY_TEXTS.notCreated);
    const otherRp = await enrolPasskey(browser, setup, authenticator, 'Other site', { rpId: 'evil.example' });
    expect(otherRp.res.status).toBe(400);

    const page = await browser.get(`${setup.publicUrl}/identity/account/passkeys`);
    const { action, fields } = readForm(await page.text());
    const garbage = await browser.post(action, { ...fields, name: 'Junk', response: '{"id":"\u0000' });
    expect(garbage.status).toBe(400);

    // One challenge, one use: the same answer posted twice is refused the second time.
    const options = await fetchOptions(browser, `${action}/options`, fields.csrf!);
    const answer = JSON.stringify(authenticator.create(options.body as never));
    expect((await browser.post(action, { ...fields, name: 'First', response: answer })).status).toBe(200);
    expect((await browser.post(action, { ...fields, name: 'Again', response: answer })).status).toBe(400);
    expect((await rowsOf(user.userID)).map((p) => p.name)).toEqual(['First']);
  });

  it('needs a signed-in session and our own origin for options', async () => {
    const anonymous = new TestBrowser(origin);
    expect((await anonymous.get(`${setup.publicUrl}/identity/account/passkeys`)).status).toBe(401);
    const { browser } = await signedInUser();
    const page = await browser.get(`${setup.publicUrl}/identity/account/passkeys`);
    const { action, fields } = readForm(await page.text());
    expect((await fetchOptions(anonymous, `${action}/options`, fields.csrf!)).status).toBe(401);
    expect(
      (await fetchOptions(browser, `${action}/options`, fields.csrf!, 'https://evil.example')).status,
    ).toBe(403);
    expect((await fetchOptions(browser, `${action}/options`, 'forged')).status).toBe(403);
  });
});

describe('passkey removal', () => {
  it('needs the password, refuses another user’s passkey with 404 and audits the removal', async () => {
    const owner = await userWithPasskey();
    const [passkey] = await rowsOf(owner.user.userID);
    const removeUrl = `${setup.publicUrl}/identity/account/passkeys/${passkey!.credentialID}/remove`;

    const other = await signedInUser();
    expect((await other.browser.get(removeUrl)).status).toBe(404);
    const otherPage = await other.browser.get(`${setup.publicUrl}/identity/account/passkeys`);
    const otherCsrf = readForm(await otherPage.text()).fields.csrf!;
    const stolen = await other.browser.post(removeUrl, { csrf: otherCsrf, currentPassword: PASSWORD });
    expect(stolen.status).toBe(404);
    expect(await rowsOf(owner.user.userID)).toHaveLength(1);

    const confirm = await owner.browser.get(removeUrl);
    const { action, fields } = readForm(await confirm.text());
    const wrong = await owner.browser.post(action, { ...fields, currentPassword: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(PASSKEY_TEXTS.wrongPassword);
    expect(await rowsOf(owner.user.userID)).toHaveLength(1);

    const done = await owner.browser.post(action, { ...fields, currentPassword: PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(PASSKEY_TEXTS.removed('Work laptop'));
    expect(await rowsOf(owner.user.userID)).toHaveLength(0);
    expect(await auditOf(owner.user.userID, 'identity.passkey_removed')).toHaveLength(1);
  });

  it('without a password, needs a sign-in less than five minutes old', async () => {
    const { user, authenticator } = await userWithPasskey();
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.userID, user.userID));
    const { browser } = await passkeySignIn(oidc, setup, authenticator);
    const [passkey] = await rowsOf(user.userID);
    const removeUrl = `${setup.publicUrl}/identity/account/passkeys/${passkey!.credentialID}/remove`;
    const confirm = await (await browser.get(removeUrl)).text();
    expect(confirm).not.toContain('name="currentPassword"');
    const { action, fields } = readForm(confirm);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 6 * 60 * 1000);
    try {
      const stale = await browser.post(action, fields);
      expect(stale.status).toBe(403);
      expect(await stale.text()).toContain(PASSKEY_TEXTS.signInAgain);
    } finally {
      later.mockRestore();
    }
    expect(await rowsOf(user.userID)).toHaveLength(1);
    expect((await browser.post(action, fields)).status).toBe(200);
    expect(await rowsOf(user.userID)).toHaveLength(0);
  });
});

describe('passwordless sign-in with a passkey', () => {
  it('signs in without a password, amr hwk for a device-bound passkey, and records its use', async () => {
    const { user, authenticator } = await userWithPasskey();
    const attempt = await passkeySignIn(oidc, setup, authenticator);
    expect(attempt.html).toBeUndefined();
    expect(attempt.tokens?.claims()?.sub).toBe(user.userID);
    expect(await sessionAmr(user.userID)).toEqual({ amr: ['hwk'], acr: ACR_SECOND_FACTOR });
    expect(attempt.tokens?.claims()).toMatchObject({ amr: ['hwk'], acr: ACR_SECOND_FACTOR });
    expect(await ctx.app.identity.verifyAccessToken(attempt.tokens!.access_token)).toMatchObject({
      amr: ['hwk'],
      acr: ACR_SECOND_FACTOR,
    });
    expect(await ctx.app.identity.verifyAccessToken(attempt.tokens!.access_token)).toMatchObject({
      userID: user.userID,
    });

    const [row] = await rowsOf(user.userID);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const [event] = await auditOf(user.userID, 'identity.sign_in').then((e) =>
      e.filter((x) => (x.details as { method?: string } | null)?.method === 'passkey'),
    );
    expect(event?.details).toEqual({ method: 'passkey', amr: ['hwk'] });
  });

  it('says swk for a synced (backed-up) passkey', async () => {
    const { user, authenticator } = await userWithPasskey(new SoftAuthenticator(origin, { synced: true }));
    expect((await rowsOf(user.userID))[0]).toMatchObject({ deviceType: 'multiDevice', backedUp: true });
    const attempt = await passkeySignIn(oidc, setup, authenticator);
    expect(attempt.tokens).toBeTruthy();
    expect(await sessionAmr(user.userID)).toEqual({ amr: ['swk'], acr: ACR_SECOND_FACTOR });
    expect(attempt.tokens?.claims()?.amr).toEqual(['swk']);
  });

  it('refuses another origin, another rpID and a counter that goes backwards', async () => {
    const { user, authenticator } = await userWithPasskey();
    const evil = await passkeySignIn(oidc, setup, authenticator, { origin: 'https://evil.example' });
    expect(evil.tokens).toBeUndefined();
    expect(evil.html).toContain(PASSKEY_TEXTS.signInFailed);
    const otherRp = await passkeySignIn(oidc, setup, authenticator, { rpId: 'evil.example' });
    expect(otherRp.tokens).toBeUndefined();

    expect((await passkeySignIn(oidc, setup, authenticator, { counter: 7 })).tokens).toBeTruthy();
    const cloned = await passkeySignIn(oidc, setup, authenticator, { counter: 7 });
    expect(cloned.tokens).toBeUndefined();
    expect(cloned.html).toContain(PASSKEY_TEXTS.signInFailed);
    const backwards = await passkeySignIn(oidc, setup, authenticator, { counter: 3 });
    expect(backwards.tokens).toBeUndefined();
    expect((await rowsOf(user.userID))[0]?.counter).toBe(7);
    const reasons = (await auditOf(user.userID, 'identity.sign_in_failed')).map(
      (e) => (e.details as { reason: string }).reason,
    );
    expect(reasons).toEqual([
      'passkey_verification',
      'passkey_verification',
      'passkey_counter',
      'passkey_counter',
    ]);
  });

  it('uses a challenge once, and only in the sign-in it was made for', async () => {
    const { authenticator } = await userWithPasskey();
    // The same answer posted again in another browser's sign-in is refused.
    const first = await passkeySignIn(oidc, setup, authenticator);
    expect(first.tokens).toBeTruthy();
    const thief = new TestBrowser(origin);
    const page = await openSignIn(oidc, setup, thief);
    const { action, fields } = readForm(page.html, 1);
    const replay = await thief.post(action, { ...fields, response: JSON.stringify(first.answer) });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain(PASSKEY_TEXTS.signInFailed);

    // Within one sign-in: a refused answer uses the challenge up; a good answer to it is refused too.
    const browser = new TestBrowser(origin);
    const again = await openSignIn(oidc, setup, browser);
    const form = readForm(again.html, 1);
    const options = await fetchOptions(browser, `${form.action}/options`, form.fields.csrf!);
    const bad = authenticator.get(options.body as never, { origin: 'https://evil.example' });
    expect((await browser.post(form.action, { ...form.fields, response: JSON.stringify(bad) })).status).toBe(
      400,
    );
    const good = authenticator.get(options.body as never);
    const late = await browser.post(form.action, { ...form.fields, response: JSON.stringify(good) });
    expect(late.status).toBe(400);
  });

  it('refuses a locked user and a locked company with the password’s words, and an unknown passkey', async () => {
    const { user, authenticator } = await userWithPasskey();
    await ctx.database.db.update(users).set({ status: 'locked' }).where(eq(users.userID, user.userID));
    const locked = await passkeySignIn(oidc, setup, authenticator);
    expect(locked.tokens).toBeUndefined();
    expect(locked.html).toContain(ACCESS_BLOCK_TEXTS.locked);

    const company = await userWithPasskey();
    await ctx.database.db
      .update(organisations)
      .set({ locked: true })
      .where(eq(organisations.organisationID, company.user.organisationID));
    const refused = await passkeySignIn(oidc, setup, company.authenticator);
    expect(refused.html).toContain(escapeHtml(ACCESS_BLOCK_TEXTS.organisation_locked));

    const stranger = new SoftAuthenticator(origin);
    stranger.create({ challenge: 'x', rp: {}, user: { id: Buffer.from('nobody').toString('base64url') } });
    const unknown = await passkeySignIn(oidc, setup, stranger);
    expect(unknown.html).toContain(PASSKEY_TEXTS.signInFailed);
  });

  it('answers unreadable input with the sign-in page, not an error', async () => {
    const browser = new TestBrowser(origin);
    const page = await openSignIn(oidc, setup, browser);
    const { action, fields } = readForm(page.html, 1);
    for (const response of [
      '',
      'not json',
      '{"id":"\u0000"}',
      JSON.stringify({ id: 'a', rawId: 'a', type: 'public-key', response: {} }),
    ]) {
      const res = await browser.post(action, { ...fields, response });
      expect(res.status).toBe(400);
      // A NUL is refused by the identity pages' guard before the passkey code sees it.
      expect(await res.text()).toContain(response.includes('\u0000') ? CONTROL_CHARACTERS_TEXT : 'Sign in');
    }
  });

  it('serves @simplewebauthn/browser and our script from our origin', async () => {
    for (const name of ['webauthn.js', 'passkeys.js']) {
      const res = await fetch(`${setup.publicUrl}/identity/assets/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/javascript');
    }
    const bundle = await (await fetch(`${setup.publicUrl}/identity/assets/webauthn.js`)).text();
    expect(bundle).toContain('SimpleWebAuthnBrowser');
  });
});

describe('a passkey as the second factor after the password', () => {
  it('counts as a second factor: the password leads to "Use a passkey", amr pwd + hwk', async () => {
    const { user, authenticator } = await userWithPasskey();
    expect(await hasSecondFactor(ctx.database.db, user.userID)).toBe(true);
    const credentials = { emailAddress: user.emailAddress, password: PASSWORD };
    // The password alone no longer signs in.
    expect((await signIn(oidc, setup, credentials)).tokens).toBeUndefined();

    const attempt = await passwordThenPasskey(oidc, setup, credentials, authenticator);
    expect(attempt.secondStep).toContain('Use a passkey');
    expect(attempt.secondStep).not.toContain('name="code"');
    expect(attempt.action).toMatch(/\/second-factor\/passkey$/);
    // Only the user's own passkeys are offered.
    expect(
      (attempt.options as { allowCredentials?: { id: string }[] }).allowCredentials?.map((c) => c.id),
    ).toEqual((await rowsOf(user.userID)).map((p) => p.credentialID));
    expect(attempt.tokens?.claims()).toMatchObject({
      sub: user.userID,
      amr: ['pwd', 'hwk'],
      acr: ACR_SECOND_FACTOR,
    });
    const verified = await auditOf(user.userID, 'identity.second_factor_verified');
    expect(verified.map((e) => e.details)).toEqual([{ method: 'passkey', amr: ['pwd', 'hwk'] }]);
  });

  it("refuses another user's passkey at the second step", async () => {
    const { user } = await userWithPasskey();
    const other = await userWithPasskey();
    const credentials = { emailAddress: user.emailAddress, password: PASSWORD };
    const borrowed = await passwordThenPasskey(oidc, setup, credentials, other.authenticator);
    expect(borrowed.tokens).toBeUndefined();
    expect(borrowed.html).toContain('We could not confirm it is you with that passkey.');
    const failed = await auditOf(user.userID, 'identity.second_factor_failed');
    expect(failed.map((e) => (e.details as { reason: string }).reason)).toEqual([
      'passkey_unknown_credential',
    ]);
  });

  it("is removed with the user's other second factors by an administrator's reset", async () => {
    const { user } = await userWithPasskey();
    expect(await removeSecondFactors(ctx.database.db, user.userID)).toContain('passkey');
    expect(await rowsOf(user.userID)).toHaveLength(0);
    expect(await hasSecondFactor(ctx.database.db, user.userID)).toBe(false);
  });
});
