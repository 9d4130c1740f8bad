import { DEFAULT_PAGE_SIZE } from '@probity/domain';
import { apiRequest } from './client';
import { PAGINATION_HEADER, type PaginationInfo, parsePagination } from './pagination';

/** The list conventions of spec/README: page, pageCount, SearchTerm, OrderBy, FilterType/Filter pairs. */
export interface ListQueryInput {
  page: number;
  pageSize?: number;
  search?: string;
  orderBy?: string;
  /** FilterType → the Filter values sent for it, one pair each. */
  filters?: Record<string, readonly string[]>;
  /** Other query parameters of the route (e.g. the jobs queue). */
  extra?: Record<string, string>;
}

export function listQueryParams(input: ListQueryInput): URLSearchParams {
  const params = new URLSearchParams(input.extra);
  params.set('page', String(input.page));
  params.set('pageCount', String(input.pageSize ?? DEFAULT_PAGE_SIZE));
  const search = input.search?.trim();
  if (search) params.set('SearchTerm', search);
  if (input.orderBy) params.set('OrderBy', input.orderBy);
  for (const [type, values] of Object.entries(input.filters ?? {})) {
    for (const value of values) {
      params.append('FilterType', type);
      params.append('Filter', value);
    }
  }
  return params;
}

export interface Page<T> {
  items: T[];
  pagination: PaginationInfo | null;
}

/** GETs a list route and reads its rows and x-pagination header. */
export async function fetchPage<T>(
  path: string,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const response = await apiRequest<T[]>(path, { query, signal });
  return {
    items: Array.isArray(response.data) ? response.data : [],
    pagination: parsePagination(response.headers.get(PAGINATION_HEADER)),
  };
}
