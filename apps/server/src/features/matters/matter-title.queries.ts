import { MAIN_INDIVIDUAL, MATTER_TITLE_TEXTS, MATTER_TYPE_IDS, type MatterTypeKey } from '@probity/domain';
import { type SQL, sql } from 'drizzle-orm';
import { individuals } from '../../db/schema/index.js';

/*
 * Issue 14: the title a matter shows, computed in SQL so the matter list can search and sort on it
 * (packages/domain matter-title.ts says the same rule in words, with its tests): the matter's own
 * title, else its default: "Estate of {the deceased's full name}" for an Estate, the main
 * individual's full name for the other types (a Trust: all its settlors, "A, B and C"), else null.
 */

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const TYPES = Object.entries(MATTER_TYPE_IDS) as [MatterTypeKey, string][];

/** The main individual type of each matter type, as a SQL CASE over the matter's type id. */
const mainTypeCase = (matterTypeID: SQL) =>
  sql`case ${matterTypeID} ${sql.raw(
    TYPES.map(
      ([key, id]) => `when ${quote(id)}::uuid then ${quote(MAIN_INDIVIDUAL[key].individualTypeID)}`,
    ).join(' '),
  )} end`;

const ALL_TYPES = TYPES.filter(([key]) => MAIN_INDIVIDUAL[key].isAll).map(([, id]) => `${quote(id)}::uuid`);
const ESTATE_PREFIX = MATTER_TITLE_TEXTS.estateOf('');

/**
 * The default title of the matter whose id and type id are given (columns or expressions of the
 * outer query), or null. Full names: first name, middle names when any, surname; in the order the
 * individuals were added.
 */
export function defaultTitleSql(matterID: SQL, matterTypeID: SQL): SQL<string | null> {
  const fullName = sql`concat_ws(' ', nullif(btrim(i.first_name), ''), nullif(btrim(i.middle_names), ''), nullif(btrim(i.surname), ''))`;
  const names = sql`(select array_agg(${fullName} order by i.date_created, i.individual_id)
      from ${individuals} i
      where i.matter_id = ${matterID} and lower(i.individual_type_id) = ${mainTypeCase(matterTypeID)})`;
  const isAll = ALL_TYPES.length ? sql.raw(`in (${ALL_TYPES.join(', ')})`) : sql.raw('is null and false');
  // "A", "A and B", "A, B and C" (joinNames in packages/domain); one name for the other types.
  const joined = sql`(select case
      when n is null or cardinality(n) = 0 then null
      when not (${matterTypeID} ${isAll}) then n[1]
      when cardinality(n) <= 2 then array_to_string(n, ' and ')
      else array_to_string(n[1:cardinality(n) - 1], ', ') || ' and ' || n[cardinality(n)] end
    from (select ${names} as n) as names)`;
  return sql<string | null>`(case when ${matterTypeID} = ${sql.raw(`${quote(MATTER_TYPE_IDS.estate)}::uuid`)}
      then ${sql.raw(quote(ESTATE_PREFIX))} || ${joined} else ${joined} end)`;
}

/** The title shown: the matter's own title, else its default (null when neither). */
export function matterTitleSql(title: SQL, matterID: SQL, matterTypeID: SQL): SQL<string | null> {
  return sql<string | null>`coalesce(${title}, ${defaultTitleSql(matterID, matterTypeID)})`;
}
