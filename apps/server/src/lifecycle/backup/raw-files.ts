import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Upload from '@aws-sdk/lib-storage';
import type { Config } from '../../config.js';
import { s3StorageOptions } from '../../integrations/storage/index.js';
import { FILE_KEY, checkFileKey } from '../../integrations/storage/meter.js';
import {
  type S3StorageOptions,
  createS3Client,
  normalisePrefix,
} from '../../integrations/storage/s3-storage.js';
import { lazyRequire } from '../../lib/lazy-require.js';

/**
 * The file store's bytes as stored (encrypted), for backups: listed, read, and written back under
 * the store's own temporary names (integrations/storage/README.md) before they are moved to their
 * final names. A restore stopped between its database commit and the moves is finished by the
 * files.sweep job, as an upload's would be.
 */
export interface RawFileStore {
  /** Where the files are, for messages. */
  readonly where: string;
  /** The keys of the final (committed) files. */
  list(): Promise<string[]>;
  read(fileKey: string): Promise<Readable>;
  /** Copies a local file to a temporary name; returns that name. */
  stage(fileKey: string, localFile: string): Promise<string>;
  /** Gives a staged file its final name. */
  commit(tempName: string, fileKey: string): Promise<void>;
  discard(tempName: string): Promise<void>;
}

const tempNameOf = (fileKey: string) => `${checkFileKey(fileKey)}.${randomBytes(6).toString('hex')}`;

export function diskRawStore(root: string): RawFileStore {
  const tmpDir = path.join(root, 'tmp');
  return {
    where: root,
    async list() {
      const names = await fsp.readdir(root).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [] as string[];
        throw err;
      });
      return names.filter((n) => FILE_KEY.test(n)).sort();
    },
    async read(fileKey) {
      const handle = await fsp.open(path.join(root, checkFileKey(fileKey)), 'r');
      return handle.createReadStream();
    },
    async stage(fileKey, localFile) {
      await fsp.mkdir(tmpDir, { recursive: true });
      const tempName = `${tempNameOf(fileKey)}.part`;
      await fsp.copyFile(localFile, path.join(tmpDir, tempName), fs.constants.COPYFILE_EXCL);
      return tempName;
    },
    async commit(tempName, fileKey) {
      await fsp.rename(path.join(tmpDir, path.basename(tempName)), path.join(root, checkFileKey(fileKey)));
    },
    async discard(tempName) {
      await fsp.rm(path.join(tmpDir, path.basename(tempName)), { force: true });
    },
  };
}

const sdk = lazyRequire<typeof S3>('@aws-sdk/client-s3');
const uploads = lazyRequire<typeof S3Upload>('@aws-sdk/lib-storage');

export function s3RawStore(opts: S3StorageOptions, client = createS3Client(opts)): RawFileStore {
  const { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } = sdk();
  const Bucket = opts.bucket;
  const prefix = normalisePrefix(opts.prefix);
  const tempKey = (tempName: string) => `${prefix}tmp/${tempName}`;
  const copySource = (objectKey: string) =>
    `${encodeURIComponent(Bucket)}/${objectKey.split('/').map(encodeURIComponent).join('/')}`;
  return {
    where: `s3://${Bucket}/${prefix}`,
    async list() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: '/', ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (FILE_KEY.test(name)) keys.push(name);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async read(fileKey) {
      const response = await client.send(
        new GetObjectCommand({ Bucket, Key: `${prefix}${checkFileKey(fileKey)}` }),
      );
      if (!response.Body) throw new Error(`Stored file ${fileKey} has no body`);
      return response.Body as Readable;
    },
    async stage(fileKey, localFile) {
      const tempName = tempNameOf(fileKey);
      const { Upload } = uploads();
      const upload = new Upload({
        client,
        params: { Bucket, Key: tempKey(tempName), Body: fs.createReadStream(localFile) },
        leavePartsOnError: false,
      });
      await upload.done();
      return tempName;
    },
    async commit(tempName, fileKey) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: `${prefix}${checkFileKey(fileKey)}`,
          CopySource: copySource(tempKey(tempName)),
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: tempKey(tempName) }));
    },
    async discard(tempName) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: tempKey(tempName) }));
    },
  };
}

/** The configured store's raw bytes: the bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function rawFileStore(config: Config): RawFileStore {
  const s3 = s3StorageOptions(config);
  return s3 ? s3RawStore(s3) : diskRawStore(path.join(config.dataDir, 'files'));
}

/** Writes a stored file's bytes to a local file. */
export async function copyOut(store: RawFileStore, fileKey: string, localFile: string): Promise<void> {
  await pipeline(await store.read(fileKey), fs.createWriteStream(localFile, { flags: 'wx' }));
}
