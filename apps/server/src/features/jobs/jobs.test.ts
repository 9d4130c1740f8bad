import { randomUUID } from 'node:crypto';
import { JOBS_TEXTS } from '@probity/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';
import { auditEvents } from '../../db/schema/index.js';
import { MAIL_DELIVER_QUEUE } from '../../jobs/queues.js';
import { JOB_ROUTE_TEXTS } from './jobs.routes.js';

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the jobs dashboard API (spec/README: queues, schedules, history, retry)', () => {
  let ctx: TestContext;
  let admin: { userID: string };
  let headers: Record<string, string>;
  const failingQueue = `test.fail-${randomUUID().slice(0, 8)}`;
  let failedJobID = '';

  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.app.jobs.start({ pollingIntervalSeconds: 0.5 });
    admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    headers = await authHeaders(ctx, admin);
    // A queue whose one job has failed for good, to retry from the dashboard.
    const boss = ctx.app.jobs.boss();
    await boss.createQueue(failingQueue, { retryLimit: 0 });
    failedJobID = (await boss.send(failingQueue, { n: 1 }))!;
    const [job] = await boss.fetch(failingQueue);
    await boss.fail(failingQueue, job!.id, { message: 'The peer said no' });
  });
  afterAll(() => ctx.close());

  const get = (url: string, h = headers) => ctx.app.inject({ url, headers: h });

  it('answers 401 without a token and 403 to other roles, Admin Demo included', async () => {
    const firm = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const demo = await authHeaders(ctx, admin, { 'x-demo-mode': 'true' });
    const calls = [
      { method: 'GET' as const, url: '/api/Jobs/Queues' },
      { method: 'GET' as const, url: '/api/Jobs/Schedules' },
      { method: 'GET' as const, url: `/api/Jobs/History?queue=${MAIL_DELIVER_QUEUE}` },
      { method: 'POST' as const, url: `/api/Jobs/${failingQueue}/${failedJobID}/Retry` },
    ];
    for (const c of calls) {
      expect((await ctx.app.inject(c)).statusCode, c.url).toBe(401);
      expect((await ctx.app.inject({ ...c, headers: await authHeaders(ctx, firm) })).statusCode).toBe(403);
      expect((await ctx.app.inject({ ...c, headers: demo })).statusCode).toBe(403);
    }
  });

  it('lists the queues with live counts per state', async () => {
    // The runner queues one delivery run as it starts; wait until it has completed.
    const queue = await waitFor(async () => {
      const res = await get('/api/Jobs/Queues');
      expect(res.statusCode).toBe(200);
      const mail = res.json().find((q: { name: string }) => q.name === MAIL_DELIVER_QUEUE);
      return mail?.counts.completed >= 1 ? mail : undefined;
    });
    expect(queue).toMatchObject({ policy: 'short', retryLimit: 3 });
    expect(queue.description).toMatch(/outbox/);
    const res = await get('/api/Jobs/Queues');
    const failing = res.json().find((q: { name: string }) => q.name === failingQueue);
    expect(failing.counts).toMatchObject({ failed: 1, completed: 0 });
    expect(res.json().some((q: { name: string }) => q.name.startsWith('__pgboss__'))).toBe(false);
  });

  it('lists the schedules', async () => {
    const res = await get('/api/Jobs/Schedules');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({ queue: MAIL_DELIVER_QUEUE, cron: '* * * * *', timezone: 'UTC' }),
    );
  });

  it('shows the history of a queue, filtered by state and paged; bad queries answer 400 or 404', async () => {
    const res = await get(`/api/Jobs/History?queue=${MAIL_DELIVER_QUEUE}&FilterType=state&Filter=completed`);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(1);
    expect(res.json()[0]).toMatchObject({ queue: MAIL_DELIVER_QUEUE, state: 'completed' });
    expect(res.json()[0].result).toMatch(/sent: 0/);
    expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ currentPage: 1 });

    const failed = await get(`/api/Jobs/History?queue=${failingQueue}`);
    expect(failed.json()).toEqual([
      expect.objectContaining({ id: failedJobID, state: 'failed', result: 'The peer said no' }),
    ]);
    expect(
      (await get(`/api/Jobs/History?queue=${failingQueue}&FilterType=state&Filter=completed`)).json(),
    ).toEqual([]);

    expect((await get('/api/Jobs/History')).statusCode).toBe(400);
    expect(
      (await get(`/api/Jobs/History?queue=${MAIL_DELIVER_QUEUE}&FilterType=state&Filter=lost`)).statusCode,
    ).toBe(400);
    expect((await get('/api/Jobs/History?queue=no.such.queue')).statusCode).toBe(404);
  });

  it('retries a failed job (audited); other jobs answer 409, unknown ones 404', async () => {
    const retry = (queue: string, id: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/Jobs/${queue}/${id}/Retry`, headers });
    const res = await retry(failingQueue, failedJobID);
    expect(res.statusCode).toBe(200);
    expect(['created', 'retry']).toContain(res.json().state);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'job.retried'), eq(auditEvents.objectID, failedJobID)));
    expect(audit).toMatchObject({ actorUserID: admin.userID, details: { queue: failingQueue } });

    const again = await retry(failingQueue, failedJobID);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JOB_ROUTE_TEXTS.onlyFailed);
    expect((await retry(failingQueue, randomUUID())).statusCode).toBe(404);
    expect((await retry(MAIL_DELIVER_QUEUE, failedJobID)).statusCode).toBe(404);
  });
});

describe('a server that runs no jobs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ JOBS_ENABLED: 'false' });
  });
  afterAll(() => ctx.close());

  it('answers 409 with the reason', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const res = await ctx.app.inject({ url: '/api/Jobs/Queues', headers: await authHeaders(ctx, admin) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(JOBS_TEXTS.runnerOff);
  });
});
