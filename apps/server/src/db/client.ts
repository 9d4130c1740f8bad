import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: opts.schema ? `-c search_path=${opts.schema},public` : undefined,
    });
    // STACK.md: without this an idle connection killed by the database crashes the process.
    pool.on('error', (err) => opts.onPoolError?.(err));
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
      async query<T>(sql: string, params?: unknown[]) {
        const r = await pool.query(sql, params as unknown[]);
        return r.rows as T[];
      },
      async exec(sql: string) {
        const c = await pool.connect();
        try {
          await c.query(sql);
        } catch (err) {
          await c.query('ROLLBACK').catch(() => undefined);
          throw err;
        } finally {
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
  return {
    kind: 'pglite',
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    pglite,
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
