import { crudFlags, type Role } from '@probity/domain';

/** What the workspace offers a user; the server refuses the same for everyone else (spec 02 §6). */
export interface MatterRights {
  /** spec 02 §2.1: Edit details needs create on matterDetails. */
  canEditDetails: boolean;
  /** spec 02 §4: a user with create on matterStatus may choose any step. */
  canChangeStatus: boolean;
  /** spec 02 §6 Team: create adds members, update changes the owner, delete removes a member. */
  canAddMembers: boolean;
  canChangeOwner: boolean;
  canRemoveMembers: boolean;
}

export function matterRightsFor(roles: readonly Role[]): MatterRights {
  const [canEditDetails] = crudFlags(roles, 'matterDetails');
  const [canChangeStatus] = crudFlags(roles, 'matterStatus');
  const [canAddMembers, , canChangeOwner, canRemoveMembers] = crudFlags(roles, 'matterTeam');
  return { canEditDetails, canChangeStatus, canAddMembers, canChangeOwner, canRemoveMembers };
}
