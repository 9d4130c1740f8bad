import { useSearchParams } from 'react-router';
import { parseOrderBy, type SortState, toOrderBy } from './DataTable';
import { PAGE_PARAM, SEARCH_PARAM } from './PageHeader';

/** The query-string key of a list's sort ('field', or '-field' descending). */
export const SORT_PARAM = 'sort';

/** The page the query string asks for: a whole number from 1, else 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A list whose state lives in the query string (so a reload or a shared link shows the same
 * list): its page, search and sort, and the handlers that change them. Sorting goes back to the
 * first page; paging scrolls to the top.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const sort = parseOrderBy(params.get(SORT_PARAM));

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const setPage = (page: number) =>
    update((p) => {
      if (page > 1) p.set(PAGE_PARAM, String(page));
      else p.delete(PAGE_PARAM);
    });

  return {
    params,
    page: pageOf(params),
    search: params.get(SEARCH_PARAM) ?? '',
    sort,
    orderBy: toOrderBy(sort),
    setPage,
    handleSortChange: (next: SortState) =>
      update((p) => {
        p.set(SORT_PARAM, toOrderBy(next));
        p.delete(PAGE_PARAM);
      }),
    handlePageChange: (page: number) => {
      setPage(page);
      window.scrollTo({ top: 0 });
    },
  };
}
