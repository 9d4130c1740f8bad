import { MATTER_TEXTS } from '@probity/domain';
import { formatRequestError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { type TeamMember, useSetMatterOwner, useUpdateMatterTeam } from '../matters/matters.api';

/**
 * The team's changes with their toasts (spec 02 §4, §8): the owner (the toggle is disabled during
 * the request), removing a member and applying a selection, each by sending the whole team list.
 * Changing the owner and removing a member ask for confirmation first (issue 14).
 */
export function useTeamActions(matterID: string, team: readonly TeamMember[]) {
  const setOwner = useSetMatterOwner(matterID);
  const updateTeam = useUpdateMatterTeam(matterID);

  const changeOwner = async (member: TeamMember) => {
    const current = team.find((m) => m.isOwner);
    const isConfirmed = await confirm({
      title: MATTER_TEXTS.changeOwnerTitle(member.name),
      text: MATTER_TEXTS.changeOwnerText(current?.name ?? null),
      confirmLabel: MATTER_TEXTS.changeOwnerYes,
      cancelLabel: MATTER_TEXTS.changeOwnerNo,
    });
    if (!isConfirmed) return;
    const toastId = notify.loading(MATTER_TEXTS.changingOwner);
    setOwner.mutate(member.userID, {
      onSuccess: () => notify.success(MATTER_TEXTS.changedOwner(member.name), toastId),
      onError: (error) => notify.error(formatRequestError(error), toastId),
    });
  };

  const remove = async (member: TeamMember) => {
    const isConfirmed = await confirm({
      title: MATTER_TEXTS.removeMemberTitle(member.name),
      text: MATTER_TEXTS.removeMemberText,
      confirmLabel: MATTER_TEXTS.removeMemberYes,
      cancelLabel: MATTER_TEXTS.removeMemberNo,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const toastId = notify.loading(MATTER_TEXTS.updatingTeam);
    const rest = team.filter((m) => m.userID !== member.userID).map((m) => m.userID);
    updateTeam.mutate(rest, {
      onSuccess: () => notify.success(MATTER_TEXTS.removedFromTeam(member.name), toastId),
      onError: (error) => notify.error(formatRequestError(error), toastId),
    });
  };

  const apply = (userIDs: readonly string[], onDone: () => void) => {
    const toastId = notify.loading(MATTER_TEXTS.updatingTeam);
    updateTeam.mutate(userIDs, {
      onSuccess: () => {
        notify.success(MATTER_TEXTS.teamUpdated, toastId);
        onDone();
      },
      onError: (error) => notify.error(formatRequestError(error), toastId),
    });
  };

  return {
    changeOwner,
    remove,
    apply,
    isChangingOwner: setOwner.isPending,
    isUpdatingTeam: updateTeam.isPending,
  };
}
