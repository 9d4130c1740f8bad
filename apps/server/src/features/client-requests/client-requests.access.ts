import { type Action, can } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { type Actor, actsIn } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { clientRequests, individuals } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type LoadedMatter, loadMatter } from '../matters/matter.access.js';

export type ClientRequestRow = typeof clientRequests.$inferSelect;

export interface RequestScope {
  loaded: LoadedMatter;
  /** The firm's side (the matter's organisation, or its team); else a client of the matter. */
  isStaff: boolean;
}

/**
 * The matter of a request list for the actor: 404 when the actor may not read the matter (another
 * firm, a client of another matter), 403 when they read it but may not take `action`.
 */
export async function loadRequestScope(
  db: DbOrTx,
  actor: Actor,
  matterID: string,
  action: Action,
  opts: { lock?: boolean } = {},
): Promise<RequestScope> {
  const loaded = await loadMatter(db, actor, matterID, { lock: opts.lock });
  if (!can(actor, action, loaded.resource)) throw forbidden();
  const isStaff = actsIn(actor, loaded.matter.organisationID) || loaded.teamUserIDs.includes(actor.userID);
  return { loaded, isStaff };
}

/** The user ids an item is asked of: its individual's, or every client of the matter. */
export async function askedUserIDs(
  db: DbOrTx,
  item: ClientRequestRow,
  scope: RequestScope,
): Promise<string[]> {
  if (!item.individualID) return scope.loaded.linkedUserIDs;
  const [row] = await db
    .select({ userID: individuals.userID })
    .from(individuals)
    .where(eq(individuals.individualID, item.individualID));
  return row?.userID ? [row.userID] : [];
}

/** A client sees the items asked of them or of all the matter's clients; staff see all (withdrawn: none). */
export function maySeeItem(
  actor: Actor,
  scope: RequestScope,
  asked: readonly string[],
  item: ClientRequestRow,
) {
  if (item.status === 'withdrawn') return false;
  return scope.isStaff || asked.includes(actor.userID);
}

/**
 * Loads one item for the actor with `action` on its matter: 404 when the actor may not see it (another
 * firm, another matter's client, an item asked of another client, a withdrawn item), 403 for a role
 * without the right. With `lock` the item's row stays locked until the transaction ends.
 */
export async function loadRequestItem(
  db: DbOrTx,
  actor: Actor,
  requestID: string,
  action: Action,
  opts: { lock?: boolean } = {},
): Promise<{ item: ClientRequestRow; scope: RequestScope; asked: string[] }> {
  const query = db
    .select()
    .from(clientRequests)
    .where(eq(clientRequests.requestID, requestID.toLowerCase()))
    .limit(1);
  const [item] = opts.lock ? await query.for('update') : await query;
  if (!item) throw notFound();
  // Read first: one who may not see the item hears 404 whatever they tried to do.
  const scope = await loadRequestScope(db, actor, item.matterID, 'clientRequest.read');
  const asked = await askedUserIDs(db, item, scope);
  if (!maySeeItem(actor, scope, asked, item)) throw notFound();
  if (!can(actor, action, scope.loaded.resource)) throw forbidden();
  return { item, scope, asked };
}
