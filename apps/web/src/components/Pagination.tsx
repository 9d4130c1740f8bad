import { Group, Pagination as MantinePagination, Text } from '@mantine/core';
import type { PaginationInfo } from '../api/pagination';

/** An estimated total, rounded to two significant figures: 98,431 → "about 98,000". */
export function aboutCount(n: number): string {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return `about ${(Math.round(n / step) * step).toLocaleString('en-GB')}`;
}

/** Page navigation from a list's x-pagination header. */
export function Pagination({
  pagination,
  onPageChange,
}: {
  pagination: PaginationInfo | null;
  onPageChange: (page: number) => void;
}) {
  if (!pagination || pagination.totalCount === 0) return null;
  const { currentPage, totalPages, pageSize, totalCount, totalIsEstimate } = pagination;
  const first = (currentPage - 1) * pageSize + 1;
  // An estimated total is never below what the pages show, so the last row is the page's end.
  const last = totalIsEstimate ? currentPage * pageSize : Math.min(currentPage * pageSize, totalCount);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite">
        Showing {first}–{last} of {totalIsEstimate ? aboutCount(totalCount) : totalCount}
      </Text>
      {totalPages > 1 && (
        <MantinePagination
          total={totalPages}
          value={currentPage}
          onChange={onPageChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({
            'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
          })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Group>
  );
}
