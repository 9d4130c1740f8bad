import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { individuals, matters, organisations, users } from '../../db/schema/index.js';

export type IndividualRow = typeof individuals.$inferSelect;

export const linkedUserColumns = {
  userID: users.userID,
  emailAddress: users.emailAddress,
  profileImage: users.profileImage,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null or ${users.externalSubject} is not null)`,
};

export interface LinkedUser {
  userID: string;
  emailAddress: string;
  profileImage: string | null;
  hasPassword: boolean;
}

export interface IndividualRecord {
  individual: IndividualRow;
  user: LinkedUser | null;
  matterReference: string | null;
  matterTypeID: string | null;
  organisationName: string;
  organisationType: string;
}

const recordColumns = {
  individual: individuals,
  user: linkedUserColumns,
  matterReference: matters.reference,
  matterTypeID: matters.matterTypeID,
  organisationName: organisations.name,
  organisationType: organisations.organisationType,
};

function selectRecords(db: DbOrTx) {
  return db
    .select(recordColumns)
    .from(individuals)
    .leftJoin(users, eq(users.userID, individuals.userID))
    .leftJoin(matters, eq(matters.matterID, individuals.matterID))
    .innerJoin(organisations, eq(organisations.organisationID, individuals.organisationID));
}

function toRecord(row: {
  individual: IndividualRow;
  user: {
    userID: string | null;
    emailAddress: string | null;
    profileImage: string | null;
    hasPassword: boolean | null;
  } | null;
  matterReference: string | null;
  matterTypeID: string | null;
  organisationName: string;
  organisationType: string;
}): IndividualRecord {
  const u = row.user;
  return {
    individual: row.individual,
    user:
      u?.userID && u.emailAddress
        ? {
            userID: u.userID,
            emailAddress: u.emailAddress,
            profileImage: u.profileImage,
            hasPassword: !!u.hasPassword,
          }
        : null,
    matterReference: row.matterReference,
    matterTypeID: row.matterTypeID,
    organisationName: row.organisationName,
    organisationType: row.organisationType,
  };
}

/** One individual with its linked user, matter and organisation; with `lock` the row is locked. */
export async function findIndividualRecord(
  db: DbOrTx,
  individualID: string,
  lock = false,
): Promise<IndividualRecord | undefined> {
  const query = selectRecords(db).where(eq(individuals.individualID, individualID)).limit(1);
  const [row] = lock ? await query.for('update', { of: individuals }) : await query;
  return row ? toRecord(row) : undefined;
}

/** The individuals a user is linked to, most recently changed first (My Data). */
export async function findIndividualsOfUser(db: DbOrTx, userID: string): Promise<IndividualRecord[]> {
  const rows = await selectRecords(db)
    .where(eq(individuals.userID, userID))
    .orderBy(desc(individuals.lastUpdated), asc(individuals.individualID));
  return rows.map(toRecord);
}

/** Individual rows by id (to copy My Data onto every record of the person). */
export async function findIndividualRows(db: DbOrTx, ids: string[]): Promise<IndividualRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(individuals).where(inArray(individuals.individualID, ids));
}

/** The charity's own individuals (no matter): the legacy context. */
export const inLegacyContext = (organisationID: string) =>
  and(eq(individuals.organisationID, organisationID), isNull(individuals.matterID));
