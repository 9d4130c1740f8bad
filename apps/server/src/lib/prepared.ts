import type { Db } from '../db/client.js';

/**
 * Prepared queries per database and query shape (which filters, search and sort a call uses, never
 * its values). A hot list builds its SQL once per shape instead of on every call: drizzle's query
 * building and PostgreSQL's planning leave the request path (bench/README.md). `keyOf` must map
 * to a bounded set: shapes are made of flags and validated sort keys only.
 */
export function preparedPerShape<Shape, Query>(
  prefix: string,
  keyOf: (shape: Shape) => string,
  build: (db: Db, shape: Shape, name: string) => Query,
): (db: Db, shape: Shape) => Query {
  const byDatabase = new WeakMap<Db, Map<string, Query>>();
  return (db, shape) => {
    let byShape = byDatabase.get(db);
    if (!byShape) byDatabase.set(db, (byShape = new Map()));
    const key = keyOf(shape);
    let query = byShape.get(key);
    if (!query) byShape.set(key, (query = build(db, shape, `${prefix}_${byShape.size + 1}`)));
    return query;
  };
}
