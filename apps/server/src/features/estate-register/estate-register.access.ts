import { type Action, MATTER_TYPE_IDS, can } from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type LoadedMatter, loadMatter } from '../matters/matter.access.js';

export type EstateAction = 'estateItem.create' | 'estateItem.update' | 'estateItem.delete';

/**
 * Loads an Estate matter for its register (issue 17). A matter the actor may not read answers 404,
 * and so does one whose register they may not read (the matter's individuals, a charity, a platform
 * administrator: as file notes, they must not learn that it exists) and a matter of another type
 * (it has no estate). A change (`action`) needs the register's right and the matter's own edit right
 * (matter.update), else 403.
 */
export async function loadEstateMatter(
  db: DbOrTx,
  actor: Actor,
  matterID: string,
  opts: { action?: EstateAction; lock?: boolean } = {},
): Promise<LoadedMatter> {
  const loaded = await loadMatter(db, actor, matterID, { lock: opts.lock });
  if (!can(actor, 'estateItem.read', loaded.resource)) throw notFound();
  if (loaded.matter.matterTypeID !== MATTER_TYPE_IDS.estate) throw notFound();
  const needs: Action[] = opts.action ? [opts.action, 'matter.update'] : [];
  if (needs.some((action) => !can(actor, action, loaded.resource))) throw forbidden();
  return loaded;
}
