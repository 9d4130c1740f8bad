import { randomBytes } from 'node:crypto';
import { type Readable, pipeline } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Upload from '@aws-sdk/lib-storage';
import { lazyRequire } from '../../lib/lazy-require.js';
import { decryptStream, encryptStream } from './encryption.js';
import { FILE_KEY, checkFileKey, meter } from './meter.js';
import type { FileStorage, SweepResult, TempUpload } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For MinIO and other S3-compatibles; AWS's own endpoint when absent. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Without them the SDK's default credential chain answers (AWS_* variables, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Key prefix inside the bucket ('' or ending in '/'; one is added when missing). */
  prefix?: string;
  /** Keys per ListObjectsV2 page (S3 gives at most 1000); smaller only in tests. */
  listPageSize?: number;
}

/** A temporary name: `<documentID>.<random>`; nothing else is ever deleted as a temporary object. */
const TEMP_NAME = /^([0-9a-f-]{36})\.[0-9a-f]{12}$/;
/** Multipart parts of 5 MiB (S3's smallest), two in flight: at most ~10 MiB held per upload. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** The AWS SDK, loaded only when S3 is configured (issue 16: about 200 ms of start-up and 15 MB otherwise). */
const sdk = lazyRequire<typeof S3>('@aws-sdk/client-s3');
const uploads = lazyRequire<typeof S3Upload>('@aws-sdk/lib-storage');

/**
 * An S3 client for S3-compatible stores too: checksums only where an operation requires one. The
 * SDK's default (CRC32 on every upload, sent as aws-chunked trailers) is refused by many
 * S3-compatible stores, and the contents carry their own authentication (AES-GCM) anyway.
 */
export function createS3Client(opts: S3StorageOptions): S3.S3Client {
  const { S3Client } = sdk();
  return new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle ?? false,
    credentials: opts.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function normalisePrefix(prefix = ''): string {
  const trimmed = prefix.replace(/^\/+/, '');
  return trimmed === '' || trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

const isMissingOperation = (err: unknown) =>
  err instanceof sdk().S3ServiceException &&
  (err.name === 'NotImplemented' || err.$metadata.httpStatusCode === 501);

/**
 * The S3-compatible store: `<prefix><documentID>` (final) and `<prefix>tmp/<documentID>.<random>`
 * (being written, or waiting for its row; its LastModified is its age for the sweeper). Commit
 * copies the temporary object to its final key and deletes it. Contents are sealed by
 * encryption.ts before they leave the process, so the store only ever holds ciphertext.
 */
export function createS3Storage(
  opts: S3StorageOptions,
  key: Buffer,
  client = createS3Client(opts),
): FileStorage {
  const {
    AbortMultipartUploadCommand,
    CopyObjectCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    ListMultipartUploadsCommand,
    ListObjectsV2Command,
  } = sdk();
  const { Upload } = uploads();
  const Bucket = opts.bucket;
  const prefix = normalisePrefix(opts.prefix);
  const tempPrefix = `${prefix}tmp/`;
  const pageSize = opts.listPageSize ?? 1000;
  const finalKey = (fileKey: string) => `${prefix}${checkFileKey(fileKey)}`;
  const tempKey = (tempName: string) => {
    if (!TEMP_NAME.test(tempName)) throw new Error('Invalid temporary name');
    return `${tempPrefix}${tempName}`;
  };
  const copySource = (objectKey: string) =>
    `${encodeURIComponent(Bucket)}/${objectKey.split('/').map(encodeURIComponent).join('/')}`;

  const deleteObject = (objectKey: string) =>
    client.send(new DeleteObjectCommand({ Bucket, Key: objectKey }));
  const moveTemp = async (tempName: string, fileKey: string) => {
    const from = tempKey(tempName);
    await client.send(
      new CopyObjectCommand({ Bucket, Key: finalKey(fileKey), CopySource: copySource(from) }),
    );
    await deleteObject(from);
  };

  /** Every object under a prefix, page by page; with a delimiter only the ones directly under it. */
  async function* listObjects(Prefix: string, Delimiter?: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, Delimiter, MaxKeys: pageSize, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /**
   * Multipart uploads of temporary objects started before `cutoff` and never completed (a process
   * killed mid-upload): aborted, so their parts stop taking space. A store without the operation
   * is skipped (a lifecycle rule aborting incomplete uploads does the same there).
   */
  async function abortStaleUploads(cutoff: number): Promise<number> {
    let aborted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    try {
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket,
            Prefix: tempPrefix,
            MaxUploads: pageSize,
            KeyMarker,
            UploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
          if (upload.Initiated.getTime() > cutoff) continue;
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          aborted++;
        }
        const more = page.IsTruncated === true;
        KeyMarker = more ? page.NextKeyMarker : undefined;
        UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
    } catch (err) {
      if (!isMissingOperation(err)) throw err;
    }
    return aborted;
  }

  return {
    async writeTemp(fileKey, source, limitBytes) {
      const tempName = `${checkFileKey(fileKey)}.${randomBytes(6).toString('hex')}`;
      const Key = tempKey(tempName);
      const { transform, state } = meter(limitBytes);
      const encrypt = encryptStream(key, fileKey);
      // The first failure of the input side (the size limit, a client gone), before it spreads.
      let inputError: Error | undefined;
      for (const stream of [source, transform, encrypt]) {
        stream.once('error', (err: Error) => {
          inputError ??= err;
        });
      }
      const body = pipeline(source, transform, encrypt, () => undefined);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body, ContentType: 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // A failed multipart upload is aborted, so no parts are left behind.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        const cause = inputError ?? err;
        body.destroy();
        // Nothing should be there; a failure in the last moments of a PUT could leave an object.
        await deleteObject(Key).catch(() => undefined);
        throw cause;
      }
      return { tempName, size: state.size, head: Buffer.concat(state.head) };
    },

    async commit(upload: TempUpload, fileKey) {
      if (!upload.tempName.startsWith(`${fileKey}.`)) throw new Error('Temporary name of another file');
      await moveTemp(upload.tempName, fileKey);
    },

    async discard(upload: TempUpload) {
      await deleteObject(tempKey(upload.tempName));
    },

    async open(fileKey) {
      // Sent first, so a missing object fails here rather than in the middle of a response.
      const response = await client.send(new GetObjectCommand({ Bucket, Key: finalKey(fileKey) }));
      const source = response.Body as Readable | undefined;
      if (!source) throw new Error('Stored file has no body');
      // pipeline: a reader that stops early also closes the connection to the store.
      return pipeline(source, decryptStream(key, fileKey), () => undefined);
    },

    async remove(fileKey) {
      await deleteObject(finalKey(fileKey));
    },

    async sweep({ existing, tempMaxAgeMs, now = Date.now() }): Promise<SweepResult> {
      const result: SweepResult = { removedTemp: 0, finished: 0, removedOrphans: 0 };
      const cutoff = now - tempMaxAgeMs;
      const temps: { objectKey: string; name: string; fileKey: string }[] = [];
      for await (const object of listObjects(tempPrefix)) {
        if (!object.LastModified || object.LastModified.getTime() > cutoff) continue;
        const name = object.Key!.slice(tempPrefix.length);
        temps.push({ objectKey: object.Key!, name, fileKey: TEMP_NAME.exec(name)?.[1] ?? '' });
      }
      // With the delimiter, tmp/ (and anything else in folders) stays out of the final keys.
      const finals = new Set<string>();
      for await (const object of listObjects(prefix, '/')) {
        const name = object.Key!.slice(prefix.length);
        if (FILE_KEY.test(name)) finals.add(name);
      }
      const known = await existing(
        [...new Set([...temps.map((t) => t.fileKey), ...finals])].filter((k) => FILE_KEY.test(k)),
      );
      for (const temp of temps) {
        if (temp.fileKey && known.has(temp.fileKey) && !finals.has(temp.fileKey)) {
          // The row committed but the process stopped before the copy: finish it.
          await moveTemp(temp.name, temp.fileKey);
          finals.add(temp.fileKey);
          result.finished++;
        } else {
          await deleteObject(temp.objectKey);
          result.removedTemp++;
        }
      }
      for (const name of finals) {
        if (known.has(name)) continue;
        await deleteObject(finalKey(name));
        result.removedOrphans++;
      }
      result.removedTemp += await abortStaleUploads(cutoff);
      return result;
    },
  };
}
