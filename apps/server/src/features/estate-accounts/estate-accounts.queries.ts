import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  estateAccountsApprovals,
  estateAccountsFinals,
  legacies,
  matterCharities,
  organisations,
  users,
} from '../../db/schema/index.js';

export type FinalisationRow = typeof estateAccountsFinals.$inferSelect;
export type ApprovalRow = typeof estateAccountsApprovals.$inferSelect;

/** The latest finalisation of a matter's accounts (the one in force), or undefined. */
export async function findLatestFinalisation(
  db: DbOrTx,
  matterID: string,
): Promise<FinalisationRow | undefined> {
  const [row] = await db
    .select()
    .from(estateAccountsFinals)
    .where(eq(estateAccountsFinals.matterID, matterID))
    .orderBy(desc(estateAccountsFinals.finalisedAt), desc(estateAccountsFinals.finalisationID))
    .limit(1);
  return row;
}

export async function findApprovals(db: DbOrTx, finalisationID: string): Promise<ApprovalRow[]> {
  return db
    .select()
    .from(estateAccountsApprovals)
    .where(eq(estateAccountsApprovals.finalisationID, finalisationID));
}

export async function findApproval(db: DbOrTx, finalisationID: string, beneficiaryID: string) {
  const [row] = await db
    .select()
    .from(estateAccountsApprovals)
    .where(
      and(
        eq(estateAccountsApprovals.finalisationID, finalisationID),
        eq(estateAccountsApprovals.beneficiaryID, beneficiaryID),
      ),
    )
    .limit(1);
  return row;
}

/** Full names of users by id (a removed user is "a former user"). */
export async function userNames(
  db: DbOrTx,
  userIDs: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIDs.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userID: users.userID, firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(inArray(users.userID, ids));
  return new Map(rows.map((r) => [r.userID, `${r.firstName} ${r.surname}`.trim()]));
}

/** The matter's charities: which are on Probity (their legacy belongs to a charity organisation). */
export async function findMatterCharities(db: DbOrTx, matterID: string) {
  return db
    .select({
      matterCharityID: matterCharities.matterCharityID,
      charityName: matterCharities.charityName,
      legacyID: matterCharities.legacyID,
      /** The charity organisation that follows the legacy on Probity; null when it is not on Probity. */
      charityOrganisationID: legacies.organisationID,
    })
    .from(matterCharities)
    .innerJoin(legacies, eq(legacies.legacyID, matterCharities.legacyID))
    .where(eq(matterCharities.matterID, matterID));
}

/** The matter charity a legacy belongs to, or undefined (a legacy the charity keeps alone). */
export async function findMatterCharityOfLegacy(db: DbOrTx, legacyID: string) {
  const [row] = await db
    .select({ matterCharityID: matterCharities.matterCharityID, matterID: matterCharities.matterID })
    .from(matterCharities)
    .where(eq(matterCharities.legacyID, legacyID))
    .limit(1);
  return row;
}

export async function organisationName(db: DbOrTx, organisationID: string): Promise<string> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID))
    .limit(1);
  return row?.name ?? '';
}
