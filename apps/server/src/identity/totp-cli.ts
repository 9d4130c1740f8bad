import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { findUserByEmail } from './accounts.js';
import { currentTotpCode, readTotp } from './totp.js';

/**
 * `cli totp <email>`: the current code of a user's authenticator, read from the database with the
 * configured key (so it works only where ENCRYPTION_KEY or the data folder's key is at hand).
 */
export async function currentCodeOf(
  database: Database,
  config: Config,
  emailAddress: string,
): Promise<string> {
  const found = await findUserByEmail(database.db, emailAddress);
  if (!found) throw new Error(`no user ${emailAddress}`);
  const totp = await readTotp(database.db, config, found.user.userID);
  if (!totp) throw new Error(`${emailAddress} has no authenticator app`);
  return currentTotpCode(totp.secret);
}
