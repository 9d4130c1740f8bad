import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { parseEncryptionKey } from '../../lib/crypto.js';
import { dataExport, dataImport } from './commands.js';
import { exportArchive } from './export.js';
import { importArchive } from './import.js';
import { MANIFEST, SUMS, digestFile, sumsText } from './manifest.js';
import { type Side, openSide, seedSource, storeFile, tableContents } from './testing/backup-fixture.js';

const KEY = randomBytes(32).toString('base64');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-refusals-'));
let source: Side;
let archive: string;
const opened: Side[] = [];

beforeAll(async () => {
  source = await openSide('pglite', KEY, { migrated: true });
  await seedSource(source);
  archive = path.join(work, 'good.tar.gz');
  await exportArchive({
    database: source.database,
    files: source.files,
    key: parseEncryptionKey(KEY),
    archive,
  });
});

afterAll(async () => {
  for (const side of [source, ...opened]) await side?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function emptyTarget() {
  const target = await openSide('pglite', KEY, { migrated: false });
  opened.push(target);
  return target;
}

/** Unpacks the good archive, lets `change` alter it, packs it again under a new name. */
async function altered(name: string, change: (dir: string) => Promise<void> | void): Promise<string> {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  await tar.extract({ file: archive, cwd: dir });
  await change(dir);
  const file = path.join(work, `${name}.tar.gz`);
  await tar.create({ gzip: true, file, cwd: dir, portable: true }, fs.readdirSync(dir));
  return file;
}

/** What an empty target holds: no table, no stored or temporary file. */
async function emptiness(target: Side) {
  const [row] = await target.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'S', 'v')`,
  );
  const filesDir = path.join(target.dataDir, 'files');
  const files = fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).sort() : [];
  return { relations: row?.n, files };
}

const restore = (target: Side, file: string, key = KEY) =>
  importArchive({
    database: target.database,
    files: target.files,
    key: parseEncryptionKey(key),
    archive: file,
  });

describe('a restore refuses, and changes nothing (issue 18)', { timeout: 120_000 }, () => {
  it('an archive whose entry does not match its checksum', async () => {
    const file = await altered('tampered', (dir) => {
      const users = path.join(dir, 'tables', 'users.ndjson');
      fs.writeFileSync(users, fs.readFileSync(users, 'utf8').replace('Harbour', 'Harbor'));
    });
    const target = await emptyTarget();
    await expect(restore(target, file)).rejects.toThrow(
      /checksum of tables\/users\.ndjson does not match.*nothing was restored/,
    );
    expect(await emptiness(target)).toEqual({ relations: 0, files: [] });
  });

  it('an archive with an entry its checksums do not list, or a damaged gzip', async () => {
    const extra = await altered('extra', (dir) => fs.writeFileSync(path.join(dir, 'files', 'stray'), 'x'));
    const target = await emptyTarget();
    await expect(restore(target, extra)).rejects.toThrow(
      /holds files\/stray, which its checksums do not list/,
    );
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const damaged = path.join(work, 'damaged.tar.gz');
    fs.writeFileSync(damaged, bytes);
    await expect(restore(target, damaged)).rejects.toThrow(/cannot be read as a Probity archive|checksum/);
    expect(await emptiness(target)).toEqual({ relations: 0, files: [] });
  });

  it('an archive written by a newer schema', async () => {
    const file = await altered('newer', async (dir) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
      manifest.schema.version = '9999_from_the_future';
      manifest.schema.migrations.push('9999_from_the_future');
      fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest));
      // Checksums made again: the archive is whole, only newer.
      const sums = { ...manifest.entries, [MANIFEST]: await digestFile(path.join(dir, MANIFEST)) };
      fs.writeFileSync(path.join(dir, SUMS), sumsText(sums));
    });
    const target = await emptyTarget();
    await expect(restore(target, file)).rejects.toThrow(
      /written by a newer version of Probity \(schema 9999_from_the_future.*upgrade Probity/,
    );
    expect(await emptiness(target)).toEqual({ relations: 0, files: [] });
  });

  it('another encryption key', async () => {
    const target = await emptyTarget();
    await expect(restore(target, archive, randomBytes(32).toString('base64'))).rejects.toThrow(
      /encryption key in use cannot read this archive.*ENCRYPTION_KEY/,
    );
    expect(await emptiness(target)).toEqual({ relations: 0, files: [] });
  });

  it('a database that is not empty, or a file store that is not', async () => {
    const before = await tableContents(source.database);
    const filesBefore = fs.readdirSync(path.join(source.dataDir, 'files')).sort();
    await expect(restore(source, archive)).rejects.toThrow(/target database \(pglite\) is not empty/);
    expect(await tableContents(source.database)).toEqual(before);
    expect(fs.readdirSync(path.join(source.dataDir, 'files')).sort()).toEqual(filesBefore);

    const target = await emptyTarget();
    const fileKey = await storeFile(target, Buffer.from('already here'));
    await expect(restore(target, archive)).rejects.toThrow(/target file store .* is not empty \(1 files\)/);
    expect(await emptiness(target)).toEqual({ relations: 0, files: [fileKey, 'tmp'].sort() });
  });
});

// Three PGlite databases made on disk: ~25 s on a loaded 2-core machine, once over 30 s.
describe('npm run data:export / data:import (the CLI commands)', { timeout: 120_000 }, () => {
  it('move an embedded database to a new data folder, refusing without the key and leaving no folder', async () => {
    const from = await openSide('pglite', KEY, { migrated: true, onDisk: true });
    opened.push(from);
    await from.database.query(`INSERT INTO audit_events (action) VALUES ('cli.test')`);
    await from.database.close();
    const file = path.join(work, 'cli.tar.gz');
    const said: string[] = [];
    await dataExport(from.config, file, (m) => said.push(m));
    expect(said.join('\n')).toMatch(/wrote .*cli\.tar\.gz: schema \d{4}_\w+, \d+ tables, \d+ rows, 0 files/);

    const dataDir = path.join(work, 'new-data');
    const withoutKey = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    await expect(dataImport(withoutKey, file, () => undefined)).rejects.toThrow(/No encryption key/);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    const wrong = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    await expect(dataImport(wrong, file, () => undefined)).rejects.toThrow(/cannot read this archive/);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);

    const right = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ENCRYPTION_KEY: KEY });
    await dataImport(right, file, (m) => said.push(m));
    expect(said.at(-1)).toMatch(
      /restored .*cli\.tar\.gz .* into the embedded database in .*new-data: \d+ rows, 0 files/,
    );
    const restored = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      expect(await restored.query(`SELECT action FROM audit_events`)).toEqual([{ action: 'cli.test' }]);
    } finally {
      await restored.close();
    }
  });
});
