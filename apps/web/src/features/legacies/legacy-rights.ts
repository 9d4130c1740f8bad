import { type Action, type Legacy, type Role, can } from '@probity/domain';

/**
 * What the signed-in charity user may do on a legacy, from the permission matrix with the legacy as
 * the server sees it (its charity and its legacy team), so the buttons shown are the calls the
 * server accepts: the legacy roles' rights are those of their legacy teams (issue 11, 'team').
 */
export function legacyRights(
  legacy: Pick<Legacy, 'organisationID' | 'charityTeam'>,
  user: { userID: string },
  roles: readonly Role[],
) {
  const actor = {
    userID: user.userID,
    roles,
    organisationIDs: legacy.organisationID ? [legacy.organisationID] : [],
  };
  const resource = {
    organisationID: legacy.organisationID,
    teamUserIDs: legacy.charityTeam.map((u) => u.userID),
  };
  const may = (action: Action) => can(actor, action, resource);
  return {
    canUpdate: may('legacy.update'),
    canExport: may('legacy.export'),
    canChangeStatus: may('legacyStatus.change'),
    canDeceased: may('legacyDeceased.update'),
  };
}
