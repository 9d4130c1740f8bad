import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.js';
import { type TestContext, authHeaders, buildTestApp } from '../../../test/helpers.js';
import { loadConfig } from '../../config.js';
import { PDF_BYTES, buildDocumentsScene, dataUrl } from '../../features/documents/documents.factories.js';
import { encryptionKey } from '../../lib/crypto.js';
import { createDiskStorage } from './disk-storage.js';
import { decryptStream, encryptStream } from './encryption.js';
import { fileStorage } from './index.js';
import { createS3Client, createS3Storage } from './s3-storage.js';
import { type FileStorage, UploadTooLargeError } from './storage.js';
import { sweepFiles } from './sweeper.js';
import { type S3Peer, startS3Peer } from './testing/s3-peer.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const HOURS_LATER = Date.now() + 2 * 60 * 60 * 1000;

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('file storage', () => {
  let ctx: TestContext;
  let tmpDir: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    tmpDir = path.join(ctx.app.config.dataDir, 'files', 'tmp');
  });
  afterAll(() => ctx.close());

  it('encrypts in chunks and refuses a cut-off or moved file', async () => {
    const key = encryptionKey(ctx.app.config);
    const plain = Buffer.alloc(200 * 1024, 7);
    const sealed = await collect(Readable.from([plain]).pipe(encryptStream(key, 'a')));
    expect(await collect(Readable.from([sealed]).pipe(decryptStream(key, 'a')))).toEqual(plain);
    await expect(
      collect(Readable.from([sealed.subarray(0, sealed.length - 100)]).pipe(decryptStream(key, 'a'))),
    ).rejects.toThrow();
    await expect(collect(Readable.from([sealed]).pipe(decryptStream(key, 'b')))).rejects.toThrow();
  });

  it('leaves no visible document and no orphan after an upload killed mid-way and the sweeper', async () => {
    const before = fs.readdirSync(tmpDir);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'testing/upload-child.ts'), ctx.app.config.dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('WRITING') && resolve());
      child.on('exit', (code) => reject(new Error(`child ended early (${code})`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    const left = fs.readdirSync(tmpDir).filter((n) => !before.includes(n));
    expect(left).toHaveLength(1);
    const key = left[0]!.split('.')[0]!;
    expect(await ctx.database.db.select().from(documents).where(eq(documents.storageKey, key))).toEqual([]);

    // A young temporary file may be an upload in progress: kept.
    expect((await sweepFiles(ctx.app.config, ctx.database)).removedTemp).toBe(0);
    const swept = await sweepFiles(ctx.app.config, ctx.database, { now: HOURS_LATER });
    expect(swept.removedTemp).toBeGreaterThanOrEqual(1);
    expect(fs.readdirSync(tmpDir)).not.toContain(left[0]);
    expect(fs.existsSync(path.join(ctx.app.config.dataDir, 'files', key))).toBe(false);
  });

  it('finishes a file whose row committed before a crash and removes files whose row is gone', async () => {
    const s = await buildDocumentsScene(ctx);
    const storage = fileStorage(ctx.app.config);
    const [doc] = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Document/',
        headers: await authHeaders(ctx, s.admin),
        payload: [{ name: 'Will.pdf', content: dataUrl(PDF_BYTES), itemID: s.matter.matterID }],
      })
    ).json();
    const filesDir = path.join(ctx.app.config.dataDir, 'files');
    // Crash between commit and rename: the final file is missing, its temporary file is there.
    fs.rmSync(path.join(filesDir, doc.documentID));
    const upload = await storage.writeTemp(doc.documentID, Readable.from([PDF_BYTES]), 1024 * 1024);
    // An orphan: a stored file with no row.
    const orphan = randomUUID();
    const orphanUpload = await storage.writeTemp(orphan, Readable.from([PDF_BYTES]), 1024 * 1024);
    await storage.commit(orphanUpload, orphan);

    const swept = await sweepFiles(ctx.app.config, ctx.database, { now: HOURS_LATER });
    expect(swept.finished).toBe(1);
    expect(swept.removedOrphans).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(filesDir, orphan))).toBe(false);
    expect(fs.existsSync(path.join(tmpDir, upload.tempName))).toBe(false);
    const file = await ctx.app.inject({
      url: `/api/Document/${doc.documentID}`,
      headers: await authHeaders(ctx, s.admin),
    });
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });
});

/*
 * The FileStorage contract, run against every implementation: the embedded disk store and the
 * S3-compatible store talking to a real S3 protocol peer (s3rver on loopback).
 */

const MiB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

/** A store and a raw view of what it holds at rest (names relative to its root or prefix). */
interface Backend {
  store: FileStorage;
  /** Every stored name: '<documentID>' for final files, 'tmp/<name>' for temporary ones. */
  list(): Promise<string[]>;
  readRaw(name: string): Promise<Buffer>;
  writeRaw(name: string, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

let peer: S3Peer;
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(() => peer?.close());

const S3_PREFIX = 'probity/';

async function diskBackend(): Promise<Backend> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-files-'));
  const walk = (dir: string, at = ''): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name), `${at}${e.name}/`) : [`${at}${e.name}`],
      );
  return {
    store: createDiskStorage(root, randomBytes(32)),
    list: async () => walk(root).sort(),
    readRaw: (name) => fsp.readFile(path.join(root, name)),
    writeRaw: (name, bytes) => fsp.writeFile(path.join(root, name), bytes),
    close: () => fsp.rm(root, { recursive: true, force: true }),
  };
}

/** Every key of the bucket, whatever its prefix. */
async function bucketKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    for (const o of page.Contents ?? []) keys.push(o.Key!);
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys.sort();
}

async function s3Backend(): Promise<Backend> {
  // Pages of two keys, so every listing of the sweeper goes over several pages.
  const options = peer.options({ prefix: S3_PREFIX, listPageSize: 2 });
  const client = createS3Client(options);
  return {
    store: createS3Storage(options, randomBytes(32)),
    list: async () =>
      (await bucketKeys(client, peer.bucket))
        .filter((k) => k.startsWith(S3_PREFIX))
        .map((k) => k.slice(S3_PREFIX.length)),
    readRaw: async (name) => {
      const res = await client.send(
        new GetObjectCommand({ Bucket: peer.bucket, Key: `${S3_PREFIX}${name}` }),
      );
      return Buffer.from(await res.Body!.transformToByteArray());
    },
    writeRaw: async (name, bytes) => {
      await client.send(
        new PutObjectCommand({ Bucket: peer.bucket, Key: `${S3_PREFIX}${name}`, Body: bytes }),
      );
    },
    close: async () => client.destroy(),
  };
}

/** A stream of `bytes` in chunks of `chunk` bytes, as a request body arrives. */
const chunked = (bytes: Buffer, chunk = 256 * 1024) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
      bytes.subarray(i * chunk, (i + 1) * chunk),
    ),
  );

describe.each([
  ['disk', diskBackend],
  ['S3', s3Backend],
])('the %s file store', (_name, makeBackend) => {
  let b: Backend;
  beforeAll(async () => {
    b = await makeBackend();
  });
  afterAll(() => b?.close());

  it('shows a file only after commit and gives back the same bytes', async () => {
    const id = randomUUID();
    const plain = randomBytes(200 * 1024 + 17);
    const before = await b.list();
    const upload = await b.store.writeTemp(id, chunked(plain, 10_000), MiB);
    expect(upload.size).toBe(plain.length);
    expect(upload.head.equals(plain.subarray(0, 64 * 1024))).toBe(true);
    // Written, not yet committed: only a temporary name, and nothing to open.
    expect((await b.list()).filter((n) => !before.includes(n))).toEqual([`tmp/${upload.tempName}`]);
    await expect(b.store.open(id)).rejects.toThrow();

    await b.store.commit(upload, id);
    expect((await b.list()).filter((n) => !before.includes(n))).toEqual([id]);
    expect((await collect(await b.store.open(id))).equals(plain)).toBe(true);
  });

  it('keeps only ciphertext at rest', async () => {
    const id = randomUUID();
    const plain = Buffer.from('Last will and testament of Jane Example, 1 High Street. '.repeat(50));
    await b.store.commit(await b.store.writeTemp(id, Readable.from([plain]), MiB), id);
    const atRest = await b.readRaw(id);
    expect(atRest.length).toBeGreaterThan(plain.length);
    expect(atRest.includes(Buffer.from('Jane Example'))).toBe(false);
    expect(atRest.includes(plain.subarray(0, 32))).toBe(false);
  });

  it('refuses a file whose bytes were changed at rest', async () => {
    const id = randomUUID();
    const plain = randomBytes(150 * 1024);
    await b.store.commit(await b.store.writeTemp(id, Readable.from([plain]), MiB), id);
    const atRest = await b.readRaw(id);
    const flipped = Buffer.from(atRest);
    flipped[100 * 1024] = flipped[100 * 1024]! ^ 0x01;
    await b.writeRaw(id, flipped);
    await expect(collect(await b.store.open(id))).rejects.toThrow();
    // Cut off after the first chunk: refused too, not served short.
    await b.writeRaw(id, atRest.subarray(0, 64 * 1024 + 32));
    await expect(collect(await b.store.open(id))).rejects.toThrow();
  });

  it('discards a temporary file', async () => {
    const id = randomUUID();
    const before = await b.list();
    const upload = await b.store.writeTemp(id, Readable.from([PDF_BYTES]), MiB);
    expect(await b.list()).toContain(`tmp/${upload.tempName}`);
    await b.store.discard(upload);
    expect(await b.list()).toEqual(before);
    await expect(b.store.open(id)).rejects.toThrow();
  });

  it('stops an upload over the limit and leaves nothing behind', async () => {
    const before = await b.list();
    await expect(
      b.store.writeTemp(randomUUID(), chunked(randomBytes(4096), 1000), 3000),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(await b.list()).toEqual(before);
  });

  it('removes a file', async () => {
    const id = randomUUID();
    await b.store.commit(await b.store.writeTemp(id, Readable.from([PDF_BYTES]), MiB), id);
    await b.store.remove(id);
    expect(await b.list()).not.toContain(id);
    await expect(b.store.open(id)).rejects.toThrow();
    await b.store.remove(id); // already gone: no error
  });

  it('sweeps: keeps young temporary files, removes old ones, finishes committed ones, removes orphans', async () => {
    // An upload in progress and an abandoned one: no rows.
    const youngKey = randomUUID();
    const young = await b.store.writeTemp(youngKey, Readable.from([PDF_BYTES]), MiB);
    const abandonedKey = randomUUID();
    await b.store.writeTemp(abandonedKey, Readable.from([PDF_BYTES]), MiB);
    // Its row committed, then the process stopped before commit(): the sweeper finishes it.
    const crashedKey = randomUUID();
    await b.store.writeTemp(crashedKey, Readable.from([PDF_BYTES]), MiB);
    // Final files whose rows are gone (three, so at least one is past the first listing page).
    const orphans: string[] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of orphans)
      await b.store.commit(await b.store.writeTemp(id, Readable.from([PDF_BYTES]), MiB), id);
    const kept = await b.list();
    const keptFinals = kept.filter((n) => !n.startsWith('tmp/') && !orphans.includes(n));
    expect(keptFinals.length).toBeGreaterThan(2);

    const noRow = new Set<string>([youngKey, abandonedKey, ...orphans]);
    const existing = async (keys: string[]) => new Set(keys.filter((k) => !noRow.has(k)));
    // Nothing is old yet: the temporary files stay, the orphans go.
    expect(await b.store.sweep({ existing, tempMaxAgeMs: HOUR })).toEqual({
      removedTemp: 0,
      finished: 0,
      removedOrphans: 3,
    });
    expect(await b.list()).toEqual(kept.filter((n) => !orphans.includes(n)));
    expect(await b.list()).toContain(`tmp/${young.tempName}`);

    // Two hours later the three temporary files are old; one of them has a row.
    const later = await b.store.sweep({ existing, tempMaxAgeMs: HOUR, now: Date.now() + 2 * HOUR });
    expect(later).toEqual({ removedTemp: 2, finished: 1, removedOrphans: 0 });
    const after = await b.list();
    expect(after.filter((n) => n.startsWith('tmp/'))).toEqual([]);
    expect(after).not.toContain(abandonedKey);
    expect(after).not.toContain(youngKey);
    expect(after.sort()).toEqual([...keptFinals, crashedKey].sort());
    expect((await collect(await b.store.open(crashedKey))).equals(PDF_BYTES)).toBe(true);
    // Run again: nothing left to do.
    expect(await b.store.sweep({ existing, tempMaxAgeMs: HOUR, now: Date.now() + 2 * HOUR })).toEqual({
      removedTemp: 0,
      finished: 0,
      removedOrphans: 0,
    });
  });
});

describe('the S3 file store on an S3-compatible peer', () => {
  let client: S3Client;
  let store: FileStorage;
  beforeAll(() => {
    const options = peer.options({ prefix: 'multipart' });
    client = createS3Client(options);
    store = createS3Storage(options, randomBytes(32));
  });
  afterAll(() => client?.destroy());

  it('sends a file larger than one part in parts and gives it back whole', async () => {
    const id = randomUUID();
    const plain = randomBytes(11 * MiB + 5);
    const calls = peer.multipartCalls.length;
    const upload = await store.writeTemp(id, chunked(plain), 12 * MiB);
    expect(peer.multipartCalls.slice(calls)).toEqual([
      'CreateMultipartUpload',
      'UploadPart',
      'UploadPart',
      'UploadPart',
      'CompleteMultipartUpload',
    ]);
    await store.commit(upload, id);
    expect(await bucketKeys(client, peer.bucket)).toContain(`multipart/${id}`);
    expect((await collect(await store.open(id))).equals(plain)).toBe(true);
    await store.remove(id);
  });

  it('aborts the multipart upload of a file over the limit: no object, no parts left', async () => {
    const before = await bucketKeys(client, peer.bucket);
    const calls = peer.multipartCalls.length;
    await expect(
      store.writeTemp(randomUUID(), chunked(randomBytes(13 * MiB)), 11 * MiB),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
    const made = peer.multipartCalls.slice(calls);
    expect(made[0]).toBe('CreateMultipartUpload');
    expect(made).toContain('UploadPart');
    expect(made.at(-1)).toBe('AbortMultipartUpload');
    expect(made).not.toContain('CompleteMultipartUpload');
    expect(peer.openUploads()).toEqual([]);
    expect(await bucketKeys(client, peer.bucket)).toEqual(before);
  });

  it('aborts an old multipart upload left by a killed process, and keeps a young one', async () => {
    const Key = `multipart/tmp/${randomUUID()}.0123456789ab`;
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: peer.bucket, Key }));
    await client.send(
      new UploadPartCommand({ Bucket: peer.bucket, Key, UploadId, PartNumber: 1, Body: randomBytes(1024) }),
    );
    const existing = async () => new Set<string>();
    expect(peer.openUploads()).toEqual([UploadId]);
    expect((await store.sweep({ existing, tempMaxAgeMs: HOUR })).removedTemp).toBe(0);
    expect(peer.openUploads()).toEqual([UploadId]);
    peer.backdateUploads(2 * HOUR);
    expect((await store.sweep({ existing, tempMaxAgeMs: HOUR })).removedTemp).toBe(1);
    expect(peer.openUploads()).toEqual([]);
  });

  it('sends bodies as they are: no checksum framing stored with the bytes', async () => {
    // With the SDK's default checksums a streamed body goes aws-chunked with a CRC32 trailer, and a
    // store that does not know that framing (s3rver, some S3-compatibles) keeps it as the content.
    const Key = `other-app/${randomUUID()}`;
    const body = Buffer.from('exactly these bytes');
    await client.send(
      new PutObjectCommand({
        Bucket: peer.bucket,
        Key,
        Body: Readable.from([body]),
        ContentLength: body.length,
      }),
    );
    const stored = await client.send(new GetObjectCommand({ Bucket: peer.bucket, Key }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(body)).toBe(true);
  });

  it('leaves objects outside its prefix alone', async () => {
    const foreign = [`other-app/${randomUUID()}`, randomUUID(), `other-app/tmp/${randomUUID()}.0123456789ab`];
    for (const Key of foreign) {
      await client.send(new PutObjectCommand({ Bucket: peer.bucket, Key, Body: 'not ours' }));
    }
    await store.sweep({ existing: async () => new Set(), tempMaxAgeMs: 0, now: Date.now() + 2 * HOUR });
    expect(await bucketKeys(client, peer.bucket)).toEqual(expect.arrayContaining(foreign));
  });

  it('is chosen by S3_BUCKET, with both keys or neither', () => {
    expect(() => loadConfig({ ...peer.env(), S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...peer.env(), S3_ACCESS_KEY_ID: undefined })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_BUCKET: 'no such/bucket' })).toThrow(/S3_BUCKET/);
    // Without keys the SDK's default credential chain is used; without a bucket the keys do nothing.
    expect(loadConfig({ S3_BUCKET: 'probity-files' })).toMatchObject({
      S3_BUCKET: 'probity-files',
      S3_REGION: 'us-east-1',
    });
    expect(loadConfig({ S3_ACCESS_KEY_ID: 'only-this' }).S3_BUCKET).toBeUndefined();
    expect(loadConfig({ ...peer.env('p/') })).toMatchObject({ S3_FORCE_PATH_STYLE: true, S3_PREFIX: 'p/' });
  });
});

describe('documents on an S3-compatible store', () => {
  let ctx: TestContext;
  let client: S3Client;
  const prefix = 'api/';
  beforeAll(async () => {
    ctx = await buildTestApp({ ...peer.env(prefix), UPLOAD_LIMIT_BYTES: String(6 * MiB) });
    client = createS3Client(peer.options());
  });
  afterAll(async () => {
    client?.destroy();
    await ctx?.close();
  });

  const objectBytes = async (Key: string) =>
    Buffer.from(
      await (
        await client.send(new GetObjectCommand({ Bucket: peer.bucket, Key }))
      ).Body!.transformToByteArray(),
    );

  it('uploads through both routes into the bucket, encrypted, and downloads the same bytes', async () => {
    const s = await buildDocumentsScene(ctx);
    const headers = await authHeaders(ctx, s.admin);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Document/',
      headers,
      payload: [{ name: 'Will.pdf', content: dataUrl(PDF_BYTES), itemID: s.matter.matterID }],
    });
    expect(res.statusCode).toBe(201);
    const [fromDataUrl] = res.json();
    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300 * 1024)]);
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/Document/Upload?itemID=${s.matter.matterID}&name=Estate%20accounts.pdf`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: large,
    });
    expect(streamed.statusCode).toBe(201);
    expect(streamed.json()).toMatchObject({ mimeType: 'application/pdf', fileSize: large.length });

    const keys = await bucketKeys(client, peer.bucket);
    const ours = keys.filter((k) => k.startsWith(prefix));
    expect(ours).toEqual(
      expect.arrayContaining([
        `${prefix}${fromDataUrl.documentID}`,
        `${prefix}${streamed.json().documentID}`,
      ]),
    );
    expect(ours.filter((k) => k.startsWith(`${prefix}tmp/`))).toEqual([]);
    const sealed = await objectBytes(`${prefix}${fromDataUrl.documentID}`);
    expect(sealed.includes(Buffer.from('%PDF'))).toBe(false);
    expect(
      (await objectBytes(`${prefix}${streamed.json().documentID}`)).includes(large.subarray(0, 64)),
    ).toBe(false);
    // Nothing went to the data directory.
    expect(fs.existsSync(path.join(ctx.app.config.dataDir, 'files'))).toBe(false);

    for (const [id, bytes] of [
      [fromDataUrl.documentID, PDF_BYTES],
      [streamed.json().documentID, large],
    ] as const) {
      const file = await ctx.app.inject({
        url: `/api/Document/${id}`,
        headers: await authHeaders(ctx, s.client),
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Document?id=${fromDataUrl.documentID}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await bucketKeys(client, peer.bucket)).not.toContain(`${prefix}${fromDataUrl.documentID}`);
  });

  it('answers 413 for a streamed upload over the limit and leaves nothing in the bucket', async () => {
    const s = await buildDocumentsScene(ctx);
    const before = await bucketKeys(client, peer.bucket);
    const calls = peer.multipartCalls.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Document/Upload?itemID=${s.matter.matterID}&name=big.pdf`,
      headers: { ...(await authHeaders(ctx, s.admin)), 'content-type': 'application/octet-stream' },
      // A stream without Content-Length: only the limit counted while streaming can stop it.
      payload: chunked(
        Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(ctx.app.config.UPLOAD_LIMIT_BYTES)]),
      ),
    });
    expect(res.statusCode).toBe(413);
    expect(
      await ctx.database.db.select().from(documents).where(eq(documents.itemID, s.matter.matterID)),
    ).toEqual([]);
    expect(await bucketKeys(client, peer.bucket)).toEqual(before);
    // Streamed past one part before the limit was reached: the multipart upload was aborted.
    expect(peer.multipartCalls.slice(calls)).toContain('AbortMultipartUpload');
    expect(peer.openUploads()).toEqual([]);
  });

  it('a missing object answers 404, not 500', async () => {
    const s = await buildDocumentsScene(ctx);
    const headers = await authHeaders(ctx, s.admin);
    const [doc] = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Document/',
        headers,
        payload: [{ name: 'Will.pdf', content: dataUrl(PDF_BYTES), itemID: s.matter.matterID }],
      })
    ).json();
    await fileStorage(ctx.app.config).remove(doc.documentID);
    const file = await ctx.app.inject({ url: `/api/Document/${doc.documentID}`, headers });
    expect(file.statusCode).toBe(404);
  });
});
