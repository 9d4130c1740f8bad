import type { Redis } from 'ioredis';

/** The Redis clients of the Socket.IO adapter, and what they tell about Redis being there. */
export interface RedisLink {
  pub: Redis;
  sub: Redis;
  /** Whether Redis answers a PING now (a frozen Redis keeps the connection but never answers). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Connects the adapter's two clients (ioredis reconnects by itself, STACK.md). Events published
 * while Redis is away never reach the other instances, so `onRestored` is called once both clients
 * are back and the subscriber has its subscriptions again (issue 15): the hubs then tell their
 * sockets to catch up.
 */
export async function connectRedisLink(
  url: string,
  deps: { log: { warn(obj: object, msg: string): void }; onRestored(): void },
): Promise<RedisLink> {
  // Loaded only with REDIS_URL (issue 16: an instance without Redis does not hold the client).
  const { Redis: RedisClient } = await import('ioredis');
  const pub = new RedisClient(url, { lazyConnect: false, maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  let lost = false;
  let closing = false;

  const checkRestored = () => {
    if (!lost || closing || pub.status !== 'ready' || sub.status !== 'ready') return;
    // ioredis sends the subscriptions again right after 'ready': a PING answered after them
    // means events published from now on reach this instance.
    setImmediate(() => {
      sub.ping().then(
        () => {
          if (!lost || closing || pub.status !== 'ready' || sub.status !== 'ready') return;
          lost = false;
          deps.onRestored();
        },
        () => undefined,
      );
    });
  };
  for (const client of [pub, sub]) {
    client.on('error', (err: Error) => deps.log.warn({ err: err.message }, 'realtime redis error'));
    client.on('close', () => {
      if (!closing) lost = true;
    });
    client.on('ready', checkRestored);
  }

  return {
    pub,
    sub,
    async ready() {
      if (pub.status !== 'ready' || sub.status !== 'ready') return false;
      return (await pub.ping()) === 'PONG';
    },
    async close() {
      closing = true;
      await Promise.all([pub, sub].map((r) => r.quit().catch(() => undefined)));
    },
  };
}
