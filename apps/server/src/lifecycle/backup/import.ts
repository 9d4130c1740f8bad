import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import * as tar from 'tar';
import type { Database } from '../../db/client.js';
import {
  MIGRATION_PREREQUISITES,
  handWrittenMigrationTags,
  pendingMigrations,
  recordedMigration,
} from '../../db/migrate.js';
import { checkArchiveKey } from './key-check.js';
import { ArchiveRefused, type Manifest, checkSchemaKnown, verifyUnpacked } from './manifest.js';
import type { RawFileStore } from './raw-files.js';
import { type Session, ident, inTransaction, listTables } from './session.js';

export interface ImportOptions {
  /** The target: an empty PGlite database or an empty PostgreSQL schema. */
  database: Database;
  /** The target's file store: it must hold no file. */
  files: RawFileStore;
  /** The key the restored product will run with; it must be the archive's. */
  key: Buffer;
  archive: string;
  /** Where the target is, for messages (e.g. the data folder or the schema). */
  targetName?: string;
}

export interface ImportSummary {
  manifest: Manifest;
  rows: number;
  files: number;
  /** Migrations applied after the archive's own, bringing it to this code's schema. */
  upgraded: string[];
}

/** Rows sent in one INSERT. */
const INSERT_ROWS = 500;

/** Unpacks an archive into a new temporary folder; refuses what tar cannot read. */
async function unpack(archive: string): Promise<string> {
  if (!fs.existsSync(archive)) throw new ArchiveRefused(`${archive} does not exist`);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'probity-import-'));
  try {
    await tar.extract({ file: archive, cwd: dir, strict: true, preservePaths: false });
    return dir;
  } catch (err) {
    await fsp.rm(dir, { recursive: true, force: true });
    const reason = err instanceof Error ? err.message : String(err);
    throw new ArchiveRefused(
      `${archive} cannot be read as a Probity archive (${reason}): nothing was restored`,
    );
  }
}

/** The target's database must hold no table (it may not exist yet). */
async function checkEmptyDatabase(session: Pick<Session, 'query'>, targetName: string) {
  const [row] = await session.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
  );
  if ((row?.n ?? 0) > 0)
    throw new ArchiveRefused(
      `The target database (${targetName}) is not empty (${row!.n} tables, views or sequences): restore into a new data folder, an empty PostgreSQL database or a new DATABASE_SCHEMA. Nothing was changed.`,
    );
}

/** Loads one table's rows (ids kept) in batches; returns how many. */
async function loadTable(session: Session, dir: string, table: Manifest['tables'][number]): Promise<number> {
  const cols = table.columns.map(ident).join(', ');
  const insert = `INSERT INTO ${ident(table.name)} (${cols}) OVERRIDING SYSTEM VALUE
    SELECT ${cols} FROM json_populate_recordset(NULL::${ident(table.name)}, $1::json)`;
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await session.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
  };
  const lines = readline.createInterface({
    input: fs.createReadStream(path.join(dir, 'tables', `${table.name}.ndjson`)),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
  return rows;
}

/**
 * Inside the restore's transaction: migrates the empty target to the archive's schema, loads every
 * table with its triggers off (the audit chain's rows keep their own ids and hashes) and its
 * foreign keys dropped (tables load in any order), puts them back (checking every row), sets the
 * sequences where they stood, then applies this code's newer migrations.
 */
async function restoreDatabase(
  s: Session,
  kind: Database['kind'],
  dir: string,
  manifest: Manifest,
  target: string,
) {
  await checkEmptyDatabase(s, target);
  await s.exec(MIGRATION_PREREQUISITES);
  const archived = new Set(manifest.schema.migrations);
  // Scripts for PostgreSQL only (the application's role) are applied on a PostgreSQL target even
  // when the archive comes from PGlite, and never on PGlite.
  const postgresOnly = new Set(
    handWrittenMigrationTags()
      .filter((m) => m.postgresOnly)
      .map((m) => m.tag),
  );
  const applied = new Set<string>();
  for (const script of pendingMigrations(
    kind,
    applied,
    (tag) => archived.has(tag) || postgresOnly.has(tag),
  )) {
    await s.exec(recordedMigration(script));
    applied.add(script.tag);
  }
  const present = new Set(await listTables(s));
  const missing = manifest.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
  if (missing.length > 0)
    throw new ArchiveRefused(
      `The archive's tables ${missing.join(', ')} are not in its schema version: damaged archive`,
    );

  const foreignKeys = await s.query<{ tbl: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`,
  );
  for (const fk of foreignKeys) await s.exec(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${ident(fk.name)}`);
  let rows = 0;
  for (const table of manifest.tables) {
    await s.exec(`ALTER TABLE ${ident(table.name)} DISABLE TRIGGER USER`);
    // Only what the migrations themselves wrote (e.g. the audit chain's first head) is there.
    await s.exec(`DELETE FROM ${ident(table.name)}`);
    const loaded = await loadTable(s, dir, table);
    if (loaded !== table.rows)
      throw new ArchiveRefused(
        `${table.name}: the archive holds ${loaded} rows, its manifest says ${table.rows}`,
      );
    rows += loaded;
    await s.exec(`ALTER TABLE ${ident(table.name)} ENABLE TRIGGER USER`);
  }
  for (const fk of foreignKeys)
    await s.exec(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${ident(fk.name)} ${fk.def}`);
  for (const seq of manifest.sequences) {
    if (seq.lastValue === null) await s.exec(`ALTER SEQUENCE ${ident(seq.name)} RESTART`);
    else await s.query(`SELECT setval($1::regclass, $2::bigint, true)`, [ident(seq.name), seq.lastValue]);
  }
  const upgraded: string[] = [];
  for (const script of pendingMigrations(kind, applied)) {
    await s.exec(recordedMigration(script));
    upgraded.push(script.tag);
  }
  return { rows, upgraded };
}

/**
 * Restores an archive into an empty target. Refused, with nothing written, for an archive whose
 * checksums do not match, one from a newer schema, a key that cannot read it, or a target that is
 * not empty. The database is restored in one transaction; files are first copied under the store's
 * temporary names and moved into place once it has committed.
 */
export async function importArchive(opts: ImportOptions): Promise<ImportSummary> {
  const target = opts.targetName ?? opts.database.kind;
  const dir = await unpack(path.resolve(opts.archive));
  try {
    const manifest = await verifyUnpacked(dir);
    checkSchemaKnown(manifest);
    await checkArchiveKey(opts.key, dir, manifest);
    await checkEmptyDatabase(opts.database, target);
    const existing = await opts.files.list();
    if (existing.length > 0)
      throw new ArchiveRefused(
        `The target file store (${opts.files.where}) is not empty (${existing.length} files): restore into an empty one. Nothing was changed.`,
      );

    const staged: { tempName: string; fileKey: string }[] = [];
    let restored: { rows: number; upgraded: string[] };
    try {
      for (const fileKey of manifest.files)
        staged.push({ tempName: await opts.files.stage(fileKey, path.join(dir, 'files', fileKey)), fileKey });
      restored = await inTransaction(opts.database, '', (s) =>
        restoreDatabase(s, opts.database.kind, dir, manifest, target),
      );
    } catch (err) {
      for (const { tempName } of staged) await opts.files.discard(tempName).catch(() => undefined);
      throw err;
    }
    for (const { tempName, fileKey } of staged) await opts.files.commit(tempName, fileKey);
    return { manifest, rows: restored.rows, files: staged.length, upgraded: restored.upgraded };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
