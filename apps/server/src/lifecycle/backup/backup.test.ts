import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../audit/audit-chain.js';
import { parseEncryptionKey } from '../../lib/crypto.js';
import { exportArchive } from './export.js';
import { importArchive } from './import.js';
import {
  PG_URL,
  type Side,
  openSide,
  readFile,
  seedSource,
  signInStatus,
  storedBytes,
  tableContents,
} from './testing/backup-fixture.js';

const KEY = randomBytes(32).toString('base64');
const opened: Side[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const side of opened.splice(0)) await side.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function side(kind: Side['kind'], migrated: boolean, port?: number) {
  const s = await openSide(kind, KEY, { migrated, port });
  opened.push(s);
  return s;
}

function archivePath() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-archive-'));
  dirs.push(dir);
  return path.join(dir, 'backup.tar.gz');
}

/** Seeds `from`, exports it, restores into an empty `to`, and checks everything came across. */
async function roundTrip(from: Side['kind'], to: Side['kind'], port: number) {
  const source = await side(from, true);
  const plaintexts = await seedSource(source);
  const archive = archivePath();
  const manifest = await exportArchive({
    database: source.database,
    files: source.files,
    key: parseEncryptionKey(KEY),
    archive,
  });
  expect(manifest.files.sort()).toEqual([...plaintexts.keys()].sort());
  expect(manifest.tables.find((t) => t.name === 'users')?.rows).toBeGreaterThan(5);
  expect(manifest.schema.migrations).toContain(manifest.schema.version);

  const target = await side(to, false, port);
  const summary = await importArchive({
    database: target.database,
    files: target.files,
    key: parseEncryptionKey(KEY),
    archive,
  });
  expect(summary.files).toBe(2);
  expect(summary.upgraded).toEqual([]);

  // Every row of every table, and every stored file's bytes, are equal.
  const before = await tableContents(source.database);
  const after = await tableContents(target.database);
  expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  expect(await storedBytes(target)).toEqual(await storedBytes(source));
  for (const [fileKey, contents] of plaintexts)
    expect((await readFile(target, fileKey)).equals(contents)).toBe(true);
  // Nothing left under the store's temporary names.
  expect(fs.readdirSync(path.join(target.dataDir, 'files', 'tmp'))).toEqual([]);

  // The audit chain verifies, and goes on: a new event chains onto the restored head.
  const chain = await verifyAuditChain(target.database);
  expect(chain).toMatchObject({ ok: true, count: before.audit_events!.length });
  expect(chain.count).toBeGreaterThanOrEqual(3);
  await target.database.query(`INSERT INTO audit_events (action) VALUES ('backup.test.after')`);
  expect(await verifyAuditChain(target.database)).toMatchObject({ ok: true, count: chain.count + 1 });
  // The sequences stand where they stood: new ids follow the restored ones.
  const [ids] = await target.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_events WHERE action = 'backup.test.after'
        AND audit_event_id > (SELECT max(audit_event_id) FROM audit_events WHERE action <> 'backup.test.after')`,
  );
  expect(ids?.n).toBe(1);

  // A second restore into the now filled target is refused and changes nothing.
  const filled = await tableContents(target.database);
  await expect(
    importArchive({ database: target.database, files: target.files, key: parseEncryptionKey(KEY), archive }),
  ).rejects.toThrow(/target database .* is not empty/);
  expect(await tableContents(target.database)).toEqual(filled);

  // A seeded user signs in with its password, and the API answers for it.
  expect(await signInStatus(target, port, 'matter.admin@harbourfinch.test')).toBe(200);
}

// Each round trip seeds, exports, migrates a new database and loads it: 5–25 s on a loaded machine.
describe('backup round trips (issue 18)', { timeout: 120_000 }, () => {
  it('PGlite → PGlite: every row and file equal, the audit chain verifies, a user signs in', async () => {
    await roundTrip('pglite', 'pglite', 3501);
  });

  it.skipIf(!PG_URL)('PGlite → PostgreSQL', async () => {
    await roundTrip('pglite', 'postgres', 3502);
  });

  it.skipIf(!PG_URL)('PostgreSQL → PGlite', async () => {
    await roundTrip('postgres', 'pglite', 3503);
  });
});
