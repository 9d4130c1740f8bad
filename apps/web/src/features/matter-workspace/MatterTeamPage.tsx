import { Button, Stack } from '@mantine/core';
import { MATTER_TEXTS } from '@probity/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useSession } from '../../auth/session';
import { useWorkspaceMatter } from './workspace-context';
import { PageHeader } from '../../components/PageHeader';
import { matterKeys, type TeamMember, useMatterTeam } from '../matters/matters.api';
import { teamRights } from '../team/team-rights';
import { UserModal } from '../team/UserModal';
import { AddTeamMembersModal } from './AddTeamMembersModal';
import { TeamCards, type TeamRowActions, TeamTable } from './TeamMembers';
import { matterRightsFor } from './matter-rights';
import { useTeamActions } from './use-team-actions';

/**
 * spec 02 §2.8 Team: the members with their roles, the owner (changeable with the update right),
 * Edit (the user form, with the Team page's update right of 01 §6), Remove (with the delete right)
 * and 'Add Team Member' (with the create right).
 */
export function MatterTeamPage() {
  const matter = useWorkspaceMatter();
  const { user, roles } = useSession();
  const isMobile = useIsMobileLayout();
  const rights = matterRightsFor(roles);
  const teamQuery = useMatterTeam(matter.matterID);
  const team = teamQuery.data ?? matter.team;
  const teamActions = useTeamActions(matter.matterID, team);
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const queryClient = useQueryClient();
  const userRights = teamRights(user.organisationType?.organisationTypeID, roles);

  const actions: TeamRowActions = {
    currentUserID: user.userID,
    canChangeOwner: rights.canChangeOwner,
    canEdit: userRights.canUpdate,
    canRemove: rights.canRemoveMembers,
    isChangingOwner: teamActions.isChangingOwner,
    isUpdatingTeam: teamActions.isUpdatingTeam,
    onMakeOwner: teamActions.changeOwner,
    onEdit: setEditing,
    onRemove: teamActions.remove,
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={MATTER_TEXTS.teamTitle}
        description={
          rights.canAddMembers ? MATTER_TEXTS.teamDescriptionEditable : MATTER_TEXTS.teamDescriptionReadOnly
        }
        actions={
          rights.canAddMembers ? (
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setIsAdding(true)}>
              {MATTER_TEXTS.addTeamMember}
            </Button>
          ) : undefined
        }
      />
      {isMobile ? (
        <TeamCards team={team} actions={actions} />
      ) : (
        <TeamTable team={team} actions={actions} isLoading={teamQuery.isPending && team.length === 0} />
      )}
      {userRights.canUpdate && (
        <UserModal
          opened={!!editing}
          onClose={() => setEditing(null)}
          user={
            editing
              ? {
                  userID: editing.userID,
                  firstName: editing.firstName,
                  surname: editing.surname,
                  emailAddress: editing.emailAddress,
                  roles: editing.roles,
                }
              : undefined
          }
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: matterKeys.team(matter.matterID) });
            void queryClient.invalidateQueries({ queryKey: matterKeys.one(matter.matterID) });
          }}
        />
      )}
      {rights.canAddMembers && (
        <AddTeamMembersModal
          opened={isAdding}
          onClose={() => setIsAdding(false)}
          organisationID={matter.organisation.organisationID}
          team={team}
          canAdd={rights.canAddMembers}
          canRemove={rights.canRemoveMembers}
          isApplying={teamActions.isUpdatingTeam}
          onApply={(userIDs) => teamActions.apply(userIDs, () => setIsAdding(false))}
        />
      )}
    </Stack>
  );
}
