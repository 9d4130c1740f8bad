import { Alert, Badge, Card, Stack, Text, Title } from '@mantine/core';
import {
  SCREENING_LIST_TEXTS as T,
  type ScreeningListState,
  type ScreeningListStatus,
} from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { api, formatRequestError } from '../../api/client';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatDate, formatDateTime } from '../../lib/dates';

const STATE_COLOURS: Record<ScreeningListState, string> = { ok: 'teal', stale: 'red', missing: 'gray' };

/** GET /api/ScreeningLists (Administrators). */
export function useScreeningLists() {
  return useQuery({
    queryKey: ['jobs', 'screening-lists'],
    queryFn: ({ signal }) => api.get<ScreeningListStatus[]>('/api/ScreeningLists', undefined, signal),
    retry: false,
  });
}

const columns: DataTableColumn<ScreeningListStatus>[] = [
  { key: 'list', header: 'List', render: (l) => T.listNames[l.list] },
  { key: 'publishedOn', header: T.publishedOn, render: (l) => formatDate(l.publishedOn) || T.notLoaded },
  {
    key: 'designations',
    header: T.designations,
    render: (l) => (l.designationCount === null ? '' : l.designationCount.toLocaleString('en-GB')),
  },
  { key: 'importedAt', header: T.importedAt, render: (l) => formatDateTime(l.importedAt) },
  {
    key: 'source',
    header: T.source,
    render: (l) =>
      l.source ? (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {l.source}
          {l.isSample ? ` (${T.sample})` : ''}
        </Text>
      ) : (
        ''
      ),
  },
  {
    key: 'state',
    header: T.state,
    render: (l) => (
      <Badge color={STATE_COLOURS[l.state]} variant="light">
        {T.states[l.state]}
      </Badge>
    ),
  },
];

/** The screening lists loaded, their publication date and size (issue 12). */
export function ScreeningListsTable({ lists }: { lists: readonly ScreeningListStatus[] }) {
  const maxAge = lists.find((l) => l.maxAgeDays !== null)?.maxAgeDays;
  return (
    <Stack gap="xs">
      <Card p={0}>
        <DataTable
          caption={T.cardTitle}
          columns={columns}
          rows={lists}
          getRowKey={(l) => l.list}
          emptyText=""
        />
      </Card>
      {maxAge ? (
        <Text size="sm" c="dimmed">
          {T.maxAge(maxAge)}
        </Text>
      ) : null}
    </Stack>
  );
}

export function ScreeningListsSection() {
  const lists = useScreeningLists();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {T.cardTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {T.cardDescription}
      </Text>
      {lists.isError ? (
        <Alert color="red" variant="light">
          {formatRequestError(lists.error)}
        </Alert>
      ) : (
        <ScreeningListsTable lists={lists.data ?? []} />
      )}
    </Stack>
  );
}
