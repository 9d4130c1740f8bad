import { useQuery } from '@tanstack/react-query';
import { useActivityPages } from '../../api/activity';
import type { KeyDateKind } from '@probity/domain';
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
  deadlines: (organisationID: string) => ['dashboard', 'deadlines', organisationID] as const,
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

/** GET /api/Organisations/{id}/Dashboard/Deadlines (issue 17): the estates' deadlines near today. */
export interface EstateDeadlines {
  today: string;
  deadlines: {
    matterID: string;
    reference: string;
    kind: KeyDateKind;
    label: string;
    date: string;
    isOverdue: boolean;
  }[];
}

/** Asked beside the tiles (like My tasks), so the panel appears once with its list. */
export function useEstateDeadlines(organisationID: string | null) {
  return useQuery({
    queryKey: dashboardKeys.deadlines(organisationID ?? ''),
    queryFn: ({ signal }) =>
      api.get<EstateDeadlines>(
        `/api/Organisations/${encodeURIComponent(organisationID ?? '')}/Dashboard/Deadlines`,
        undefined,
        signal,
      ),
    enabled: !!organisationID,
  });
}
