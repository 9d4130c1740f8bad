import { INDIVIDUAL_TYPES, MATTER_TYPES } from '@probity/domain';
import { type AnyColumn, type SQL, and, exists, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { individuals, matterTeam, matters, users } from '../../db/schema/index.js';
import { type ListQuery, filtersOf, likePattern, orderByOf } from '../../lib/list-query.js';
import { invalid } from '../../lib/errors.js';
import { preparedPerShape } from '../../lib/prepared.js';
import { matterTitleSql } from './matter-title.queries.js';
import { type MatterListItem, presentMatterListItem } from './matters.presenter.js';

type TeamJson = {
  userID: string;
  firstName: string;
  surname: string;
  emailAddress: string;
  profileImage: string | null;
};
type PersonJson = { individualID: string; userID: string | null; individualTypeID: string };

export type MatterListSource =
  | { kind: 'organisation'; organisationID: string }
  | { kind: 'user'; userID: string; organisationIDs: string[] | null }
  | { kind: 'individual'; userID: string };

const FILTER_TYPES = ['status', 'type'] as const;
/** Issue 14: the title shown (set or default), over the list's matters. */
const titleOfMatter = matterTitleSql();
const SORT_KEYS = {
  reference: matters.reference,
  createdDate: matters.createdDate,
  status: matters.statusID,
  type: matters.matterTypeID,
  title: titleOfMatter,
};

/**
 * Issue 16: past this many matters the total is PostgreSQL's estimate (the page says "about"):
 * counting a large firm's whole list on every page costs more than the page itself.
 */
export const EXACT_COUNT_LIMIT = 1000;

/** A value of the query: a placeholder (the prepared list) or the value itself (the estimate). */
type ValueOf = (name: string) => SQL;
const ph: ValueOf = (name) => sql.placeholder(name) as unknown as SQL;

/**
 * Issue 14: SearchTerm finds the reference, the probate reference, the title (set or default) and
 * the names of the matter's individuals (first name, surname, or both). Issue 16: all five are
 * columns of `matters` (the default title and people's names kept by triggers), each with a
 * trigram index, so a selective term is an OR of index bitmaps and a common one a short walk of
 * the firm's list in order.
 */
function searchWhere(v: ValueOf): SQL {
  const p = v('pattern');
  return or(
    ilike(matters.reference, p),
    ilike(matters.probateReference, p),
    ilike(matters.title, p),
    ilike(matters.defaultTitle, p),
    ilike(matters.peopleNames, p),
  )!;
}

/** The source condition: `org` (uuid), `orgs` (uuid[]) and `user` (uuid). */
function sourceWhere(source: MatterListSource, v: ValueOf): SQL {
  switch (source.kind) {
    case 'organisation':
      // Equality (not any()) lets the index give the default order without a sort.
      return sql`${matters.organisationID} = ${v('org')}::uuid`;
    case 'user': {
      const onTeam = exists(
        sql`(select 1 from ${matterTeam} where ${matterTeam.matterID} = ${matters.matterID} and ${matterTeam.userID} = ${v('user')}::uuid)`,
      );
      return source.organisationIDs
        ? and(onTeam, sql`${matters.organisationID} = any(${v('orgs')}::uuid[])`)!
        : onTeam;
    }
    case 'individual':
      return exists(
        sql`(select 1 from ${individuals} where ${individuals.matterID} = ${matters.matterID} and ${individuals.userID} = ${v('user')}::uuid)`,
      );
  }
}

function whereOf(shape: ListShape, v: ValueOf): SQL {
  const conditions: SQL[] = [sourceWhere(shape.source, v)];
  if (shape.status) conditions.push(sql`${matters.statusID} = any(${v('statuses')}::uuid[])`);
  if (shape.type) conditions.push(sql`${matters.matterTypeID} = any(${v('types')}::uuid[])`);
  if (shape.search) conditions.push(searchWhere(v));
  return and(...conditions)!;
}

/** Status filter keys ('active', 'pre-grant'…) map to the status ids of every matter type. */
function statusIdsFor(keys: string[]): string[] {
  const wanted = keys.map((k) => k.toLowerCase());
  const ids = MATTER_TYPES.flatMap((t) =>
    t.statuses.filter((s) => wanted.includes(s.key)).map((s) => s.statusID),
  );
  if (ids.length === 0) throw invalid({ Filter: [`Unknown status '${keys.join(', ')}'`] });
  return ids;
}

function typeIdsFor(keys: string[]): string[] {
  const wanted = keys.map((k) => k.toLowerCase());
  const ids = MATTER_TYPES.filter((t) => wanted.includes(t.humanId) || wanted.includes(t.matterTypeID)).map(
    (t) => t.matterTypeID,
  );
  if (ids.length === 0) throw invalid({ Filter: [`Unknown matter type '${keys.join(', ')}'`] });
  return ids;
}

interface ListShape {
  source: MatterListSource;
  status: boolean;
  type: boolean;
  search: boolean;
  orderBy: string | undefined;
  /** The page ends past the first EXACT_COUNT_LIMIT + 1 matters of the order (a far page). */
  deep: boolean;
}

/**
 * The list query of one shape (source, which filters, search, order), with every value a
 * placeholder. One round trip: the page of matters, the total, then each row's team and
 * individuals as JSON, computed only for the rows of the page.
 *
 * Issue 16: `hits` is the first EXACT_COUNT_LIMIT + 1 matters in the list's order; the page is
 * cut from it and the total is its count (past the limit, an estimate: listMatters). One scan
 * gives both, and PostgreSQL plans it for up to 1,001 rows: a common term or no search walks the
 * firm's list in index order and stops; a rare one takes the trigram indexes' bitmaps and sorts
 * the few it found (planned for a page of 10, it walked all of a large firm's list looking for
 * them). A far page (deep) reads the list in order to its offset, with the same capped count.
 */
function buildListQuery(db: Db, shape: ListShape, name: string) {
  const where = whereOf(shape, ph);
  const ordering = (columns: Record<keyof typeof SORT_KEYS, AnyColumn | SQL>, fallback: SQL) =>
    orderByOf({ OrderBy: shape.orderBy } as ListQuery, columns, fallback);
  const cap = sql.raw(String(EXACT_COUNT_LIMIT + 1));
  const rows = db
    .select({
      matterID: matters.matterID,
      reference: matters.reference,
      matterTypeID: matters.matterTypeID,
      statusID: matters.statusID,
      matterOwner: matters.matterOwner,
      createdDate: matters.createdDate,
      title: sql<string | null>`${titleOfMatter}`.as('title'),
      isDefaultTitle: sql<boolean>`(${matters.title} is null)`.as('is_default_title'),
    })
    .from(matters)
    .where(where)
    .orderBy(...ordering(SORT_KEYS, sql`${matters.createdDate} desc, ${matters.matterID} desc`));
  const hits = db
    .$with('hits')
    .as(
      shape.deep
        ? rows.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
        : rows.limit(EXACT_COUNT_LIMIT + 1),
    );
  const hitsOrder = ordering(
    {
      reference: hits.reference,
      createdDate: hits.createdDate,
      status: hits.statusID,
      type: hits.matterTypeID,
      title: sql`${hits.title}`,
    },
    sql`${hits.createdDate} desc, ${hits.matterID} desc`,
  );
  const page = db.$with('page').as(
    shape.deep
      ? db.select().from(hits)
      : db
          .select()
          .from(hits)
          .orderBy(...hitsOrder)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
  );
  // The page's rows keep the order of the inner query: the same keys over the page's columns.
  const pageOrder = ordering(
    {
      reference: page.reference,
      createdDate: page.createdDate,
      status: page.statusID,
      type: page.matterTypeID,
      title: sql`${page.title}`,
    },
    sql`${page.createdDate} desc, ${page.matterID} desc`,
  );
  const total = shape.deep
    ? sql<number>`(select count(*) from (select 1 from ${matters} where ${where} limit ${cap}) as counted)`
    : sql<number>`(select count(*) from ${hits})`;
  return db
    .with(hits, page)
    .select({
      matterID: page.matterID,
      reference: page.reference,
      matterTypeID: page.matterTypeID,
      statusID: page.statusID,
      matterOwner: page.matterOwner,
      createdDate: page.createdDate,
      title: page.title,
      isDefaultTitle: page.isDefaultTitle,
      totalCount: total.mapWith(Number),
      team: sql<
        TeamJson[]
      >`coalesce((select json_agg(json_build_object('userID', u.user_id, 'firstName', u.first_name,
        'surname', u.surname, 'emailAddress', u.email_address, 'profileImage', u.profile_image) order by mt.added_at)
        from ${matterTeam} mt join ${users} u on u.user_id = mt.user_id where mt.matter_id = "page"."matter_id"), '[]'::json)`,
      people: sql<PersonJson[]>`coalesce((select json_agg(json_build_object('individualID', i.individual_id,
        'userID', i.user_id, 'individualTypeID', i.individual_type_id))
        from ${individuals} i where i.matter_id = "page"."matter_id"), '[]'::json)`,
    })
    .from(page)
    .orderBy(...pageOrder)
    .prepare(name);
}

const listQuery = preparedPerShape(
  'probity_matters',
  (shape: ListShape) =>
    [
      shape.source.kind,
      shape.source.kind === 'user' && shape.source.organisationIDs ? 'orgs' : '',
      shape.status ? 'status' : '',
      shape.type ? 'type' : '',
      shape.search ? 'search' : '',
      shape.orderBy?.toLowerCase() ?? '',
      shape.deep ? 'deep' : '',
    ].join('|'),
  buildListQuery,
  { planEachCall: true },
);

/**
 * Issue 16: PostgreSQL's estimate of how many matters the condition finds (the planner's row
 * estimate for the same condition, values inlined as parameters), asked only when the exact
 * count passed EXACT_COUNT_LIMIT: never below the limit, so "about" never says fewer.
 */
async function estimateCount(db: Db, shape: ListShape, values: Record<string, unknown>): Promise<number> {
  const v: ValueOf = (name) => sql`${sql.param(values[name])}`;
  const result = await db.execute(
    sql`explain (format json) select 1 from ${matters} where ${whereOf(shape, v)}`,
  );
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.max(EXACT_COUNT_LIMIT + 1, Math.round(plan[0]?.Plan['Plan Rows'] ?? 0));
}

/** The matter list of spec 01 §2: scoped by the caller's data source, filtered, searched, sorted, paged. */
export async function listMatters(
  db: Db,
  source: MatterListSource,
  q: ListQuery,
  actorUserID: string,
): Promise<{ items: MatterListItem[]; totalCount: number; totalIsEstimate: boolean }> {
  const filters = filtersOf(q, FILTER_TYPES);
  // Validated before a shape is built, so unknown sort keys answer 400 and never reach the cache.
  const statuses = filters.status ? statusIdsFor(filters.status) : undefined;
  const types = filters.type ? typeIdsFor(filters.type) : undefined;
  orderByOf(q, SORT_KEYS, sql``);
  const shape: ListShape = {
    source,
    status: !!statuses,
    type: !!types,
    search: !!q.SearchTerm,
    orderBy: q.OrderBy,
    deep: q.page * q.pageCount > EXACT_COUNT_LIMIT + 1,
  };
  const values = {
    org: source.kind === 'organisation' ? source.organisationID : undefined,
    orgs: source.kind === 'user' ? (source.organisationIDs ?? undefined) : undefined,
    user: 'userID' in source ? source.userID : undefined,
    statuses,
    types,
    pattern: q.SearchTerm ? likePattern(q.SearchTerm) : undefined,
    limit: q.pageCount,
    offset: (q.page - 1) * q.pageCount,
  };
  const rows = await listQuery(db, shape).execute(values);

  let totalCount = Number(rows[0]?.totalCount ?? 0);
  if (rows.length === 0 && q.page > 1) {
    // Past the last page: the first row of the same query carries the total.
    const [first] = await listQuery(db, shape).execute({ ...values, limit: 1, offset: 0 });
    totalCount = Number(first?.totalCount ?? 0);
  }
  const totalIsEstimate = totalCount > EXACT_COUNT_LIMIT;
  if (totalIsEstimate) totalCount = await estimateCount(db, shape, values);

  const items = rows.map((row) => {
    const mine = row.people;
    const viewing = source.kind === 'individual' ? mine.find((p) => p.userID === source.userID) : undefined;
    const viewingType = viewing ? INDIVIDUAL_TYPES[viewing.individualTypeID] : undefined;
    return presentMatterListItem(row, {
      team: row.team.map((t) => ({
        userID: t.userID,
        firstName: t.firstName,
        surname: t.surname,
        name: `${t.firstName} ${t.surname}`,
        emailAddress: t.emailAddress,
        profileImage: t.profileImage,
      })),
      individuals: mine.map((p) => ({
        individualID: p.individualID,
        user: p.userID ? { userID: p.userID } : null,
      })),
      viewingIndividual: viewingType ? { individualType: viewingType } : null,
      actorUserID,
    });
  });
  return { items, totalCount, totalIsEstimate };
}
