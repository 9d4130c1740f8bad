import { isRole, type Role, type Terms, type User, type UserForm } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './query-keys';

/** GET /api/User: the signed-in user with the effective roles (spec 01 §3). */
export function useCurrentUser(isEnabled = true) {
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => api.get<User>('/api/User', undefined, signal),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

/** GET /api/User/Organisation/Roles: the roles of the user's organisation. */
export function useOrganisationRoles(isEnabled = true) {
  return useQuery({
    queryKey: queryKeys.organisationRoles,
    queryFn: async ({ signal }) => {
      const roles = await api.get<string[]>('/api/User/Organisation/Roles', undefined, signal);
      return roles.filter(isRole) satisfies Role[];
    },
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/User/{userID} with the user form. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userID, values }: { userID: string; values: UserForm }) =>
      api.put<User>(`/api/User/${encodeURIComponent(userID)}`, {
        firstName: values.firstName,
        surname: values.surname,
        emailAddress: values.emailAddress,
        roles: values.roles,
      }),
    onSuccess: (updated) => {
      const current = queryClient.getQueryData<User>(queryKeys.currentUser);
      if (current && current.userID === updated.userID)
        queryClient.setQueryData(queryKeys.currentUser, updated);
    },
  });
}

/** GET /api/User/GetLatestTerms (spec 01 §2 terms page). */
export function useLatestTerms() {
  return useQuery({
    queryKey: queryKeys.latestTerms,
    queryFn: ({ signal }) => api.get<Terms>('/api/User/GetLatestTerms', undefined, signal),
  });
}

/** POST to a terms button's action URL with an empty body (spec 01 §7). */
export function postTermsAction(actionUrl: string): Promise<unknown> {
  return api.post<unknown>(actionUrl);
}
