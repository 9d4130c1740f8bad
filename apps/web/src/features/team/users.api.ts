import {
  DEFAULT_PAGE_SIZE,
  isRole,
  type Role,
  type User,
  type UserForm,
  type UserStatus,
  type UserSummary,
} from '@probity/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../api/client';
import { PAGINATION_HEADER, type PaginationInfo, parsePagination } from '../../api/pagination';

/** A user as the lists answer them (spec 01 §7 GET /api/User/Organisation/{orgId}). */
export type UserListItem = UserSummary;

export interface UserListQuery {
  page: number;
  pageSize?: number;
  search?: string;
  orderBy?: string;
}

export interface UserListResult {
  items: UserListItem[];
  pagination: PaginationInfo | null;
}

export const userKeys = {
  all: ['users'] as const,
  organisation: (orgId: string, params: string) => ['users', 'organisation', orgId, params] as const,
  byRole: (role: string) => ['users', 'role', role] as const,
  one: (userID: string) => ['users', 'one', userID] as const,
  roles: (orgId: string | null) => ['users', 'roles', orgId ?? 'own'] as const,
};

/** The list query string: page, pageCount, SearchTerm, OrderBy (spec/README list conventions). */
export function userListParams(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('pageCount', String(query.pageSize ?? DEFAULT_PAGE_SIZE));
  if (query.search?.trim()) params.set('SearchTerm', query.search.trim());
  if (query.orderBy) params.set('OrderBy', query.orderBy);
  return params;
}

/** GET /api/User/Organisation/{orgId} with the list query; x-pagination tells the pages. */
export function useOrganisationUsers(orgId: string | null, query: UserListQuery) {
  const params = userListParams(query);
  return useQuery({
    queryKey: userKeys.organisation(orgId ?? '', params.toString()),
    queryFn: async ({ signal }): Promise<UserListResult> => {
      const response = await apiRequest<UserListItem[]>(
        `/api/User/Organisation/${encodeURIComponent(orgId ?? '')}`,
        { query: params, signal },
      );
      return {
        items: Array.isArray(response.data) ? response.data : [],
        pagination: parsePagination(response.headers.get(PAGINATION_HEADER)),
      };
    },
    enabled: !!orgId,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/User/Role/{role}: the users holding a role (the Administrators table). */
export function useUsersByRole(role: Role) {
  return useQuery({
    queryKey: userKeys.byRole(role),
    queryFn: ({ signal }) =>
      api.get<UserListItem[]>(`/api/User/Role/${encodeURIComponent(role)}`, undefined, signal),
  });
}

/** GET /api/User/{id}. */
export function useUser(userID: string | undefined) {
  return useQuery({
    queryKey: userKeys.one(userID ?? ''),
    queryFn: ({ signal }) =>
      api.get<User>(`/api/User/${encodeURIComponent(userID ?? '')}`, undefined, signal),
    enabled: !!userID,
  });
}

/**
 * spec 01 §7: GET /api/Organisations/{orgId}/Roles, or GET /api/User/Organisation/Roles when no
 * organisation is given (the signed-in user's own).
 */
export function useRolesFor(orgId: string | null, isEnabled = true) {
  return useQuery({
    queryKey: userKeys.roles(orgId),
    queryFn: async ({ signal }) => {
      const path = orgId
        ? `/api/Organisations/${encodeURIComponent(orgId)}/Roles`
        : '/api/User/Organisation/Roles';
      const roles = await api.get<string[]>(path, undefined, signal);
      return roles.filter(isRole);
    },
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}

export interface UserSaveInput extends UserForm {
  status?: UserStatus;
}

function userBody(values: UserSaveInput) {
  return {
    firstName: values.firstName,
    surname: values.surname,
    emailAddress: values.emailAddress,
    roles: values.roles,
    ...(values.status ? { status: values.status } : {}),
  };
}

/** Every user list and user query is refreshed after a change. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

/** POST /api/User/ (plus organisationID when adding to a company); the server sends the invitation. */
export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ values, organisationID }: { values: UserForm; organisationID?: string }) =>
      api.post<User>('/api/User/', { ...userBody(values), ...(organisationID ? { organisationID } : {}) }),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/User/{userID} with the user form (and status where the form has it). */
export function useSaveUser() {
  const invalidate = useInvalidateUsers();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userID, values }: { userID: string; values: UserSaveInput }) =>
      api.put<User>(`/api/User/${encodeURIComponent(userID)}`, { userID, ...userBody(values) }),
    onSuccess: (updated) => {
      queryClient.setQueryData(userKeys.one(updated.userID), updated);
      void invalidate();
    },
  });
}

/** DELETE /api/User/{id}. */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (userID: string) => api.delete<unknown>(`/api/User/${encodeURIComponent(userID)}`),
    onSuccess: () => invalidate(),
  });
}

/** POST /api/User/ResetPassword/{id}: e-mails the user a link to choose a new password. */
/** POST /api/User/ResetSecondFactor/{id} (issue 13): removes the user's second factors; they are e-mailed. */
export function useResetSecondFactor() {
  return useMutation({
    mutationFn: (userID: string) =>
      api.post<unknown>(`/api/User/ResetSecondFactor/${encodeURIComponent(userID)}`),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (userID: string) =>
      api.post<unknown>(`/api/User/ResetPassword/${encodeURIComponent(userID)}`),
  });
}
