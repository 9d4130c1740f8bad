import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, api, apiRequest } from '../../api/client';
import { PAGINATION_HEADER, parsePagination } from '../../api/pagination';
import type { ActivityEntry } from '../../components/activity-timeline';

/** spec 01 §3 Dashboard tile, with its figure as data. */
export interface DashboardTile {
  apiId: string;
  title: string;
  label: string;
  icon: string;
  data: number;
}

export const dashboardKeys = {
  tiles: (organisationID: string) => ['dashboard', 'tiles', organisationID] as const,
  activity: ['activity'] as const,
};

export const ACTIVITY_PAGE_SIZE = 20;

/**
 * GET /api/Organisations/{id}/Dashboard. A role without tiles is answered 403: then there are no
 * tiles to show, which is not an error.
 */
export function useDashboardTiles(organisationID: string | null) {
  return useQuery({
    queryKey: dashboardKeys.tiles(organisationID ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<DashboardTile[]>(
          `/api/Organisations/${encodeURIComponent(organisationID ?? '')}/Dashboard`,
          undefined,
          signal,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return [];
        throw error;
      }
    },
    enabled: !!organisationID,
  });
}

/** GET /api/Activity/ page by page, newest first (x-pagination says how many pages there are). */
export function useActivityFeed() {
  return useInfiniteQuery({
    queryKey: dashboardKeys.activity,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const response = await apiRequest<ActivityEntry[]>('/api/Activity/', {
        query: { page: pageParam, pageCount: ACTIVITY_PAGE_SIZE },
        signal,
      });
      return {
        items: Array.isArray(response.data) ? response.data : [],
        pagination: parsePagination(response.headers.get(PAGINATION_HEADER)),
      };
    },
    getNextPageParam: (last) =>
      last.pagination && last.pagination.currentPage < last.pagination.totalPages
        ? last.pagination.currentPage + 1
        : undefined,
  });
}
