import { ESTATE_ACTIVITY_OBJECTS, type EstateActivityObject } from '@probity/domain';
import type { ChangeTrace, RequestMeta } from '../activity/activity.service.js';
import type { LoadedMatter } from '../matters/matter.access.js';

/**
 * The audit event and the firm-only activity entry of a change to the register. The entry says
 * what changed ('recorded an asset'), never a figure or a reference; the audit details carry the
 * figures (the audit trail is the firm's record) but never the reference, only whether there is one.
 */
export function estateTrace(
  loaded: LoadedMatter,
  object: EstateActivityObject,
  action: 'added' | 'changed' | 'deleted',
  audit: {
    objectType: 'estateItem' | 'estateTransaction';
    objectID: string;
    details: Record<string, unknown>;
  },
  meta: RequestMeta,
): ChangeTrace<'estate'> {
  const verb = { added: 'created', changed: 'updated', deleted: 'deleted' }[action];
  return {
    organisationID: loaded.matter.organisationID,
    matterID: loaded.matter.matterID,
    reference: loaded.matter.reference,
    activity: { activityType: 'estate', action, object: ESTATE_ACTIVITY_OBJECTS[object] },
    audit: { action: `${audit.objectType}.${verb}`, ...audit },
    ip: meta.ip,
  };
}
