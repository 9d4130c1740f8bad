import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMAIL_TEMPLATE_TEXTS } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp, buildUser, waitFor } from '../../test/helpers.js';
import { mailOutbox } from '../db/schema/index.js';
import { findUserToken, sendInvitationMail } from '../identity/index.js';
import { MAIL_DELIVER_QUEUE } from '../jobs/queues.js';
import { type DeliveryOptions, deliverOutbox } from './delivery.js';
import { enqueueMail, LINK_HIDDEN } from './outbox.js';
import { type SmtpPeer, startSmtpPeer } from './testing/smtp-peer.js';
import { createSmtpMailer } from './transport.js';

/** Undoes quoted-printable soft line breaks and escapes, so a long link can be read whole. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function outboxRow(ctx: TestContext, mailID: string) {
  const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.mailID, mailID));
  return row!;
}

const mailerOptions = { from: 'Probity <no-reply@127.0.0.1>', messageIdDomain: '127.0.0.1' };

describe('e-mail delivery through a real SMTP peer, run by the job runner', () => {
  let peer: SmtpPeer;
  let ctx: TestContext;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    ctx = await buildTestApp({ SMTP_URL: peer.url });
    await ctx.app.jobs.start({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await ctx.close();
    await peer.close();
  });

  it('an invitation arrives once, with a working link, and a second run of the job sends nothing again', async () => {
    const user = await buildUser(ctx.database, { roles: ['Matter Executive'] });
    await ctx.database.db.transaction((tx) =>
      sendInvitationMail(tx, ctx.app.config, user, {
        organisationName: 'Harbour & Finch',
        invitedBy: 'Jo Bloggs',
      }),
    );
    const [queued] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.emailAddress));
    expect(queued?.trigger).toBe('UserInvitation');
    // The outbox (what administrators read) holds no usable link; the sealed body is encrypted.
    expect(`${queued!.html}${queued!.textBody}`).not.toMatch(/token=/);
    expect(queued!.textBody).toContain(LINK_HIDDEN);
    expect(queued!.sealedBody).toMatch(/^v1:/);

    // The NOTIFY of the committed transaction wakes the job: no need to wait for the minute schedule.
    const mail = await waitFor(() => peer.received.find((m) => m.to.includes(user.emailAddress)));
    const decoded = decodeQuotedPrintable(mail.raw);
    expect(decoded).toContain('Subject: You are invited to Probity');
    expect(decoded).toContain('Jo Bloggs has invited you to join Harbour &amp; Finch on Probity.');
    const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
    expect(token).toBeDefined();
    expect(await findUserToken(ctx.database.db, token!, 'invitation')).toBe(user.userID);

    const sent = await waitFor(async () => {
      const row = await outboxRow(ctx, queued!.mailID);
      return row.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBe(1);
    expect(sent.providerMessageID).toBe(`<${queued!.mailID}@127.0.0.1>`);
    expect(sent.sentAt).not.toBeNull();

    // Run the job again, twice, and the delivery function directly: nothing is sent a second time.
    const boss = ctx.app.jobs.boss();
    await boss.send(MAIL_DELIVER_QUEUE, null);
    const report = await deliverOutbox(ctx.database, {
      mailer: createSmtpMailer(peer.url, mailerOptions),
      mailerOptions,
      mailDir: os.tmpdir(),
      maxAttempts: 5,
      retrySeconds: 60,
      claimSeconds: 300,
    });
    expect(report.sent).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(peer.received.filter((m) => m.to.includes(user.emailAddress))).toHaveLength(1);
    expect((await outboxRow(ctx, queued!.mailID)).attempts).toBe(1);
  });

  it('a message whose transaction rolls back is never sent', async () => {
    const to = `rolled-back-${Date.now()}@example.test`;
    await ctx.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { trigger: 'UserInvitation', to, subject: 'x', html: '<p>x</p>', text: 'x' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1500));
    expect(peer.received.some((m) => m.to.includes(to))).toBe(false);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).toHaveLength(
      0,
    );
  });
});

describe('retries with backoff, then failed', () => {
  let ctx: TestContext;
  let peer: SmtpPeer;
  const opts = (): DeliveryOptions => ({
    mailer: createSmtpMailer(peer.url, mailerOptions),
    mailerOptions,
    mailDir: os.tmpdir(),
    maxAttempts: 3,
    retrySeconds: 60,
    claimSeconds: 300,
  });
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());
  afterEach(() => peer.close());

  const makeDue = (mailID: string) =>
    ctx.database.query(
      `UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE mail_id = $1`,
      [mailID],
    );
  const secondsUntilNext = (row: { nextAttemptAt: Date | null }) =>
    Math.round((row.nextAttemptAt!.getTime() - Date.now()) / 1000);

  it('a peer that answers "try later" (451) gets the message again after 60 s, then 120 s, and it fails after 3 tries', async () => {
    peer = await startSmtpPeer({ failWith: 451 });
    const mailID = await enqueueMail(ctx.database.db, {
      trigger: 'PasswordReset',
      to: `busy-${Date.now()}@example.test`,
      subject: 'Reset',
      html: '<p>Reset</p>',
      text: 'Reset',
    });

    await deliverOutbox(ctx.database, opts());
    let row = await outboxRow(ctx, mailID);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/451|try again later/i);
    expect(secondsUntilNext(row)).toBeGreaterThanOrEqual(58);
    expect(secondsUntilNext(row)).toBeLessThanOrEqual(61);

    // Not due yet: another run leaves it alone.
    await deliverOutbox(ctx.database, opts());
    expect((await outboxRow(ctx, mailID)).attempts).toBe(1);

    await makeDue(mailID);
    await deliverOutbox(ctx.database, opts());
    row = await outboxRow(ctx, mailID);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(secondsUntilNext(row)).toBeGreaterThanOrEqual(118);
    expect(secondsUntilNext(row)).toBeLessThanOrEqual(121);

    await makeDue(mailID);
    await deliverOutbox(ctx.database, opts());
    row = await outboxRow(ctx, mailID);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null, sentAt: null });
    expect(peer.offered).toBeGreaterThanOrEqual(3);

    // Failed is final: later runs do not try again.
    await deliverOutbox(ctx.database, opts());
    expect((await outboxRow(ctx, mailID)).attempts).toBe(3);
  });

  it('a refusal (550) fails the message at once', async () => {
    peer = await startSmtpPeer({ failWith: 550 });
    const mailID = await enqueueMail(ctx.database.db, {
      trigger: 'PasswordReset',
      to: `refused-${Date.now()}@example.test`,
      subject: 'Reset',
      html: '<p>Reset</p>',
      text: 'Reset',
    });
    await deliverOutbox(ctx.database, opts());
    expect(await outboxRow(ctx, mailID)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('an unreachable server is retried later', async () => {
    peer = await startSmtpPeer();
    const url = peer.url;
    await peer.close();
    const mailID = await enqueueMail(ctx.database.db, {
      trigger: 'PasswordReset',
      to: `down-${Date.now()}@example.test`,
      subject: 'Reset',
      html: '<p>Reset</p>',
      text: 'Reset',
    });
    await deliverOutbox(ctx.database, { ...opts(), mailer: createSmtpMailer(url, mailerOptions) });
    const row = await outboxRow(ctx, mailID);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    peer = await startSmtpPeer();
  });
});

describe('without SMTP the messages stay in the outbox, and as .eml files', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('keeps a message pending with the note, writes it once as an .eml file', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-mail-'));
    const to = `kept-${Date.now()}@example.test`;
    const mailID = await enqueueMail(ctx.database.db, {
      trigger: 'PasswordReset',
      to,
      subject: 'Reset your Probity password',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    const options: DeliveryOptions = {
      mailer: null,
      mailerOptions,
      mailDir,
      maxAttempts: 5,
      retrySeconds: 60,
      claimSeconds: 300,
    };
    const first = await deliverOutbox(ctx.database, options);
    expect(first.kept).toBeGreaterThanOrEqual(1);
    const row = await outboxRow(ctx, mailID);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: EMAIL_TEMPLATE_TEXTS.keptInOutbox,
    });
    const files = fs.readdirSync(mailDir).filter((f) => f.endsWith(`${mailID}.eml`));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(mailDir, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${to}`);
    expect(eml).toContain('Subject: Reset your Probity password');
    expect(eml).toContain(`Message-ID: <${mailID}@127.0.0.1>`);

    const second = await deliverOutbox(ctx.database, options);
    expect(second.kept).toBe(0);
    fs.rmSync(mailDir, { recursive: true, force: true });
  });
});
