import { Button, Stack } from '@mantine/core';
import { MATTER_TEXTS } from '@probity/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useSession } from '../../auth/session';
import { useWorkspaceMatter } from './workspace-context';
import { PageHeader } from '../../components/PageHeader';
import { useMatterTeam } from '../matters/matters.api';
import { AddTeamMembersModal } from './AddTeamMembersModal';
import { TeamCards, type TeamRowActions, TeamTable } from './TeamMembers';
import { matterRightsFor } from './matter-rights';
import { useTeamActions } from './use-team-actions';

/**
 * spec 02 §2.8 Team: the members with their roles, the owner (changeable with the update right),
 * Remove (with the delete right) and 'Add Team Member' (with the create right).
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

  const actions: TeamRowActions = {
    currentUserID: user.userID,
    canChangeOwner: rights.canChangeOwner,
    canRemove: rights.canRemoveMembers,
    isChangingOwner: teamActions.isChangingOwner,
    isUpdatingTeam: teamActions.isUpdatingTeam,
    onMakeOwner: teamActions.changeOwner,
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
