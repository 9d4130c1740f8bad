import { CONFLICT_RESULTS_MAX } from '@probity/domain';
import { type SQL, and, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { individuals, matters, users } from '../../db/schema/index.js';

export interface ConflictQuery {
  organisationID: string;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  email: string | null;
  excludeMatterID: string | null;
}

export interface ConflictRow {
  matterID: string;
  reference: string;
  matterTypeID: string;
  statusID: string;
  individualID: string;
  firstName: string;
  surname: string;
  individualTypeID: string;
  byName: boolean;
  byEmail: boolean;
}

/**
 * The individuals on the firm's matters who are the same person: the same first and last name
 * (trimmed, case-insensitive) with the same date of birth, or the same e-mail address (their own
 * or their registered user's, case-insensitive). Names, dates of birth and e-mail addresses are
 * stored in clear (only identity-document and bank values are encrypted), so plain SQL matches
 * them; the matters_org and individuals_matter indexes bound the scan to one firm.
 */
export async function findConflicts(db: DbOrTx, q: ConflictQuery): Promise<ConflictRow[]> {
  const norm = (v: string) => v.trim().toLowerCase();
  const byName: SQL =
    q.firstName && q.lastName && q.dateOfBirth
      ? sql`(lower(trim(${individuals.firstName})) = ${norm(q.firstName)} and lower(trim(${individuals.surname})) = ${norm(q.lastName)} and ${individuals.dob} = ${q.dateOfBirth})`
      : sql`false`;
  const byEmail: SQL = q.email
    ? sql`(lower(trim(${individuals.emailAddress})) = ${norm(q.email)} or lower(${users.emailAddress}) = ${norm(q.email)})`
    : sql`false`;
  return db
    .select({
      matterID: matters.matterID,
      reference: matters.reference,
      matterTypeID: matters.matterTypeID,
      statusID: matters.statusID,
      individualID: individuals.individualID,
      firstName: individuals.firstName,
      surname: individuals.surname,
      individualTypeID: individuals.individualTypeID,
      byName: sql<boolean>`${byName}`,
      byEmail: sql<boolean>`${byEmail}`,
    })
    .from(individuals)
    .innerJoin(matters, eq(matters.matterID, individuals.matterID))
    .leftJoin(users, eq(users.userID, individuals.userID))
    .where(
      and(
        eq(matters.organisationID, q.organisationID),
        isNotNull(individuals.matterID),
        q.excludeMatterID ? ne(matters.matterID, q.excludeMatterID) : undefined,
        or(byName, byEmail),
      ),
    )
    .orderBy(desc(matters.createdDate), matters.matterID, individuals.individualID)
    .limit(CONFLICT_RESULTS_MAX);
}
