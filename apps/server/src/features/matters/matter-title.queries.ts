import { type SQL, sql } from 'drizzle-orm';
import { matters } from '../../db/schema/index.js';

/*
 * Issue 14: the title a matter shows is its own title, else its default: "Estate of {the deceased's
 * full name}" for an Estate, the main individual's full name for the other types (a Trust: all its
 * settlors, "A, B and C"), else null (packages/domain matter-title.ts says the rule in words, with
 * its tests). Issue 16: the default is stored in `matters.default_title`, kept by triggers in the
 * same transaction as the writes that change it (db/sql/0003_matter_search.sql), so the list
 * reads and searches a column instead of computing it for every row.
 */

/** The title shown over `matters`: the matter's own title, else its default (null when neither). */
export function matterTitleSql(): SQL<string | null> {
  return sql<string | null>`coalesce(${matters.title}, ${matters.defaultTitle})`;
}
