import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type QueryObserver, timedPgClient, timePglite } from './query-timing.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: services take this so they compose inside one transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Run raw SQL (migrations, health checks); returns rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Run several statements in one round trip (migrations). */
  exec(sql: string): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Issue 18: who is told of each statement's time (the metrics); one observer at a time. */
  observeQueries(observer: QueryObserver | undefined): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  schema?: string;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests load a migrated template). */
  loadDataDir?: Blob | File;
  onPoolError?: (err: Error) => void;
  /** PostgreSQL: give up connecting (or waiting for a free connection) after this long. */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the server cancels a statement after this long, and the client stops waiting a
   * second later (a frozen server never cancels anything); the connection is then closed.
   */
  statementTimeoutMs?: number;
}

/** Migrations may run long: they wait this long for each script, whatever the statement timeout. */
const EXEC_TIMEOUT_MS = 10 * 60_000;
/** How much longer the client waits than the server's own statement timeout. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  let observer: QueryObserver | undefined;
  const observe: QueryObserver = (seconds, ok) => observer?.(seconds, ok);
  const observeQueries = (next: QueryObserver | undefined) => {
    observer = next;
  };
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      Client: timedPgClient(observe),
      connectionString: opts.databaseUrl,
      max: 10,
      options: opts.schema ? `-c search_path=${opts.schema},public` : undefined,
      // Issue 15: a stopped or frozen database answers within seconds (lib/database-outage.ts), never hangs.
      connectionTimeoutMillis: opts.connectTimeoutMs,
      statement_timeout: opts.statementTimeoutMs,
      query_timeout: opts.statementTimeoutMs ? opts.statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS : undefined,
      keepAlive: true,
    });
    // STACK.md: without this an idle connection killed by the database crashes the process.
    pool.on('error', (err) => opts.onPoolError?.(err));
    // The pool listens only while a client is idle: a connection killed while checked out (a
    // transaction held open by a streaming export, issue 16) would crash the process. Its query
    // fails instead, and the pool drops the client when it comes back.
    pool.on('connect', (client) => client.on('error', (err) => opts.onPoolError?.(err)));
    pool.on('release', (_err, client) => closeIfStillBusy(client));
    if (opts.schema) {
      const c = await pool.connect();
      try {
        // Created only when missing: the application's own role (probity_app) may not create any.
        const found = await c.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [opts.schema]);
        if (found.rowCount === 0) await c.query(`CREATE SCHEMA IF NOT EXISTS "${opts.schema}"`);
      } finally {
        c.release();
      }
    }
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema }) as unknown as Db,
      pool,
      observeQueries,
      async query<T>(sql: string, params?: unknown[]) {
        const r = await pool.query(sql, params as unknown[]);
        return r.rows as T[];
      },
      async exec(sql: string) {
        const c = await pool.connect();
        try {
          if (opts.statementTimeoutMs) await c.query('SET statement_timeout = 0');
          // node-postgres reads query_timeout per query too; its types do not declare it.
          await c.query({ text: sql, query_timeout: EXEC_TIMEOUT_MS } as pg.QueryConfig);
        } catch (err) {
          await c.query('ROLLBACK').catch(() => undefined);
          throw err;
        } finally {
          if (opts.statementTimeoutMs) await c.query('RESET statement_timeout').catch(() => undefined);
          c.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  timePglite(pglite, observe);
  return {
    kind: 'pglite',
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    pglite,
    observeQueries,
    async query<T>(sql: string, params?: unknown[]) {
      const r = await pglite.query<T>(sql, params as unknown[]);
      return r.rows;
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
}

/**
 * A connection handed back while its query is still unanswered (the client stopped waiting: the
 * database is frozen or far too slow) is closed, never reused: a later answer would otherwise land
 * on the next request, which could even find itself inside the abandoned transaction.
 */
function closeIfStillBusy(client: pg.PoolClient) {
  const busy = (client as { readyForQuery?: boolean }).readyForQuery === false;
  if (busy) (client as unknown as pg.Client).end().catch(() => undefined);
}
