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
const titleOfMatter = matterTitleSql(
  sql`${matters.title}`,
  sql`${matters.matterID}`,
  sql`${matters.matterTypeID}`,
);
const SORT_KEYS = {
  reference: matters.reference,
  createdDate: matters.createdDate,
  status: matters.statusID,
  type: matters.matterTypeID,
  title: titleOfMatter,
};

/**
 * Issue 14: SearchTerm finds the reference, the probate reference, the title (set or default) and
 * the names of the matter's individuals (first name, surname, or both: their names are stored in
 * clear; only identity-document and bank fields are encrypted, individual-secrets.ts). The costly
 * default title comes last, for the matters nothing else matched.
 */
function searchWhere(): SQL {
  const p = ph('pattern');
  const named = exists(
    sql`(select 1 from ${individuals} where ${individuals.matterID} = ${matters.matterID} and (${individuals.firstName} ilike ${p}
      or ${individuals.surname} ilike ${p} or (${individuals.firstName} || ' ' || ${individuals.surname}) ilike ${p}))`,
  );
  return or(
    ilike(matters.reference, p),
    ilike(matters.probateReference, p),
    ilike(matters.title, p),
    named,
    sql`(${matters.title} is null and ${titleOfMatter} ilike ${p})`,
  )!;
}

const ph = (name: string) => sql.placeholder(name);

/** The source condition with placeholders: `orgs` (uuid[]) and `user` (uuid). */
function sourceWhere(source: MatterListSource): SQL {
  switch (source.kind) {
    case 'organisation':
      // Equality (not any()) lets the index give the default order without a sort.
      return sql`${matters.organisationID} = ${ph('org')}::uuid`;
    case 'user': {
      const onTeam = exists(
        sql`(select 1 from ${matterTeam} where ${matterTeam.matterID} = ${matters.matterID} and ${matterTeam.userID} = ${ph('user')}::uuid)`,
      );
      return source.organisationIDs
        ? and(onTeam, sql`${matters.organisationID} = any(${ph('orgs')}::uuid[])`)!
        : onTeam;
    }
    case 'individual':
      return exists(
        sql`(select 1 from ${individuals} where ${individuals.matterID} = ${matters.matterID} and ${individuals.userID} = ${ph('user')}::uuid)`,
      );
  }
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
}

/**
 * The list query of one shape (source, which filters, search, order), with every value a
 * placeholder. One round trip: the page of matters (in index order for the default sort, so
 * PostgreSQL reads only the rows it returns), the total as a count over the same condition (an
 * index-only scan: matters_org_list_idx), then each row's team and individuals as JSON, computed
 * only for the rows of the page.
 */
function buildListQuery(db: Db, shape: ListShape, name: string) {
  const conditions: SQL[] = [sourceWhere(shape.source)];
  if (shape.status) conditions.push(sql`${matters.statusID} = any(${ph('statuses')}::uuid[])`);
  if (shape.type) conditions.push(sql`${matters.matterTypeID} = any(${ph('types')}::uuid[])`);
  if (shape.search) conditions.push(searchWhere());
  const where = and(...conditions)!;
  const ordering = (columns: Record<keyof typeof SORT_KEYS, AnyColumn | SQL>, fallback: SQL) =>
    orderByOf({ OrderBy: shape.orderBy } as ListQuery, columns, fallback);
  const page = db.$with('page').as(
    db
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
      .orderBy(...ordering(SORT_KEYS, sql`${matters.createdDate} desc, ${matters.matterID} desc`))
      .limit(ph('limit'))
      .offset(ph('offset')),
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
  return db
    .with(page)
    .select({
      matterID: page.matterID,
      reference: page.reference,
      matterTypeID: page.matterTypeID,
      statusID: page.statusID,
      matterOwner: page.matterOwner,
      createdDate: page.createdDate,
      title: page.title,
      isDefaultTitle: page.isDefaultTitle,
      totalCount: sql<number>`(select count(*) from ${matters} where ${where})`.mapWith(Number),
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
    ].join('|'),
  buildListQuery,
);

/** The matter list of spec 01 §2: scoped by the caller's data source, filtered, searched, sorted, paged. */
export async function listMatters(
  db: Db,
  source: MatterListSource,
  q: ListQuery,
  actorUserID: string,
): Promise<{ items: MatterListItem[]; totalCount: number }> {
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
  return { items, totalCount };
}
