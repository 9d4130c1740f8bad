import { INDIVIDUAL_TYPES, MATTER_TYPES } from '@probity/domain';
import { type SQL, and, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { individuals, matterTeam, matters, users } from '../../db/schema/index.js';
import { type ListQuery, filtersOf, likePattern, orderByOf } from '../../lib/list-query.js';
import { invalid } from '../../lib/errors.js';
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
  | { kind: 'organisation'; organisationIDs: string[] }
  | { kind: 'user'; userID: string; organisationIDs: string[] | null }
  | { kind: 'individual'; userID: string };

const FILTER_TYPES = ['status', 'type'] as const;

function sourceWhere(source: MatterListSource): SQL {
  switch (source.kind) {
    case 'organisation':
      return inArray(matters.organisationID, source.organisationIDs);
    case 'user': {
      const onTeam = exists(
        sql`(select 1 from ${matterTeam} where ${matterTeam.matterID} = ${matters.matterID} and ${matterTeam.userID} = ${source.userID})`,
      );
      return source.organisationIDs
        ? and(onTeam, inArray(matters.organisationID, source.organisationIDs))!
        : onTeam;
    }
    case 'individual':
      return exists(
        sql`(select 1 from ${individuals} where ${individuals.matterID} = ${matters.matterID} and ${individuals.userID} = ${source.userID})`,
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

/** The matter list of spec 01 §2: scoped by the caller's data source, filtered, searched, sorted, paged. */
export async function listMatters(
  db: DbOrTx,
  source: MatterListSource,
  q: ListQuery,
  actorUserID: string,
): Promise<{ items: MatterListItem[]; totalCount: number }> {
  const filters = filtersOf(q, FILTER_TYPES);
  const where: SQL[] = [sourceWhere(source)];
  if (filters.status) where.push(inArray(matters.statusID, statusIdsFor(filters.status)));
  if (filters.type) where.push(inArray(matters.matterTypeID, typeIdsFor(filters.type)));
  if (q.SearchTerm) {
    const p = likePattern(q.SearchTerm);
    where.push(or(ilike(matters.reference, p), ilike(matters.probateReference, p))!);
  }
  const order = orderByOf(
    q,
    {
      reference: matters.reference,
      createdDate: matters.createdDate,
      status: matters.statusID,
      type: matters.matterTypeID,
    },
    sql`${matters.createdDate} desc, ${matters.matterID}`,
  );
  // One round trip: the page of matters (with the total), then each row's team and individuals
  // as JSON, computed only for the rows of the page.
  const page = db.$with('page').as(
    db
      .select({
        matterID: matters.matterID,
        reference: matters.reference,
        matterTypeID: matters.matterTypeID,
        statusID: matters.statusID,
        matterOwner: matters.matterOwner,
        createdDate: matters.createdDate,
        totalCount: sql<number>`count(*) over()`.as('total_count'),
        position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
      })
      .from(matters)
      .where(and(...where))
      .orderBy(...order)
      .limit(q.pageCount)
      .offset((q.page - 1) * q.pageCount),
  );
  const rows = await db
    .with(page)
    .select({
      matterID: page.matterID,
      reference: page.reference,
      matterTypeID: page.matterTypeID,
      statusID: page.statusID,
      matterOwner: page.matterOwner,
      createdDate: page.createdDate,
      totalCount: page.totalCount,
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
    .orderBy(page.position);

  let totalCount = Number(rows[0]?.totalCount ?? 0);
  if (rows.length === 0 && q.page > 1) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(matters)
      .where(and(...where));
    totalCount = c?.n ?? 0;
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
