export interface HeaderFilterOption {
  value: string;
  label: string;
}

/** A list filter kept in the query string under `key` (repeated for several values). */
export interface HeaderFilter {
  key: string;
  label: string;
  options: readonly HeaderFilterOption[];
  isMultiple?: boolean;
}

export const SEARCH_PARAM = 'search';
export const PAGE_PARAM = 'page';
