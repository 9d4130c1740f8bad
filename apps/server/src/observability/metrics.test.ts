import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser, waitFor } from '../../test/helpers.js';
import { buildOwnApp } from '../../test/own-app.js';
import { connectHub } from '../../test/two-instances.js';
import { mailOutbox } from '../db/schema/index.js';
import { FILES_SWEEP_QUEUE, SANCTIONS_IMPORT_QUEUE } from '../jobs/queues.js';
import { enqueueMail } from '../mail/outbox.js';
import { ACTIVITY_NAMESPACE } from '../realtime/index.js';
import { hasMetricsToken, UNMATCHED_ROUTE } from './metrics.js';

/* Issue 18 "Watch it": GET /metrics in Prometheus's text format, behind a token or on its own port. */

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
// The PGlite and PostgreSQL runs go side by side: each has its own metrics port.
const METRICS_PORT = inject('pgSchema') ? 3605 : 3601;
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample (name and labels exactly), or undefined when the exposition has none. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) found[l[1]!] = l[2]!;
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/** A problem answer without its instance (a new id each time). */
const problemOf = (res: { json(): Record<string, unknown> }) => ({ ...res.json(), instance: undefined });

describe('/metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('is not served: it answers as any unknown path, whatever the token', async () => {
    const unknown = await ctx.app.inject({ url: '/no-such-page' });
    for (const headers of [{}, bearer]) {
      const res = await ctx.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(problemOf(res)).toEqual(problemOf(unknown));
    }
  });
});

describe('/metrics with METRICS_TOKEN and METRICS_PORT', () => {
  let ctx: TestContext;
  const sockets: Socket[] = [];
  const scrape = async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    ctx = await buildOwnApp({
      METRICS_TOKEN: TOKEN,
      METRICS_PORT: String(METRICS_PORT),
      // A list that cannot be read: the import job fails.
      SANCTIONS_LIST_FILE: '/nonexistent/probity-sanctions-list.xml',
    });
    await ctx.app.jobs.start({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await ctx.close();
  });

  it('refuses a missing or wrong token as an unknown path, and serves the right one as text', async () => {
    const unknown = await ctx.app.inject({ url: '/no-such-page' });
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }]) {
      const res = await ctx.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(problemOf(res)).toEqual(problemOf(unknown));
    }
    const res = await ctx.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    // Not in the API's description.
    expect(Object.keys((ctx.app.swagger() as { paths: object }).paths)).not.toContain('/metrics');
  });

  it('compares tokens whole', () => {
    expect(hasMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(hasMetricsToken(undefined, TOKEN)).toBe(false);
  });

  it('has the process: memory, event-loop delay, heap', async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern, never by the path asked for', async () => {
    const id = randomUUID();
    const route = '/api/User/ResetPassword/:id';
    const labels = { method: 'POST', route, status_code: '401' };
    const before = sample(await scrape(), 'probity_http_request_duration_seconds_count', labels) ?? 0;
    for (let i = 0; i < 3; i++)
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/User/ResetPassword/${id}` })).statusCode,
      ).toBe(401);
    const missing = `/api/no-such-thing-${randomUUID()}`;
    expect((await ctx.app.inject({ url: missing })).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'probity_http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(sample(text, 'probity_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      before + 3,
    );
    expect(
      sample(text, 'probity_http_request_duration_seconds_count', {
        method: 'GET',
        route: UNMATCHED_ROUTE,
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(missing);
  });

  it('times statements at the driver, failed ones apart; shows the pool on PostgreSQL', async () => {
    const text = await scrape();
    expect(sample(text, 'probity_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    const errorsBefore = sample(text, 'probity_db_query_duration_seconds_count', { outcome: 'error' }) ?? 0;
    await expect(ctx.database.query('SELECT * FROM no_such_table')).rejects.toThrow();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute('SELECT * FROM no_such_table_either');
      }),
    ).rejects.toThrow();
    const after = await scrape();
    expect(sample(after, 'probity_db_query_duration_seconds_count', { outcome: 'error' })).toBe(
      errorsBefore + 2,
    );
    const total = sample(after, 'probity_db_pool_connections', { state: 'total' });
    if (ctx.database.kind === 'postgres') {
      expect(total).toBeGreaterThan(0);
      expect(sample(after, 'probity_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else expect(total).toBeUndefined();
  });

  it('shows the outbox: pending and failed messages, and the age of the oldest', async () => {
    const before = await scrape();
    const pending = sample(before, 'probity_mail_outbox_messages', { status: 'pending' }) ?? 0;
    const failed = sample(before, 'probity_mail_outbox_messages', { status: 'failed' }) ?? 0;
    // Queued straight into the table (a running delivery job would keep it): one pending, one failed.
    const mail = {
      trigger: 'Test',
      to: 'someone@example.test',
      subject: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
    };
    await ctx.app.jobs.stop();
    try {
      await enqueueMail(ctx.database.db, mail);
      await ctx.database.db.insert(mailOutbox).values({
        trigger: 'Test',
        toAddress: 'other@example.test',
        subject: 'Gone',
        html: '',
        textBody: '',
        status: 'failed',
        createdAt: new Date(Date.now() - 3_600_000),
      });
      const after = await scrape();
      expect(sample(after, 'probity_mail_outbox_messages', { status: 'pending' })).toBe(pending + 1);
      expect(sample(after, 'probity_mail_outbox_messages', { status: 'failed' })).toBe(failed + 1);
      expect(sample(after, 'probity_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
      expect(after).not.toContain('example.test');
    } finally {
      await ctx.app.jobs.start({ pollingIntervalSeconds: 0.5 });
    }
  });

  it('counts job runs by queue, completed and failed', async () => {
    const runs = async (queue: string, outcome: string) =>
      sample(await scrape(), 'probity_job_runs_total', { queue, outcome }) ?? 0;
    const completed = await runs(FILES_SWEEP_QUEUE, 'completed');
    const failed = await runs(SANCTIONS_IMPORT_QUEUE, 'failed');
    await ctx.app.jobs.boss().send(FILES_SWEEP_QUEUE, null);
    await ctx.app.jobs.boss().send(SANCTIONS_IMPORT_QUEUE, null);
    await waitFor(async () => ((await runs(FILES_SWEEP_QUEUE, 'completed')) > completed ? true : undefined));
    await waitFor(async () => ((await runs(SANCTIONS_IMPORT_QUEUE, 'failed')) > failed ? true : undefined));
    const text = await scrape();
    expect(sample(text, 'probity_job_runs_total', { queue: FILES_SWEEP_QUEUE, outcome: 'completed' })).toBe(
      completed + 1,
    );
    expect(sample(text, 'probity_job_duration_seconds_count', { queue: FILES_SWEEP_QUEUE })).toBeGreaterThan(
      0,
    );
  });

  it('counts the sockets connected to this instance', async () => {
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const user = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const token = (await authHeaders(ctx, user)).authorization.slice(7);
    const gauge = async () =>
      sample(await scrape(), 'probity_realtime_sockets', { namespace: ACTIVITY_NAMESPACE });
    expect(await gauge()).toBe(0);
    await connectHub(sockets, base, ACTIVITY_NAMESPACE, token);
    await connectHub(sockets, base, ACTIVITY_NAMESPACE, token);
    expect(await gauge()).toBe(2);
    sockets.pop()?.close();
    await waitFor(async () => ((await gauge()) === 1 ? true : undefined), 5000);
  });

  it('serves /metrics alone on METRICS_PORT (127.0.0.1), with the token when one is set', async () => {
    const url = `http://127.0.0.1:${METRICS_PORT}`;
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/api/Version`, { headers: bearer })).status).toBe(404);
    const res = await fetch(`${url}/metrics`, { headers: bearer });
    expect(res.status).toBe(200);
    expect(sample(await res.text(), 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
