import { recordAudit } from '../audit/audit.js';
import type { DbOrTx } from '../db/client.js';
import type { UserRow } from './accounts.js';

/**
 * An audit event about a user's own account, caused by that user from the identity pages (sign-in
 * steps, sign-in security, passkeys, the account page): the user is both actor and object.
 */
export function recordAccountAudit(
  db: DbOrTx,
  request: { ip: string },
  user: Pick<UserRow, 'userID' | 'organisationID'>,
  action: string,
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, {
    action,
    actorUserID: user.userID,
    organisationID: user.organisationID,
    objectType: 'user',
    objectID: user.userID,
    ip: request.ip,
    details,
  });
}
