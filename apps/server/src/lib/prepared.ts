import type { Db } from '../db/client.js';

/**
 * Prepared queries per database and query shape (which filters, search and sort a call uses, never
 * its values). A hot list builds its SQL once per shape instead of on every call: drizzle's query
 * building and PostgreSQL's planning leave the request path (bench/README.md). `keyOf` must map
 * to a bounded set: shapes are made of flags and validated sort keys only.
 *
 * Issue 16: `planEachCall` keeps the SQL built once but sends it as an unnamed statement, so
 * PostgreSQL plans each call for its values. A named statement switches to a generic plan from
 * its sixth execution, planned for an average firm: for a firm holding a tenth of the matters it
 * sorted or filtered the whole firm where the values' own plan reads one page of an index
 * (bench/README.md, plan_cache_mode = force_generic_plan).
 */
export function preparedPerShape<Shape, Query>(
  prefix: string,
  keyOf: (shape: Shape) => string,
  build: (db: Db, shape: Shape, name: string) => Query,
  opts: { planEachCall?: boolean } = {},
): (db: Db, shape: Shape) => Query {
  const byDatabase = new WeakMap<Db, Map<string, Query>>();
  return (db, shape) => {
    let byShape = byDatabase.get(db);
    if (!byShape) byDatabase.set(db, (byShape = new Map()));
    const key = keyOf(shape);
    let query = byShape.get(key);
    if (!query)
      byShape.set(key, (query = build(db, shape, opts.planEachCall ? '' : `${prefix}_${byShape.size + 1}`)));
    return query;
  };
}
