import { MATTER_TEXTS, PLATFORM_TEXTS } from '@probity/domain';
import { formatRequestError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useDeleteMatter } from './matters.api';

/**
 * Delete a matter after the confirmation of the user-delete pattern (spec 01 §8: 'Are you sure',
 * 'You will not be able to revert this action.', Yes, Delete / No, Cancel), with a progress toast
 * that turns into the outcome.
 */
export function useDeleteMatterAction(): (matter: {
  matterID: string;
  reference: string;
}) => Promise<boolean> {
  const deleteMatter = useDeleteMatter();
  return async (matter) => {
    const isConfirmed = await confirm({
      text: PLATFORM_TEXTS.deleteUserConfirm,
      confirmLabel: PLATFORM_TEXTS.confirmYesDelete,
      cancelLabel: PLATFORM_TEXTS.confirmNoCancel,
      isDestructive: true,
    });
    if (!isConfirmed) return false;
    const toastId = notify.loading(MATTER_TEXTS.deletingMatter(matter.reference));
    try {
      await deleteMatter.mutateAsync(matter.matterID);
      notify.success(MATTER_TEXTS.matterDeleted(matter.reference), toastId);
      return true;
    } catch (error) {
      notify.error(formatRequestError(error), toastId);
      return false;
    }
  };
}
