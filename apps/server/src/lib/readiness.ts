import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS } from './database-outage.js';

/** One thing the instance needs to serve: resolves true when it answers. */
export type ReadinessCheck = () => Promise<boolean>;

/** Resolves false when the check fails or takes longer than `ms` (a frozen peer never answers). */
export async function withinTime(check: ReadinessCheck, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /readyz (issue 15): 200 while every check answers, else 503 with Retry-After. The body names
 * each check and whether it is 'ok' or 'unavailable' (never a host, an address or an error text), so
 * a load balancer stops sending requests and an operator sees which service is away.
 */
export function registerReadiness(
  app: FastifyInstance,
  checks: Record<string, ReadinessCheck>,
  options: {
    timeoutMs: number;
    /** The route's config (public, never shed under load). */
    routeConfig: Record<string, unknown>;
    /** Shutting down: a load balancer stops sending before new requests are refused. */
    draining: () => boolean;
  },
): void {
  const { timeoutMs, routeConfig, draining } = options;
  app.get('/readyz', { config: routeConfig, schema: { hide: true } }, async (_request, reply) => {
    if (draining()) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: 'draining' });
    }
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => withinTime(checks[name]!, timeoutMs)));
    const report = Object.fromEntries(names.map((name, i) => [name, results[i] ? 'ok' : 'unavailable']));
    if (results.every(Boolean)) return { status: 'ready', checks: report };
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(503).send({ status: 'unavailable', checks: report });
  });
}
