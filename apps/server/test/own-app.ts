import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { TestContext } from './helpers.js';
import { openOwnDatabase } from './own-database.js';

/**
 * The whole app on a database no other test file sees (its own schema on PostgreSQL, and so its
 * own job queues): for tests that count rows of a whole table or runs of a queue.
 */
export async function buildOwnApp(
  env: Record<string, string> = {},
  logger: Record<string, unknown> | false = false,
): Promise<TestContext> {
  const own = await openOwnDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-own-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: '100000',
    ...env,
  });
  const app = await buildApp({ config, database: own.database, logger });
  await app.ready();
  let closed = false;
  return {
    app,
    database: own.database,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      const bossSchema = app.jobs.schema;
      if (own.database.kind === 'postgres' && bossSchema && bossSchema !== 'pgboss')
        await own.database.exec(`DROP SCHEMA IF EXISTS "${bossSchema}" CASCADE`);
      await own.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
