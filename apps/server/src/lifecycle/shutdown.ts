import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

export interface ShutdownOptions {
  /** How long /readyz answers 503 before new requests are refused (a load balancer's time to notice). */
  delayMs: number;
  say: (msg: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The orderly stop (issue 15): readiness false first; after the delay, new requests are refused
 * with 503 and `Connection: close` while those in flight finish; then the listener, idle
 * connections, realtime hubs and job runner close (app.close), and the database last.
 * The caller bounds it with a deadline (main.ts: SHUTDOWN_TIMEOUT_SECONDS).
 */
export async function drainAndClose(
  app: FastifyInstance,
  database: Database,
  opts: ShutdownOptions,
): Promise<void> {
  app.lifecycle.startDraining();
  if (opts.delayMs > 0) await sleep(opts.delayMs);
  app.lifecycle.startClosing();
  // Socket.IO's long-polling requests would otherwise hold the drain until their next ping.
  await app.realtime.close();
  if (app.lifecycle.inFlight > 0) opts.say(`waiting for ${app.lifecycle.inFlight} request(s) in flight`);
  await app.lifecycle.idle();
  await app.close();
  await database.close();
}
