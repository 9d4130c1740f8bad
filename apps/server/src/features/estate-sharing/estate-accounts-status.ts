import type { EstateAccounts } from '@probity/domain';
import type { DbOrTx } from '../../db/client.js';
import { findApproval, findLatestFinalisation } from '../estate-accounts/estate-accounts.queries.js';
import { isChangedSince } from '../estate-accounts/estate-accounts.service.js';

/** The UK calendar date of a moment (the finalisation's day as the charity reads it). */
const ukDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

/**
 * Whether the estate accounts are final — the newest finalisation (features/estate-accounts), as
 * long as the figures have not changed since — with the accounts as they stood then, and whether
 * this charity approved that finalisation. Changed since: a draft again, as the firm's page says.
 */
export async function findAccountsStatus(
  db: DbOrTx,
  matterID: string,
  matterCharityID: string,
  current: EstateAccounts,
): Promise<{
  finalisationID: string | null;
  finalisedOn: string | null;
  approvedOn: string | null;
  accounts: EstateAccounts | null;
}> {
  const final = await findLatestFinalisation(db, matterID);
  if (!final || isChangedSince(final, current))
    return { finalisationID: null, finalisedOn: null, approvedOn: null, accounts: null };
  const approval = await findApproval(db, final.finalisationID, matterCharityID);
  return {
    finalisationID: final.finalisationID,
    finalisedOn: ukDay(final.finalisedAt),
    approvedOn: approval?.approvedOn ?? null,
    accounts: final.accounts as EstateAccounts,
  };
}
