import type { Action } from '@probity/domain';
import { can } from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type LoadedMatter, loadMatter } from '../matters/matter.access.js';

/**
 * Loads a matter for its notes (issue 14). A matter the actor may not read answers 404, and so does
 * one whose notes they may not read (the matter's individuals: a client must not learn that notes
 * exist, as for the risk file of issue 12); one they read but may not act on with `action` 403.
 */
export async function loadNotesMatter(
  db: DbOrTx,
  actor: Actor,
  matterID: string,
  opts: { action?: Action; lock?: boolean } = {},
): Promise<LoadedMatter> {
  const loaded = await loadMatter(db, actor, matterID, { lock: opts.lock });
  const resource = { organisationID: loaded.matter.organisationID };
  if (!can(actor, 'fileNote.read', resource)) throw notFound();
  if (opts.action && !can(actor, opts.action, resource)) throw forbidden();
  return loaded;
}
