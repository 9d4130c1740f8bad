import { type MatterStatusDef, matterTypeById, statusOfType } from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Tx } from '../../db/client.js';
import { matters } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { recordMatterChangeForLegacies } from '../activity/legacy-activity.service.js';
import { loadMatter } from './matter.access.js';
import type { MatterRow } from './matter.queries.js';

export const NOT_A_STATUS_OF_THE_TYPE = 'Not a status of this matter type';

/** spec 02 §8: the stepper's success text, also the activity entry's text. */
export const changedStatusText = (name: string) => `Changed status to ${name}`;

/**
 * The completion and archive dates that go with a status. Decision: completedDate is set on
 * entering Complete and kept while the matter moves on to Archive; moving back to an open status
 * (or to Rejected) clears it. archivedDate is set on entering Archive and cleared on leaving it.
 */
export function datesForStatus(
  matter: Pick<MatterRow, 'completedDate' | 'archivedDate'>,
  to: MatterStatusDef,
  now: Date,
): { completedDate: Date | null; archivedDate: Date | null } {
  const completedDate =
    to.key === 'complete'
      ? (matter.completedDate ?? now)
      : to.key === 'archived'
        ? matter.completedDate
        : null;
  const archivedDate = to.key === 'archived' ? (matter.archivedDate ?? now) : null;
  return { completedDate, archivedDate };
}

/**
 * PUT /api/Matters/{id}/Status/{statusId}. spec/README "Status changes": any status of the matter
 * type's ordered list may be chosen, forwards or back; the roles decide who (matterStatus.create,
 * spec 02 §4). A status of another type answers 400.
 */
export async function changeMatterStatus(
  tx: Tx,
  actor: Actor,
  input: { matterID: string; statusID: string },
  meta: RequestMeta = {},
): Promise<void> {
  const { matter } = await loadMatter(tx, actor, input.matterID, {
    action: 'matterStatus.create',
    lock: true,
  });
  const type = matterTypeById(matter.matterTypeID);
  const to = type ? statusOfType(type, input.statusID) : undefined;
  if (!to) throw invalid({ statusId: [NOT_A_STATUS_OF_THE_TYPE] });
  if (to.statusID === matter.statusID) return;

  const now = new Date();
  await tx
    .update(matters)
    .set({ statusID: to.statusID, lastUpdatedDate: now, ...datesForStatus(matter, to, now) })
    .where(eq(matters.matterID, matter.matterID));
  // spec 01 §3: a status change is a matter changed_details entry saying which status.
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    ip: meta.ip,
    activity: {
      activityType: 'matter',
      action: 'changed_details',
      object: matter.reference,
      text: changedStatusText(to.name),
    },
    audit: {
      action: 'matter.status_changed',
      objectType: 'matter',
      objectID: matter.matterID,
      details: { fromStatusID: matter.statusID, toStatusID: to.statusID },
    },
  });
  // issue 11: the matter's status is its legacies' status; each charity with a legacy on it sees the change.
  await recordMatterChangeForLegacies(
    tx,
    actor,
    matter.matterID,
    { activityType: 'legacy', action: 'matter_status_changed', text: to.name },
    meta,
  );
}
