import { useQuery } from '@tanstack/react-query';
import { useActivityPages } from '../../api/activity';
import { ApiError, api } from '../../api/client';

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

/** GET /api/Activity/ page by page, newest first. */
export function useActivityFeed() {
  return useActivityPages(dashboardKeys.activity, '/api/Activity/');
}
