import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Issue 18: told of every statement's time (seconds) at the driver and whether it succeeded. */
export type QueryObserver = (seconds: number, ok: boolean) => void;

const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

function timePromise<T>(result: T, observe: QueryObserver, started: bigint): T {
  if (result && typeof (result as { then?: unknown }).then === 'function')
    (result as unknown as Promise<unknown>).then(
      () => observe(since(started), true),
      () => observe(since(started), false),
    );
  return result;
}

/**
 * node-postgres: a Client class whose query() is timed, for the pool's `Client` option, so every
 * statement (drizzle's, raw ones, pg-boss's) is counted. It calls whatever pg.Client's query is at
 * the time (tracing may have wrapped it since). Streamed queries (cursors) are not timed.
 */
export function timedPgClient(observe: QueryObserver): typeof pg.Client {
  class TimedClient extends pg.Client {}
  const base = pg.Client.prototype as unknown as { query(...args: unknown[]): unknown };
  (TimedClient.prototype as unknown as { query(...args: unknown[]): unknown }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const started = process.hrtime.bigint();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        observe(since(started), !err);
        return (callback as (...a: unknown[]) => unknown)(err, ...rest);
      };
      return base.query.apply(this, args);
    }
    const first = args[0] as { submit?: unknown } | undefined;
    if (first && typeof first.submit === 'function') return base.query.apply(this, args);
    return timePromise(base.query.apply(this, args), observe, started);
  };
  return TimedClient;
}

interface Queryable {
  query(...args: unknown[]): Promise<unknown>;
  exec(...args: unknown[]): Promise<unknown>;
}

function timeQueryable(target: Queryable, observe: QueryObserver) {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = (...args) => timePromise(query(...args), observe, process.hrtime.bigint());
  target.exec = (...args) => timePromise(exec(...args), observe, process.hrtime.bigint());
}

/** PGlite: its query and exec, and those of each transaction it hands out, are timed. */
export function timePglite(pglite: PGlite, observe: QueryObserver): void {
  timeQueryable(pglite as unknown as Queryable, observe);
  const transaction = pglite.transaction.bind(pglite);
  (pglite as { transaction: unknown }).transaction = (callback: (tx: Queryable) => Promise<unknown>) =>
    transaction((tx) => {
      timeQueryable(tx as unknown as Queryable, observe);
      return callback(tx as unknown as Queryable);
    });
}
