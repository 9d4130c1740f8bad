import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { estateItems, estateTransactions } from '../../db/schema/index.js';

export type EstateItemRow = typeof estateItems.$inferSelect;
export type EstateTransactionRow = typeof estateTransactions.$inferSelect;

/** The matter's assets and liabilities: assets first, then by category and when they were added. */
export async function findEstateItems(db: DbOrTx, matterID: string): Promise<EstateItemRow[]> {
  return db
    .select()
    .from(estateItems)
    .where(eq(estateItems.matterID, matterID))
    .orderBy(
      asc(estateItems.kind),
      asc(estateItems.category),
      asc(estateItems.createdAt),
      asc(estateItems.estateItemID),
    );
}

/** One item of the matter (another matter's item is not found), locked for a change when asked. */
export async function findEstateItem(db: DbOrTx, matterID: string, estateItemID: string, lock = false) {
  const query = db
    .select()
    .from(estateItems)
    .where(and(eq(estateItems.matterID, matterID), eq(estateItems.estateItemID, estateItemID.toLowerCase())))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The matter's receipts and payments, oldest first (as a cash account reads). */
export async function findEstateTransactions(db: DbOrTx, matterID: string): Promise<EstateTransactionRow[]> {
  return db
    .select()
    .from(estateTransactions)
    .where(eq(estateTransactions.matterID, matterID))
    .orderBy(
      asc(estateTransactions.date),
      asc(estateTransactions.createdAt),
      asc(estateTransactions.estateTransactionID),
    );
}

export async function findEstateTransaction(
  db: DbOrTx,
  matterID: string,
  estateTransactionID: string,
  lock = false,
) {
  const query = db
    .select()
    .from(estateTransactions)
    .where(
      and(
        eq(estateTransactions.matterID, matterID),
        eq(estateTransactions.estateTransactionID, estateTransactionID.toLowerCase()),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
