import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { isDatabaseEmpty, seedDemo } from '../db/seed.js';
import { upgradeEmailTemplates } from '../mail/default-templates.js';
import { scrubLogText } from './log-safety.js';

/**
 * Opens the configured database (PGlite under DATA_DIR, or PostgreSQL), migrates and seeds it.
 * `longRunning`: a command-line tool (imports, audit verification) whose statements may take
 * longer than a request's DATABASE_STATEMENT_TIMEOUT_MS; it keeps the connect timeout only.
 */
export async function prepareDatabase(
  config: Config,
  log: (msg: string) => void,
  options: { longRunning?: boolean } = {},
): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'db'),
    onPoolError: (err) => log(`database connection error: ${scrubLogText(err.message)}`),
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: options.longRunning ? undefined : config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  const applied = await migrate(database);
  if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
  // Stored e-mail templates nobody edited follow the built-in text (issue 14: the invitation).
  const upgraded = await upgradeEmailTemplates(database.db);
  if (upgraded.length > 0) log(`updated e-mail templates: ${upgraded.join(', ')}`);
  // The demo seed runs only on an empty database: by default only on the embedded one.
  const wantSeed =
    config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite');
  let seeded = false;
  if (wantSeed && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, config);
    seeded = true;
    log('seeded the demo data');
  }
  return { database, seeded };
}
