import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.js';
import { type TestContext, authHeaders, buildTestApp } from '../../../test/helpers.js';
import { PDF_BYTES, buildDocumentsScene, dataUrl } from '../../features/documents/documents.factories.js';
import { encryptionKey } from '../../lib/crypto.js';
import { decryptStream, encryptStream } from './encryption.js';
import { fileStorage } from './index.js';
import { sweepFiles } from './sweeper.js';

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
