import { type JobQueue, type JobRun, type JobSchedule, TEXTS } from '@probity/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiRequest } from '../../api/client';
import { PAGINATION_HEADER, type PaginationInfo, parsePagination } from '../../api/pagination';
import { listQueryParams } from '../../api/list-query';

/** The dashboard follows the runner live. */
export const JOBS_REFRESH_MS = 5000;

export const jobKeys = {
  all: ['jobs'] as const,
  queues: ['jobs', 'queues'] as const,
  schedules: ['jobs', 'schedules'] as const,
  history: (params: string) => ['jobs', 'history', params] as const,
};

export function useJobQueues() {
  return useQuery({
    queryKey: jobKeys.queues,
    queryFn: ({ signal }) => api.get<JobQueue[]>('/api/Jobs/Queues', undefined, signal),
    refetchInterval: JOBS_REFRESH_MS,
    retry: false,
  });
}

export function useJobSchedules() {
  return useQuery({
    queryKey: jobKeys.schedules,
    queryFn: ({ signal }) => api.get<JobSchedule[]>('/api/Jobs/Schedules', undefined, signal),
    retry: false,
  });
}

export interface JobHistoryQuery {
  queue: string;
  page: number;
  states: readonly string[];
}

export interface JobHistory {
  runs: JobRun[];
  pagination: PaginationInfo | null;
}

export async function listJobHistory(query: JobHistoryQuery, signal?: AbortSignal): Promise<JobHistory> {
  const params = listQueryParams({
    page: query.page,
    filters: { state: query.states },
    extra: { queue: query.queue },
  });
  const response = await apiRequest<JobRun[]>('/api/Jobs/History', { query: params, signal });
  return {
    runs: Array.isArray(response.data) ? response.data : [],
    pagination: parsePagination(response.headers.get(PAGINATION_HEADER)),
  };
}

export function useJobHistory(query: JobHistoryQuery | null) {
  return useQuery({
    queryKey: jobKeys.history(JSON.stringify(query)),
    queryFn: ({ signal }) => listJobHistory(query!, signal),
    enabled: !!query?.queue,
    refetchInterval: JOBS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/Jobs/{queue}/{id}/Retry */
export function retryJob(queue: string, id: string | null | undefined): Promise<JobRun> {
  if (!id) throw new Error(TEXTS.requiredParameter('id', 'retryJob'));
  return api.post<JobRun>(`/api/Jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/Retry`);
}

/** POST /api/Jobs/{queue}/Run: the queue's scheduled job, once, now (Administrators). */
export function runQueueNow(queue: string): Promise<JobRun> {
  return api.post<JobRun>(`/api/Jobs/${encodeURIComponent(queue)}/Run`);
}
