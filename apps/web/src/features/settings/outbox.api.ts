import { type OutboxMessage, type OutboxMessageSummary, TEXTS } from '@probity/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { PaginationInfo } from '../../api/pagination';
import { fetchPage, listQueryParams } from '../../api/list-query';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (params: string) => ['outbox', 'list', params] as const,
  one: (id: string) => ['outbox', 'one', id] as const,
};

export interface OutboxQuery {
  page: number;
  pageSize?: number;
  search?: string;
  statuses: readonly string[];
}

export interface OutboxList {
  items: OutboxMessageSummary[];
  pagination: PaginationInfo | null;
}

function requiredId(id: string | null | undefined, call: string): string {
  if (!id) throw new Error(TEXTS.requiredParameter('id', call));
  return id;
}

/** GET /api/Mail/Outbox: newest first, FilterType status. */
export async function listOutbox(query: OutboxQuery, signal?: AbortSignal): Promise<OutboxList> {
  const params = listQueryParams({ ...query, filters: { status: query.statuses } });
  return fetchPage<OutboxMessageSummary>('/api/Mail/Outbox', params, signal);
}

export function getOutboxMessage(id: string | null | undefined): Promise<OutboxMessage> {
  return api.get<OutboxMessage>(`/api/Mail/Outbox/${encodeURIComponent(requiredId(id, 'getOutboxMessage'))}`);
}

export function retryOutboxMessage(id: string | null | undefined): Promise<OutboxMessage> {
  return api.post<OutboxMessage>(
    `/api/Mail/Outbox/${encodeURIComponent(requiredId(id, 'retryOutboxMessage'))}/Retry`,
  );
}

export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: outboxKeys.list(JSON.stringify(query)),
    queryFn: ({ signal }) => listOutbox(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: outboxKeys.one(id ?? ''),
    queryFn: () => getOutboxMessage(id),
    enabled: !!id,
  });
}
