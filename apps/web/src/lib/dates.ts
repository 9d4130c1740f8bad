import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** spec/README: times are stored in UTC and shown as GMT, dates as DD/MM/YYYY. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs.utc(iso);
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
}

/** A short day label for charts, e.g. '07 Mar'. */
export function formatDayShort(isoDate: string): string {
  const date = dayjs.utc(isoDate);
  return date.isValid() ? date.format('DD MMM') : isoDate;
}

/** A date and time shown as GMT, e.g. '07/03/2026 14:05 GMT' (spec/README). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs.utc(iso);
  return date.isValid() ? `${date.format('DD/MM/YYYY HH:mm')} GMT` : '';
}
