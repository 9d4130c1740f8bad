import { CLIENTS_ORGANISATION_ID } from '@probity/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, users } from '../db/schema/index.js';
import { buildTestApp, buildUser, type TestContext } from '../../test/helpers.js';
import { encryptionKey } from '../lib/crypto.js';
import { LINK_HIDDEN, openSealedBody } from '../mail/outbox.js';
import { REGISTRATION_SENT_TEXT } from './pages/register.js';
import { CONTROL_CHARACTERS_TEXT } from './context.js';
import { hashPassword } from './passwords.js';
import { freePort, readForm, TestBrowser } from './testing/browser.js';
import { discoverIssuer, failedSignIn, type FlowSetup, signIn } from './testing/flow.js';
import { createUserToken, INVITATION_TTL_MS } from './user-tokens.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

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

/** Opens a page, fills its form (first by default) and posts it. */
async function submit(browser: TestBrowser, path: string, values: Record<string, string>, formIndex = 0) {
  const page = await browser.get(`${setup.publicUrl}${path}`);
  const { action, fields } = readForm(await page.text(), formIndex);
  const res = await browser.post(action, { ...fields, ...values });
  return { res, html: await res.text() };
}

async function lastMailTo(address: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe('registration', () => {
  it('creates an Individual in the clients organisation once the address is confirmed', async () => {
    const browser = new TestBrowser(origin);
    const form = {
      firstName: 'Ada',
      surname: 'Lovelace',
      emailAddress: 'Ada.Lovelace@example.test',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    const { res, html } = await submit(browser, '/identity/register', form);
    expect(res.status).toBe(200);
    expect(html).toContain(REGISTRATION_SENT_TEXT);
    const account = () =>
      ctx.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.emailAddress}) = 'ada.lovelace@example.test'`);
    expect(await account()).toHaveLength(0);

    const mail = await lastMailTo('Ada.Lovelace@example.test');
    expect(mail?.trigger).toBe('RegistrationConfirm');
    expect(mail!.textBody).toContain(LINK_HIDDEN);
    const delivered = openSealedBody(encryptionKey(ctx.app.config), mail!.mailID, mail!.sealedBody!);
    const link = /(http:\/\/[^\s"<]+\/identity\/confirm-registration\?token=[\w-]+)/.exec(
      delivered.text,
    )?.[1];
    const confirmed = await browser.get(link!);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your account has been created');
    const [user] = await account();
    expect(user).toMatchObject({
      roles: ['Individual'],
      organisationID: CLIENTS_ORGANISATION_ID,
      status: 'active',
    });
    expect((await browser.get(link!)).status).toBe(410);

    // The same address again: the same page, and its owner is told by e-mail instead.
    const again = await submit(browser, '/identity/register', {
      ...form,
      emailAddress: 'ADA.LOVELACE@example.test',
    });
    expect(again.res.status).toBe(200);
    expect(again.html).toContain(REGISTRATION_SENT_TEXT);
    expect((await lastMailTo('Ada.Lovelace@example.test'))?.trigger).toBe('RegistrationExists');
    expect(await account()).toHaveLength(1);

    const { tokens } = await signIn(oidc, setup, { emailAddress: form.emailAddress, password: PASSWORD });
    expect(tokens?.claims()?.role).toBe('Individual');
  });

  it('refuses a common or guessable password, saying why', async () => {
    const { res, html } = await submit(new TestBrowser(origin), '/identity/register', {
      firstName: 'Bob',
      surname: 'Common',
      emailAddress: 'bob.common@example.test',
      password: 'password123',
      confirmPassword: 'password123',
    });
    expect(res.status).toBe(400);
    expect(html).toContain('one of the most commonly used passwords');
  });

  it('lists every field problem', async () => {
    const { res, html } = await submit(new TestBrowser(origin), '/identity/register', {
      firstName: '',
      surname: 'x'.repeat(101),
      emailAddress: 'not-an-address',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(res.status).toBe(400);
    expect(html).toContain('First name: Required');
    expect(html).toContain('Too many characters (101/100)');
    expect(html).toContain('Enter a valid email');
    expect(html).toContain('The password is too short: use at least 10 characters.');
    expect(html).toContain('aria-invalid="true"');
  });

  it('refuses a form posted from another site', async () => {
    const browser = new TestBrowser(origin);
    const page = await browser.get(`${setup.publicUrl}/identity/register`);
    const { action, fields } = readForm(await page.text());
    const values = { firstName: 'Eve', surname: 'Mallory', emailAddress: 'eve@example.test' };
    const forged = await browser.post(
      action,
      { ...fields, ...values, password: PASSWORD, confirmPassword: PASSWORD },
      'https://evil.example',
    );
    expect(forged.status).toBe(403);
    const noToken = await browser.post(action, { ...values, password: PASSWORD, confirmPassword: PASSWORD });
    expect(noToken.status).toBe(403);
    const [eve] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'eve@example.test'));
    expect(eve).toBeUndefined();
  });
});

describe('password reset', () => {
  it('mails a one-hour link that sets a new password once and ends existing sessions', async () => {
    const user = await buildUser(ctx.database, { passwordHash: await hashPassword(PASSWORD) });
    const { tokens } = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });

    const sent = await submit(new TestBrowser(origin), '/identity/forgot-password', {
      emailAddress: user.emailAddress,
    });
    expect(sent.html).toContain('If an account exists for that address, we have sent a link');
    const mail = await lastMailTo(user.emailAddress);
    expect(mail?.trigger).toBe('PasswordReset');
    // The outbox shows administrators no usable link; the delivered body (sealed) has it.
    expect(mail!.textBody).not.toContain('token=');
    expect(mail!.textBody).toContain(LINK_HIDDEN);
    const delivered = openSealedBody(encryptionKey(ctx.app.config), mail!.mailID, mail!.sealedBody!);
    const link = /(http:\/\/[^\s"<]+\/identity\/reset-password\?token=[\w-]+)/.exec(delivered.text)?.[1];
    expect(link).toBeTruthy();

    const browser = new TestBrowser(origin);
    const form = await browser.get(link!);
    expect(form.status).toBe(200);
    const { action, fields } = readForm(await form.text());
    expect(action).toBe(`${setup.publicUrl}/identity/reset-password`);
    const weak = await browser.post(action, { ...fields, password: 'short', confirmPassword: 'short' });
    expect(await weak.text()).toContain('The password is too short');
    const done = await browser.post(action, {
      ...fields,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(await done.text()).toContain('Your password has been changed');
    const reused = await browser.post(action, {
      ...fields,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reused.status).toBe(410);
    expect((await browser.get(link!)).status).toBe(410);

    expect(await ctx.app.identity.verifyAccessToken(tokens!.access_token)).toBeNull();
    const old = await failedSignIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });
    expect(old).toContain('The e-mail address or password is incorrect.');
    const fresh = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: NEW_PASSWORD });
    expect(fresh.tokens?.access_token).toBeTruthy();
    const events = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.objectID, user.userID));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['identity.password_reset_requested', 'identity.password_reset']),
    );
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const { html } = await submit(new TestBrowser(origin), '/identity/forgot-password', {
      emailAddress: 'nobody-here@example.test',
    });
    expect(html).toContain('If an account exists for that address, we have sent a link');
    expect(await lastMailTo('nobody-here@example.test')).toBeUndefined();
  });
});

describe('invitations', () => {
  it('lets an invited user choose a password and sign in', async () => {
    const user = await buildUser(ctx.database, { roles: ['Support'] });
    const token = await createUserToken(ctx.database.db, user.userID, 'invitation', INVITATION_TTL_MS);
    const browser = new TestBrowser(origin);
    const page = await browser.get(`${setup.publicUrl}/identity/accept-invitation?token=${token}`);
    const html = await page.text();
    expect(html).toContain('Welcome to Probity');
    const { action, fields } = readForm(html);
    const done = await browser.post(action, {
      ...fields,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(await done.text()).toContain('Your account is ready');
    const { tokens } = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: NEW_PASSWORD });
    expect(tokens?.claims()?.role).toBe('Support');
    // An invitation token is not a reset token.
    expect((await browser.get(`${setup.publicUrl}/identity/reset-password?token=${token}`)).status).toBe(410);
  });
});

describe('account page', () => {
  it('asks to sign in first without an identity session', async () => {
    const res = await fetch(`${setup.publicUrl}/identity/account`);
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('Please sign in first');
    expect(html).toContain(`${setup.publicUrl}/authentication/login?returnUrl=%2Fsecure`);
  });

  it('edits the name, and the e-mail address and password only with the current password', async () => {
    const user = await buildUser(ctx.database, { passwordHash: await hashPassword(PASSWORD) });
    const { browser } = await signIn(oidc, setup, { emailAddress: user.emailAddress, password: PASSWORD });

    const renamed = await submit(browser, '/identity/account', { firstName: 'Grace', surname: 'Hopper' });
    expect(renamed.html).toContain('Your details have been saved.');
    const newEmail = `grace-${user.userID.slice(0, 8)}@example.test`;
    const noPassword = await submit(browser, '/identity/account', { emailAddress: newEmail });
    expect(noPassword.html).toContain('Enter your current password to change your e-mail address.');
    const withPassword = await submit(browser, '/identity/account', {
      emailAddress: newEmail,
      currentPassword: PASSWORD,
    });
    expect(withPassword.html).toContain('Your details have been saved.');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.userID, user.userID));
    expect(row).toMatchObject({ firstName: 'Grace', surname: 'Hopper', emailAddress: newEmail });

    const wrong = await submit(
      browser,
      '/identity/account',
      {
        'pw-currentPassword': 'not my password',
        'pw-password': NEW_PASSWORD,
        'pw-confirmPassword': NEW_PASSWORD,
      },
      1,
    );
    expect(wrong.html).toContain('The current password is incorrect.');
    const changed = await submit(
      browser,
      '/identity/account',
      { 'pw-currentPassword': PASSWORD, 'pw-password': NEW_PASSWORD, 'pw-confirmPassword': NEW_PASSWORD },
      1,
    );
    expect(changed.html).toContain('Your password has been changed.');
    const audits = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserID, user.userID), sql`${auditEvents.action} like 'identity.%'`));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['identity.account_updated', 'identity.password_changed']),
    );
  });
});

describe('rate limit', () => {
  it('limits sign-in posts per address per minute', async () => {
    const port = await freePort();
    const limitedSetup = { publicUrl: `http://127.0.0.1:${port}`, clientId: 'probity-web' };
    const limited = await buildTestApp({
      PUBLIC_URL: limitedSetup.publicUrl,
      RATE_LIMIT_SIGNIN_PER_MINUTE: '2',
    });
    try {
      await limited.app.listen({ port, host: '127.0.0.1' });
      const limitedOidc = await discoverIssuer(limitedSetup);
      const credentials = { emailAddress: 'nobody@example.test', password: 'wrong password' };
      await failedSignIn(limitedOidc, limitedSetup, credentials);
      await failedSignIn(limitedOidc, limitedSetup, credentials);
      const third = await failedSignIn(limitedOidc, limitedSetup, credentials);
      expect(third).toContain('Too many attempts from your network.');
    } finally {
      await limited.close();
    }
  });
});

describe('control characters in the forms (issue 13)', () => {
  it('answers 400 with a page, never 500, when a field holds a NUL or another control character', async () => {
    const typed = await failedSignIn(oidc, setup, { emailAddress: 'nul\u0000@example.test', password: 'x' });
    expect(typed).toContain(CONTROL_CHARACTERS_TEXT);
    const { res, html } = await submit(new TestBrowser(origin), '/identity/register', {
      firstName: 'Ada\u0007',
      surname: 'Lovelace',
      emailAddress: 'ada.control@example.test',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(html).toContain(CONTROL_CHARACTERS_TEXT);
    const reset = await submit(new TestBrowser(origin), '/identity/forgot-password', {
      emailAddress: 'ada\u001b@example.test',
    });
    expect(reset.res.status).toBe(400);
  });
});
