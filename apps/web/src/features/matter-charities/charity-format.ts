import { CHARITY_TEXTS, OPEN_CHARITY_ID_PARAM, OPEN_CHARITY_TAB_PARAM } from '@probity/domain';
import { formatDate, formatDateTime } from '../../lib/dates';

/** The query-string keys of the charities page (spec 02 §2.12). */
export const CURRENT_PAGE_PARAM = 'currentPage';
export const OPEN_CHARITY_PARAM = OPEN_CHARITY_ID_PARAM;
/** The overlay's tab ('legacy'), as the hand-off e-mails link to it (issue 11); removed once used. */
export const OPEN_TAB_PARAM = OPEN_CHARITY_TAB_PARAM;

/** The page the query string asks for: a whole number from 1, else 1. */
export function currentPageOf(params: URLSearchParams): number {
  const page = Number(params.get(CURRENT_PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** spec 03 §2.15: YES or NO. */
export const yesNo = (value: boolean) => (value ? CHARITY_TEXTS.yes : CHARITY_TEXTS.no);

/** spec 03 §2.15: CIF or CDF or None. */
export const cifCdfLabel = (value: string | null) =>
  value === 'CIF' || value === 'CDF' ? value : CHARITY_TEXTS.none;

/** A register date (`1965-09-07T00:00:00`) as DD/MM/YYYY; '-' when none. */
export const registerDate = (value: string | null) => (value ? formatDate(value) || '-' : '-');

/** The register's last-modified time, in GMT. */
export const registerTime = (value: string | null) => (value ? formatDateTime(value) || '-' : '-');

/** A register text or '-'. */
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** The register's address lines that have text, in order. */
export function addressLines(c: {
  address_line_one: string | null;
  address_line_two: string | null;
  address_line_three: string | null;
  address_line_four: string | null;
  address_line_five: string | null;
}): string[] {
  return [
    c.address_line_one,
    c.address_line_two,
    c.address_line_three,
    c.address_line_four,
    c.address_line_five,
  ].filter((l): l is string => !!l && l.trim() !== '');
}
