import type { Database } from '../../db/client.js';

/** One connection inside one transaction: raw SQL only (a backup moves rows as they are stored). */
export interface Session {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

/**
 * Runs `fn` inside one transaction on one connection: committed when it returns, rolled back when
 * it throws. `characteristics` (e.g. `ISOLATION LEVEL REPEATABLE READ, READ ONLY`) is set first.
 * Every value is read and written as UTC text, whatever the server's settings.
 */
export async function inTransaction<T>(
  database: Database,
  characteristics: string,
  fn: (session: Session) => Promise<T>,
): Promise<T> {
  const settings = `SET LOCAL TimeZone = 'UTC'; SET LOCAL IntervalStyle = 'postgres'; SET LOCAL statement_timeout = 0;`;
  if (database.pglite) {
    return database.pglite.transaction(async (tx) => {
      if (characteristics) await tx.exec(`SET TRANSACTION ${characteristics}`);
      await tx.exec(settings);
      return fn({
        query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      });
    });
  }
  const pool = database.pool;
  if (!pool) throw new Error('A backup needs PGlite or PostgreSQL');
  const client = await pool.connect();
  try {
    await client.query(`BEGIN${characteristics ? ` ${characteristics}` : ''}`);
    await client.query(settings);
    const result = await fn({
      query: async <R>(sql: string, params?: unknown[]) =>
        (await client.query(sql, params as unknown[])).rows as R[],
      exec: async (sql: string) => {
        await client.query(sql);
      },
    });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** A double-quoted identifier. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The product's tables (plain tables of the current schema), by name. */
export async function listTables(session: Session): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

/** A table's stored columns in order (generated columns are computed again on restore). */
export async function storedColumns(session: Session, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = (quote_ident(current_schema()) || '.' || quote_ident($1))::regclass
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [table],
  );
  return rows.map((r) => r.name);
}

export interface SequenceState {
  name: string;
  /** Null when the sequence was never used. */
  lastValue: string | null;
}

/** The current schema's sequences and where each stands. */
export async function sequenceStates(session: Session): Promise<SequenceState[]> {
  return session.query<SequenceState>(
    `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
      WHERE schemaname = current_schema() ORDER BY sequencename`,
  );
}
