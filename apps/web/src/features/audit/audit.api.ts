import type { AuditEvent } from '@probity/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listQueryParams, fetchPage } from '../../api/list-query';

/** The Audit page's filters, as kept in the page's URL (issue 13). */
export interface AuditFilterValues {
  user: string;
  organisation: string;
  action: string;
  objectType: string;
  objectId: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = [
  'user',
  'organisation',
  'action',
  'objectType',
  'objectId',
  'from',
  'to',
] as const;

/** The list query of GET /api/Audit and /api/Audit/Export: FilterType/Filter pairs for the set filters. */
export function auditParams(filters: AuditFilterValues, page: number): URLSearchParams {
  const set = Object.fromEntries(
    AUDIT_FILTER_KEYS.filter((k) => filters[k].trim()).map((k) => [k, [filters[k].trim()]]),
  );
  return listQueryParams({ page, filters: set });
}

export function useAuditEvents(filters: AuditFilterValues, page: number) {
  const params = auditParams(filters, page);
  return useQuery({
    queryKey: ['audit', params.toString()],
    queryFn: ({ signal }) => fetchPage<AuditEvent>('/api/Audit', params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
