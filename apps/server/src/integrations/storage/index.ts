import path from 'node:path';
import type { Config } from '../../config.js';
import { encryptionKey } from '../../lib/crypto.js';
import { createDiskStorage } from './disk-storage.js';
import type { FileStorage } from './storage.js';

export * from './sniff.js';
export * from './storage.js';

const stores = new WeakMap<Config, FileStorage>();

/**
 * The file store of a configuration: files under `${DATA_DIR}/files`, encrypted with the
 * product's key. An S3-compatible store is not built yet (see README); it would implement
 * FileStorage with the same temporary-name-then-commit contract.
 */
export function fileStorage(config: Config): FileStorage {
  let store = stores.get(config);
  if (!store) {
    store = createDiskStorage(path.join(config.dataDir, 'files'), encryptionKey(config));
    stores.set(config, store);
  }
  return store;
}
