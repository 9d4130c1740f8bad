import type { AdminIndividual, AdminIndividualListItem } from '@probity/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { PaginationInfo } from '../../api/pagination';
import { queryKeys } from '../../api/query-keys';
import { fetchPage, listQueryParams } from '../../api/list-query';

export const individualKeys = {
  all: ['admin-individuals'] as const,
  list: (params: string) => ['admin-individuals', 'list', params] as const,
  one: (id: string) => ['admin-individuals', 'one', id] as const,
};

export interface IndividualListQuery {
  page: number;
  search: string;
  orderBy: string;
  statuses: readonly string[];
  companies: readonly string[];
}

export function individualListParams(query: IndividualListQuery): URLSearchParams {
  return listQueryParams({ ...query, filters: { status: query.statuses, company: query.companies } });
}

/** GET /api/Individuals: every individual across companies (the administrators' list). */
export function useAdminIndividuals(query: IndividualListQuery) {
  const params = individualListParams(query);
  return useQuery({
    queryKey: individualKeys.list(params.toString()),
    queryFn: async ({
      signal,
    }): Promise<{ items: AdminIndividualListItem[]; pagination: PaginationInfo | null }> => {
      return fetchPage<AdminIndividualListItem>('/api/Individuals', params, signal);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/Individuals/Admin/{id}: the person and each company's matters. */
export function useAdminIndividual(id: string) {
  return useQuery({
    queryKey: individualKeys.one(id),
    queryFn: ({ signal }) =>
      api.get<AdminIndividual>(`/api/Individuals/Admin/${encodeURIComponent(id)}`, undefined, signal),
    enabled: !!id,
  });
}

function matterLinkPath(individualID: string, matterID: string) {
  return `/api/Individuals/Admin/${encodeURIComponent(individualID)}/Matter/${encodeURIComponent(matterID)}`;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: individualKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.matters });
  };
}

/** POST …/Admin/{individualID}/Matter/{matterID}: links the person to a matter (with a role on it). */
export function useLinkToMatter() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      individualID,
      matterID,
      individualTypeID,
    }: {
      individualID: string;
      matterID: string;
      individualTypeID?: string;
    }) =>
      api.post<AdminIndividual>(
        matterLinkPath(individualID, matterID),
        individualTypeID ? { individualTypeID } : {},
      ),
    onSuccess: refresh,
  });
}

/** DELETE …/Admin/{individualID}/Matter/{matterID}: unlinks the person from a matter. */
export function useUnlinkFromMatter() {
  const refresh = useRefresh();
  return useMutation({
    /** Answers the person as they remain (their individualID may change), or nothing when no record is left. */
    mutationFn: async ({ individualID, matterID }: { individualID: string; matterID: string }) =>
      (await api.delete<AdminIndividual | undefined>(matterLinkPath(individualID, matterID))) ?? null,
    onSuccess: refresh,
  });
}
