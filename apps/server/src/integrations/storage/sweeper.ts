import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import {
  documentTemplates,
  documentVersions,
  documents,
  subjectAccessExports,
} from '../../db/schema/index.js';
import { fileStorage } from './index.js';
import type { SweepResult } from './storage.js';

/** Temporary files older than this are leftovers of an upload that never committed. */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The files.sweep job: removes temporary files older than an hour (or finishes those whose row
 * committed) and stored files whose row is gone: a document's, an earlier version's or a letter
 * template's (issue 14) or a subject access export's (issue 19). Idempotent; safe to run anywhere.
 */
export async function sweepFiles(
  config: Config,
  database: Database,
  opts: { tempMaxAgeMs?: number; now?: number } = {},
): Promise<SweepResult> {
  return fileStorage(config).sweep({
    tempMaxAgeMs: opts.tempMaxAgeMs ?? TEMP_FILE_MAX_AGE_MS,
    now: opts.now,
    existing: async (keys) => {
      const found = new Set<string>();
      for (let i = 0; i < keys.length; i += 500) {
        const chunk = keys.slice(i, i + 500);
        for (const table of [documents, documentVersions, documentTemplates, subjectAccessExports]) {
          const rows = await database.db
            .select({ key: table.storageKey })
            .from(table)
            .where(inArray(table.storageKey, chunk));
          for (const row of rows) if (row.key) found.add(row.key);
        }
      }
      return found;
    },
  });
}

/**
 * On a store other instances may share (S3, or files beside PostgreSQL), a temporary file touched
 * this recently may be another instance's upload in progress: the start-up sweep leaves it.
 */
export const SHARED_TEMP_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Issue 15: the sweep at start-up, before the server listens, so uploads a crash cut off are not
 * left for the first scheduled run. With the embedded database the data folder belongs to this
 * process alone (PGlite cannot be opened twice), so every temporary file there is a leftover.
 */
export async function sweepAtStart(config: Config, database: Database): Promise<SweepResult> {
  const exclusive = database.kind === 'pglite' && !config.S3_BUCKET;
  return sweepFiles(config, database, { tempMaxAgeMs: exclusive ? 0 : SHARED_TEMP_MAX_AGE_MS });
}
