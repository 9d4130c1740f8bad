import { type EstateLegacyFigures, charityProgressFigures, isEstateMatterType } from '@probity/domain';
import { type SQL, and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { estateSharing, legacies, matterCharities, matters } from '../../db/schema/index.js';
import { loadEstateFigures } from '../estate-figures/estate-figures.js';
import { paymentsTo } from './estate-progress.js';

/*
 * Issue 17 "legacy figures follow the estate": the firm's estate figures of each legacy whose
 * Estate matter shares its figures (estate_sharing.share_figures), for the places that list many
 * legacies (the charity's dashboard, the legacies export, the XML export). One query finds the
 * shared legacies, then the estate's figures are worked out once per matter (loadEstateFigures),
 * never per row, and never for a matter that does not share them: a legacy missing from the answer
 * keeps the charity's own figures. Worked out at each read like the Estate progress panel, so the
 * two never disagree (decision, docs/decisions.md).
 */

async function sharedWhere(db: DbOrTx, where: SQL): Promise<Map<string, EstateLegacyFigures>> {
  const rows = await db
    .select({
      legacyID: matterCharities.legacyID,
      matterCharityID: matterCharities.matterCharityID,
      matterID: matterCharities.matterID,
      matterTypeID: matters.matterTypeID,
    })
    .from(matterCharities)
    .innerJoin(legacies, eq(legacies.legacyID, matterCharities.legacyID))
    .innerJoin(matters, eq(matters.matterID, matterCharities.matterID))
    .innerJoin(
      estateSharing,
      and(eq(estateSharing.matterID, matterCharities.matterID), eq(estateSharing.shareFigures, true)),
    )
    .where(where);
  const byMatter = new Map<string, typeof rows>();
  for (const row of rows) {
    if (!isEstateMatterType(row.matterTypeID)) continue;
    byMatter.set(row.matterID, [...(byMatter.get(row.matterID) ?? []), row]);
  }
  const out = new Map<string, EstateLegacyFigures>();
  for (const [matterID, charities] of byMatter) {
    const figures = await loadEstateFigures(db, matterID);
    for (const c of charities) {
      const { entitlement } = charityProgressFigures(figures.accounts, c.matterCharityID);
      const paid = paymentsTo(figures, c.matterCharityID).reduce((total, p) => total + p.amount, 0);
      out.set(c.legacyID, { ...entitlement, paid });
    }
  }
  return out;
}

/** The estate's figures of those of `legacyIDs` whose matter shares them (by legacy id). */
export async function sharedEstateFigures(
  db: DbOrTx,
  legacyIDs: readonly string[],
): Promise<Map<string, EstateLegacyFigures>> {
  if (legacyIDs.length === 0) return new Map();
  return sharedWhere(db, inArray(matterCharities.legacyID, [...legacyIDs]));
}

/** The estate's figures of a charity's legacies whose matter shares them (by legacy id). */
export async function sharedEstateFiguresOfCharity(
  db: DbOrTx,
  organisationID: string,
): Promise<Map<string, EstateLegacyFigures>> {
  return sharedWhere(db, eq(legacies.organisationID, organisationID));
}
