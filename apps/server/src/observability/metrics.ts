import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

/**
 * Issue 18: what the server counts for Prometheus (GET /metrics, text format). Labels hold only
 * route patterns (/api/Matter/:id, never the path asked for), methods, status codes, queue names
 * and outcomes: no ids, no personal data. Each app has its own registry (tests build many apps in
 * one process); the process's own metrics (memory, event-loop delay, GC) are one per process.
 */

/** The route label of a request no route matched (404s, the web app's client routes). */
export const UNMATCHED_ROUTE = '<unmatched>';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

let processRegistry: Registry | null = null;
/** Memory, CPU, event-loop delay, GC and handles, collected once per process (prom-client's defaults). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type JobOutcome = 'completed' | 'failed';

export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request, under its route pattern. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** One statement's time at the driver (db/client.ts), and whether it succeeded. */
  observeQuery(seconds: number, ok: boolean): void;
  /** One job run (jobs/run-job.ts). */
  observeJob(queue: string, seconds: number, outcome: JobOutcome): void;
  /** Where the connected sockets are counted on scrape (realtime/index.ts), per namespace. */
  watchSockets(count: () => Record<string, number>): void;
  /** The exposition: the process's metrics, then the app's. */
  render(): Promise<string>;
}

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  let sockets: (() => Record<string, number>) | null = null;

  const httpDuration = new Histogram({
    name: 'probity_http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern and status code, with their duration.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const httpErrors = new Counter({
    name: 'probity_http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'probity_db_query_duration_seconds',
    help: 'Database statements by outcome (ok or error), timed at the driver.',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'probity_db_pool_connections',
    help: 'PostgreSQL pool connections: total (open), idle, and waiting (requests waiting for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  // Both outbox gauges are collected at once on a scrape: they share one query.
  let outboxScrape: ReturnType<typeof outboxCounts> | null = null;
  const outbox = () => {
    outboxScrape ??= outboxCounts(database).finally(() => {
      outboxScrape = null;
    });
    return outboxScrape;
  };
  new Gauge({
    name: 'probity_mail_outbox_messages',
    help: 'E-mails in the outbox waiting to be sent (pending) or given up on (failed).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await outbox();
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: 'probity_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest pending e-mail in the outbox (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set((await outbox()).oldestPendingSeconds);
    },
  });
  const jobRuns = new Counter({
    name: 'probity_job_runs_total',
    help: 'Job runs by queue and outcome (completed or failed).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'probity_job_duration_seconds',
    help: 'How long job runs took, by queue.',
    labelNames: ['queue'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'probity_realtime_sockets',
    help: 'Sockets connected to this instance, by hub namespace.',
    labelNames: ['namespace'] as const,
    registers: [registry],
    collect() {
      if (!sockets) return;
      for (const [namespace, count] of Object.entries(sockets())) this.set({ namespace }, count);
    },
  });

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
      if (statusCode >= 500) httpErrors.inc({ method, route });
    },
    observeQuery(seconds, ok) {
      queryDuration.observe({ outcome: ok ? 'ok' : 'error' }, seconds);
    },
    observeJob(queue, seconds, outcome) {
      jobRuns.inc({ queue, outcome });
      jobDuration.observe({ queue }, seconds);
    },
    watchSockets(count) {
      sockets = count;
    },
    async render() {
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
  };
}

/** One cheap query: the (status, created_at) index answers it without reading sent messages. */
async function outboxCounts(database: Database) {
  const rows = await database.query<{ status: string; n: number | string; oldest: Date | string | null }>(
    `SELECT status, count(*) AS n, min(created_at) AS oldest FROM mail_outbox
      WHERE status IN ('pending', 'failed') GROUP BY status`,
  );
  const pending = rows.find((r) => r.status === 'pending');
  const failed = rows.find((r) => r.status === 'failed');
  return {
    pending: Number(pending?.n ?? 0),
    failed: Number(failed?.n ?? 0),
    oldestPendingSeconds: pending?.oldest
      ? Math.max(0, (Date.now() - new Date(pending.oldest).getTime()) / 1000)
      : 0,
  };
}

/** Counts every answered request under its route pattern (Fastify's routeOptions.url). */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the bearer token in constant time (both sides hashed, so lengths never leak either). */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!.trim()), digest(token));
}

/**
 * GET /metrics on the public port, only with METRICS_TOKEN and the right bearer token; without
 * them it answers as any unknown path does. Outside /api: no session, audit or rate limit; never
 * shed under load (NOT_SHED), so an overloaded server can still be watched.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string,
  routeConfig: Record<string, unknown>,
): void {
  app.get('/metrics', { config: routeConfig, schema: { hide: true } }, async (request, reply) => {
    if (!hasMetricsToken(request.headers.authorization, token)) return reply.callNotFound();
    return sendMetrics(metrics, reply);
  });
}

async function sendMetrics(metrics: Metrics, reply: FastifyReply) {
  const body = await metrics.render();
  return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
}

/**
 * METRICS_PORT: /metrics alone on its own listener (METRICS_HOST, 127.0.0.1 by default), for a
 * Prometheus beside the server or in the same pod; a token, when set, is asked for there too.
 */
export function startMetricsServer(metrics: Metrics, config: Config, log: FastifyBaseLogger) {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const allowed = !config.METRICS_TOKEN || hasMetricsToken(req.headers.authorization, config.METRICS_TOKEN);
    if (req.method !== 'GET' || path !== '/metrics' || !allowed) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.render().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      (err: unknown) => {
        log.error(
          { err: err instanceof Error ? err.message : String(err) },
          'metrics could not be collected',
        );
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  return server;
}
