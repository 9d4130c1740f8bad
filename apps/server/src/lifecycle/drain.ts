import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

/** Retry-After of the answers refused while the server closes: another instance (or this one restarted) answers then. */
export const CLOSING_RETRY_AFTER_SECONDS = 5;

export const CLOSING_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * A 503 the server gives of its own accord (closing, overloaded). `statusCode` lets handlers that
 * know only Fastify's errors (the identity pages') answer 503 too.
 */
export class UnavailableError extends AppError {
  readonly statusCode = 503;
  constructor(message: string) {
    super('UNAVAILABLE', message);
  }
}

/**
 * Where the server is in its life: serving; draining (readiness false, so a load balancer stops
 * sending, but requests are still served); closing (new requests are refused with 503 and
 * `Connection: close` while those in flight finish).
 */
export interface Lifecycle {
  readonly draining: boolean;
  readonly closing: boolean;
  /** Requests received by the HTTP server whose response has not finished or been aborted. */
  readonly inFlight: number;
  startDraining(): void;
  startClosing(): void;
  /** Resolves once no request is in flight. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Decorates `app.lifecycle`, counts the HTTP server's requests in flight, and once closing
 * answers every new request with 503 (the error handler's shape) and `Connection: close`, and
 * asks the clients of the requests still in flight not to reuse their connection.
 */
export function registerLifecycle(app: FastifyInstance): void {
  let draining = false;
  let closing = false;
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (inFlight > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  // Every request of the listening server, whatever route (or none) answers it; 'close' comes
  // once per response, finished or aborted. app.inject does not pass here (nothing to drain).
  app.server.on('request', (_req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      settle();
    });
  });

  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    get closing() {
      return closing;
    },
    get inFlight() {
      return inFlight;
    },
    startDraining() {
      draining = true;
    },
    startClosing() {
      draining = true;
      closing = true;
    },
    idle() {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
  app.decorate('lifecycle', lifecycle);

  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', String(CLOSING_RETRY_AFTER_SECONDS));
    throw new UnavailableError(CLOSING_MESSAGE);
  });
  app.addHook('onSend', async (_request, reply) => {
    // A response finishing after closing began: its connection is not kept for another request.
    if (closing) reply.header('connection', 'close');
  });
}
