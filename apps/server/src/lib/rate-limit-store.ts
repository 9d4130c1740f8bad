import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** Prefix of every rate-limit counter in Redis (the route's method and path follow). */
export const RATE_LIMIT_REDIS_PREFIX = 'probity:rate-limit:';
/** A Redis that does not answer within this long lets the request through (below). */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long a start waits for Redis before serving anyway (uncounted until Redis answers). */
const REDIS_CONNECT_WAIT_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' Redis client (with REDIS_URL), shared by every scope that registers the plugin. */
    rateLimitRedis: Redis | null;
  }
}

/**
 * Issue 18, several instances: with REDIS_URL the rate limits count in Redis, so requests spread
 * over the instances count together. Without it each instance counts for itself (one instance).
 *
 * Redis down or frozen: a counter that cannot be read within REDIS_COMMAND_TIMEOUT_MS lets the
 * request through (the plugin's skipOnError): the limits are a brake on one user's volume, and
 * the sign-in lockout that stops password guessing is in the database (identity/throttle.ts).
 * Commands are never queued while Redis is away, so no request waits for it to come back.
 */
export async function registerRateLimitStore(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) {
    app.decorate('rateLimitRedis', null);
    return;
  }
  // Loaded only with REDIS_URL (issue 16: an instance without Redis does not hold the client).
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  let warned = false;
  client.on('error', (err: Error) => {
    if (warned) return;
    warned = true;
    app.log.warn({ err: err.message }, 'rate limits: Redis unavailable, requests are not counted meanwhile');
  });
  client.on('ready', () => {
    warned = false;
  });
  // Counting starts with the first request: wait (a little) for the connection before serving,
  // unless Redis refuses at once.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_CONNECT_WAIT_MS);
    client.once('ready', done).once('error', done);
  });
  app.decorate('rateLimitRedis', client);
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
}

/** The plugin's options for route-level limits in a scope: Redis's store when the app has one. */
export function rateLimitPluginOptions(app: FastifyInstance): RateLimitPluginOptions {
  const redis = app.hasDecorator('rateLimitRedis') ? app.rateLimitRedis : null;
  return redis
    ? { global: false, redis, nameSpace: RATE_LIMIT_REDIS_PREFIX, skipOnError: true }
    : { global: false };
}
