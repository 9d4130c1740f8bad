import type { MatterCreateInput, Role } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The keys of one matter; all under ['matters'] so a list refresh refreshes them too. */
export const matterKeys = {
  one: (matterID: string) => ['matters', 'one', matterID] as const,
  team: (matterID: string) => ['matters', 'team', matterID] as const,
  statuses: (matterTypeID: string) => ['matter-statuses', matterTypeID] as const,
};

export interface MatterUserRef {
  userID: string;
  firstName: string;
  surname: string;
  name: string;
  emailAddress: string;
  profileImage: string | null;
}

/** spec 02 §2.8: a member of the team with roles, the owner flagged. */
export interface TeamMember extends MatterUserRef {
  roles: Role[];
  isOwner: boolean;
}

export interface MatterStatus {
  statusID: string;
  name: string;
  description: string;
  key: string;
  sortOrder: number;
}

interface Named {
  name: string;
  description: string;
}

export interface MatterIndividual {
  individualID: string;
  title: string | null;
  firstName: string;
  surname: string;
  name: string;
  individualType: Named & { individualTypeID: string };
  user: { userID: string } | null;
}

/** GET /api/Matters/{id} (spec 02 §3). A summary count the viewer may not see is null. */
export interface Matter {
  matterID: string;
  reference: string;
  /** Issue 14: the title shown (the matter's own, else its default); null when it has none. */
  title: string | null;
  isDefaultTitle: boolean;
  /** What the title is without one of its own. */
  defaultTitle: string | null;
  matterType: Named & { matterTypeID: string; humanId: string; icon: string };
  status: MatterStatus;
  matterOwner: MatterUserRef | null;
  organisation: { organisationID: string; name: string };
  team: TeamMember[];
  individuals: MatterIndividual[];
  viewingIndividual: { individualID: string; individualType: Named & { individualTypeID: string } } | null;
  isOwner: boolean;
  /** spec 02 §2.11: false while the firm has individual chat off ('Chat disabled'). */
  chatEnabled: boolean;
  createdDate: string;
  lastUpdatedDate: string;
  completedDate: string | null;
  archivedDate: string | null;
  probateReference: string | null;
  dateOfDeath: string | null;
  dateOfProbate: string | null;
  grantSubmitted: boolean;
  accountsApproved: boolean;
  summary: {
    individuals: number | null;
    charities: number | null;
    documents: number | null;
    checks: number | null;
    unreadMessages: number | null;
  };
}

/** The PUT /api/Matters body: the detail fields (spec 02 §5). */
export interface MatterDetailsInput {
  matterID: string;
  reference: string;
  /** Issue 14: '' or null goes back to the default title. */
  title?: string | null;
  probateReference?: string | null;
  dateOfDeath?: string | null;
  dateOfProbate?: string | null;
  grantSubmitted?: boolean | null;
  accountsApproved?: boolean | null;
}

const matterPath = (matterID: string) => `/api/Matters/${encodeURIComponent(matterID)}`;

export function useMatter(matterID: string) {
  return useQuery({
    queryKey: matterKeys.one(matterID),
    queryFn: ({ signal }) => api.get<Matter>(matterPath(matterID), undefined, signal),
  });
}

/** GET /api/Matters/Status/{matterTypeId}: the ordered statuses of a type. */
export function useMatterStatuses(matterTypeID: string | undefined) {
  return useQuery({
    queryKey: matterKeys.statuses(matterTypeID ?? ''),
    queryFn: ({ signal }) =>
      api.get<MatterStatus[]>(
        `/api/Matters/Status/${encodeURIComponent(matterTypeID ?? '')}`,
        undefined,
        signal,
      ),
    enabled: !!matterTypeID,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMatterTeam(matterID: string) {
  return useQuery({
    queryKey: matterKeys.team(matterID),
    queryFn: ({ signal }) => api.get<TeamMember[]>(`${matterPath(matterID)}/Team`, undefined, signal),
  });
}

/**
 * After a change to one matter: its detail and team from the answer at once, then every list
 * (lists show status and team) from the server.
 */
function useRefreshMatter() {
  const queryClient = useQueryClient();
  return (matter: Matter) => {
    queryClient.setQueryData(matterKeys.one(matter.matterID), matter);
    queryClient.setQueryData(matterKeys.team(matter.matterID), matter.team);
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.matters, 'list'] });
  };
}

/** POST /api/Matters → 201 with the new matter. */
export function useCreateMatter() {
  return useMutation({
    mutationFn: (input: MatterCreateInput) => api.post<Matter>('/api/Matters', input),
  });
}

export function useDeleteMatter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matterID: string) => api.delete<void>(matterPath(matterID)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.matters }),
  });
}

export function useUpdateMatterDetails() {
  const refresh = useRefreshMatter();
  return useMutation({
    mutationFn: (input: MatterDetailsInput) => api.put<Matter>('/api/Matters', input),
    onSuccess: refresh,
  });
}

export function useChangeMatterStatus(matterID: string) {
  const refresh = useRefreshMatter();
  return useMutation({
    mutationFn: (statusID: string) =>
      api.put<Matter>(`${matterPath(matterID)}/Status/${encodeURIComponent(statusID)}`),
    onSuccess: refresh,
  });
}

export function useSetMatterOwner(matterID: string) {
  const refresh = useRefreshMatter();
  return useMutation({
    mutationFn: (userID: string) =>
      api.put<Matter>(`${matterPath(matterID)}/Owner/${encodeURIComponent(userID)}`),
    onSuccess: refresh,
  });
}

/** PATCH /api/Matters/{id}/Team with the whole list (spec 02 §4); answers the new team. */
export function useUpdateMatterTeam(matterID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIDs: readonly string[]) => {
      const response = await apiRequest<TeamMember[]>(`${matterPath(matterID)}/Team`, {
        method: 'PATCH',
        body: userIDs.map((userID) => ({ userID })),
      });
      return response.data;
    },
    onSuccess: (team) => {
      queryClient.setQueryData(matterKeys.team(matterID), team);
      void queryClient.invalidateQueries({ queryKey: queryKeys.matters });
    },
  });
}
