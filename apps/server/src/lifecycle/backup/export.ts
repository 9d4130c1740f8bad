import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import * as tar from 'tar';
import type { Database } from '../../db/client.js';
import { encryptText } from '../../lib/crypto.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST,
  type Manifest,
  SUMS,
  digestFile,
  schemaVersionOf,
  sumsText,
} from './manifest.js';
import { type RawFileStore, copyOut } from './raw-files.js';
import { type Session, ident, inTransaction, listTables, sequenceStates, storedColumns } from './session.js';

export interface ExportOptions {
  database: Database;
  files: RawFileStore;
  /** The product's encryption key: only used to seal the archive's key check, never written. */
  key: Buffer;
  /** The archive to write (.tar.gz); refused when it exists. */
  archive: string;
}

/** Rows fetched from the cursor at a time. */
const FETCH_ROWS = 1000;
/** Table names become entry names: only plain identifiers. */
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;
/** schema_migrations is the schema version (manifest.schema), not data: a restore writes its own. */
const NOT_DATA = new Set(['schema_migrations']);

/** Writes a table's rows, one JSON object a line, through a cursor; returns how many. */
async function dumpTable(session: Session, table: string, columns: string[], file: string): Promise<number> {
  const out = fs.createWriteStream(file, { flags: 'wx' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  let rows = 0;
  try {
    const cols = columns.map(ident).join(', ');
    await session.exec(
      `DECLARE probity_backup NO SCROLL CURSOR FOR SELECT row_to_json(x)::text AS j FROM (SELECT ${cols} FROM ${ident(table)}) x`,
    );
    for (;;) {
      const batch = await session.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM probity_backup`);
      if (batch.length === 0) break;
      await write(`${batch.map((r) => r.j).join('\n')}\n`);
      rows += batch.length;
    }
    await session.exec('CLOSE probity_backup');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}

/**
 * Writes a consistent backup of the whole product to one archive (manifest.ts): every table of the
 * product's schema, read in one REPEATABLE READ, READ ONLY transaction (one snapshot), then every
 * stored file as stored. Values and files stay encrypted; the key is not in the archive.
 */
export async function exportArchive(opts: ExportOptions): Promise<Manifest> {
  const archive = path.resolve(opts.archive);
  if (fs.existsSync(archive)) throw new Error(`${archive} exists already: give a new file name`);
  const stage = await fsp.mkdtemp(path.join(path.dirname(archive), '.probity-export-'));
  const partial = `${archive}.partial`;
  try {
    await fsp.mkdir(path.join(stage, 'tables'));
    await fsp.mkdir(path.join(stage, 'files'));
    const snapshot = await inTransaction(
      opts.database,
      'ISOLATION LEVEL REPEATABLE READ, READ ONLY',
      async (s) => {
        const [found] = await s.query<{ ok: boolean }>(
          `SELECT to_regclass('schema_migrations') IS NOT NULL AS ok`,
        );
        if (!found?.ok)
          throw new Error('The database holds no Probity schema (no schema_migrations): nothing to export');
        const migrations = (
          await s.query<{ tag: string }>('SELECT tag FROM schema_migrations ORDER BY tag')
        ).map((r) => r.tag);
        const tables: Manifest['tables'] = [];
        for (const name of await listTables(s)) {
          if (NOT_DATA.has(name)) continue;
          if (!TABLE_NAME.test(name)) throw new Error(`Table ${name} has a name a backup cannot hold`);
          const columns = await storedColumns(s, name);
          const rows = await dumpTable(s, name, columns, path.join(stage, 'tables', `${name}.ndjson`));
          tables.push({ name, rows, columns });
        }
        return { migrations, tables, sequences: await sequenceStates(s) };
      },
    );
    const fileKeys = await opts.files.list();
    for (const fileKey of fileKeys) await copyOut(opts.files, fileKey, path.join(stage, 'files', fileKey));

    const entries: Manifest['entries'] = {};
    for (const t of snapshot.tables) {
      const name = `tables/${t.name}.ndjson`;
      entries[name] = await digestFile(path.join(stage, name));
    }
    for (const fileKey of fileKeys)
      entries[`files/${fileKey}`] = await digestFile(path.join(stage, 'files', fileKey));
    const context = `probity-archive:${randomUUID()}`;
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: opts.database.kind,
      schema: { version: schemaVersionOf(snapshot.migrations), migrations: snapshot.migrations },
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files: fileKeys,
      keyCheck: { context, value: encryptText(opts.key, 'Probity archive key check', context) },
      entries,
    };
    await fsp.writeFile(path.join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const sums = { ...entries, [MANIFEST]: await digestFile(path.join(stage, MANIFEST)) };
    await fsp.writeFile(path.join(stage, SUMS), sumsText(sums));
    await tar.create({ gzip: true, file: partial, cwd: stage, portable: true }, [
      MANIFEST,
      SUMS,
      'tables',
      'files',
    ]);
    await fsp.rename(partial, archive);
    return manifest;
  } finally {
    await fsp.rm(partial, { force: true });
    await fsp.rm(stage, { recursive: true, force: true });
  }
}
