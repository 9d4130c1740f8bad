import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client.js';

/** Only meaningful on PostgreSQL (the DATABASE_URL run): PGlite has no connection to lose. */
describe.skipIf(!process.env.DATABASE_URL)('a connection killed while it is checked out', () => {
  it('fails its query without crashing the process, and the pool goes on with a new one', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL!,
      onPoolError: (err) => errors.push(err),
    });
    try {
      // As a streaming export holds one: checked out, idle in a transaction between fetches.
      const client = await database.pool!.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await client.query('begin');
      await database.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
      await expect(client.query('select 1')).rejects.toThrow();
      client.release();
      expect(await database.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
