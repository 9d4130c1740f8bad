import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { openTestDatabase } from './helpers.js';

/**
 * A database no other test file sees, for tests that change the whole of a table (the audit
 * chain's tampering): on PostgreSQL a freshly migrated schema of its own, dropped by close();
 * on PGlite every file's database is its own already.
 */
export async function openOwnDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const runSchema = inject('pgSchema');
  if (!runSchema) {
    const database = await openTestDatabase();
    return { database, close: () => database.close() };
  }
  const schema = `${runSchema}_own_${randomBytes(3).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema });
  await migrate(database);
  return {
    database,
    async close() {
      await database.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await database.close();
    },
  };
}
