import { can, isEstateMatterType } from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type LoadedMatter, loadMatter } from '../matters/matter.access.js';

/*
 * Issue 17: the one access rule of every estate feature (the register, receipts and payments, the
 * will's gifts, the tax facts, the key dates, the accounts, what is shared with the charities).
 */

/** The rule every estate route states in its description (OpenAPI). */
export const ESTATE_FIRM_ONLY =
  "Estate matters only (another type answers 404). Firm-only (issue 17): the staff of the matter's firm read it; the matter's individuals, a charity, a platform administrator and another firm get 404. A change also needs the matter's edit right (matter.update), else 403.";

/**
 * Loads an Estate matter for one of its estate features. A matter the actor may not read answers
 * 404, and so does one whose estate they may not read (estate.read: the matter's individuals, a
 * charity, a platform administrator — as file notes, they must not learn that it exists) and a
 * matter of another type (it has no estate). With `write`, one they read but may not edit answers
 * 403: changes follow the matter's own edit right (matter.update), so there is no estate write action.
 */
export async function loadEstateMatter(
  db: DbOrTx,
  actor: Actor,
  matterID: string,
  opts: { write?: boolean; lock?: boolean } = {},
): Promise<LoadedMatter> {
  const loaded = await loadMatter(db, actor, matterID, { lock: opts.lock });
  if (!can(actor, 'estate.read', loaded.resource)) throw notFound();
  if (!isEstateMatterType(loaded.matter.matterTypeID)) throw notFound();
  if (opts.write && !can(actor, 'matter.update', loaded.resource)) throw forbidden();
  return loaded;
}
