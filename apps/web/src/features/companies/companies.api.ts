import {
  MAX_PAGE_SIZE,
  type IntegrationCredentialName,
  type Organisation,
  type OrganisationCheck,
  type OrganisationListItem,
  type ZOrganisationCreateInput,
  type ZOrganisationUpdateInput,
} from '@probity/domain';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../api/client';
import type { PaginationInfo } from '../../api/pagination';
import { fetchPage, listQueryParams } from '../../api/list-query';

export interface CompanyListQuery {
  page: number;
  search: string;
  orderBy: string;
  statuses: readonly string[];
  members: readonly string[];
  types: readonly string[];
}

export const companyKeys = {
  all: ['companies'] as const,
  list: (params: string) => ['companies', 'list', params] as const,
  one: (id: string) => ['companies', 'one', id] as const,
  types: ['companies', 'types'] as const,
  checks: (id: string) => ['companies', 'checks', id] as const,
};

/** page, pageCount, SearchTerm, OrderBy and FilterType status|member / Filter pairs. */
export function companyListParams(query: CompanyListQuery): URLSearchParams {
  return listQueryParams({
    ...query,
    filters: { status: query.statuses, member: query.members, type: query.types },
  });
}

export function useCompanies(query: CompanyListQuery) {
  const params = companyListParams(query);
  return useQuery({
    queryKey: companyKeys.list(params.toString()),
    queryFn: async ({
      signal,
    }): Promise<{ items: OrganisationListItem[]; pagination: PaginationInfo | null }> => {
      return fetchPage<OrganisationListItem>('/api/Organisations', params, signal);
    },
    placeholderData: keepPreviousData,
  });
}

export function useCompany(id: string | undefined) {
  return useQuery({
    queryKey: companyKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<Organisation>(`/api/Organisations/${encodeURIComponent(id ?? '')}`, undefined, signal),
    enabled: !!id,
  });
}

export function useOrganisationTypes() {
  return useQuery({
    queryKey: companyKeys.types,
    queryFn: ({ signal }) => api.get<OrganisationType[]>('/api/Organisations/Types', undefined, signal),
    staleTime: 30 * 60_000,
  });
}

export interface OrganisationType {
  organisationTypeID: string;
  name: string;
}

function useRefreshCompany() {
  const queryClient = useQueryClient();
  return (organisation: Organisation) => {
    queryClient.setQueryData(companyKeys.one(organisation.organisationID), organisation);
    void queryClient.invalidateQueries({ queryKey: companyKeys.all });
  };
}

export function useCreateCompany() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (body: z.input<typeof ZOrganisationCreateInput>) =>
      api.post<Organisation>('/api/Organisations', body),
    onSuccess: refresh,
  });
}

export function useUpdateCompany() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (body: z.input<typeof ZOrganisationUpdateInput>) =>
      api.put<Organisation>('/api/Organisations', body),
    onSuccess: refresh,
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/Organisations/${encodeURIComponent(id)}`),
    onSuccess: () => {
      // The deleted company's own query is left alone: its page redirects away shortly.
      void queryClient.invalidateQueries({ queryKey: [...companyKeys.all, 'list'], exact: false });
    },
  });
}

export type CompanyFlag = 'test' | 'integrated' | 'locked' | 'individualChat' | 'requireSecondFactor';
const FLAG_PATHS: Record<CompanyFlag, string> = {
  test: 'Test',
  integrated: 'Integrated',
  locked: 'Locked',
  individualChat: 'IndividualChat',
  requireSecondFactor: 'RequireSecondFactor',
};

/** PATCH /api/Organisations/Test|Integrated|Locked|IndividualChat/{id}/{flag}: answers the organisation. */
export function useSetCompanyFlag() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: async ({ id, flag, value }: { id: string; flag: CompanyFlag; value: boolean }) =>
      (
        await apiRequest<Organisation>(
          `/api/Organisations/${FLAG_PATHS[flag]}/${encodeURIComponent(id)}/${value}`,
          { method: 'PATCH' },
        )
      ).data,
    onSuccess: refresh,
  });
}

/** PATCH /api/Organisations/Credentials: the organisation with the two provider credentials. */
export function useSetCredentials() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: async (body: {
      organisationID: string;
      integrationDetails: { name: IntegrationCredentialName; value: string }[];
    }) => (await apiRequest<Organisation>('/api/Organisations/Credentials', { method: 'PATCH', body })).data,
    onSuccess: refresh,
  });
}

export function useCompanyChecks(id: string | undefined) {
  return useQuery({
    queryKey: companyKeys.checks(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<OrganisationCheck[]>(
        `/api/Checks/Organisation/${encodeURIComponent(id ?? '')}`,
        undefined,
        signal,
      ),
    enabled: !!id,
  });
}

/** The companies as choices (name and id), first MAX_PAGE_SIZE by name: filters and pickers. */
export function useCompanyOptions(isEnabled = true) {
  return useQuery({
    queryKey: [...companyKeys.all, 'options'] as const,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: '1', pageCount: String(MAX_PAGE_SIZE), OrderBy: 'name' });
      const items = await api.get<OrganisationListItem[]>('/api/Organisations', params, signal);
      return items.map((o) => ({
        value: o.organisationID,
        label: o.name,
        organisationType: o.organisationType,
      }));
    },
    enabled: isEnabled,
    staleTime: 60_000,
  });
}
