import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../api/client';
import { type MatterListItem, matterListParams } from '../../api/matters';
import type { PaginationInfo } from '../../api/pagination';
import { queryKeys } from '../../api/query-keys';
import type { TeamMember } from '../matters/matters.api';
import { fetchPage } from '../../api/list-query';

export interface MatterPage {
  items: MatterListItem[];
  pagination: PaginationInfo | null;
}

function useMatterPage(path: string | null, page: number, search = '', pageSize?: number) {
  const params = matterListParams({ page, pageSize, search, orderBy: '', statuses: [], types: [] });
  return useQuery({
    queryKey: queryKeys.matterList(path ?? '', params.toString()),
    queryFn: async ({ signal }): Promise<MatterPage> => {
      return fetchPage<MatterListItem>(path ?? '', params, signal);
    },
    enabled: !!path,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/Matters/User/{userId}: the matters whose team the member is on (spec 01 §2 member page). */
export function useMemberMatters(userID: string, page: number) {
  return useMatterPage(`/api/Matters/User/${encodeURIComponent(userID)}`, page);
}

/** GET /api/Matters/Organisation/{orgId}: the company's matters, to add the member to one. */
export function useCompanyMatters(
  organisationID: string | null,
  page: number,
  search: string,
  pageSize?: number,
) {
  return useMatterPage(
    organisationID ? `/api/Matters/Organisation/${encodeURIComponent(organisationID)}` : null,
    page,
    search,
    pageSize,
  );
}

/**
 * Adds a user to a matter's team or takes them off it: PATCH /api/Matters/{id}/Team takes the
 * whole list, so the current team is read first and sent back with the change.
 */
export function useChangeTeamMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      matterID,
      userID,
      isAdding,
    }: {
      matterID: string;
      userID: string;
      isAdding: boolean;
    }) => {
      const path = `/api/Matters/${encodeURIComponent(matterID)}/Team`;
      const team = await api.get<TeamMember[]>(path);
      const others = team.map((m) => m.userID).filter((id) => id.toLowerCase() !== userID.toLowerCase());
      const next = isAdding ? [...others, userID] : others;
      return (
        await apiRequest<TeamMember[]>(path, { method: 'PATCH', body: next.map((id) => ({ userID: id })) })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.matters }),
  });
}
