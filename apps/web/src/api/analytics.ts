import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './query-keys';

/** GET /api/Analytics/Summary: the admin dashboard's figures. */
export interface AnalyticsSummary {
  organisations: { lawFirms: number; charities: number };
  users: { total: number; active: number; locked: number; paused: number };
  signInsLast30Days: number;
  signInsByDay: { date: string; count: number }[];
}

export function useAnalyticsSummary() {
  return useQuery({
    queryKey: queryKeys.analyticsSummary,
    queryFn: ({ signal }) => api.get<AnalyticsSummary>('/api/Analytics/Summary', undefined, signal),
    staleTime: 60_000,
  });
}
