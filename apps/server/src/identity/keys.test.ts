import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOwnDatabase } from '../../test/own-database.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { identitySecrets } from '../db/schema/index.js';
import { loadIdentityKeys } from './keys.js';

/**
 * Issue 18: the identity server's cookie secret and signing keys. On PostgreSQL every instance
 * reads them from the database (each has a data folder of its own); the embedded database keeps
 * them in DATA_DIR.
 */
describe('the identity keys', () => {
  let own: Awaited<ReturnType<typeof openOwnDatabase>>;
  let database: Database;
  const folders: string[] = [];

  beforeAll(async () => {
    own = await openOwnDatabase();
    database = own.database;
  });
  afterAll(async () => {
    await own?.close();
    for (const f of folders) fs.rmSync(f, { recursive: true, force: true });
  });

  /** The configuration of an instance with a data folder of its own. */
  const instance = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-keys-'));
    folders.push(dataDir);
    return loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
      ...(database.kind === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    });
  };

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL: instances with data folders of their own share one set, stored encrypted, carried over from the files of an upgraded one',
    async () => {
      // An instance that kept its keys in DATA_DIR before (one instance): its files are carried over.
      const upgraded = instance();
      const jwks = JSON.stringify({ keys: [{ kty: 'oct', kid: 'old-key', k: 'AAAA' }] });
      fs.writeFileSync(path.join(upgraded.dataDir, 'identity-secret'), 'x'.repeat(40));
      fs.writeFileSync(path.join(upgraded.dataDir, 'identity-jwks.json'), jwks);
      // Started together, as a deployment's instances are.
      const [first, second] = await Promise.all([
        loadIdentityKeys(upgraded, database),
        loadIdentityKeys(instance(), database),
      ]);
      const third = await loadIdentityKeys(instance(), database);
      expect(second).toEqual(first);
      expect(third).toEqual(first);
      // Either the upgraded instance's files won the race, or the other's fresh keys: one set.
      const rows = await database.db.select().from(identitySecrets);
      expect(rows.map((r) => r.name).sort()).toEqual(['jwks', 'session-secret']);
      for (const row of rows) {
        expect(row.value).toMatch(/^v1:/);
        expect(row.value).not.toContain('old-key');
        expect(row.value).not.toContain('xxxx');
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)('on PostgreSQL: an upgraded instance alone keeps its keys', async () => {
    await database.db.delete(identitySecrets);
    const upgraded = instance();
    const jwks = JSON.stringify({ keys: [{ kty: 'oct', kid: 'old-key', k: 'AAAA' }] });
    fs.writeFileSync(path.join(upgraded.dataDir, 'identity-jwks.json'), jwks);
    const keys = await loadIdentityKeys(upgraded, database);
    expect(keys.jwks.keys.map((k) => k.kid)).toEqual(['old-key']);
    expect(await loadIdentityKeys(instance(), database)).toEqual(keys);
  });

  it.runIf(!process.env.DATABASE_URL)(
    'on the embedded database: kept in DATA_DIR, the same after a restart',
    async () => {
      const config = instance();
      const keys = await loadIdentityKeys(config, database);
      expect(fs.existsSync(path.join(config.dataDir, 'identity-jwks.json'))).toBe(true);
      expect(fs.existsSync(path.join(config.dataDir, 'identity-secret'))).toBe(true);
      expect(await loadIdentityKeys(config, database)).toEqual(keys);
      expect(await loadIdentityKeys(instance(), database)).not.toEqual(keys);
      expect(await database.db.select().from(identitySecrets)).toEqual([]);
    },
  );
});
