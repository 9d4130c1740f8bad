import { recordAudit } from '../audit/audit.js';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { enqueueTemplatedMail } from '../mail/render-mail.js';
import { removeSecondFactors } from './second-factor.js';

/**
 * Issue 13: an administrator resets a user's second factor (every kind, recovery codes included),
 * audited, and the user is told by e-mail. Call inside the caller's transaction, after checking the
 * caller's rights; the caller ends the user's sessions after the commit.
 */
export async function resetSecondFactor(
  tx: DbOrTx,
  config: Config,
  input: {
    user: { userID: string; organisationID: string; firstName: string; emailAddress: string };
    actor: { userID: string; name: string };
    ip?: string;
  },
): Promise<string[]> {
  const { user, actor } = input;
  const removed = await removeSecondFactors(tx, user.userID);
  await enqueueTemplatedMail(tx, {
    trigger: 'SecondFactorReset',
    to: user.emailAddress,
    values: {
      firstName: user.firstName,
      resetBy: actor.name,
      link: `${config.publicUrl}/identity/account/security`,
    },
  });
  await recordAudit(tx, {
    action: 'identity.second_factor_reset',
    actorUserID: actor.userID,
    organisationID: user.organisationID,
    objectType: 'user',
    objectID: user.userID,
    ip: input.ip,
    details: { removed },
  });
  return removed;
}
