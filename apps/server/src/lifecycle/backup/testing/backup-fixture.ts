import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { inject } from 'vitest';
import { buildApp } from '../../../app.js';
import { recordAudit } from '../../../audit/audit.js';
import { type Config, loadConfig } from '../../../config.js';
import { type Database, openDatabase } from '../../../db/client.js';
import { migrate } from '../../../db/migrate.js';
import { seedDemo } from '../../../db/seed.js';
import { createDiskStorage } from '../../../integrations/storage/disk-storage.js';
import { parseEncryptionKey } from '../../../lib/crypto.js';
import { discoverIssuer, signIn } from '../../../identity/testing/flow.js';
import { type RawFileStore, diskRawStore } from '../raw-files.js';
import { inTransaction, listTables } from '../session.js';

/** PostgreSQL for the round trips: TEST_DATABASE_URL, or the run's DATABASE_URL. */
export const PG_URL = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) =>
  u?.startsWith('postgres'),
);

export interface Side {
  kind: 'pglite' | 'postgres';
  database: Database;
  dataDir: string;
  config: Config;
  files: RawFileStore;
  close(): Promise<void>;
}

let empty: Promise<Blob> | undefined;
/** An empty PGlite cluster, made once per file and loaded for each empty side. */
function emptyCluster(): Promise<Blob> {
  empty ??= openDatabase({}).then(async (db) => {
    const dump = await db.pglite!.dumpDataDir('none');
    await db.close();
    return dump;
  });
  return empty;
}

/**
 * One end of a round trip: a database (PGlite, in memory or in DATA_DIR/db, or a PostgreSQL schema
 * of its own, dropped by close()) and a file store under the data folder. `migrated: false` leaves
 * it empty, as a restore wants it.
 */
export async function openSide(
  kind: 'pglite' | 'postgres',
  keyBase64: string,
  opts: { migrated: boolean; port?: number; onDisk?: boolean },
): Promise<Side> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-backup-'));
  const schema = `backup_${randomBytes(4).toString('hex')}`;
  // The run's migrated PGlite template (test/global-setup.ts), as test files use; none on PostgreSQL runs.
  const template = opts.migrated && kind === 'pglite' ? inject('pgliteTemplate') : '';
  const database =
    kind === 'postgres'
      ? await openDatabase({ databaseUrl: PG_URL, schema })
      : await openDatabase({
          // In memory unless asked: creating a PGlite folder takes seconds.
          dataDir: opts.onDisk ? path.join(dataDir, 'db') : undefined,
          loadDataDir: template ? new Blob([fs.readFileSync(template)]) : await emptyCluster(),
        });
  if (opts.migrated && !template) await migrate(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: `http://127.0.0.1:${opts.port ?? 3500}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ENCRYPTION_KEY: keyBase64,
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: '100000',
  });
  return {
    kind,
    database,
    dataDir,
    config,
    files: diskRawStore(path.join(dataDir, 'files')),
    async close() {
      if (kind === 'postgres') {
        await database.exec(
          `DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`,
        );
      }
      await database.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Stores a file through the product's own store (encrypted); returns its key. */
export async function storeFile(side: Side, contents: Buffer): Promise<string> {
  const store = createDiskStorage(
    path.join(side.dataDir, 'files'),
    parseEncryptionKey(side.config.ENCRYPTION_KEY!),
  );
  const fileKey = randomUUID();
  const upload = await store.writeTemp(fileKey, Readable.from([contents]), 10 * 1024 * 1024);
  await store.commit(upload, fileKey);
  return fileKey;
}

/** A file's plaintext, read through the product's own store. */
export async function readFile(side: Side, fileKey: string): Promise<Buffer> {
  const store = createDiskStorage(
    path.join(side.dataDir, 'files'),
    parseEncryptionKey(side.config.ENCRYPTION_KEY!),
  );
  return buffer(await store.open(fileKey));
}

/** The demo data, audit events (the chain) and two stored files (one of several encrypted chunks). */
export async function seedSource(side: Side): Promise<Map<string, Buffer>> {
  await seedDemo(side.database.db, side.config);
  for (const action of ['backup.test.one', 'backup.test.two', 'backup.test.three'])
    await recordAudit(side.database.db, {
      action,
      objectType: 'Test',
      objectID: action,
      details: { n: action.length },
    });
  const files = new Map<string, Buffer>();
  for (const contents of [Buffer.from('A will, signed and witnessed.'), randomBytes(200 * 1024)])
    files.set(await storeFile(side, contents), contents);
  return files;
}

/** Every table's rows (schema_migrations aside), each as row_to_json text, sorted. */
export async function tableContents(database: Database): Promise<Record<string, string[]>> {
  return inTransaction(database, 'READ ONLY', async (s) => {
    const out: Record<string, string[]> = {};
    for (const table of await listTables(s)) {
      if (table === 'schema_migrations') continue;
      const rows = await s.query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM "${table}" t`);
      out[table] = rows.map((r) => r.j).sort();
    }
    return out;
  });
}

/** The stored files' bytes as stored (encrypted), by key. */
export async function storedBytes(side: Side): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of await side.files.list())
    out[key] = (await buffer(await side.files.read(key))).toString('base64');
  return out;
}

/**
 * Signs a demo user in with its password through the real identity server (authorization code
 * with PKCE), then calls the API with the token; returns the API's status.
 */
export async function signInStatus(side: Side, port: number, emailAddress: string): Promise<number> {
  const app = await buildApp({ config: side.config, database: side.database, logger: false });
  try {
    await app.listen({ port, host: '127.0.0.1' });
    const setup = { publicUrl: side.config.publicUrl, clientId: 'probity-web' };
    const oidc = await discoverIssuer(setup);
    const attempt = await signIn(oidc, setup, { emailAddress, password: side.config.DEMO_PASSWORD });
    if (!attempt.tokens) return 0;
    const res = await fetch(`${setup.publicUrl}/api/User`, {
      headers: { authorization: `Bearer ${attempt.tokens.access_token}` },
    });
    return res.status;
  } finally {
    await app.close();
  }
}
