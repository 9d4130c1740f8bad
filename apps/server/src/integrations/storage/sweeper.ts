import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { documentTemplates, documentVersions, documents } from '../../db/schema/index.js';
import { fileStorage } from './index.js';
import type { SweepResult } from './storage.js';

/** Temporary files older than this are leftovers of an upload that never committed. */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The files.sweep job: removes temporary files older than an hour (or finishes those whose row
 * committed) and stored files whose row is gone: a document's, an earlier version's or a letter
 * template's (issue 14). Idempotent; safe to run anywhere.
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
        for (const table of [documents, documentVersions, documentTemplates]) {
          const rows = await database.db
            .select({ key: table.storageKey })
            .from(table)
            .where(inArray(table.storageKey, chunk));
          for (const row of rows) found.add(row.key);
        }
      }
      return found;
    },
  });
}
