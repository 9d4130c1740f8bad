import { can, INDIVIDUAL_FORM_TEXTS, INDIVIDUAL_TEXTS, PLATFORM_TEXTS } from '@probity/domain';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { useListParams } from '../../components/use-list-params';
import { fullNameOf, type IndividualListItem, type ListQuery, useDeleteIndividual } from './individuals.api';

/**
 * What both individuals lists share (spec 02 §2.3, 03 §2.14): the query from the query string (so
 * the list reloads whenever it changes), paging, the rights, and delete with its confirmation and
 * the texts of spec 02 §8.
 */
export function useIndividualListPage(deleteScopeID: string | null) {
  const { user, roles } = useSession();
  const { page, search, handlePageChange } = useListParams();
  const remove = useDeleteIndividual();
  const actor = {
    userID: user.userID,
    roles,
    organisationIDs: user.organisationID ? [user.organisationID] : [],
  };

  const query: ListQuery = { page, search };

  const handleDelete = async (individual: IndividualListItem) => {
    if (!deleteScopeID) return;
    const name = fullNameOf(individual);
    const isConfirmed = await confirm({
      title: INDIVIDUAL_FORM_TEXTS.deleteIndividualTitle(name),
      text: PLATFORM_TEXTS.deleteUserConfirm,
      confirmLabel: PLATFORM_TEXTS.confirmYesDelete,
      cancelLabel: PLATFORM_TEXTS.confirmNoCancel,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    remove.mutate(
      { scopeID: deleteScopeID, individualID: individual.individualID },
      {
        onSuccess: () => notify.success(INDIVIDUAL_TEXTS.removed),
        onError: () => notify.error(INDIVIDUAL_TEXTS.removeFailed),
      },
    );
  };

  return {
    user,
    roles,
    query,
    canCreate: can(actor, 'individual.create'),
    canDelete: can(actor, 'individual.delete'),
    handlePageChange,
    handleDelete,
  };
}
