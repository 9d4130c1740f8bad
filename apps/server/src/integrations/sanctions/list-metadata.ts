import {
  SCREENING_LIST_KINDS,
  SCREENING_LIST_TEXTS,
  type ScreeningListKind,
  type ScreeningListStatus,
} from '@probity/domain';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { screeningLists } from '../../db/schema/index.js';

type ListRow = typeof screeningLists.$inferSelect;
const DAY_MS = 86_400_000;

/** Records (replaces) the metadata of a list, in the transaction that replaced its designations. */
export async function recordListImport(
  tx: DbOrTx,
  row: Omit<ListRow, 'importedAt'> & { importedAt?: Date },
): Promise<void> {
  const values = { ...row, importedAt: row.importedAt ?? new Date() };
  await tx
    .insert(screeningLists)
    .values(values)
    .onConflictDoUpdate({ target: screeningLists.list, set: values });
}

export async function listMetadata(db: DbOrTx): Promise<Map<ScreeningListKind, ListRow>> {
  const rows = await db.select().from(screeningLists);
  return new Map(rows.map((r) => [r.list, r]));
}

/** Whole days from a 'YYYY-MM-DD' (or the day of an instant) to today, in UTC. */
function ageInDays(from: string | Date, now: Date): number {
  const day = typeof from === 'string' ? from : from.toISOString().slice(0, 10);
  const start = Date.parse(`${day}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.floor((today - start) / DAY_MS);
}

/**
 * The date a list's age is counted from (docs/decisions.md, issue 12): a published list's own
 * publication date; the shipped sample's is illustrative, so its age counts from when it was loaded.
 */
export const ageBasis = (row: Pick<ListRow, 'publishedOn' | 'importedAt' | 'isSample'>) =>
  row.isSample ? row.importedAt : row.publishedOn;

export type ListStatus = { ok: true; row: ListRow } | { ok: false; reason: string; row: ListRow | null };

/**
 * Whether checks may screen against the sanctions list: one must be loaded, and not older than
 * SANCTIONS_LIST_MAX_AGE_DAYS. When not, `reason` is what the check says (a REFER).
 */
export async function listStatus(
  db: DbOrTx,
  config: Pick<Config, 'SANCTIONS_LIST_MAX_AGE_DAYS'>,
  now = new Date(),
): Promise<ListStatus> {
  const row = (await listMetadata(db)).get('sanctions') ?? null;
  if (!row) return { ok: false, reason: SCREENING_LIST_TEXTS.notScreenedMissing, row };
  const maxAge = config.SANCTIONS_LIST_MAX_AGE_DAYS;
  if (ageInDays(ageBasis(row), now) > maxAge) {
    const from = row.isSample ? row.importedAt.toISOString().slice(0, 10) : row.publishedOn;
    return { ok: false, reason: SCREENING_LIST_TEXTS.notScreenedStale(from, maxAge), row };
  }
  return { ok: true, row };
}

/** Every list kind as the admin screen shows it, loaded or not. */
export async function listStatuses(
  db: DbOrTx,
  config: Pick<Config, 'SANCTIONS_LIST_MAX_AGE_DAYS'>,
  now = new Date(),
): Promise<ScreeningListStatus[]> {
  const rows = await listMetadata(db);
  return SCREENING_LIST_KINDS.map((list) => {
    const row = rows.get(list);
    // Only the sanctions list has an age limit: the PEP list has no published source to follow.
    const maxAgeDays = list === 'sanctions' ? config.SANCTIONS_LIST_MAX_AGE_DAYS : null;
    if (!row)
      return {
        list,
        state: 'missing' as const,
        publishedOn: null,
        designationCount: null,
        importedAt: null,
        source: null,
        isSample: false,
        maxAgeDays,
      };
    const stale = maxAgeDays !== null && ageInDays(ageBasis(row), now) > maxAgeDays;
    return {
      list,
      state: stale ? ('stale' as const) : ('ok' as const),
      publishedOn: row.publishedOn,
      designationCount: row.designationCount,
      importedAt: row.importedAt.toISOString(),
      source: row.source,
      isSample: row.isSample,
      maxAgeDays,
    };
  });
}
