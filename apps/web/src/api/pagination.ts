/** The x-pagination header of list answers (spec/README list conventions). */
export interface PaginationInfo {
  currentPage: number;
  totalPages: number;
  pageSize: number;
  totalCount: number;
  /** Issue 16: totalCount is the server's estimate (a large list); the screen says "about". */
  totalIsEstimate?: boolean;
}

export const PAGINATION_HEADER = 'x-pagination';

function toCount(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

export function parsePagination(header: string | null): PaginationInfo | null {
  if (!header) return null;
  let value: unknown;
  try {
    value = JSON.parse(header);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const currentPage = toCount(record.currentPage ?? record.CurrentPage);
  const totalPages = toCount(record.totalPages ?? record.TotalPages);
  const pageSize = toCount(record.pageSize ?? record.PageSize);
  const totalCount = toCount(record.totalCount ?? record.TotalCount);
  if (currentPage === null || totalPages === null || pageSize === null || totalCount === null) return null;
  return record.totalIsEstimate === true
    ? { currentPage, totalPages, pageSize, totalCount, totalIsEstimate: true }
    : { currentPage, totalPages, pageSize, totalCount };
}
