import { ZLegacyDetailInput, ZLegacyIntakeFields, ZLegacyUpdateInput, zUuid } from '@probity/domain';
import { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import type { ReadMeta } from '../../audit/reads.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { checkedByService } from '../../lib/openapi.js';
import { presentLegacy } from './legacies.presenter.js';
import { loadLegacy } from './legacy.access.js';

/** Shared by the legacy routes (legacies.routes.ts and the legacy-*.routes.ts of its sub-resources). */
export const tags = ['Legacies'];
export const ACCESS =
  "The legacy's charity users (Charity, Admin Demo; the matrix's legacy.* actions; Legacy Manager, Legacy User and Senior Legacy User only on the legacies whose legacy team holds them, read-only but for the Legacy Manager's status change) and, for a legacy of a firm matter, the firm staff who may read the matter. Any other legacy answers 404; a legacy the caller reads but may not change answers 403.";
export const ZLegacyParams = z.object({ id: zUuid });

/**
 * PUT /api/Legacy's body. updateLegacy checks the details and the intake with the other fields
 * (details are ignored once a firm owns them), so the route takes them as they come; the API
 * description shows their real shape.
 */
export const ZLegacyUpdateBody = ZLegacyUpdateInput.extend({
  details: z.array(checkedByService(ZLegacyDetailInput)).nullish(),
  notifiedDate: checkedByService(ZLegacyIntakeFields.notifiedDate).optional(),
  notifiedBy: checkedByService(ZLegacyIntakeFields.notifiedBy).optional(),
  dateOfWill: checkedByService(ZLegacyIntakeFields.dateOfWill).optional(),
  contacts: checkedByService(ZLegacyIntakeFields.contacts).optional(),
});

/**
 * The legacy as the actor sees it. With `read` a nominated bank account going out in clear is
 * audited first (bankAccount.viewed); pass the transaction of the change the request makes, and
 * null only when the answer does not carry the account.
 */
export async function legacyView(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  legacyID: string,
  read: ReadMeta | null,
) {
  return presentLegacy(db, config, actor, await loadLegacy(db, actor, legacyID), read);
}
