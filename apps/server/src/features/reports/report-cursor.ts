import { type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';

/*
 * An export reads its rows through a PostgreSQL cursor: one pass of the report's query, fetched a
 * batch at a time while the file is written, so the server never holds every row (issue 16).
 * A cursor lives in the transaction that declared it (the report's read-only transaction).
 */

/** A report's select (a drizzle query builder): awaited for a page, or declared as a cursor. */
export interface ReportQuery<T> extends PromiseLike<T[]>, SQLWrapper {
  readonly _: { readonly selectedFields: unknown };
}

const CURSOR = 'report_export';

/**
 * Declares the query as a cursor in db's transaction and answers a function that fetches the next
 * batch ([] at the end), each row decoded as the query builder would (mapWith, dates).
 */
export async function openCursor<T>(
  db: DbOrTx,
  query: ReportQuery<T>,
  batch: number,
): Promise<() => Promise<T[]>> {
  await db.execute(sql`declare ${sql.identifier(CURSOR)} no scroll cursor for ${query}`);
  // The select's fields in the order drizzle writes them (its own orderSelectedFields for a flat select).
  const fields = Object.entries(
    query._.selectedFields as Record<string, SelectedFieldsOrdered[number]['field']>,
  ).map(([key, field]) => ({ path: [key], field }));
  const fetch = db._.session.prepareQuery(
    { sql: `fetch ${Math.max(1, Math.floor(batch))} from ${CURSOR}`, params: [] },
    fields,
    undefined,
    true,
  );
  return async () => (await fetch.execute()) as T[];
}
