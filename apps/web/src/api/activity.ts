import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '../components/activity-timeline';
import { apiRequest } from './client';
import { PAGINATION_HEADER, parsePagination } from './pagination';

export const ACTIVITY_PAGE_SIZE = 20;

export const activityKeys = {
  /** Every feed: invalidated together when something happens. */
  all: ['activity'] as const,
  legacy: (legacyID: string) => ['activity', 'legacy', legacyID] as const,
  /** Issue 14: a matter's Activity tab, of one kind or all (null). */
  matter: (matterID: string, kind: string | null) => ['activity', 'matter', matterID, kind] as const,
};

/**
 * An activity feed page by page, newest first (x-pagination says how many pages there are):
 * GET /api/Activity/ for the dashboard, GET /api/Legacy/{id}/Activity for a legacy,
 * GET /api/Matters/{id}/Activity for a matter (with its kind filter in `filter`).
 */
export function useActivityPages(
  queryKey: readonly unknown[],
  path: string,
  enabled = true,
  filter: Record<string, string> = {},
) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const response = await apiRequest<ActivityEntry[]>(path, {
        query: { ...filter, page: pageParam, pageCount: ACTIVITY_PAGE_SIZE },
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
    enabled,
  });
}
