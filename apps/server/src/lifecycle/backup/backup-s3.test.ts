import { randomBytes, randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, createS3Storage } from '../../integrations/storage/s3-storage.js';
import { type S3Peer, startS3Peer } from '../../integrations/storage/testing/s3-peer.js';
import { parseEncryptionKey } from '../../lib/crypto.js';
import { exportArchive } from './export.js';
import { importArchive } from './import.js';
import { s3RawStore } from './raw-files.js';
import { type Side, openSide } from './testing/backup-fixture.js';

const KEY = randomBytes(32).toString('base64');
const key = parseEncryptionKey(KEY);
let peer: S3Peer;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-backup-s3-'));
const opened: Side[] = [];

beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(async () => {
  for (const side of opened) await side.close();
  await peer?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backups of an S3-compatible file store (issue 18)', { timeout: 120_000 }, () => {
  it('copies the bucket’s files as stored, restores them under another prefix, and refuses a store that is not empty', async () => {
    const source = await openSide('pglite', KEY, { migrated: true });
    const target = await openSide('pglite', KEY, { migrated: false });
    const other = await openSide('pglite', KEY, { migrated: false });
    opened.push(source, target, other);
    const sourceStore = createS3Storage(peer.options({ prefix: 'source/' }), key);
    const plaintexts = new Map<string, Buffer>();
    for (const contents of [Buffer.from('first'), randomBytes(150 * 1024)]) {
      const fileKey = randomUUID();
      await sourceStore.commit(
        await sourceStore.writeTemp(fileKey, Readable.from([contents]), 1 << 20),
        fileKey,
      );
      plaintexts.set(fileKey, contents);
    }
    const archive = path.join(work, 's3.tar.gz');
    const fromStore = s3RawStore(peer.options({ prefix: 'source/' }));
    const manifest = await exportArchive({ database: source.database, files: fromStore, key, archive });
    expect(manifest.files).toEqual([...plaintexts.keys()].sort());

    const toStore = s3RawStore(peer.options({ prefix: 'restored/' }));
    await importArchive({ database: target.database, files: toStore, key, archive });
    expect(await toStore.list()).toEqual(manifest.files);
    for (const fileKey of manifest.files) {
      const [a, b] = await Promise.all([fromStore.read(fileKey), toStore.read(fileKey)]);
      expect((await buffer(b)).equals(await buffer(a))).toBe(true);
    }
    const restored = createS3Storage(peer.options({ prefix: 'restored/' }), key);
    for (const [fileKey, contents] of plaintexts)
      expect((await buffer(await restored.open(fileKey))).equals(contents)).toBe(true);
    // Nothing left under the temporary prefix.
    const listed = await createS3Client(peer.options()).send(
      new ListObjectsV2Command({ Bucket: peer.bucket, Prefix: 'restored/' }),
    );
    expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual(
      manifest.files.map((k) => `restored/${k}`),
    );

    await expect(importArchive({ database: other.database, files: fromStore, key, archive })).rejects.toThrow(
      /target file store \(s3:\/\/probity-test\/source\/\) is not empty \(2 files\)/,
    );
    const [tables] = await other.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()`,
    );
    expect(tables?.n).toBe(0);
  });
});
