import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  estateFacts,
  estateItems,
  estateLegacies,
  estateLifetimeGifts,
  matterCharities,
} from '../../db/schema/index.js';

export type EstateLegacyRow = typeof estateLegacies.$inferSelect;
export interface EstateLegacyRecord {
  legacy: EstateLegacyRow;
  charityName: string | null;
}

/** The will's gifts of a matter, in the order they were recorded, each with its charity's name. */
export async function findEstateLegacies(db: DbOrTx, matterID: string): Promise<EstateLegacyRecord[]> {
  return db
    .select({ legacy: estateLegacies, charityName: matterCharities.charityName })
    .from(estateLegacies)
    .leftJoin(matterCharities, eq(matterCharities.matterCharityID, estateLegacies.matterCharityID))
    .where(eq(estateLegacies.matterID, matterID))
    .orderBy(asc(estateLegacies.createdAt), asc(estateLegacies.estateLegacyID));
}

export async function findEstateLegacy(db: DbOrTx, matterID: string, estateLegacyID: string, lock = false) {
  const query = db
    .select()
    .from(estateLegacies)
    .where(
      and(
        eq(estateLegacies.matterID, matterID),
        eq(estateLegacies.estateLegacyID, estateLegacyID.toLowerCase()),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A charity linked to this matter (matter-charities), or undefined. */
export async function findCharityOfMatter(db: DbOrTx, matterID: string, matterCharityID: string) {
  const [row] = await db
    .select({ matterCharityID: matterCharities.matterCharityID, charityName: matterCharities.charityName })
    .from(matterCharities)
    .where(
      and(
        eq(matterCharities.matterID, matterID),
        eq(matterCharities.matterCharityID, matterCharityID.toLowerCase()),
      ),
    )
    .limit(1);
  return row;
}

export type EstateFactsRow = typeof estateFacts.$inferSelect;

export async function findEstateFacts(db: DbOrTx, matterID: string): Promise<EstateFactsRow | undefined> {
  const [row] = await db.select().from(estateFacts).where(eq(estateFacts.matterID, matterID)).limit(1);
  return row;
}

export async function findLifetimeGifts(db: DbOrTx, matterID: string) {
  return db
    .select()
    .from(estateLifetimeGifts)
    .where(eq(estateLifetimeGifts.matterID, matterID))
    .orderBy(asc(estateLifetimeGifts.sortOrder));
}

/** An asset of this matter's register (a specific legacy may give one), or undefined. */
export async function findAssetOfMatter(db: DbOrTx, matterID: string, estateItemID: string) {
  const [row] = await db
    .select({ estateItemID: estateItems.estateItemID })
    .from(estateItems)
    .where(
      and(
        eq(estateItems.matterID, matterID),
        eq(estateItems.estateItemID, estateItemID.toLowerCase()),
        eq(estateItems.kind, 'asset'),
      ),
    )
    .limit(1);
  return row;
}
