import { can, INDIVIDUAL_FORM_TEXTS, INDIVIDUAL_TEXTS, PLATFORM_TEXTS } from '@probity/domain';
import { useSearchParams } from 'react-router';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { PAGE_PARAM, SEARCH_PARAM } from '../../components/PageHeader';
import { fullNameOf, type IndividualListItem, type ListQuery, useDeleteIndividual } from './individuals.api';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * What both individuals lists share (spec 02 §2.3, 03 §2.14): the query from the query string (so
 * the list reloads whenever it changes), paging, the rights, and delete with its confirmation and
 * the texts of spec 02 §8.
 */
export function useIndividualListPage(deleteScopeID: string | null) {
  const { user, roles } = useSession();
  const [params, setParams] = useSearchParams();
  const remove = useDeleteIndividual();
  const actor = {
    userID: user.userID,
    roles,
    organisationIDs: user.organisationID ? [user.organisationID] : [],
  };

  const query: ListQuery = { page: pageOf(params), search: params.get(SEARCH_PARAM) ?? '' };

  const handlePageChange = (page: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set(PAGE_PARAM, String(page));
      else next.delete(PAGE_PARAM);
      return next;
    });
    window.scrollTo({ top: 0 });
  };

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
