import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  estateLeadChoices,
  estateLegacies,
  estateProgressSeen,
  estateSharing,
  legacies,
  legacyEstateNotes,
  matterCharities,
  organisations,
  users,
} from '../../db/schema/index.js';

export type EstateSharingRow = typeof estateSharing.$inferSelect;

/** The firm's sharing choice of a matter; the defaults when it never chose. */
export async function findSharing(db: DbOrTx, matterID: string) {
  const [row] = await db.select().from(estateSharing).where(eq(estateSharing.matterID, matterID)).limit(1);
  return {
    shareFigures: row?.shareFigures ?? false,
    shareAccounts: row?.shareAccounts ?? false,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** The matter's charities with their legacies (each matter charity has its own legacy). */
export async function findMatterLegacies(db: DbOrTx, matterID: string) {
  return db
    .select({
      matterCharityID: matterCharities.matterCharityID,
      charityName: matterCharities.charityName,
      legacyID: legacies.legacyID,
      organisationID: legacies.organisationID,
      matterID: legacies.matterID,
      reference: legacies.reference,
      charityReference: legacies.charityReference,
    })
    .from(matterCharities)
    .innerJoin(legacies, eq(legacies.legacyID, matterCharities.legacyID))
    .where(eq(matterCharities.matterID, matterID))
    .orderBy(asc(matterCharities.charityName), asc(matterCharities.matterCharityID));
}

/** The matter charity a legacy belongs to (none for a legacy the charity follows alone). */
export async function findMatterCharityOfLegacy(db: DbOrTx, legacyID: string) {
  const [row] = await db
    .select()
    .from(matterCharities)
    .where(eq(matterCharities.legacyID, legacyID))
    .limit(1);
  return row;
}

/** The matter charities the will gives a share of the residue to. */
export async function findResiduaryCharityIDs(db: DbOrTx, matterID: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: estateLegacies.matterCharityID })
    .from(estateLegacies)
    .where(
      and(
        eq(estateLegacies.matterID, matterID),
        eq(estateLegacies.kind, 'residuary'),
        isNotNull(estateLegacies.matterCharityID),
      ),
    );
  return rows.flatMap((r) => (r.id ? [r.id] : [])).sort();
}

export async function findLeadChoices(db: DbOrTx, matterID: string) {
  return db.select().from(estateLeadChoices).where(eq(estateLeadChoices.matterID, matterID));
}

/** A matter charity's name and its organisation's main contact (the firm's single contact). */
export async function findCharityContact(db: DbOrTx, matterCharityID: string) {
  const [row] = await db
    .select({
      matterCharityID: matterCharities.matterCharityID,
      charityName: matterCharities.charityName,
      firstName: users.firstName,
      surname: users.surname,
      emailAddress: users.emailAddress,
    })
    .from(matterCharities)
    .leftJoin(organisations, eq(organisations.organisationID, matterCharities.linkedOrganisation))
    .leftJoin(users, eq(users.userID, organisations.mainContactUser))
    .where(eq(matterCharities.matterCharityID, matterCharityID))
    .limit(1);
  return row;
}

export async function findSeenStates(db: DbOrTx, matterID: string) {
  return db.select().from(estateProgressSeen).where(eq(estateProgressSeen.matterID, matterID));
}

export async function findNote(db: DbOrTx, legacyID: string): Promise<string> {
  const [row] = await db
    .select({ note: legacyEstateNotes.note })
    .from(legacyEstateNotes)
    .where(eq(legacyEstateNotes.legacyID, legacyID))
    .limit(1);
  return row?.note ?? '';
}
