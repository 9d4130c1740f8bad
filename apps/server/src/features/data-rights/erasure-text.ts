import { type SQL, and, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { individuals, users } from '../../db/schema/index.js';

/** Issue 19: where a person's name and e-mail are written as text, and their client account. */
export const ERASED = '[erased]';

/** The personal columns of an individual record as a tombstone: replaced by the marker or null. */
export const erasedIndividualFields = () =>
  ({
    title: null,
    firstName: ERASED,
    middleNames: '',
    surname: ERASED,
    gender: null,
    dob: null,
    dateOfDeath: null,
    telephone: null,
    mobileTelephone: null,
    addressLine1: null,
    addressLine2: '',
    addressLine3: '',
    cityTown: null,
    county: null,
    postCode: null,
    country: null,
    emailAddress: null,
    nino: null,
    passport: null,
    passportMrz: null,
    drivingLicence: null,
    idCard: null,
    travelVisa: null,
    bankName: null,
    bankSortCode: null,
    bankAccountNumber: null,
    bankAccountName: null,
    bankAccountVerified: false,
    bankAccountVerification: 'notProvided',
    erasedAt: new Date(),
    lastUpdated: new Date(),
  }) as const;

/** The ways a person's name is written in texts, longest first. */
export function nameFormsOf(p: {
  title: string | null;
  firstName: string;
  middleNames: string;
  surname: string;
}) {
  const forms = [
    [p.title, p.firstName, p.middleNames, p.surname],
    [p.firstName, p.middleNames, p.surname],
    [p.title, p.firstName, p.surname],
    [p.firstName, p.surname],
    [p.title, p.surname],
    [p.surname, p.firstName],
  ]
    .map((parts) => parts.filter((x) => x?.trim()).join(' '))
    .filter((s) => s.includes(' ') && s.length >= 5 && !s.includes(ERASED));
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

/** Replaces each name in a text column (case-insensitively) where the row is in scope. */
export async function scrub(tx: DbOrTx, table: string, columns: string[], where: SQL, needles: string[]) {
  for (const needle of needles) {
    const pattern = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
    const regex = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const column of columns) {
      const col = sql.identifier(column);
      await tx.execute(
        sql`UPDATE ${sql.identifier(table)} SET ${col} = regexp_replace(${col}, ${regex}, ${ERASED}, 'gi') WHERE ${col} ILIKE ${`%${pattern}%`} AND ${where}`,
      );
    }
  }
}

/**
 * A client's sign-in account (role Individual only) goes with their last record: once no record
 * of any firm still links to it, its names and e-mail are replaced and it is locked without a
 * password. Staff accounts are never touched here.
 */
export async function eraseClientAccounts(tx: DbOrTx, userIDs: string[]): Promise<number> {
  if (!userIDs.length) return 0;
  const linked = await tx
    .select({ userID: individuals.userID })
    .from(individuals)
    .where(and(inArray(individuals.userID, userIDs), isNull(individuals.erasedAt)));
  const still = new Set(linked.map((l) => l.userID));
  const gone = userIDs.filter((u) => !still.has(u));
  if (!gone.length) return 0;
  const done = await tx
    .update(users)
    .set({
      title: null,
      firstName: ERASED,
      surname: ERASED,
      emailAddress: sql`'erased-' || ${users.userID} || '@erased.invalid'`,
      profileImage: null,
      passwordHash: null,
      externalIssuer: null,
      externalSubject: null,
      status: 'locked',
    })
    .where(and(inArray(users.userID, gone), sql`${users.roles} = ARRAY['Individual']::text[]`))
    .returning({ userID: users.userID });
  return done.length;
}
