import { and, eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, organisations, users } from '../db/schema/index.js';
import { buildOrganisation, buildTestApp, buildUser, type TestContext } from '../../test/helpers.js';
import { hashPassword } from './passwords.js';
import { freePort, readForm, TestBrowser } from './testing/browser.js';
import { discoverIssuer, failedSignIn, type FlowSetup, signIn } from './testing/flow.js';

const PASSWORD = 'correct horse battery';

let ctx: TestContext;
let setup: FlowSetup;
let oidc: client.Configuration;
let passwordHash: string;

beforeAll(async () => {
  const port = await freePort();
  setup = { publicUrl: `http://127.0.0.1:${port}`, clientId: 'probity-web' };
  ctx = await buildTestApp({ PUBLIC_URL: setup.publicUrl, RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  oidc = await discoverIssuer(setup);
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await ctx?.close();
});

const newUser = (opts: Parameters<typeof buildUser>[1] = {}) =>
  buildUser(ctx.database, { passwordHash, ...opts });

async function auditsOf(userID: string, action: string) {
  return ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserID, userID), eq(auditEvents.action, action)));
}

describe('built-in identity server: authorization code + PKCE', () => {
  it('signs a user in, issues tokens the API accepts, and refreshes with rotation', async () => {
    const user = await newUser({ roles: ['Matter Admin', 'MLRO'] });
    const { tokens } = await signIn(oidc, setup, {
      emailAddress: user.emailAddress.toUpperCase(),
      password: PASSWORD,
    });
    expect(tokens?.access_token).toBeTruthy();
    expect(tokens?.refresh_token).toBeTruthy();
    expect(tokens?.expires_in).toBeLessThanOrEqual(600);

    const claims = tokens!.claims()!;
    expect(claims.sub).toBe(user.userID);
    expect(claims.role).toBe('Matter Admin,MLRO');
    expect(claims.given_name).toBe(user.firstName);
    expect(claims.family_name).toBe(user.surname);
    expect(claims.email).toBe(user.emailAddress);

    const verified = await ctx.app.identity.verifyAccessToken(tokens!.access_token);
    expect(verified?.userID).toBe(user.userID);
    expect(verified?.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(await ctx.app.identity.verifyAccessToken('not-a-token')).toBeNull();

    const info = await client.fetchUserInfo(oidc, tokens!.access_token, user.userID);
    expect(info.role).toBe('Matter Admin,MLRO');

    const refreshed = await client.refreshTokenGrant(oidc, tokens!.refresh_token!);
    expect((await ctx.app.identity.verifyAccessToken(refreshed.access_token))?.userID).toBe(user.userID);
    expect(refreshed.refresh_token).not.toBe(tokens!.refresh_token);
    // Rotation: the old refresh token is used up.
    await expect(client.refreshTokenGrant(oidc, tokens!.refresh_token!)).rejects.toThrow();

    const [row] = await ctx.database.db.select().from(users).where(eq(users.userID, user.userID));
    expect(row!.lastLogin).toBeInstanceOf(Date);
    expect(await auditsOf(user.userID, 'identity.sign_in')).toHaveLength(1);
  });

  it('refuses an authorization request without PKCE, or with the plain method', async () => {
    const redirectUri = `${setup.publicUrl}/authentication/login-callback`;
    const cases: Record<string, string>[] = [
      {},
      { code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' },
    ];
    for (const extra of cases) {
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: 'openid',
        state: 'abc',
        ...extra,
      });
      const res = await fetch(url, { redirect: 'manual' });
      const location = new URL(res.headers.get('location')!);
      expect(location.href.startsWith(redirectUri)).toBe(true);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('accepts browser calls to the token endpoint from our own origin only', async () => {
    const user = await newUser();
    const { tokens } = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
    const refresh = (origin: string) =>
      fetch(`${setup.publicUrl}/identity/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens!.refresh_token!,
          client_id: 'probity-web',
        }),
      });
    const foreign = await refresh('https://evil.example');
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: 'invalid_request' });
    const own = await refresh(new URL(setup.publicUrl).origin);
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(new URL(setup.publicUrl).origin);
  });

  it('answers the client configuration for our client only', async () => {
    const ok = await fetch(`${setup.publicUrl}/_configuration/probity-web`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      authority: `${setup.publicUrl}/identity`,
      client_id: 'probity-web',
      redirect_uri: `${setup.publicUrl}/authentication/login-callback`,
      post_logout_redirect_uri: `${setup.publicUrl}/authentication/logout-callback`,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      automaticSilentRenew: true,
      includeIdTokenInSilentRenew: true,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
    });
    expect((await fetch(`${setup.publicUrl}/_configuration/someone-else`)).status).toBe(404);
  });

  it('mints tokens for tests that verify like real ones', async () => {
    const user = await newUser();
    const token = await ctx.app.identity.mintAccessToken(user.userID);
    expect((await ctx.app.identity.verifyAccessToken(token))?.userID).toBe(user.userID);
  });
});

describe('built-in identity server: failures, throttling and locks', () => {
  it('shows a wrong password once and audits it without the password', async () => {
    const user = await newUser();
    const html = await failedSignIn(oidc, setup, {
      emailAddress: user.emailAddress,
      password: 'wrong password!',
    });
    expect(html).toContain('The e-mail address or password is incorrect.');
    expect(html).toContain(`value="${user.emailAddress}"`);
    const [event] = await auditsOf(user.userID, 'identity.sign_in_failed');
    expect(event?.details).toMatchObject({ reason: 'wrong_password', failedSignIns: 1 });
    expect(JSON.stringify(event)).not.toContain('wrong password!');

    const unknown = await failedSignIn(oidc, setup, {
      emailAddress: 'nobody@example.test',
      password: PASSWORD,
    });
    expect(unknown).toContain('The e-mail address or password is incorrect.');
  });

  it('locks that e-mail address from that network address after five failures in a row', async () => {
    const user = await newUser();
    let html = '';
    for (let i = 0; i < 5; i++) {
      html = await failedSignIn(oidc, setup, {
        emailAddress: user.emailAddress,
        password: `wrong-${i}-password`,
      });
    }
    expect(html).toContain('Too many failed attempts. Try again in 1 minute.');
    // Even the right password is refused while the lock lasts.
    const locked = await failedSignIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
    expect(locked).toContain('Too many failed attempts. Try again in 1 minute.');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.userID, user.userID));
    expect(row!.failedSignIns).toBe(5);
    // The account itself is not locked (throttle.test.ts: its owner signs in from elsewhere).
    expect(row!.signInLockedUntil).toBeNull();
  });

  it('refuses locked and paused users and users of a locked company', async () => {
    const lockedUser = await newUser({ status: 'locked' });
    const pausedUser = await newUser({ status: 'paused' });
    const lockedFirm = await buildOrganisation(ctx.database, { locked: true });
    const firmUser = await newUser({ organisation: lockedFirm });
    const cases = [
      [lockedUser, 'Your account is locked. Please contact your administrator.', 'locked'],
      [pausedUser, 'Your account is paused. Please contact your administrator.', 'paused'],
      [
        firmUser,
        'Your company&#39;s access is locked. Please contact your administrator.',
        'organisation_locked',
      ],
    ] as const;
    for (const [user, text, reason] of cases) {
      const html = await failedSignIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
      expect(html).toContain(text);
      const [event] = await auditsOf(user.userID, 'identity.sign_in_failed');
      expect(event?.details).toMatchObject({ reason });
    }
  });

  it('stops refreshing once the company is locked', async () => {
    const firm = await buildOrganisation(ctx.database);
    const user = await newUser({ organisation: firm });
    const { tokens } = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
    await ctx.database.db
      .update(organisations)
      .set({ locked: true })
      .where(eq(organisations.organisationID, firm.organisationID));
    await expect(client.refreshTokenGrant(oidc, tokens!.refresh_token!)).rejects.toThrow();
  });
});

describe('built-in identity server: ending sessions', () => {
  it('revokeUser ends every token and the refresh token of the user', async () => {
    const user = await newUser();
    const other = await newUser();
    const { tokens } = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
    const { tokens: otherTokens } = await signIn(oidc, setup, {
      emailAddress: other.emailAddress,
      password: PASSWORD,
    });
    await ctx.app.identity.revokeUser(user.userID);
    expect(await ctx.app.identity.verifyAccessToken(tokens!.access_token)).toBeNull();
    await expect(client.refreshTokenGrant(oidc, tokens!.refresh_token!)).rejects.toThrow();
    expect((await ctx.app.identity.verifyAccessToken(otherTokens!.access_token))?.userID).toBe(other.userID);
  });

  it('signs out through the end-session page without an inline script, and audits it', async () => {
    const user = await newUser();
    const { tokens, browser } = await signIn(oidc, setup, {
      emailAddress: user.emailAddress,
      password: PASSWORD,
    });
    const postLogout = `${setup.publicUrl}/authentication/logout-callback`;
    const endUrl = client.buildEndSessionUrl(oidc, {
      id_token_hint: tokens!.id_token!,
      post_logout_redirect_uri: postLogout,
      state: 'bye',
    });
    const page = await browser.get(endUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('data-auto-submit');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const { action, fields } = readForm(html);
    expect(fields.logout).toBe('yes');
    const done = await browser.post(action, fields);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${postLogout}?state=bye`);

    expect(await ctx.app.identity.verifyAccessToken(tokens!.access_token)).toBeNull();
    await expect(client.refreshTokenGrant(oidc, tokens!.refresh_token!)).rejects.toThrow();
    expect(await auditsOf(user.userID, 'identity.sign_out')).toHaveLength(1);
  });
});

describe('built-in identity server: pages', () => {
  it('serves the sign-in page with our assets, labels and no inline script', async () => {
    const browser = new TestBrowser(new URL(setup.publicUrl).origin);
    const url = client.buildAuthorizationUrl(oidc, {
      redirect_uri: `${setup.publicUrl}/authentication/login-callback`,
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const { res } = await browser.follow(await browser.get(url), url);
    const html = await res.text();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<label for="f-emailAddress">E-mail address</label>');
    expect(html).toContain('Forgot your password?');
    expect(html).toContain(`${setup.publicUrl}/identity/register`);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    for (const asset of ['identity.css', 'identity.js']) {
      expect((await fetch(`${setup.publicUrl}/identity/assets/${asset}`)).status).toBe(200);
    }
  });

  it('refuses a sign-in form posted from another site', async () => {
    const user = await newUser();
    const browser = new TestBrowser('https://evil.example');
    const attempt = await signIn(
      oidc,
      setup,
      { emailAddress: user.emailAddress, password: PASSWORD },
      browser,
    );
    expect(attempt.tokens).toBeUndefined();
    expect(attempt.html).toContain('This page had expired.');
    expect(await auditsOf(user.userID, 'identity.sign_in')).toHaveLength(0);
  });
});
