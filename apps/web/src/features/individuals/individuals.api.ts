import type { CheckResolution } from '@probity/domain';
import { DEFAULT_PAGE_SIZE, type Role } from '@probity/domain';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { PaginationInfo } from '../../api/pagination';
import { queryKeys } from '../../api/query-keys';
import { type Matter, matterKeys } from '../matters/matters.api';
import { fetchPage } from '../../api/list-query';

/** spec 02 §3: an individual type (fetched per matter type, plus the charity types). */
export interface IndividualType {
  individualTypeID: string;
  name: string;
  description: string;
}

/** spec 02 §3 "Check result", 01 §3 "Check". A value a check does not give is null. */
export interface CheckResult {
  checkResultID: string;
  service: string;
  checkTypeID?: string;
  checkCompleted: boolean;
  passed: boolean | null;
  score: number | null;
  sanctionMatch: boolean | null;
  pepMatch: boolean | null;
  invalidDocs: boolean | null;
  resultDate: string | null;
  /** When the check was asked for (a check waiting for the individual has no result date yet). */
  requestedDate?: string;
  /** The parts of the check and how each came out. */
  components?: { component: string; outcome: 'pass' | 'fail' | 'refer' | 'notProvided'; detail?: string }[];
  /** Issue 12: the MLRO's decision on a check that needed one. */
  resolution?: CheckResolution | null;
}

/** spec 02 §3 Individual, as GET /api/Individuals/{matterOrAllZero}/{individualId} answers it. */
export interface Individual {
  individualID: string;
  matterID: string | null;
  organisationID: string | null;
  individualType: IndividualType | null;
  user: { userID: string; emailAddress: string } | null;
  isRegistered: boolean;
  title: string | null;
  firstName: string;
  middleNames: string | null;
  surname: string;
  gender: string | null;
  dob: string | null;
  /** 'YYYY-MM-DD': a Deceased's date of death (issue 11); null for anyone else. */
  dateOfDeath?: string | null;
  telephone: string | null;
  mobileTelephone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  cityTown: string | null;
  county: string | null;
  postCode: string | null;
  country: string | null;
  nino: string | null;
  passport: string | null;
  passportMrz?: string | null;
  drivingLicence: string | null;
  idCard: string | null;
  travelVisa: string | null;
  bankName: string | null;
  bankSortCode: string | null;
  bankAccountNumber: string | null;
  bankAccountName: string | null;
  bankAccountVerified: boolean;
  emailAddress: string | null;
  checkHistory: CheckResult[];
}

/** A row of the individuals lists (spec 02 §2.3, 03 §2.14: Name, Email, Type). */
export type IndividualListItem = Pick<
  Individual,
  'individualID' | 'matterID' | 'organisationID' | 'firstName' | 'surname' | 'emailAddress' | 'isRegistered'
> & {
  title: string | null;
  middleNames?: string | null;
  name?: string;
  individualType: IndividualType | null;
  user: { userID: string; emailAddress?: string } | null;
};

/** spec 01 §3 Server notification. */
export interface ServerNotification {
  notificationID?: string;
  message: string;
  actionText: string | null;
  actionTargetUrl: string | null;
  /** The check the notification asks to complete, if any. */
  checkResultID?: string | null;
  dateCreated?: string;
}

/** spec 02 §3 Invite payload. */
export interface InviteInput {
  firstName: string;
  surname: string;
  email: string;
  roles: Role[];
  organisationID: string | null;
  matterID: string;
  individualTypeID: string;
}

export interface ListQuery {
  page: number;
  search: string;
  /** An individual type the list leaves out (the Estate page shows its Deceased apart, issue 14). */
  notType?: string;
}

export interface IndividualListResult {
  items: IndividualListItem[];
  pagination: PaginationInfo | null;
}

/** Every individuals query sits under one prefix, so one invalidation refreshes them all. */
export const individualKeys = {
  all: ['individuals'] as const,
  list: (path: string, params: string) => ['individuals', 'list', path, params] as const,
  one: (scopeID: string, individualID: string) => ['individuals', 'one', scopeID, individualID] as const,
  me: ['individuals', 'me'] as const,
  types: (matterTypeOrCharity: string) => ['individual-types', matterTypeOrCharity] as const,
  notifications: (individualID: string) => ['individuals', 'notifications', individualID] as const,
};

const enc = encodeURIComponent;

/** The full name, as the list and the Manage page title show it. */
export function fullNameOf(i: {
  name?: string;
  title?: string | null;
  firstName: string;
  middleNames?: string | null;
  surname: string;
}): string {
  return [i.firstName, i.middleNames, i.surname].filter((part) => part?.trim()).join(' ');
}

export function listParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('pageCount', String(DEFAULT_PAGE_SIZE));
  if (query.search.trim()) params.set('SearchTerm', query.search.trim());
  if (query.notType) {
    params.set('FilterType', 'notType');
    params.set('Filter', query.notType);
  }
  return params;
}

function useIndividualList(path: string, query: ListQuery, isEnabled: boolean) {
  const params = listParams(query);
  return useQuery({
    queryKey: individualKeys.list(path, params.toString()),
    queryFn: async ({ signal }): Promise<IndividualListResult> => {
      return fetchPage<IndividualListItem>(path, params, signal);
    },
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** GET /api/Individuals/Matter/{matterId} with the list query (spec 02 §7). */
export function useMatterIndividuals(matterID: string, query: ListQuery) {
  return useIndividualList(`/api/Individuals/Matter/${enc(matterID)}`, query, !!matterID);
}

/** GET /api/Individuals/Organisation/{organisationId} (spec 03 §2.14: the charity's individuals). */
export function useOrganisationIndividuals(organisationID: string | null, query: ListQuery) {
  return useIndividualList(
    `/api/Individuals/Organisation/${enc(organisationID ?? '')}`,
    query,
    !!organisationID,
  );
}

/** GET /api/Individuals/{matterOrAllZero}/{individualId}. */
export function useIndividual(scopeID: string, individualID: string, isEnabled = true) {
  return useQuery({
    queryKey: individualKeys.one(scopeID, individualID),
    queryFn: ({ signal }) =>
      api.get<Individual>(`/api/Individuals/${enc(scopeID)}/${enc(individualID)}`, undefined, signal),
    enabled: isEnabled && !!individualID,
  });
}

/** GET /api/Individuals/Me: the signed-in Individual's own data (01 §2 My Data). */
export function useMyIndividual() {
  return useQuery({
    queryKey: individualKeys.me,
    queryFn: ({ signal }) => api.get<Individual>('/api/Individuals/Me', undefined, signal),
  });
}

/** GET /api/Individuals/Types/{matterTypeId} or /Types/Charity (spec 02 §3). */
export function useIndividualTypes(matterTypeOrCharity: string | null | undefined) {
  return useQuery({
    queryKey: individualKeys.types(matterTypeOrCharity ?? ''),
    queryFn: ({ signal }) =>
      api.get<IndividualType[]>(
        `/api/Individuals/Types/${enc(matterTypeOrCharity ?? '')}`,
        undefined,
        signal,
      ),
    enabled: !!matterTypeOrCharity,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /api/Individuals/{id}/Notifications (spec 01 §3 Server notification) of each of the given
 * individuals (a person is an individual on each of their matters), newest first, once each.
 */
export function useIndividualNotifications(individualIDs: readonly string[]) {
  const queries = useQueries({
    queries: [...new Set(individualIDs)].map((id) => ({
      queryKey: individualKeys.notifications(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<ServerNotification[]>(`/api/Individuals/${enc(id)}/Notifications`, undefined, signal),
    })),
  });
  const seen = new Set<string>();
  const items: ServerNotification[] = [];
  for (const query of queries) {
    for (const n of query.data ?? []) {
      const key = n.notificationID ?? `${n.message}|${n.actionTargetUrl}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(n);
    }
  }
  items.sort((a, b) => (b.dateCreated ?? '').localeCompare(a.dateCreated ?? ''));
  return { items, refetch: () => Promise.all(queries.map((q) => q.refetch())) };
}

/** After a change: the individuals lists and records, and the matters (their summaries count them). */
function useRefreshIndividuals() {
  const queryClient = useQueryClient();
  return (saved?: Individual) => {
    if (saved) {
      for (const scope of [saved.matterID, saved.organisationID].filter((s): s is string => !!s)) {
        queryClient.setQueryData(individualKeys.one(scope, saved.individualID), saved);
      }
    }
    void queryClient.invalidateQueries({ queryKey: individualKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.matters });
  };
}

/** POST /api/Individuals (spec 02 §7). */
export function useCreateIndividual() {
  const refresh = useRefreshIndividuals();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<Individual>('/api/Individuals', body),
    onSuccess: (saved) => refresh(saved),
  });
}

/** PUT /api/Individuals/ with individualID and matterID (spec 02 §7). */
export function useUpdateIndividual() {
  const refresh = useRefreshIndividuals();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.put<Individual>('/api/Individuals/', body),
    onSuccess: (saved) => refresh(saved),
  });
}

/** DELETE /api/Individuals/{matterOrOrgId}/{individualId} (spec 02 §7). */
export function useDeleteIndividual() {
  const refresh = useRefreshIndividuals();
  return useMutation({
    mutationFn: ({ scopeID, individualID }: { scopeID: string; individualID: string }) =>
      api.delete<void>(`/api/Individuals/${enc(scopeID)}/${enc(individualID)}`),
    onSuccess: () => refresh(),
  });
}

/** POST /api/User/Invite/ (spec 02 §3 Invite payload). */
export function useInviteIndividual() {
  const refresh = useRefreshIndividuals();
  return useMutation({
    mutationFn: (body: InviteInput) => api.post<unknown>('/api/User/Invite/', body),
    onSuccess: () => refresh(),
  });
}

/** GET /api/Matters/{id}, sharing the matter workspace's cache entry; nothing for no matter. */
export function useMatterOf(matterID: string | null) {
  return useQuery({
    queryKey: matterKeys.one(matterID ?? ''),
    queryFn: ({ signal }) => api.get<Matter>(`/api/Matters/${enc(matterID ?? '')}`, undefined, signal),
    enabled: !!matterID,
  });
}
