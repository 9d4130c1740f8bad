import { type AccessResource, type Action, can } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { type Actor, actsIn } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { legacies, legacyTeam } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type LoadedMatter, loadMatter, matterResource } from '../matters/matter.access.js';
import { findMatter, findMatterPeople } from '../matters/matter.queries.js';

export type LegacyRow = typeof legacies.$inferSelect;

export interface LoadedLegacy {
  legacy: LegacyRow;
  /** 'charity': a user of the legacy's charity; 'firm': staff of the firm whose matter holds it. */
  viewer: 'charity' | 'firm';
  /** The firm matter (for a firm viewer, loaded with the matter's access rules). */
  matter: LoadedMatter | null;
  /** The legacy as the matrix sees it: the charity, its legacy team. */
  resource: AccessResource;
}

export async function findLegacy(db: DbOrTx, legacyID: string, lock = false): Promise<LegacyRow | undefined> {
  const query = db.select().from(legacies).where(eq(legacies.legacyID, legacyID)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function legacyTeamUserIDs(db: DbOrTx, legacyID: string): Promise<string[]> {
  const rows = await db
    .select({ userID: legacyTeam.userID })
    .from(legacyTeam)
    .where(eq(legacyTeam.legacyID, legacyID));
  return rows.map((r) => r.userID);
}

/**
 * The shared legacy access rule (contract): a charity user sees the legacies of their organisation
 * (the matrix's legacy.* actions, or the action asked for, e.g. Legacy Manager's status change); a
 * firm's staff see the legacies of the matters they may read (features/matters/matter.access.ts),
 * never the matter's individuals. Anything else answers 404; a legacy the actor sees but may not
 * act on answers 403. `action` is checked for a charity viewer, `firmAction` (on the matter) for a
 * firm viewer; a firm viewer with `action` but no `firmAction` gets 403.
 */
export async function loadLegacy(
  db: DbOrTx,
  actor: Actor,
  legacyID: string,
  opts: { action?: Action; firmAction?: Action; lock?: boolean } = {},
): Promise<LoadedLegacy> {
  const id = legacyID.toLowerCase();
  if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound();
  const legacy = await findLegacy(db, id, opts.lock);
  if (!legacy) throw notFound();
  if (legacy.organisationID && actsIn(actor, legacy.organisationID)) {
    const resource: AccessResource = {
      organisationID: legacy.organisationID,
      teamUserIDs: await legacyTeamUserIDs(db, legacy.legacyID),
    };
    const readable =
      can(actor, 'legacy.read', resource) || (opts.action !== undefined && can(actor, opts.action, resource));
    if (!readable) throw notFound();
    if (opts.action && !can(actor, opts.action, resource)) throw forbidden();
    const matter = legacy.matterID ? await loadMatterQuietly(db, legacy.matterID) : null;
    return { legacy, viewer: 'charity', matter, resource };
  }
  if (!legacy.matterID) throw notFound();
  const matter = await loadMatter(db, actor, legacy.matterID);
  // The matter's own staff only: its registered individuals read the matter but not its legacies.
  const staff = actsIn(actor, matter.matter.organisationID) || matter.teamUserIDs.includes(actor.userID);
  if (!staff) throw notFound();
  if (opts.action && !opts.firmAction) throw forbidden();
  if (opts.firmAction && !can(actor, opts.firmAction, matter.resource)) throw forbidden();
  return { legacy, viewer: 'firm', matter, resource: matter.resource };
}

/** The matter of a charity's legacy (no access check: the charity sees the firm's parts read-only). */
async function loadMatterQuietly(db: DbOrTx, matterID: string): Promise<LoadedMatter | null> {
  const matter = await findMatter(db, matterID);
  if (!matter) return null;
  const people = await findMatterPeople(db, matterID);
  return { matter, ...people, resource: matterResource(matter, people) };
}
