import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.js';
import { findUserToken } from '../../identity/index.js';
import { encryptionKey } from '../../lib/crypto.js';
import { enqueueMail, LINK_HIDDEN, openSealedBody } from '../../mail/outbox.js';
import { OUTBOX_TEXTS } from './outbox.service.js';

describe('the outbox for administrators', () => {
  let ctx: TestContext;
  let adminHeaders: Record<string, string>;
  const tag = randomUUID().slice(0, 8);
  const ids: Record<'pending' | 'sent' | 'failed', string> = { pending: '', sent: '', failed: '' };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    adminHeaders = await authHeaders(ctx, admin);
    for (const status of ['pending', 'sent', 'failed'] as const) {
      ids[status] = await enqueueMail(ctx.database.db, {
        trigger: status === 'failed' ? 'PasswordReset' : 'UserInvitation',
        to: `${status}-${tag}@example.test`,
        subject: `Outbox ${tag} ${status}`,
        html: `<p>Hello ${status}</p>`,
        text: `Hello ${status}`,
      });
    }
    await ctx.database.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), attempts = 1 WHERE mail_id = $1`,
      [ids.sent],
    );
    await ctx.database.query(
      `UPDATE mail_outbox SET status = 'failed', attempts = 5, last_error = '451 busy' WHERE mail_id = $1`,
      [ids.failed],
    );
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers = adminHeaders) => ctx.app.inject({ url, headers });

  it('answers 401 without a token and 403 to other roles, Admin Demo included', async () => {
    const firm = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const demo = await authHeaders(ctx, admin, { 'x-demo-mode': 'true' });
    const calls = [
      { method: 'GET' as const, url: '/api/Mail/Outbox' },
      { method: 'GET' as const, url: `/api/Mail/Outbox/${ids.failed}` },
      { method: 'POST' as const, url: `/api/Mail/Outbox/${ids.failed}/Retry` },
    ];
    for (const c of calls) {
      expect((await ctx.app.inject(c)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...c, headers: await authHeaders(ctx, firm) })).statusCode).toBe(403);
      expect((await ctx.app.inject({ ...c, headers: demo })).statusCode).toBe(403);
    }
  });

  it('lists messages newest first, filtered by status and trigger, searched, paged', async () => {
    const all = await get(`/api/Mail/Outbox?SearchTerm=${tag}`);
    expect(all.statusCode).toBe(200);
    // Newest first by the time each was queued (the three were queued pending, sent, failed; the
    // machine's clock may be stepped between two inserts, so the order is checked on their times).
    const listed = all.json() as { status: string; createdAt: string }[];
    expect(listed.map((m) => m.status).sort()).toEqual(['failed', 'pending', 'sent']);
    const times = listed.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.parse(String(all.headers['x-pagination']))).toMatchObject({ totalCount: 3 });
    expect(all.json()[0]).not.toHaveProperty('html');

    const failed = await get(`/api/Mail/Outbox?SearchTerm=${tag}&FilterType=status&Filter=failed`);
    expect(failed.json()).toHaveLength(1);
    expect(failed.json()[0]).toMatchObject({ mailID: ids.failed, lastError: '451 busy', attempts: 5 });

    const two = await get(
      `/api/Mail/Outbox?SearchTerm=${tag}&FilterType=status&Filter=sent&FilterType=status&Filter=pending`,
    );
    expect(two.json()).toHaveLength(2);
    const byTrigger = await get(`/api/Mail/Outbox?SearchTerm=${tag}&FilterType=trigger&Filter=PasswordReset`);
    expect(byTrigger.json().map((m: { mailID: string }) => m.mailID)).toEqual([ids.failed]);
    const paged = await get(`/api/Mail/Outbox?SearchTerm=${tag}&pageCount=1&page=2`);
    expect(paged.json()).toHaveLength(1);
    expect(paged.json()[0].mailID).toBe((all.json() as { mailID: string }[])[1]?.mailID);

    expect((await get('/api/Mail/Outbox?FilterType=status&Filter=lost')).statusCode).toBe(400);
    expect((await get('/api/Mail/Outbox?FilterType=colour&Filter=red')).statusCode).toBe(400);
  });

  it('opens one message with its HTML and text; unknown answers 404', async () => {
    const res = await get(`/api/Mail/Outbox/${ids.sent}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mailID: ids.sent,
      toAddress: `sent-${tag}@example.test`,
      html: '<p>Hello sent</p>',
      textBody: 'Hello sent',
      status: 'sent',
    });
    expect((await get(`/api/Mail/Outbox/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/Mail/Outbox/123')).statusCode).toBe(400);
  });

  it('sends a failed message again (back to pending with fresh attempts); others answer 409', async () => {
    const retry = (id: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/Mail/Outbox/${id}/Retry`, headers: adminHeaders });
    const res = await retry(ids.failed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
    });
    const again = await retry(ids.failed);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(OUTBOX_TEXTS.onlyFailed);
    expect((await retry(ids.sent)).statusCode).toBe(409);
    expect((await retry(randomUUID())).statusCode).toBe(404);
  });

  it('never shows an administrator a usable invitation or reset link (issue 13)', async () => {
    const member = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/User/ResetPassword/${member.userID}`,
      headers: adminHeaders,
    });
    expect(reset.statusCode).toBe(204);
    const [row] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, member.emailAddress));
    // The delivered body has the working link…
    const delivered = openSealedBody(encryptionKey(ctx.app.config), row!.mailID, row!.sealedBody!);
    const token = /reset-password\?token=([\w-]+)/.exec(delivered.text)?.[1];
    expect(token).toBeTruthy();
    expect(await findUserToken(ctx.database.db, token!, 'password_reset')).toBe(member.userID);
    // …and neither the list nor the message as administrators read them (API and screen) holds it.
    const list = await get(`/api/Mail/Outbox?SearchTerm=${encodeURIComponent(member.emailAddress)}`);
    const one = await get(`/api/Mail/Outbox/${row!.mailID}`);
    expect(one.statusCode).toBe(200);
    for (const body of [list.body, one.body]) {
      expect(body).not.toContain(token);
      expect(body).not.toContain('token=');
      expect(body).not.toContain(row!.sealedBody!);
    }
    expect(one.json().textBody).toContain(LINK_HIDDEN);
    expect(one.json().html).toContain(LINK_HIDDEN);
  });
});
