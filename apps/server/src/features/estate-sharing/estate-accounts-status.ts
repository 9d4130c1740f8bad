import type { DbOrTx } from '../../db/client.js';

/**
 * Whether the estate accounts are final and whether a charity approved them. The records are the
 * accounts' own (features/estate-figures on h/estate-tax); until they are merged the accounts are
 * always a draft and nobody has approved them.
 */
export async function findAccountsStatus(
  _db: DbOrTx,
  _matterID: string,
  _matterCharityID: string,
): Promise<{ finalisedOn: string | null; approvedOn: string | null }> {
  return { finalisedOn: null, approvedOn: null };
}
