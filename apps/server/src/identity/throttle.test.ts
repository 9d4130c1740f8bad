import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestContext } from '../../test/helpers.js';
import { signInFailures } from '../db/schema/index.js';
import { hashPassword } from './passwords.js';
import { SIGN_IN_TEXTS } from './sign-in.js';
import { freePort, TestBrowser } from './testing/browser.js';
import { discoverIssuer, type FlowSetup, signIn } from './testing/flow.js';
import { throttleKeys } from './throttle.js';

/*
 * Issue 13: lockout by account AND address with growing delays, so that nobody can lock another
 * person out by guessing. Each test signs in "from" addresses of its own (X-Forwarded-For behind
 * TRUST_PROXY), so counts of other tests and files never mix in.
 */

const PASSWORD = 'correct horse battery';
const PER_ADDRESS = 20;
let ctx: TestContext;
let setup: FlowSetup;
let oidc: client.Configuration;
let passwordHash: string;

beforeAll(async () => {
  const port = await freePort();
  setup = { publicUrl: `http://127.0.0.1:${port}`, clientId: 'probity-web' };
  ctx = await buildTestApp({
    PUBLIC_URL: setup.publicUrl,
    RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    TRUST_PROXY: 'true',
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  oidc = await discoverIssuer(setup);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await ctx?.close();
});

/** A network address of this test only (documentation range 198.51.100.0/24 and random). */
const newAddress = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function attempt(from: string, emailAddress: string, password: string) {
  const browser = new TestBrowser(new URL(setup.publicUrl).origin, { 'x-forwarded-for': from });
  const result = await signIn(oidc, setup, { emailAddress, password }, browser);
  return { signedIn: Boolean(result.tokens?.access_token), html: result.html ?? '' };
}

const LOCKED_1 = SIGN_IN_TEXTS.tooManyAttempts(1);

describe('sign-in lockout by (e-mail address, network address)', () => {
  it("locks the guesser's address for that account while its owner still signs in from elsewhere", async () => {
    const user = await buildUser(ctx.database, { passwordHash });
    const guesser = newAddress();
    const owner = newAddress();
    for (let i = 1; i <= 4; i++) {
      const { html } = await attempt(guesser, user.emailAddress, `wrong guess number ${i}`);
      expect(html).toContain(SIGN_IN_TEXTS.wrongCredentials);
    }
    expect((await attempt(guesser, user.emailAddress, 'wrong guess number 5')).html).toContain(LOCKED_1);
    // Locked for the guesser, even with the right password…
    const refused = await attempt(guesser, user.emailAddress, PASSWORD);
    expect(refused.signedIn).toBe(false);
    expect(refused.html).toContain(LOCKED_1);
    // …but not for the owner at their own address.
    expect((await attempt(owner, user.emailAddress, PASSWORD)).signedIn).toBe(true);
  });

  it('answers an unknown e-mail address with the same words, lock included', async () => {
    const from = newAddress();
    const unknown = `nobody-${randomUUID()}@example.test`;
    const pages: string[] = [];
    for (let i = 1; i <= 5; i++) pages.push((await attempt(from, unknown, `wrong guess number ${i}`)).html);
    expect(pages.slice(0, 4).every((p) => p.includes(SIGN_IN_TEXTS.wrongCredentials))).toBe(true);
    expect(pages[4]).toContain(LOCKED_1);
  });

  it('makes each lock of a streak twice as long as the one before', async () => {
    const user = await buildUser(ctx.database, { passwordHash });
    const from = newAddress();
    const { pair } = throttleKeys(user.emailAddress, from);
    const expire = () =>
      ctx.database.db
        .update(signInFailures)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(signInFailures.key, pair));
    const lockAfterFive = async () => {
      let html = '';
      for (let i = 1; i <= 5; i++) html = (await attempt(from, user.emailAddress, `wrong guess ${i}!`)).html;
      return html;
    };
    expect(await lockAfterFive()).toContain(LOCKED_1);
    await expire();
    expect(await lockAfterFive()).toContain(SIGN_IN_TEXTS.tooManyAttempts(2));
    await expire();
    expect(await lockAfterFive()).toContain(SIGN_IN_TEXTS.tooManyAttempts(4));
    // The table keeps only hashes: neither the e-mail address nor the network address.
    const rows = await ctx.database.db.select().from(signInFailures).where(eq(signInFailures.key, pair));
    expect(JSON.stringify(rows)).not.toContain(user.emailAddress);
    expect(JSON.stringify(rows)).not.toContain(from);
  });

  it('ends the streak of a pair when its right password comes', async () => {
    const user = await buildUser(ctx.database, { passwordHash });
    const from = newAddress();
    for (let i = 1; i <= 4; i++) await attempt(from, user.emailAddress, `wrong guess number ${i}`);
    expect((await attempt(from, user.emailAddress, PASSWORD)).signedIn).toBe(true);
    for (let i = 1; i <= 4; i++) {
      const { html } = await attempt(from, user.emailAddress, `wrong guess number ${i}`);
      expect(html).toContain(SIGN_IN_TEXTS.wrongCredentials);
    }
  });
});

describe('sign-in lockout by network address', () => {
  it(`locks an address after ${PER_ADDRESS} failures on any e-mail addresses, known or not, and only that address`, async () => {
    const sprayer = newAddress();
    const known = await buildUser(ctx.database, { passwordHash });
    let html = '';
    for (let i = 1; i <= PER_ADDRESS; i++) {
      const target = i % 5 === 0 ? known.emailAddress : `nobody-${randomUUID()}@example.test`;
      html = (await attempt(sprayer, target, `sprayed guess ${i}`)).html;
      if (i < PER_ADDRESS) expect(html).toContain(SIGN_IN_TEXTS.wrongCredentials);
    }
    expect(html).toContain(LOCKED_1);
    // Nobody signs in from that address meanwhile, whatever the account…
    const other = await buildUser(ctx.database, { passwordHash });
    const refused = await attempt(sprayer, other.emailAddress, PASSWORD);
    expect(refused.signedIn).toBe(false);
    expect(refused.html).toContain(LOCKED_1);
    // …and everybody signs in from elsewhere.
    expect((await attempt(newAddress(), other.emailAddress, PASSWORD)).signedIn).toBe(true);
    expect((await attempt(newAddress(), known.emailAddress, PASSWORD)).signedIn).toBe(true);
  });
});
