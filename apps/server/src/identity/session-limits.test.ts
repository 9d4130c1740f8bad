import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser } from '../../test/helpers.js';
import { hashPassword } from './passwords.js';
import { sessionLimits } from './session-limits.js';
import { freePort, type TestBrowser } from './testing/browser.js';
import { discoverIssuer, type FlowSetup, signIn } from './testing/flow.js';

const PASSWORD = 'correct horse battery';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app whose sessions end after `idle` seconds without API calls and `absolute` seconds after sign-in. */
async function appWithLimits(idleSeconds: number, absoluteSeconds: number) {
  const port = await freePort();
  const setup: FlowSetup = { publicUrl: `http://127.0.0.1:${port}`, clientId: 'probity-web' };
  const ctx = await buildTestApp({
    PUBLIC_URL: setup.publicUrl,
    RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    SESSION_IDLE_MINUTES: String(idleSeconds / 60),
    SESSION_ABSOLUTE_HOURS: String(absoluteSeconds / 3600),
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const oidc = await discoverIssuer(setup);
  const user = await buildUser(ctx.database, { passwordHash: await hashPassword(PASSWORD) });
  const credentials = { emailAddress: user.emailAddress, password: PASSWORD };
  const api = async (token: string) =>
    (await fetch(`${setup.publicUrl}/api/User`, { headers: { authorization: `Bearer ${token}` } })).status;
  /** Whether the browser's identity session signs it in again without asking for the password. */
  const silentSignIn = async (browser: TestBrowser) => {
    const redirectUri = `${setup.publicUrl}/authentication/login-callback`;
    const url = client.buildAuthorizationUrl(oidc, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    return (await browser.follow(await browser.get(url), url, redirectUri)).url.startsWith(redirectUri);
  };
  return { ctx, setup, oidc, credentials, api, silentSignIn };
}

describe('session limits (issue 13)', () => {
  describe('idle timeout', () => {
    let t: Awaited<ReturnType<typeof appWithLimits>>;
    beforeAll(async () => {
      t = await appWithLimits(3, 3600);
    });
    afterAll(() => t.ctx.close());

    it('API calls keep a session alive; after the idle time without one, calls and renewals are refused', async () => {
      const { tokens, browser } = await signIn(t.oidc, t.setup, t.credentials);
      // Calls every second for longer than the idle time: still signed in.
      for (let i = 0; i < 5; i++) {
        expect(await t.api(tokens!.access_token)).toBe(200);
        await sleep(1000);
      }
      expect(await t.silentSignIn(browser)).toBe(true);
      await sleep(3500);
      expect(await t.api(tokens!.access_token)).toBe(401);
      await expect(client.refreshTokenGrant(t.oidc, tokens!.refresh_token!)).rejects.toThrow();
      // The identity session cookie does not sign the browser straight back in.
      expect(await t.silentSignIn(browser)).toBe(false);
      // Signing in again starts a new session.
      const again = await signIn(t.oidc, t.setup, t.credentials, browser);
      expect(await t.api(again.tokens!.access_token)).toBe(200);
    });

    it('a renewal is not activity: refreshing alone does not keep the session', async () => {
      const { tokens } = await signIn(t.oidc, t.setup, t.credentials);
      await sleep(1000);
      const renewed = await client.refreshTokenGrant(t.oidc, tokens!.refresh_token!);
      await sleep(2500);
      // 2.5 s after the renewal, but more than 3 s after the last API call.
      await expect(client.refreshTokenGrant(t.oidc, renewed.refresh_token!)).rejects.toThrow();
      expect(await t.api(renewed.access_token)).toBe(401);
    });
  });

  describe('absolute lifetime', () => {
    let t: Awaited<ReturnType<typeof appWithLimits>>;
    beforeAll(async () => {
      t = await appWithLimits(3600, 4);
    });
    afterAll(() => t.ctx.close());

    it('ends a busy session at the absolute time since sign-in; rotated refresh tokens do not extend it', async () => {
      const { tokens, browser } = await signIn(t.oidc, t.setup, t.credentials);
      let current = { access: tokens!.access_token, refresh: tokens!.refresh_token! };
      const started = Date.now();
      while (Date.now() - started < 3000) {
        expect(await t.api(current.access)).toBe(200);
        const renewed = await client.refreshTokenGrant(t.oidc, current.refresh);
        current = { access: renewed.access_token, refresh: renewed.refresh_token! };
        await sleep(700);
      }
      await sleep(Math.max(0, 4200 - (Date.now() - started)));
      expect(await t.api(current.access)).toBe(401);
      await expect(client.refreshTokenGrant(t.oidc, current.refresh)).rejects.toThrow();
      expect(await t.silentSignIn(browser)).toBe(false);
    });
  });

  it('reads SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS (defaults 30 minutes and 12 hours)', async () => {
    const ctx = await buildTestApp();
    try {
      expect(sessionLimits(ctx.app.config)).toMatchObject({ idleSeconds: 1800, absoluteSeconds: 43_200 });
    } finally {
      await ctx.close();
    }
  });
});
