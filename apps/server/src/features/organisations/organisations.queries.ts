import type { OrganisationMember } from '@probity/domain';
import { type SQL, and, asc, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { OrganisationRow } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { organisations, users } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { type ListQuery, filtersOf, likePattern, orderByOf } from '../../lib/list-query.js';

/** The organisation types the Companies area lists and creates (spec 01 §2 Companies). */
export const COMPANY_TYPES = ['lawfirm', 'charity'] as const;

const FILTER_TYPES = ['status', 'member', 'type'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrganisation(
  db: DbOrTx,
  organisationID: string,
  opts: { lock?: boolean } = {},
): Promise<OrganisationRow | undefined> {
  const query = db
    .select()
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID.toLowerCase()))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The members of some organisations, managers first, then by name. */
export async function membersOf(
  db: DbOrTx,
  organisationIDs: string[],
): Promise<Map<string, OrganisationMember[]>> {
  const out = new Map<string, OrganisationMember[]>();
  if (organisationIDs.length === 0) return out;
  const rows = await db
    .select({
      organisationID: users.organisationID,
      userID: users.userID,
      firstName: users.firstName,
      surname: users.surname,
      emailAddress: users.emailAddress,
      profileImage: users.profileImage,
      isManager: users.isManager,
    })
    .from(users)
    .where(inArray(users.organisationID, organisationIDs))
    .orderBy(desc(users.isManager), asc(users.firstName), asc(users.surname), asc(users.userID));
  for (const { organisationID, ...m } of rows) {
    const list = out.get(organisationID) ?? [];
    list.push({ ...m, name: `${m.firstName} ${m.surname}` });
    out.set(organisationID, list);
  }
  return out;
}

/** spec 01 §2 Companies filter keys → conditions; see ORGANISATION_STATUS_FILTERS for the mapping. */
function statusWhere(keys: string[]): SQL {
  const parts = keys.map((key) => {
    switch (key.toLowerCase()) {
      case 'locked':
        return eq(organisations.locked, true);
      case 'paused':
        return and(eq(organisations.locked, false), eq(organisations.live, false))!;
      case 'active':
        return and(eq(organisations.locked, false), eq(organisations.live, true))!;
      default:
        throw invalid({ Filter: [`Unknown status '${key}'`] });
    }
  });
  return or(...parts)!;
}

function memberWhere(userIDs: string[]): SQL {
  const bad = userIDs.filter((id) => !UUID.test(id));
  if (bad.length > 0) throw invalid({ Filter: [`Not a user id: '${bad.join(', ')}'`] });
  return exists(
    sql`(select 1 from ${users} where ${users.organisationID} = ${organisations.organisationID} and ${inArray(
      users.userID,
      userIDs.map((id) => id.toLowerCase()),
    )})`,
  );
}

function typeWhere(keys: string[]): SQL {
  const wanted = keys.map((k) => k.toLowerCase());
  const bad = wanted.filter((k) => !(COMPANY_TYPES as readonly string[]).includes(k));
  if (bad.length > 0) throw invalid({ Filter: [`Unknown company type '${bad.join(', ')}'`] });
  return inArray(organisations.organisationType, wanted as (typeof COMPANY_TYPES)[number][]);
}

/**
 * The Companies list (spec 01 §2): law firms and charities, searched by name, filtered by status,
 * member and type, sorted and paged. The platform and the clients' organisation are not companies.
 */
export async function listOrganisations(
  db: DbOrTx,
  q: ListQuery,
): Promise<{ rows: OrganisationRow[]; totalCount: number }> {
  const filters = filtersOf(q, FILTER_TYPES);
  const where: SQL[] = [inArray(organisations.organisationType, [...COMPANY_TYPES])];
  if (filters.status) where.push(statusWhere(filters.status));
  if (filters.member) where.push(memberWhere(filters.member));
  if (filters.type) where.push(typeWhere(filters.type));
  if (q.SearchTerm) where.push(ilike(organisations.name, likePattern(q.SearchTerm)));
  const order = orderByOf(
    q,
    {
      name: sql`lower(${organisations.name})`,
      dateCreated: organisations.dateCreated,
      status: organisations.locked,
      type: organisations.organisationType,
    },
    sql`lower(${organisations.name}), ${organisations.organisationID}`,
  );
  const rows = await db
    .select({ organisation: organisations, totalCount: sql<number>`count(*) over()`.mapWith(Number) })
    .from(organisations)
    .where(and(...where))
    .orderBy(...order)
    .limit(q.pageCount)
    .offset((q.page - 1) * q.pageCount);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(organisations)
      .where(and(...where));
    totalCount = c?.n ?? 0;
  }
  return { rows: rows.map((r) => r.organisation), totalCount };
}

/** The users among `userIDs` who belong to the organisation. */
export async function usersOfOrganisation(
  db: DbOrTx,
  organisationID: string,
  userIDs: string[],
): Promise<string[]> {
  if (userIDs.length === 0) return [];
  const rows = await db
    .select({ userID: users.userID })
    .from(users)
    .where(and(eq(users.organisationID, organisationID), inArray(users.userID, userIDs)));
  return rows.map((r) => r.userID);
}
