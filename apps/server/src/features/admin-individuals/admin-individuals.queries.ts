import { ADMIN_INDIVIDUAL_STATUSES } from '@probity/domain';
import { type SQL, and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { individuals, matters, organisations, users } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { type ListQuery, filtersOf, likePattern, orderByOf } from '../../lib/list-query.js';

/*
 * The administrators' Individuals area (spec 01 §2) shows people, not records: an individual
 * record belongs to one matter (or one charity), and one person may have several. Decision: the
 * records of one person are those linked to the same user; records without a user are one person
 * per e-mail address (ignoring case); a record with neither is a person of its own.
 */

/** The person a record belongs to, as one text key (see above). */
const personKey = sql`coalesce(${individuals.userID}::text, 'e:' || lower(${individuals.emailAddress}), 'i:' || ${individuals.individualID}::text)`;
const inOrder = sql`order by ${individuals.dateCreated}, ${individuals.individualID}`;
const first = (column: SQL) => sql`(array_agg(${column} ${inOrder}))[1]`;

const firstName = sql<string>`coalesce(max(${users.firstName}), ${first(sql`${individuals.firstName}`)})`;
const surname = sql<string>`coalesce(max(${users.surname}), ${first(sql`${individuals.surname}`)})`;
const emailAddress = sql<
  string | null
>`coalesce(max(${users.emailAddress}), ${first(sql`${individuals.emailAddress}`)})`;
const status = sql<string>`coalesce(max(${users.status}), 'unregistered')`;
const fullName = sql`lower(${firstName} || ' ' || ${surname})`;

const FILTER_TYPES = ['status', 'company'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminIndividualRow {
  individualID: string;
  userID: string | null;
  title: string | null;
  firstName: string;
  surname: string;
  emailAddress: string | null;
  status: (typeof ADMIN_INDIVIDUAL_STATUSES)[number];
  companies: { organisationID: string; name: string }[];
}

function havingFor(q: ListQuery): SQL[] {
  const filters = filtersOf(q, FILTER_TYPES);
  const having: SQL[] = [];
  if (filters.status) {
    const wanted = filters.status.map((s) => s.toLowerCase());
    const wrong = wanted.filter((s) => !(ADMIN_INDIVIDUAL_STATUSES as readonly string[]).includes(s));
    if (wrong.length > 0) throw invalid({ Filter: [`Unknown status '${wrong.join(', ')}'`] });
    having.push(
      sql`${status} in (${sql.join(
        wanted.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.company) {
    const bad = filters.company.filter((id) => !UUID.test(id));
    if (bad.length > 0) throw invalid({ Filter: [`Not a company id: '${bad.join(', ')}'`] });
    const ids = filters.company.map((id) => id.toLowerCase());
    having.push(sql`bool_or(${inArray(individuals.organisationID, ids)})`);
  }
  if (q.SearchTerm) {
    const p = likePattern(q.SearchTerm);
    having.push(sql`(${firstName} || ' ' || ${surname} ilike ${p} or ${emailAddress} ilike ${p})`);
  }
  return having;
}

/**
 * GET /api/Individuals: people across every company, with the companies their records belong to
 * and their status (a linked user's status, else 'unregistered'); searched, filtered, sorted, paged.
 */
export async function listAdminIndividuals(
  db: DbOrTx,
  q: ListQuery,
): Promise<{ rows: AdminIndividualRow[]; totalCount: number }> {
  const having = havingFor(q);
  const order = orderByOf(
    q,
    { name: fullName, emailAddress: sql`lower(${emailAddress})`, status },
    sql`${fullName}, ${personKey}`,
  );
  const rows = await db
    .select({
      individualID: sql<string>`${first(sql`${individuals.individualID}`)}::text`,
      userID: sql<string | null>`max(${individuals.userID}::text)`,
      title: sql<string | null>`${first(sql`${individuals.title}`)}`,
      firstName,
      surname,
      emailAddress,
      status,
      companies: sql<
        { organisationID: string; name: string }[]
      >`jsonb_agg(distinct jsonb_build_object('organisationID', ${organisations.organisationID}, 'name', ${organisations.name}))`,
      totalCount: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(individuals)
    .leftJoin(users, eq(users.userID, individuals.userID))
    .innerJoin(organisations, eq(organisations.organisationID, individuals.organisationID))
    .groupBy(personKey)
    .having(having.length > 0 ? and(...having) : undefined)
    .orderBy(...order)
    .limit(q.pageCount)
    .offset((q.page - 1) * q.pageCount);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const people = db
      .select({ key: sql`${personKey}`.as('person_key') })
      .from(individuals)
      .leftJoin(users, eq(users.userID, individuals.userID))
      .groupBy(personKey)
      .having(having.length > 0 ? and(...having) : undefined)
      .as('people');
    const [c] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(people);
    totalCount = Number(c?.n ?? 0);
  }
  return {
    rows: rows.map(({ totalCount: _t, ...r }) => ({
      ...r,
      status: r.status as AdminIndividualRow['status'],
      companies: [...r.companies].sort((a, b) => a.name.localeCompare(b.name)),
    })),
    totalCount,
  };
}

export type IndividualRecord = typeof individuals.$inferSelect;

/** Every record of the person whose record `individualID` is, oldest first; [] when unknown. */
export async function findPersonRecords(db: DbOrTx, individualID: string): Promise<IndividualRecord[]> {
  const [record] = await db
    .select()
    .from(individuals)
    .where(eq(individuals.individualID, individualID.toLowerCase()))
    .limit(1);
  if (!record) return [];
  const samePerson = record.userID
    ? eq(individuals.userID, record.userID)
    : record.emailAddress
      ? and(
          isNull(individuals.userID),
          sql`lower(${individuals.emailAddress}) = lower(${record.emailAddress})`,
        )!
      : eq(individuals.individualID, record.individualID);
  return db
    .select()
    .from(individuals)
    .where(samePerson)
    .orderBy(asc(individuals.dateCreated), asc(individuals.individualID));
}

/** The companies and matters of some records, for the detail page. */
export async function recordPlaces(db: DbOrTx, records: IndividualRecord[]) {
  const organisationIDs = [...new Set(records.map((r) => r.organisationID))];
  const matterIDs = records.map((r) => r.matterID).filter((id): id is string => !!id);
  const orgs = organisationIDs.length
    ? await db
        .select({
          organisationID: organisations.organisationID,
          name: organisations.name,
          organisationType: organisations.organisationType,
        })
        .from(organisations)
        .where(inArray(organisations.organisationID, organisationIDs))
    : [];
  const matterRows = matterIDs.length
    ? await db
        .select({
          matterID: matters.matterID,
          reference: matters.reference,
          statusID: matters.statusID,
          matterTypeID: matters.matterTypeID,
        })
        .from(matters)
        .where(inArray(matters.matterID, matterIDs))
    : [];
  return { organisations: orgs, matters: matterRows };
}

export async function findUserStatus(db: DbOrTx, userID: string) {
  const [row] = await db
    .select({
      status: users.status,
      firstName: users.firstName,
      surname: users.surname,
      emailAddress: users.emailAddress,
    })
    .from(users)
    .where(eq(users.userID, userID))
    .limit(1);
  return row;
}
