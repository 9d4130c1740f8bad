import { type ListScope, INDIVIDUAL_TYPES } from '@probity/domain';
import { type SQL, and, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { individuals, users } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { type ListQuery, filtersOf, likePattern, orderByOf } from '../../lib/list-query.js';
import { type IndividualRow, type LinkedUser, linkedUserColumns } from './individuals.queries.js';

/** The individuals a list may show, from the same rules as the detail call (CONVENTIONS). */
export function scopeWhere(scope: ListScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  const any: SQL[] = [];
  if (scope.organisationIDs.length > 0) any.push(inArray(individuals.organisationID, scope.organisationIDs));
  if (scope.ownerUserID) any.push(eq(individuals.userID, scope.ownerUserID));
  return any.length > 0 ? or(...any) : sql`false`;
}

export interface IndividualListRow {
  individual: IndividualRow;
  user: LinkedUser | null;
}

function knownTypes(named: string[]): string[] {
  const keys = named.map((t) => t.toLowerCase());
  const known = Object.keys(INDIVIDUAL_TYPES).filter((k) => keys.includes(k.toLowerCase()));
  if (known.length === 0) throw invalid({ Filter: [`Unknown individual type '${named.join(', ')}'`] });
  return known;
}

/**
 * A page of individuals (spec 02 §2.3, 03 §2.14): searched by name or e-mail, filtered by type
 * (FilterType=type) or not of a type (FilterType=notType), sorted by name, firstName, surname, email, type or dateCreated. By default
 * the main individual of the matter type comes first (02 §2.1), then by surname.
 */
export async function listIndividuals(
  db: DbOrTx,
  where: (SQL | undefined)[],
  q: ListQuery,
  mainTypeID: string | null,
): Promise<{ rows: IndividualListRow[]; totalCount: number }> {
  const filters = filtersOf(q, ['type', 'nottype']);
  const conditions = [...where];
  if (filters.type) conditions.push(inArray(individuals.individualTypeID, knownTypes(filters.type)));
  // Issue 14: the Estate page shows its Deceased apart, so the list and its count leave it out.
  if (filters.nottype) conditions.push(notInArray(individuals.individualTypeID, knownTypes(filters.nottype)));
  if (q.SearchTerm) {
    const p = likePattern(q.SearchTerm);
    conditions.push(
      or(
        ilike(individuals.firstName, p),
        ilike(individuals.surname, p),
        ilike(sql`${individuals.firstName} || ' ' || ${individuals.surname}`, p),
        ilike(individuals.emailAddress, p),
        ilike(users.emailAddress, p),
      )!,
    );
  }
  const mainFirst = mainTypeID
    ? sql`case when ${individuals.individualTypeID} = ${mainTypeID} then 0 else 1 end, ${individuals.surname}, ${individuals.firstName}, ${individuals.individualID}`
    : sql`${individuals.surname}, ${individuals.firstName}, ${individuals.individualID}`;
  const order = orderByOf(
    q,
    {
      name: sql`lower(${individuals.surname} || ' ' || ${individuals.firstName})`,
      firstName: individuals.firstName,
      surname: individuals.surname,
      email: sql`coalesce(${users.emailAddress}, ${individuals.emailAddress})`,
      type: individuals.individualTypeID,
      dateCreated: individuals.dateCreated,
    },
    mainFirst,
  );
  const rows = await db
    .select({
      individual: individuals,
      user: linkedUserColumns,
      totalCount: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(individuals)
    .leftJoin(users, eq(users.userID, individuals.userID))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(q.pageCount)
    .offset((q.page - 1) * q.pageCount);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(individuals)
      .leftJoin(users, eq(users.userID, individuals.userID))
      .where(and(...conditions));
    totalCount = c?.n ?? 0;
  }
  return {
    rows: rows.map((r) => ({
      individual: r.individual,
      user:
        r.user?.userID && r.user.emailAddress
          ? {
              userID: r.user.userID,
              emailAddress: r.user.emailAddress,
              profileImage: r.user.profileImage,
              hasPassword: !!r.user.hasPassword,
            }
          : null,
    })),
    totalCount,
  };
}
