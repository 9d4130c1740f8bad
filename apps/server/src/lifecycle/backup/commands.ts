import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { KEY_FILE_NAME, encryptionKey } from '../../lib/crypto.js';
import { exportArchive } from './export.js';
import { importArchive } from './import.js';
import { ArchiveRefused } from './manifest.js';
import { rawFileStore } from './raw-files.js';

/** The configured database as it is: neither migrated nor seeded (a backup copies what is there). */
function openConfigured(config: Config): Promise<Database> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'db'),
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
}

function targetName(config: Config): string {
  if (!config.DATABASE_URL) return `the embedded database in ${config.dataDir}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL ${url.host}${url.pathname}, schema ${config.DATABASE_SCHEMA ?? 'public'}`;
}

/** `data-export <archive>`: the whole product into one archive. */
export async function dataExport(config: Config, archive: string, say: (msg: string) => void): Promise<void> {
  const key = encryptionKey(config, say);
  const database = await openConfigured(config);
  try {
    const manifest = await exportArchive({ database, files: rawFileStore(config), key, archive });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    say(
      `wrote ${path.resolve(archive)}: schema ${manifest.schema.version}, ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files`,
    );
    say('the archive does not hold the encryption key: keep the key, apart from the archive, to restore it');
  } finally {
    await database.close();
  }
}

/**
 * The key a restore runs with: ENCRYPTION_KEY or ENCRYPTION_KEY_FILE, or the embedded database's
 * key file already in DATA_DIR. Never a new one: a generated key could not read the archive.
 */
function restoreKey(config: Config): Buffer {
  if (
    !config.ENCRYPTION_KEY &&
    !config.ENCRYPTION_KEY_FILE &&
    !fs.existsSync(path.join(config.dataDir, KEY_FILE_NAME))
  )
    throw new ArchiveRefused(
      `No encryption key: set ENCRYPTION_KEY (or ENCRYPTION_KEY_FILE) to the key of the Probity that wrote the archive, or copy its ${KEY_FILE_NAME} into ${config.dataDir}. Nothing was changed.`,
    );
  return encryptionKey(config);
}

/** `data-import <archive>`: restores an archive into the configured, empty, database and file store. */
export async function dataImport(config: Config, archive: string, say: (msg: string) => void): Promise<void> {
  const key = restoreKey(config);
  const pgliteDir = config.DATABASE_URL ? null : path.join(config.dataDir, 'db');
  const createdFolder = pgliteDir !== null && !fs.existsSync(pgliteDir);
  const database = await openConfigured(config);
  let ok = false;
  try {
    const summary = await importArchive({
      database,
      files: rawFileStore(config),
      key,
      archive,
      targetName: targetName(config),
    });
    ok = true;
    say(
      `restored ${path.resolve(archive)} (written ${summary.manifest.createdAt}, schema ${summary.manifest.schema.version}) into ${targetName(config)}: ${summary.rows} rows, ${summary.files} files`,
    );
    if (summary.upgraded.length > 0) say(`then applied migrations: ${summary.upgraded.join(', ')}`);
  } finally {
    await database.close();
    // A refused restore into a new embedded database leaves no database folder behind.
    if (!ok && createdFolder && pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
}
