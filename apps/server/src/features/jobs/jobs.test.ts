import { randomUUID } from 'node:crypto';
import { JOBS_TEXTS } from '@probity/domain';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser, waitFor } from '../../../test/helpers.js';
import { auditEvents } from '../../db/schema/index.js';
import { FILES_SWEEP_QUEUE, MAIL_DELIVER_QUEUE } from '../../jobs/queues.js';
import { JOB_RESULT_TEXTS } from '../../jobs/results.js';
import { JOB_ROUTE_TEXTS } from './jobs.routes.js';

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
    const since = new Date();
    const firm = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const charity = await buildUser(ctx.database, { roles: ['Charity'] });
    const demo = await authHeaders(ctx, admin, { 'x-demo-mode': 'true' });
    const calls = [
      { method: 'GET' as const, url: '/api/Jobs/Queues' },
      { method: 'GET' as const, url: '/api/Jobs/Schedules' },
      { method: 'GET' as const, url: `/api/Jobs/History?queue=${MAIL_DELIVER_QUEUE}` },
      { method: 'POST' as const, url: `/api/Jobs/${failingQueue}/${failedJobID}/Retry` },
      { method: 'POST' as const, url: `/api/Jobs/${FILES_SWEEP_QUEUE}/Run` },
    ];
    for (const c of calls) {
      expect((await ctx.app.inject(c)).statusCode, c.url).toBe(401);
      expect((await ctx.app.inject({ ...c, headers: await authHeaders(ctx, firm) })).statusCode).toBe(403);
      expect((await ctx.app.inject({ ...c, headers: await authHeaders(ctx, charity) })).statusCode).toBe(403);
      expect((await ctx.app.inject({ ...c, headers: demo })).statusCode).toBe(403);
    }
    // Nothing was queued by the refused calls (other files share the schema on PostgreSQL).
    const runs = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'job.run_now'), gte(auditEvents.occurredAt, since)));
    expect(runs).toEqual([]);
  });

  it('lists the queues with live counts per state', async () => {
    // The runner queues one delivery run as it starts; wait until it has completed.
    const queue = await waitFor(async () => {
      const res = await get('/api/Jobs/Queues');
      expect(res.statusCode).toBe(200);
      const mail = res.json().find((q: { name: string }) => q.name === MAIL_DELIVER_QUEUE);
      return mail?.counts.completed >= 1 ? mail : undefined;
    });
    expect(queue).toMatchObject({ policy: 'short', retryLimit: 3, isScheduled: true });
    expect(queue.description).toMatch(/outbox/);
    const res = await get('/api/Jobs/Queues');
    const failing = res.json().find((q: { name: string }) => q.name === failingQueue);
    expect(failing.counts).toMatchObject({ failed: 1, completed: 0 });
    expect(failing.isScheduled).toBe(false);
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
    // issue 11: the result in words, not the handler's raw answer ({ sent: 0, … } before). On
    // PostgreSQL other files' e-mails may wait in the shared outbox (no mail server in tests).
    expect(res.json()[0].result).toMatch(
      new RegExp(
        `^(${JOB_RESULT_TEXTS.nothingToDo}|Kept \\d+ e-mails? in the outbox \\(no mail server is set up\\))$`,
      ),
    );
    expect(JSON.parse(String(res.headers['x-pagination']))).toMatchObject({ currentPage: 1 });

    const failed = await get(`/api/Jobs/History?queue=${failingQueue}`);
    expect(failed.json()).toEqual([
      expect.objectContaining({ id: failedJobID, state: 'failed', result: 'Failed: The peer said no' }),
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
    expect(again.json().detail).toBe(JOB_ROUTE_TEXTS.onlyFailed);
    expect((await retry(failingQueue, randomUUID())).statusCode).toBe(404);
    expect((await retry(MAIL_DELIVER_QUEUE, failedJobID)).statusCode).toBe(404);
  });

  it('runs a scheduled queue now through pg-boss (audited), and its result reads in words', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/Jobs/${FILES_SWEEP_QUEUE}/Run`, headers });
    expect(res.statusCode).toBe(200);
    const run = res.json();
    expect(run).toMatchObject({ queue: FILES_SWEEP_QUEUE });
    expect(['created', 'active', 'completed']).toContain(run.state);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'job.run_now'), eq(auditEvents.objectID, run.id)));
    expect(audit).toMatchObject({ actorUserID: admin.userID, details: { queue: FILES_SWEEP_QUEUE } });
    // The worker picks it up at once; an empty file store has nothing to sweep.
    const done = await waitFor(async () => {
      const history = await get(`/api/Jobs/History?queue=${FILES_SWEEP_QUEUE}`);
      const found = history.json().find((r: { id: string }) => r.id === run.id);
      return found?.state === 'completed' ? found : undefined;
    });
    expect(done.result).toBe(JOB_RESULT_TEXTS.nothingToDo);
  });

  it("sends the schedule's data, refuses a second waiting run (409, not audited), a queue without a schedule (409) and an unknown one (404)", async () => {
    const boss = ctx.app.jobs.boss();
    // A scheduled queue with no worker here, so its run stays waiting.
    const idle = `test.idle-${randomUUID().slice(0, 8)}`;
    await boss.createQueue(idle, { policy: 'short' });
    await boss.schedule(idle, '0 3 1 1 *', { report: 'yearly' }, { tz: 'UTC' });
    const run = (queue: string) => ctx.app.inject({ method: 'POST', url: `/api/Jobs/${queue}/Run`, headers });

    const first = await run(idle);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ queue: idle, state: 'created', result: null });
    const job = await boss.getJobById(idle, first.json().id);
    // Issue 18: with the id of the request that queued it, for the run's log lines.
    expect(job?.data).toEqual({ report: 'yearly', requestID: first.headers['x-request-id'] });

    const second = await run(idle);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(JOBS_TEXTS.alreadyWaiting);
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'job.run_now'));
    expect(audits.filter((a) => (a.details as { queue?: string }).queue === idle)).toHaveLength(1);
    const queues = (await get('/api/Jobs/Queues')).json();
    expect(queues.find((q: { name: string }) => q.name === idle).counts.created).toBe(1);

    const unscheduled = await run(failingQueue);
    expect(unscheduled.statusCode).toBe(409);
    expect(unscheduled.json().detail).toBe(JOBS_TEXTS.onlyScheduled);
    expect((await run('no.such.queue')).statusCode).toBe(404);
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
    expect(res.json().detail).toBe(JOBS_TEXTS.runnerOff);
  });
});
