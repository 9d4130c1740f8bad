import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { UnavailableError } from './drain.js';

export const OVERLOADED_MESSAGE = 'The server is busy. Please try again in a few seconds.';

/** The answer while overloaded: the error handler's 503 shape (under-pressure sets Retry-After). */
class OverloadedError extends UnavailableError {
  constructor() {
    super(OVERLOADED_MESSAGE);
  }
}

/** Route config that keeps a route answering under pressure (the health probes). */
export const NOT_SHED = { pressureHandler: () => undefined } as const;

/**
 * Back-pressure (issue 15): while the event loop lags past OVERLOAD_EVENT_LOOP_DELAY_MS, or the
 * heap in use passes OVERLOAD_HEAP_USED_PERCENT of V8's limit, new requests are refused at once
 * with 503 and Retry-After instead of queueing behind the work that slows everything down.
 * /healthz and /readyz are never shed: a liveness probe failing under load would restart a busy
 * but healthy server.
 */
export async function registerOverloadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const heapLimit = getHeapStatistics().heap_size_limit;
  const maxHeapUsedBytes =
    config.OVERLOAD_HEAP_USED_PERCENT > 0
      ? Math.floor((heapLimit * config.OVERLOAD_HEAP_USED_PERCENT) / 100)
      : 0;
  await app.register(underPressure, {
    maxEventLoopDelay: config.OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes,
    retryAfter: config.OVERLOAD_RETRY_AFTER_SECONDS,
    customError: OverloadedError,
    // Sampled every second (under-pressure's mean delay over the last interval).
    sampleInterval: 1000,
  });
}
