import { MATTER_TEXTS, type MatterTeamInput, can } from '@probity/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Tx } from '../../db/client.js';
import { matterTeam, matters } from '../../db/schema/index.js';
import { forbidden, invalid } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { type LoadedMatter, loadMatter } from './matter.access.js';
import { type MemberRow, findUsers } from './matter.queries.js';
import { NOT_A_USER_OF_THE_FIRM, mayJoinTeam, memberName } from './matter.service.js';

/** spec 02 §4: the text is shared with the Team page, which disables Remove on the owner's row. */
export const OWNER_CANNOT_BE_REMOVED = MATTER_TEXTS.ownerCannotBeRemoved;

async function addMember(tx: Tx, actor: Actor, loaded: LoadedMatter, user: MemberRow, meta: RequestMeta) {
  const { matter } = loaded;
  await tx
    .insert(matterTeam)
    .values({ matterID: matter.matterID, userID: user.userID, addedAt: sql`clock_timestamp()` })
    .onConflictDoNothing();
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    ip: meta.ip,
    activity: { activityType: 'user', action: 'added_to_team', object: memberName(user) },
    audit: {
      action: 'matter.team_member_added',
      objectType: 'matter',
      objectID: matter.matterID,
      details: { userID: user.userID },
    },
  });
}

async function touch(tx: Tx, matterID: string, set: Partial<typeof matters.$inferInsert> = {}) {
  await tx
    .update(matters)
    .set({ ...set, lastUpdatedDate: new Date() })
    .where(eq(matters.matterID, matterID));
}

/**
 * PUT /api/Matters/{id}/Owner/{userId}: spec 02 §6 "update allows changing the owner". The new
 * owner must be a user of the matter's firm; one not yet on the team is added to it.
 */
export async function setMatterOwner(
  tx: Tx,
  actor: Actor,
  input: { matterID: string; userID: string },
  meta: RequestMeta = {},
): Promise<void> {
  const loaded = await loadMatter(tx, actor, input.matterID, { action: 'matterTeam.update', lock: true });
  const { matter } = loaded;
  const userID = input.userID.toLowerCase();
  if (matter.matterOwner === userID) return;
  const [user] = await findUsers(tx, [userID]);
  const onTeam = loaded.teamUserIDs.includes(userID);
  if (!user || !(onTeam || mayJoinTeam(actor, matter.organisationID, user))) {
    throw invalid({ userId: [NOT_A_USER_OF_THE_FIRM] });
  }
  if (!onTeam) await addMember(tx, actor, loaded, user, meta);
  await touch(tx, matter.matterID, { matterOwner: user.userID });
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    ip: meta.ip,
    activity: { activityType: 'user', action: 'set_owner', object: memberName(user) },
    audit: {
      action: 'matter.owner_changed',
      objectType: 'matter',
      objectID: matter.matterID,
      details: { fromUserID: matter.matterOwner, toUserID: user.userID },
    },
  });
}

/**
 * PATCH /api/Matters/{id}/Team with the whole team list (spec 02 §4). Adding needs
 * matterTeam.create, removing matterTeam.delete (02 §6). New members must be users of the
 * matter's firm; members already on the team may stay. The owner cannot be removed.
 */
export async function updateMatterTeam(
  tx: Tx,
  actor: Actor,
  input: { matterID: string; team: MatterTeamInput },
  meta: RequestMeta = {},
): Promise<void> {
  const loaded = await loadMatter(tx, actor, input.matterID, { action: 'matterTeam.read', lock: true });
  const { matter, resource } = loaded;
  const wanted = input.team.map((m) => m.userID.toLowerCase());
  const wantedSet = new Set(wanted);
  const current = new Set(loaded.teamUserIDs);
  const added = [...wantedSet].filter((id) => !current.has(id));
  const removed = loaded.teamUserIDs.filter((id) => !wantedSet.has(id));
  if (added.length > 0 && !can(actor, 'matterTeam.create', resource)) throw forbidden();
  if (removed.length > 0 && !can(actor, 'matterTeam.delete', resource)) throw forbidden();
  if (added.length === 0 && removed.length === 0) return;

  const found = await findUsers(tx, added);
  const errors: Record<string, string[]> = {};
  wanted.forEach((id, index) => {
    if (!added.includes(id)) return;
    const user = found.find((u) => u.userID === id);
    if (!user || !mayJoinTeam(actor, matter.organisationID, user))
      errors[`${index}.userID`] = [NOT_A_USER_OF_THE_FIRM];
  });
  if (matter.matterOwner && removed.includes(matter.matterOwner)) errors.team = [OWNER_CANNOT_BE_REMOVED];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  for (const id of added) await addMember(tx, actor, loaded, found.find((u) => u.userID === id)!, meta);
  if (removed.length > 0) {
    const leaving = await findUsers(tx, removed);
    await tx
      .delete(matterTeam)
      .where(and(eq(matterTeam.matterID, matter.matterID), inArray(matterTeam.userID, removed)));
    for (const user of leaving) {
      await recordChange(tx, actor, {
        organisationID: matter.organisationID,
        matterID: matter.matterID,
        reference: matter.reference,
        ip: meta.ip,
        activity: { activityType: 'user', action: 'removed_from_team', object: memberName(user) },
        audit: {
          action: 'matter.team_member_removed',
          objectType: 'matter',
          objectID: matter.matterID,
          details: { userID: user.userID },
        },
      });
    }
  }
  await touch(tx, matter.matterID);
}
