import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildUser, waitFor } from '../../test/helpers.js';
import { buildOwnApp } from '../../test/own-app.js';
import { mailOutbox } from '../db/schema/index.js';
import { FILES_SWEEP_QUEUE } from '../jobs/queues.js';
import { type SmtpPeer, startSmtpPeer } from '../mail/testing/smtp-peer.js';

/* Issue 18: the id of the request that queued an e-mail or a job is in the log lines of its delivery or run. */

describe('the request id in jobs and e-mails', () => {
  const lines: Record<string, unknown>[] = [];
  let ctx: TestContext;
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    ctx = await buildOwnApp({ SMTP_URL: peer.url, LOG_LEVEL: 'debug' }, { stream });
    await ctx.app.jobs.start({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await ctx.close();
    await peer.close();
  });

  const lineWith = (match: Record<string, unknown>) =>
    waitFor(() => lines.find((l) => Object.entries(match).every(([k, v]) => l[k] === v)));

  it('an e-mail queued by a request is stored with its id, and its delivery logs it, without the address', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const member = await buildUser(ctx.database, { roles: ['Support'] });
    const requestID = `reset-${randomUUID()}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/User/ResetPassword/${member.userID}`,
      headers: await authHeaders(ctx, admin, { 'x-request-id': requestID }),
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-request-id']).toBe(requestID);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, member.emailAddress));
    expect(mail?.requestID).toBe(requestID);

    const sent = await lineWith({ msg: 'mail sent', mailID: mail!.mailID });
    expect(sent).toMatchObject({ reqId: requestID, trigger: 'PasswordReset', queue: 'mail.deliver' });
    expect(peer.received.some((m) => m.to.includes(member.emailAddress))).toBe(true);
    // The request's own line has the same id, so one search finds both.
    expect(lines.some((l) => l.reqId === requestID && l.msg === 'request completed')).toBe(true);
    const delivery = lines.filter((l) => l.queue === 'mail.deliver');
    expect(delivery.length).toBeGreaterThan(0);
    expect(JSON.stringify(delivery)).not.toContain(member.emailAddress);
  });

  it('a job queued by a request (Run now) logs its run with the id', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const requestID = `run-${randomUUID()}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Jobs/${FILES_SWEEP_QUEUE}/Run`,
      headers: await authHeaders(ctx, admin, { 'x-request-id': requestID }),
    });
    expect(res.statusCode).toBe(200);
    const done = await lineWith({ msg: 'job run completed', jobID: res.json().id });
    expect(done).toMatchObject({ queue: FILES_SWEEP_QUEUE, reqId: requestID });
  });
});
