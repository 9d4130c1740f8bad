import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, organisations, userTotp } from '../db/schema/index.js';
import { buildOrganisation, buildTestApp, buildUser, type TestContext } from '../../test/helpers.js';
import { hashPassword } from './passwords.js';
import { ACR_PASSWORD_ONLY, ACR_SECOND_FACTOR } from './second-factor.js';
import { freePort, readForm, TestBrowser } from './testing/browser.js';
import { discoverIssuer, type FlowSetup, signIn } from './testing/flow.js';
import { regenerateRecoveryCodes, startTotpEnrolment, useTotpCode } from './totp.js';

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

const config = () => ctx.app.config;

/** A user with a confirmed authenticator; answers the user and its secret. */
async function userWithTotp(opts: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(ctx.database, { passwordHash, ...opts });
  const secret = await startTotpEnrolment(ctx.database.db, config(), user.userID);
  expect(
    await useTotpCode(ctx.database.db, config(), user.userID, await generate({ secret }), { pending: true }),
  ).toBe(true);
  // That code's step is used up: sign-ins below use the step after it.
  await ctx.database.db.update(userTotp).set({ lastTimeStep: 0 }).where(eq(userTotp.userID, user.userID));
  return { user, secret };
}

async function auditsOf(userID: string, action: string) {
  return ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserID, userID), eq(auditEvents.action, action)));
}

describe('sign-in with a second factor', () => {
  it('asks for the code after the right password; tokens carry amr pwd+otp and acr loa:2, through refreshes', async () => {
    const { user, secret } = await userWithTotp();
    const withoutCode = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
    expect(withoutCode.tokens).toBeUndefined();
    expect(withoutCode.html).toContain('Check it is you');
    // The pending state is not in the page: only the csrf token is a hidden field.
    const form = readForm(withoutCode.html!);
    expect(Object.keys(form.fields)).toEqual(['csrf', 'code']);

    const { tokens } = await signIn(oidc, setup, {
      emailAddress: user.emailAddress,
      password: PASSWORD,
      code: () => generate({ secret }),
    });
    expect(tokens?.access_token).toBeTruthy();
    const claims = tokens!.claims()!;
    expect(claims.amr).toEqual(['pwd', 'otp']);
    expect(claims.acr).toBe(ACR_SECOND_FACTOR);
    const verified = await ctx.app.identity.verifyAccessToken(tokens!.access_token);
    expect(verified).toMatchObject({
      userID: user.userID,
      amr: ['pwd', 'otp'],
      acr: ACR_SECOND_FACTOR,
      secondFactor: true,
    });

    const refreshed = await client.refreshTokenGrant(oidc, tokens!.refresh_token!);
    const again = await ctx.app.identity.verifyAccessToken(refreshed.access_token);
    expect(again).toMatchObject({ amr: ['pwd', 'otp'], secondFactor: true });
    expect(await auditsOf(user.userID, 'identity.second_factor_verified')).toHaveLength(1);
  });

  it('a user without a second factor gets amr pwd and acr loa:1', async () => {
    const user = await buildUser(ctx.database, { passwordHash });
    const { tokens } = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
    expect(tokens!.claims()!.amr).toEqual(['pwd']);
    expect(tokens!.claims()!.acr).toBe(ACR_PASSWORD_ONLY);
    const verified = await ctx.app.identity.verifyAccessToken(tokens!.access_token);
    expect(verified).toMatchObject({ amr: ['pwd'], acr: ACR_PASSWORD_ONLY, secondFactor: false });
  });

  it('refuses a wrong code, counts it towards the sign-in lock and refuses a replayed code', async () => {
    const { user, secret } = await userWithTotp();
    const wrong = await signIn(oidc, setup, {
      emailAddress: user.emailAddress,
      password: PASSWORD,
      code: '000000',
    });
    expect(wrong.tokens).toBeUndefined();
    expect(wrong.html).toContain('That code is not right');
    const failed = await auditsOf(user.userID, 'identity.second_factor_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.details).toMatchObject({ reason: 'wrong_code', failures: 1 });

    const code = await generate({ secret });
    expect(
      (await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD, code })).tokens,
    ).toBeTruthy();
    const replay = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD, code });
    expect(replay.tokens).toBeUndefined();
    expect(replay.html).toContain('already been used');
  });

  it('locks sign-in after five wrong codes in a row', async () => {
    const { user, secret } = await userWithTotp();
    for (let i = 0; i < 5; i++) {
      await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD, code: '000000' });
    }
    const locked = await signIn(oidc, setup, {
      emailAddress: user.emailAddress,
      password: PASSWORD,
      code: () => generate({ secret }),
    });
    expect(locked.tokens).toBeUndefined();
    expect(locked.html).toContain('Too many failed attempts');
  });

  it('takes a recovery code once', async () => {
    const { user } = await userWithTotp();
    const [first] = await regenerateRecoveryCodes(ctx.database.db, config(), user.userID);
    const ok = await signIn(oidc, setup, {
      emailAddress: user.emailAddress,
      password: PASSWORD,
      code: first!.toUpperCase(),
    });
    expect(ok.tokens!.claims()!.amr).toEqual(['pwd', 'otp']);
    const [audit] = await auditsOf(user.userID, 'identity.second_factor_verified');
    expect(audit!.details).toEqual({ method: 'recovery_code' });
    const reused = await signIn(oidc, setup, {
      emailAddress: user.emailAddress,
      password: PASSWORD,
      code: first!,
    });
    expect(reused.tokens).toBeUndefined();
  });

  it('the second-step page cannot be answered without the password step in the same browser', async () => {
    const { user, secret } = await userWithTotp();
    const first = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
    const form = readForm(first.html!);
    // Another browser (no interaction cookie) posting the same form gets nothing.
    const stranger = new TestBrowser(new URL(setup.publicUrl).origin);
    const res = await stranger.post(new URL(form.action, setup.publicUrl), {
      ...form.fields,
      code: await generate({ secret }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('who must use a second factor', () => {
  it('a user of a company that requires one sets it up right after the password, then gets loa:2 tokens', async () => {
    const organisation = await buildOrganisation(ctx.database, { requireSecondFactor: true });
    const user = await buildUser(ctx.database, { passwordHash, organisation });
    const browser = new TestBrowser(new URL(setup.publicUrl).origin);
    const first = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD }, browser);
    expect(first.tokens).toBeUndefined();
    expect(first.html).toContain('Set up a second factor');
    const key = /data-secret>([A-Z2-7 ]+)</.exec(first.html!)?.[1]?.replaceAll(' ', '');
    expect(key).toBeTruthy();
    const enrol = readForm(first.html!);
    const wrong = await browser.post(new URL(enrol.action, setup.publicUrl), {
      ...enrol.fields,
      code: '123456',
    });
    expect(await wrong.text()).toContain('That code is not right');
    const confirmed = await browser.post(new URL(enrol.action, setup.publicUrl), {
      ...enrol.fields,
      code: await generate({ secret: key! }),
    });
    const codesPage = await confirmed.text();
    expect(codesPage.match(/<li><code>[a-z2-9]{5}-[a-z2-9]{5}<\/code><\/li>/g)).toHaveLength(10);
    const next = readForm(codesPage);
    expect(next.action).toMatch(/\/continue$/);
    const done = await browser.post(new URL(next.action, setup.publicUrl), next.fields);
    expect(done.status).toBe(303);
    expect(await auditsOf(user.userID, 'identity.second_factor_enrolled')).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(userTotp).where(eq(userTotp.userID, user.userID));
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(row!.secretEncrypted).not.toContain(key!);
  });

  it('an administrator without one is taken through enrolment too', async () => {
    const admin = await buildUser(ctx.database, { passwordHash, roles: ['Administrators'] });
    const attempt = await signIn(oidc, setup, { emailAddress: admin.emailAddress, password: PASSWORD });
    expect(attempt.html).toContain('Set up a second factor');
  });

  it('the API refuses a token without a second factor to users who must use one, and accepts it from others', async () => {
    const organisation = await buildOrganisation(ctx.database);
    const user = await buildUser(ctx.database, { organisation });
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const call = async (who: { userID: string }, amr?: string[]) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/User',
        headers: {
          authorization: `Bearer ${await ctx.app.identity.mintAccessToken(who.userID, amr ? { amr } : {})}`,
        },
      });
    expect((await call(user, ['pwd'])).statusCode).toBe(200);
    const refused = await call(admin, ['pwd']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain('second factor');
    expect(refused.headers['www-authenticate']).toContain('insufficient_user_authentication');
    expect((await call(admin)).statusCode).toBe(200);

    await ctx.database.db
      .update(organisations)
      .set({ requireSecondFactor: true })
      .where(eq(organisations.organisationID, organisation.organisationID));
    expect((await call(user, ['pwd'])).statusCode).toBe(403);
    expect((await call(user, ['pwd', 'otp'])).statusCode).toBe(200);
  });
});
