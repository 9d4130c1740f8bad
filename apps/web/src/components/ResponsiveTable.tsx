import { Card, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsMobileLayout } from '../app/shell/use-mobile-layout';
import { DataTable, type DataTableColumn, type SortState } from './DataTable';

interface ResponsiveTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string;
  caption: string;
  emptyText: string;
  isLoading?: boolean;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** One row as a card, for the mobile layout. */
  renderCard: (row: T) => ReactNode;
  /** Draws the table inside a card of its own (pages); false inside an existing card. */
  isFramed?: boolean;
}

/** spec 01 §9: at or below 1024 px lists become cards; above, a table. */
export function ResponsiveTable<T>({ renderCard, isFramed = true, ...table }: ResponsiveTableProps<T>) {
  const isMobile = useIsMobileLayout();
  if (!isMobile) {
    return isFramed ? (
      <Card p={0}>
        <DataTable {...table} />
      </Card>
    ) : (
      <DataTable {...table} />
    );
  }
  if (table.rows.length === 0) {
    return table.isLoading ? (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    ) : (
      <Text ta="center" c="dimmed" py="xl">
        {table.emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm" role="list" aria-label={table.caption}>
      {table.rows.map((row) => (
        <Card key={table.getRowKey(row)} p="md" role="listitem" withBorder={!isFramed}>
          {renderCard(row)}
        </Card>
      ))}
    </Stack>
  );
}
