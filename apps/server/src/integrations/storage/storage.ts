import type { Readable } from 'node:stream';

/** Raised when an upload goes over the size limit; the route answers 413. */
export class UploadTooLargeError extends Error {
  constructor() {
    super('The file is larger than the upload limit');
  }
}

export interface TempUpload {
  /** The temporary name; becomes the final name with commit(). */
  tempName: string;
  /** The plaintext size in bytes. */
  size: number;
  /** The first bytes of the plaintext, to sniff the type. */
  head: Buffer;
}

export interface SweepResult {
  removedTemp: number;
  finished: number;
  removedOrphans: number;
}

/**
 * File storage (ARCHITECTURE "Nothing is lost"): a file is written under a temporary name, the
 * caller commits its database row, then commit() gives the file its final name. A crash before
 * the row commits leaves only a temporary file, which sweep() removes; a crash between the row's
 * commit and the rename is finished by sweep(). Contents are encrypted at rest.
 */
export interface FileStorage {
  writeTemp(fileKey: string, source: Readable, limitBytes: number): Promise<TempUpload>;
  commit(upload: TempUpload, fileKey: string): Promise<void>;
  discard(upload: TempUpload): Promise<void>;
  /** The decrypted contents; errors when the file is missing or was tampered with. */
  open(fileKey: string): Promise<Readable>;
  remove(fileKey: string): Promise<void>;
  /**
   * Removes temporary files older than tempMaxAgeMs (or finishes them when their row exists) and
   * final files whose row is gone. `existing` answers which of the given keys have a row.
   */
  sweep(opts: {
    existing: (fileKeys: string[]) => Promise<Set<string>>;
    tempMaxAgeMs: number;
    now?: number;
  }): Promise<SweepResult>;
}
