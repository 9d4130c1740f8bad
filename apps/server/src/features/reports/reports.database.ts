import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database, Db } from '../../db/client.js';
import * as tables from '../../db/schema/index.js';

/**
 * ARCHITECTURE "PostgreSQL (with replicas for reports)": with REPORTS_DATABASE_URL the reports
 * read from a replica (read-only sessions, in DATABASE_SCHEMA when set); without it they read the
 * app's own database. Audit events of exports are always written to the primary.
 */
export async function openReportsDatabase(app: FastifyInstance): Promise<Pick<Database, 'db' | 'kind'>> {
  const url = app.config.REPORTS_DATABASE_URL;
  if (!url) return app.database;
  const schema = app.config.DATABASE_SCHEMA;
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    options: ['-c default_transaction_read_only=on', schema ? `-c search_path=${schema},public` : '']
      .join(' ')
      .trim(),
  });
  // STACK.md: without this an idle connection killed by the database crashes the process.
  const warn = (err: Error) => app.log.warn({ err: err.message }, 'reports database connection error');
  pool.on('error', warn);
  // Also while a client is checked out (db/client.ts): an export holds one for its whole download.
  pool.on('connect', (client) => client.on('error', warn));
  app.addHook('onClose', () => pool.end());
  return { db: drizzle(pool, { schema: tables }) as unknown as Db, kind: 'postgres' };
}
