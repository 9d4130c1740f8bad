import { type Role, USER_STATUSES, type UserStatus, isRole } from '@probity/domain';
import { type SQL, and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { organisations, users } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { type ListQuery, filtersOf, likePattern, orderByOf } from '../../lib/list-query.js';

export async function findUserWithOrganisation(db: DbOrTx, userID: string) {
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(eq(users.userID, userID))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${email})`)
    .limit(1);
  return row;
}

const USER_FILTER_TYPES = ['status', 'role'] as const;

/** Which users a list shows: the members of one organisation, or the holders of a role anywhere. */
export type UserListSource = { organisationID: string } | { role: Role };

/**
 * The user lists (Team page, company Members, Settings → Administrators): SearchTerm on name and
 * e-mail, OrderBy name, emailAddress, lastLogin or status, FilterType status and role, paged.
 */
export async function listUsers(
  db: DbOrTx,
  source: UserListSource,
  q: ListQuery,
): Promise<{ rows: { user: UserRow; organisationName: string }[]; totalCount: number }> {
  const filters = filtersOf(q, USER_FILTER_TYPES);
  const where: SQL[] = [
    'role' in source
      ? sql`${source.role} = any(${users.roles})`
      : eq(users.organisationID, source.organisationID.toLowerCase()),
  ];
  if (filters.status) {
    const wrong = filters.status.filter(
      (s) => !(USER_STATUSES as readonly string[]).includes(s.toLowerCase()),
    );
    if (wrong.length > 0) throw invalid({ Filter: [`Unknown status '${wrong.join(', ')}'`] });
    where.push(
      inArray(
        users.status,
        filters.status.map((s) => s.toLowerCase() as UserStatus),
      ),
    );
  }
  if (filters.role) {
    const wrong = filters.role.filter((r) => !isRole(r));
    if (wrong.length > 0) throw invalid({ Filter: [`Unknown role '${wrong.join(', ')}'`] });
    where.push(or(...filters.role.map((r) => sql`${r} = any(${users.roles})`))!);
  }
  if (q.SearchTerm) {
    const p = likePattern(q.SearchTerm);
    where.push(
      or(ilike(sql`${users.firstName} || ' ' || ${users.surname}`, p), ilike(users.emailAddress, p))!,
    );
  }
  const order = orderByOf(
    q,
    {
      name: sql`lower(${users.firstName} || ' ' || ${users.surname})`,
      emailAddress: sql`lower(${users.emailAddress})`,
      lastLogin: users.lastLogin,
      status: users.status,
    },
    sql`lower(${users.firstName}), lower(${users.surname}), ${users.userID}`,
  );
  const rows = await db
    .select({
      user: users,
      organisationName: organisations.name,
      totalCount: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(and(...where))
    .orderBy(...order)
    .limit(q.pageCount)
    .offset((q.page - 1) * q.pageCount);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(...where));
    totalCount = c?.n ?? 0;
  }
  return { rows: rows.map(({ user, organisationName }) => ({ user, organisationName })), totalCount };
}
