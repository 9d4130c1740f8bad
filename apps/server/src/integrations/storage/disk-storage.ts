import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { pipeline as pipelinePromise } from 'node:stream/promises';
import { decryptStream, encryptStream } from './encryption.js';
import { FILE_KEY as KEY, checkFileKey as checkKey, meter } from './meter.js';
import type { FileStorage, SweepResult, TempUpload } from './storage.js';

const TEMP_SUFFIX = '.part';

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
      // Opened before the pipeline starts: a write stream opens its file in the background, and a
      // refusal early in the pipeline could otherwise remove the file before it was created.
      const handle = await fsp.open(file, 'wx');
      try {
        await pipelinePromise(source, transform, encryptStream(key, fileKey), handle.createWriteStream());
      } catch (err) {
        await handle.close().catch(() => undefined);
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
      // pipeline: a failed check or a reader that stops early closes the file too.
      return pipeline(handle.createReadStream(), decryptStream(key, fileKey), () => undefined);
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
