import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnRedis, redisServerBinary, startOwnRedis } from '../../test/own-redis.js';
import { rateLimitPluginOptions, registerRateLimitStore } from './rate-limit-store.js';

const binary = redisServerBinary();
if (!binary)
  console.warn('rate-limit-store.test: no redis-server on this machine: Redis store tests skipped');

/** An app with one route limited to `max` a minute (what lib/rate-limits.ts does per user). */
async function limitedApp(
  redisUrl: string | undefined,
  route: string,
  max: number,
): Promise<FastifyInstance> {
  const app = Fastify();
  await registerRateLimitStore(app, redisUrl);
  await app.register(async (scope) => {
    await scope.register(rateLimit, rateLimitPluginOptions(scope));
    scope.get(
      route,
      { config: { rateLimit: { max, timeWindow: 60_000, keyGenerator: () => 'user-1' } } },
      async () => 'ok',
    );
  });
  await app.ready();
  return app;
}

/**
 * Issue 18: with REDIS_URL the rate limits count in Redis, so several instances count together;
 * without Redis reachable they let requests through at once rather than fail or wait.
 */
describe.skipIf(!binary)('the rate limits with Redis', () => {
  let redis: OwnRedis;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    redis = await startOwnRedis(binary!);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.stop();
  });

  it('count requests to two instances together', async () => {
    const route = `/limited-${randomUUID()}`;
    const a = await limitedApp(redis.url, route, 3);
    const b = await limitedApp(redis.url, route, 3);
    apps.push(a, b);
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a]) statuses.push((await app.inject({ url: route })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('let requests through, without waiting, while Redis cannot be reached', async () => {
    const route = `/limited-${randomUUID()}`;
    // Nothing listens on port 1.
    const app = await limitedApp('redis://127.0.0.1:1', route, 1);
    apps.push(app);
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ url: route })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
