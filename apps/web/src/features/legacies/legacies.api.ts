import {
  type CoBeneficiaries,
  CO_BENEFICIARIES_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  type Legacy,
  type LegacyDetail,
  type LegacyCreateInput,
  type LegacyDetailInput,
  type LegacyListItem,
  type LegacyUser,
  type Role,
  DEMO_CHARITY_ID,
} from '@probity/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchPage, listQueryParams } from '../../api/list-query';

const enc = encodeURIComponent;

export const legacyKeys = {
  all: ['legacies'] as const,
  list: (organisationID: string, params: string) => ['legacies', 'list', organisationID, params] as const,
  one: (legacyID: string) => ['legacies', 'one', legacyID] as const,
  types: ['legacies', 'types'] as const,
  coBens: (legacyID: string, page: number) => ['legacies', 'co-bens', legacyID, page] as const,
};

/** The charity the user works in: their organisation, or the demo charity for Admin Demo. */
export function charityIdOf(user: { organisationID?: string | null }, roles: readonly Role[]): string {
  return roles.includes('Admin Demo') ? DEMO_CHARITY_ID : (user.organisationID ?? '');
}

export interface LegacyListQuery {
  page: number;
  search: string;
  orderBy: string;
  statuses: string[];
}

/** GET /api/Legacy/Organisation/{organisationId} (spec 03 §7) with the list query. */
export function useLegacyList(organisationID: string, query: LegacyListQuery) {
  const params = listQueryParams({
    page: query.page,
    pageSize: DEFAULT_PAGE_SIZE,
    search: query.search,
    orderBy: query.orderBy,
    filters: { status: query.statuses },
  });
  return useQuery({
    queryKey: legacyKeys.list(organisationID, params.toString()),
    queryFn: ({ signal }) =>
      fetchPage<LegacyListItem>(`/api/Legacy/Organisation/${enc(organisationID)}`, params, signal),
    enabled: !!organisationID,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/Legacy/{id}/. */
export function useLegacy(legacyID: string) {
  return useQuery({
    queryKey: legacyKeys.one(legacyID),
    queryFn: ({ signal }) => api.get<Legacy>(`/api/Legacy/${enc(legacyID)}/`, undefined, signal),
    enabled: !!legacyID,
  });
}

export function useLegacyTypes() {
  return useQuery({
    queryKey: legacyKeys.types,
    queryFn: ({ signal }) =>
      api.get<{ legacyTypeID: string; name: string }[]>('/api/Legacy/LegacyTypes', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Puts an answered legacy in the cache and refreshes the lists. */
function useLegacyAnswer() {
  const queryClient = useQueryClient();
  return (legacy: Legacy) => {
    queryClient.setQueryData(legacyKeys.one(legacy.legacyID), legacy);
    void queryClient.invalidateQueries({ queryKey: ['legacies', 'list'] });
  };
}

/** POST /api/Legacy: the reference, then the optional notification intake (issue 11). */
export function useCreateLegacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegacyCreateInput) => api.post<Legacy>('/api/Legacy', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: legacyKeys.all }),
  });
}

/**
 * The body of PUT /api/Legacy: the legacy's id and only the fields a screen changes (the call is
 * partial: a field not named stays as it is on the server).
 */
export function legacyBody(legacy: Pick<Legacy, 'legacyID'>, changes: Record<string, unknown>) {
  return { ...changes, legacyID: legacy.legacyID };
}

export function useUpdateLegacy() {
  const answer = useLegacyAnswer();
  return useMutation({
    mutationFn: (body: ReturnType<typeof legacyBody>) => api.put<Legacy>('/api/Legacy', body),
    onSuccess: answer,
  });
}

/** PUT /api/Legacy/{id}/BankAccount (issue 11): the nominated account alone, or none. */
export function useChooseBankAccount(legacyID: string) {
  const answer = useLegacyAnswer();
  return useMutation({
    mutationFn: (bankAccountID: string | null) =>
      api.put<Legacy>(`/api/Legacy/${enc(legacyID)}/BankAccount`, { bankAccountID }),
    onSuccess: answer,
  });
}

export function useDeleteLegacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (legacyID: string) => api.delete<unknown>(`/api/Legacy/${enc(legacyID)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['legacies', 'list'] }),
  });
}

export function useChangeLegacyStatus(legacyID: string) {
  const answer = useLegacyAnswer();
  return useMutation({
    mutationFn: (statusID: string) => api.put<Legacy>(`/api/Legacy/${enc(legacyID)}/Status/${enc(statusID)}`),
    onSuccess: answer,
  });
}

/** PUT /api/Legacy/{id}/BankAccount/Share (with the payment reference only when non-empty) or Hide. */
export function useBankAccountVisibility(legacyID: string) {
  const answer = useLegacyAnswer();
  return useMutation({
    mutationFn: (change: { share: true; paymentReference: string } | { share: false }) =>
      change.share
        ? api.put<Legacy>(
            `/api/Legacy/${enc(legacyID)}/BankAccount/Share`,
            change.paymentReference.trim() ? { paymentReference: change.paymentReference.trim() } : {},
          )
        : api.put<Legacy>(`/api/Legacy/${enc(legacyID)}/BankAccount/Hide`),
    onSuccess: answer,
  });
}

export function useAddLegacyTeam(legacyID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIDs: string[]) => api.post<LegacyUser[]>(`/api/Legacy/${enc(legacyID)}/Team`, userIDs),
    onSuccess: (charityTeam) => {
      queryClient.setQueryData<Legacy>(legacyKeys.one(legacyID), (old) =>
        old ? { ...old, charityTeam } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['legacies', 'list'] });
    },
  });
}

function useRefreshLegacy(legacyID: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: legacyKeys.one(legacyID) });
    void queryClient.invalidateQueries({ queryKey: ['legacies', 'list'] });
  };
}

export function useSaveLegacyDetail(legacyID: string) {
  const refresh = useRefreshLegacy(legacyID);
  return useMutation({
    mutationFn: (detail: LegacyDetailInput) =>
      detail.legacyDetailID
        ? api.put<LegacyDetail>(`/api/Legacy/${enc(legacyID)}/Details/${enc(detail.legacyDetailID)}`, detail)
        : api.post<LegacyDetail>(`/api/Legacy/${enc(legacyID)}/Details`, detail),
    onSuccess: refresh,
  });
}

export function useDeleteLegacyDetail(legacyID: string) {
  const refresh = useRefreshLegacy(legacyID);
  return useMutation({
    mutationFn: (legacyDetailID: string) =>
      api.delete<unknown>(`/api/Legacy/${enc(legacyID)}/Details/${enc(legacyDetailID)}`),
    onSuccess: refresh,
  });
}

export function useCoBeneficiaries(legacyID: string, page: number) {
  return useQuery({
    queryKey: legacyKeys.coBens(legacyID, page),
    queryFn: ({ signal }) =>
      api.get<CoBeneficiaries>(
        `/api/Legacy/${enc(legacyID)}/CoBeneficiaries`,
        { Page: page, PageCount: CO_BENEFICIARIES_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export const legacyPath = (legacyID: string, child = '') =>
  `/secure/charity-legacies/${enc(legacyID)}${child ? `/${child}` : ''}`;

/** The domain's rules under the names the legacy screens use. */
export { legacyDisplayReference as displayReference, legacyExportFileName } from '@probity/domain';
