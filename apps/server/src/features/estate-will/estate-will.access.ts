import { can, isEstateMatterType } from '@probity/domain';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { type LoadedMatter, loadMatter } from '../matters/matter.access.js';

/** The rule every estate route states in its description (OpenAPI). */
export const ESTATE_FIRM_ONLY =
  "Estate matters only (another type answers 404). Firm-only (issue 17): the staff of the matter's firm read it; the matter's individuals, a charity and another firm get 404. Changes need the matter's edit right (else 403).";
/**
 * Loads an Estate matter for its will, tax facts and key dates (issue 17). A matter the actor may
 * not read, one whose estate papers they may not read (the matter's individuals, a charity) and a
 * matter of another type answer 404; with `write`, one they read but may not edit answers 403
 * (changes follow the matter's own edit right, matter.update).
 */
export async function loadEstateMatter(
  db: DbOrTx,
  actor: Actor,
  matterID: string,
  opts: { write?: boolean; lock?: boolean } = {},
): Promise<LoadedMatter> {
  const loaded = await loadMatter(db, actor, matterID, { lock: opts.lock });
  if (!can(actor, 'estateWill.read', { organisationID: loaded.matter.organisationID })) throw notFound();
  if (!isEstateMatterType(loaded.matter.matterTypeID)) throw notFound();
  if (opts.write && !can(actor, 'matter.update', loaded.resource)) throw forbidden();
  return loaded;
}
