import path from 'node:path';
import type { Config } from '../../config.js';
import { encryptionKey } from '../../lib/crypto.js';
import { malwareScanner, withMalwareScan } from '../malware-scan/index.js';
import { createDiskStorage } from './disk-storage.js';
import { type S3StorageOptions, createS3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

export * from './sniff.js';
export * from './storage.js';

const stores = new WeakMap<Config, FileStorage>();

/** The S3 settings of a configuration; undefined without S3_BUCKET. */
export function s3StorageOptions(config: Config): S3StorageOptions | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: config.S3_PREFIX,
  };
}

/**
 * The file store of a configuration, encrypted with the product's key: the S3-compatible bucket
 * when S3_BUCKET is set, else files under `${DATA_DIR}/files`; scanned for malware when CLAMD_URL
 * is set. All keep the same
 * temporary-name-then-commit contract (storage.ts).
 */
export function fileStorage(config: Config): FileStorage {
  let store = stores.get(config);
  if (!store) {
    const s3 = s3StorageOptions(config);
    store = s3
      ? createS3Storage(s3, encryptionKey(config))
      : createDiskStorage(path.join(config.dataDir, 'files'), encryptionKey(config));
    // With CLAMD_URL every file is scanned as it is written, and kept only when clean.
    const scanner = malwareScanner(config);
    if (scanner) store = withMalwareScan(store, scanner);
    stores.set(config, store);
  }
  return store;
}
