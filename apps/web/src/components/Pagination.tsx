import { Group, Pagination as MantinePagination, Text } from '@mantine/core';
import type { PaginationInfo } from '../api/pagination';

/** Page navigation from a list's x-pagination header. */
export function Pagination({
  pagination,
  onPageChange,
}: {
  pagination: PaginationInfo | null;
  onPageChange: (page: number) => void;
}) {
  if (!pagination || pagination.totalCount === 0) return null;
  const { currentPage, totalPages, pageSize, totalCount } = pagination;
  const first = (currentPage - 1) * pageSize + 1;
  const last = Math.min(currentPage * pageSize, totalCount);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite">
        Showing {first}–{last} of {totalCount}
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
