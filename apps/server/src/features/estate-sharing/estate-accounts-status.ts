import type { EstateAccounts } from '@probity/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { estateAccountsApprovals, estateAccountsFinals } from '../../db/schema/index.js';

/** The UK calendar date of a moment (the finalisation's day as the charity reads it). */
const ukDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

/**
 * Whether the estate accounts are final (the newest finalisation in force, estate_accounts_finals)
 * and the accounts as they stood then, and whether this charity approved that finalisation.
 */
export async function findAccountsStatus(
  db: DbOrTx,
  matterID: string,
  matterCharityID: string,
): Promise<{ finalisedOn: string | null; approvedOn: string | null; accounts: EstateAccounts | null }> {
  const [final] = await db
    .select()
    .from(estateAccountsFinals)
    .where(eq(estateAccountsFinals.matterID, matterID))
    .orderBy(desc(estateAccountsFinals.finalisedAt))
    .limit(1);
  if (!final) return { finalisedOn: null, approvedOn: null, accounts: null };
  const [approval] = await db
    .select({ approvedOn: estateAccountsApprovals.approvedOn })
    .from(estateAccountsApprovals)
    .where(
      and(
        eq(estateAccountsApprovals.finalisationID, final.finalisationID),
        eq(estateAccountsApprovals.beneficiaryID, matterCharityID),
      ),
    )
    .limit(1);
  return {
    finalisedOn: ukDay(final.finalisedAt),
    approvedOn: approval?.approvedOn ?? null,
    accounts: final.accounts as EstateAccounts,
  };
}
