import { Box, Center, Loader, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './DataTable.module.css';
import { useScrollsSideways } from './use-scrolls-sideways';

export interface SortState {
  field: string;
  isDescending: boolean;
}

/** Reads an OrderBy value ('-' prefix = descending, spec/README list conventions). */
export function parseOrderBy(orderBy: string | null | undefined): SortState | null {
  if (!orderBy) return null;
  const isDescending = orderBy.startsWith('-');
  const field = isDescending ? orderBy.slice(1) : orderBy;
  return field ? { field, isDescending } : null;
}

export function toOrderBy(sort: SortState | null): string {
  if (!sort) return '';
  return `${sort.isDescending ? '-' : ''}${sort.field}`;
}

/** Ascending first, then descending, then back to ascending. */
export function nextSort(current: SortState | null, field: string): SortState {
  if (current?.field === field) return { field, isDescending: !current.isDescending };
  return { field, isDescending: false };
}

export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** The OrderBy field this column sorts by; no sorting when absent. */
  sortField?: string;
  render: (row: T) => ReactNode;
  width?: number | string;
}

interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string;
  caption: string;
  emptyText: string;
  isLoading?: boolean;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
}

/** Makes the whole row open `to`; use once per row, in its main cell. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={classes.rowLink}>
      {children}
    </Link>
  );
}

/** Keeps a control clickable above a row's link. */
export function AboveRowLink({ children }: { children: ReactNode }) {
  return <span className={classes.above}>{children}</span>;
}

function SortHeader<T>({
  column,
  sort,
  onSortChange,
}: {
  column: DataTableColumn<T>;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
}) {
  const isSorted = sort?.field === column.sortField;
  const Icon = !isSorted ? IconArrowsSort : sort?.isDescending ? IconArrowDown : IconArrowUp;
  const field = column.sortField ?? column.key;
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={() => onSortChange(nextSort(sort, field))}
      aria-label={`Sort by ${column.header}`}
    >
      {column.header}
      <Icon size={14} aria-hidden opacity={isSorted ? 1 : 0.45} />
    </UnstyledButton>
  );
}

/** The name a column of row actions has when it shows none (axe empty-table-header, issue 15). */
export const ACTIONS_COLUMN_NAME = 'Actions';

/** A column's heading; a column of buttons shows no heading but still has a name for screen readers. */
export function ColumnHeader({ header }: { header: string }) {
  if (!header) return <VisuallyHidden>{ACTIONS_COLUMN_NAME}</VisuallyHidden>;
  return (
    <Text fz="sm" fw={600} c="gray.7" span>
      {header}
    </Text>
  );
}

export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  caption,
  emptyText,
  isLoading = false,
  sort = null,
  onSortChange,
}: DataTableProps<T>) {
  const ariaSort = (column: DataTableColumn<T>) => {
    if (!column.sortField) return undefined;
    if (sort?.field !== column.sortField) return 'none' as const;
    return sort.isDescending ? ('descending' as const) : ('ascending' as const);
  };

  const [scrollRef, scrollsSideways] = useScrollsSideways();
  // A table wider than the screen scrolls sideways: its viewport then takes the focus (arrow keys
  // scroll it) and is named after the table; one that fits is no focus stop.
  const viewportProps = scrollsSideways
    ? { tabIndex: 0, role: 'region', 'aria-label': `${caption} (scrolls sideways)` }
    : undefined;

  return (
    <Box pos="relative">
      <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportRef: scrollRef, viewportProps }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={caption} aria-busy={isLoading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} aria-sort={ariaSort(column)}>
                  {column.sortField && onSortChange ? (
                    <SortHeader column={column} sort={sort} onSortChange={onSortChange} />
                  ) : (
                    <ColumnHeader header={column.header} />
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={getRowKey(row)} className={classes.row}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && !isLoading && (
        <Text ta="center" c="dimmed" py="xl">
          {emptyText}
        </Text>
      )}
      {isLoading && rows.length === 0 && (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      )}
    </Box>
  );
}
