import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decryptStream, encryptStream } from './encryption.js';
import { type FileStorage, type SweepResult, type TempUpload, UploadTooLargeError } from './storage.js';

const HEAD_BYTES = 64 * 1024;
const TEMP_SUFFIX = '.part';
/** File keys are document ids (UUIDs); nothing else is ever a path here. */
const KEY = /^[0-9a-f-]{36}$/;

function checkKey(fileKey: string): string {
  if (!KEY.test(fileKey)) throw new Error('Invalid file key');
  return fileKey;
}

/** Counts the bytes, keeps the first ones for sniffing, and stops at the limit. */
function meter(limitBytes: number) {
  const state = { size: 0, head: [] as Buffer[], headLength: 0 };
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      state.size += chunk.length;
      if (state.size > limitBytes) return done(new UploadTooLargeError());
      if (state.headLength < HEAD_BYTES) {
        state.head.push(chunk.subarray(0, HEAD_BYTES - state.headLength));
        state.headLength += Math.min(chunk.length, HEAD_BYTES - state.headLength);
      }
      done(null, chunk);
    },
  });
  return { transform, state };
}

/**
 * The embedded store: `${dataDir}/files/<documentID>` (final) and
 * `${dataDir}/files/tmp/<documentID>.<random>.part` (being written, or waiting for its row).
 */
export function createDiskStorage(root: string, key: Buffer): FileStorage {
  const tmpDir = path.join(root, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const finalPath = (fileKey: string) => path.join(root, checkKey(fileKey));

  return {
    async writeTemp(fileKey, source, limitBytes) {
      const tempName = `${checkKey(fileKey)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
      const file = path.join(tmpDir, tempName);
      const { transform, state } = meter(limitBytes);
      try {
        await pipeline(
          source,
          transform,
          encryptStream(key, fileKey),
          fs.createWriteStream(file, { flags: 'wx' }),
        );
      } catch (err) {
        await fsp.rm(file, { force: true });
        throw err;
      }
      return { tempName, size: state.size, head: Buffer.concat(state.head) };
    },

    async commit(upload: TempUpload, fileKey) {
      await fsp.rename(path.join(tmpDir, upload.tempName), finalPath(fileKey));
    },

    async discard(upload: TempUpload) {
      await fsp.rm(path.join(tmpDir, path.basename(upload.tempName)), { force: true });
    },

    async open(fileKey) {
      const file = finalPath(fileKey);
      // Opened first, so a missing file fails here rather than in the middle of a response.
      const handle = await fsp.open(file, 'r');
      const source = handle.createReadStream();
      const out = source.pipe(decryptStream(key, fileKey));
      source.on('error', (err) => out.destroy(err));
      return out as Readable;
    },

    async remove(fileKey) {
      await fsp.rm(finalPath(fileKey), { force: true });
    },

    async sweep({ existing, tempMaxAgeMs, now = Date.now() }): Promise<SweepResult> {
      const result: SweepResult = { removedTemp: 0, finished: 0, removedOrphans: 0 };
      const temps: { name: string; fileKey: string }[] = [];
      for (const name of await fsp.readdir(tmpDir)) {
        const stat = await fsp.stat(path.join(tmpDir, name)).catch(() => null);
        if (!stat || now - stat.mtimeMs < tempMaxAgeMs) continue;
        temps.push({ name, fileKey: name.split('.')[0] ?? '' });
      }
      const finals = (await fsp.readdir(root)).filter((name) => KEY.test(name));
      const known = await existing(
        [...new Set([...temps.map((t) => t.fileKey), ...finals])].filter((k) => KEY.test(k)),
      );
      for (const temp of temps) {
        const target = KEY.test(temp.fileKey) ? finalPath(temp.fileKey) : null;
        if (target && known.has(temp.fileKey) && !fs.existsSync(target)) {
          // The row committed but the process stopped before the rename: finish it.
          await fsp.rename(path.join(tmpDir, temp.name), target);
          result.finished++;
        } else {
          await fsp.rm(path.join(tmpDir, temp.name), { force: true });
          result.removedTemp++;
        }
      }
      for (const name of finals) {
        if (known.has(name)) continue;
        await fsp.rm(path.join(root, name), { force: true });
        result.removedOrphans++;
      }
      return result;
    },
  };
}
