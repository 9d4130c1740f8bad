import { destroyAccountPayloads, destroyGrant } from './adapter.js';
import type { IdentityContext } from './context.js';

type Ending = Pick<IdentityContext, 'database' | 'tokenCache' | 'sessionEvents'>;

/**
 * Ends every session, grant, code and token of a user (but the session of exceptGrantID) at once, on every instance (the API checks
 * the grant on each call), and announces it so their live sockets disconnect.
 */
export async function endAllSessions(ctx: Ending, userID: string, exceptGrantID?: string): Promise<void> {
  await destroyAccountPayloads(ctx.database.db, userID, { exceptGrantID });
  ctx.tokenCache.forgetUser(userID);
  if (!exceptGrantID) return ctx.sessionEvents.emit({ userID });
  // The rest: sockets of the kept session stay; the others end with their grants.
  ctx.sessionEvents.emit({ userID, exceptGrantID });
}

/** Ends some grants (one signed-in session's) and every code and token issued under them. */
export async function endGrants(ctx: Ending, grantIDs: string[], userID?: string): Promise<void> {
  for (const grantID of grantIDs) {
    await destroyGrant(ctx.database.db, grantID);
    ctx.tokenCache.forgetGrant(grantID);
  }
  if (grantIDs.length > 0) ctx.sessionEvents.emit({ userID, grantIDs });
}
