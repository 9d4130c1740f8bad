import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { ADMIN_INDIVIDUAL_STATUSES, type AdminIndividualListItem, PLATFORM_TEXTS } from '@probity/domain';
import { useSearchParams } from 'react-router';
import {
  type DataTableColumn,
  parseOrderBy,
  RowLink,
  type SortState,
  toOrderBy,
} from '../../components/DataTable';
import { type HeaderFilter, PAGE_PARAM, PageHeader, SEARCH_PARAM } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { useCompanyOptions } from '../companies/companies.api';
import { useAdminIndividuals } from './admin-individuals.api';
import { IndividualStatusBadge, individualPath, STATUS_LABELS } from './individual-status';

const STATUS_PARAM = 'status';
const COMPANY_PARAM = 'company';
const SORT_PARAM = 'sort';

function companiesOf(i: AdminIndividualListItem) {
  return (
    <Group gap={4}>
      {i.companies.map((c) => (
        <Badge key={c.organisationID} variant="light" radius="sm" color="gray" tt="none">
          {c.name}
        </Badge>
      ))}
    </Group>
  );
}

const COLUMNS: DataTableColumn<AdminIndividualListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    render: (i) => <RowLink to={individualPath(i.individualID)}>{i.name}</RowLink>,
  },
  {
    key: 'email',
    header: 'Email',
    sortField: 'emailAddress',
    render: (i) => <Text fz="sm">{i.emailAddress ?? ''}</Text>,
  },
  {
    key: 'companies',
    header: 'Companies',
    render: (i) => companiesOf(i),
  },
  { key: 'status', header: 'Status', render: (i) => <IndividualStatusBadge status={i.status} />, width: 160 },
];

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** spec 01 §2 "Individuals list (Administrators)": every individual across companies. */
export function IndividualsPage() {
  const [params, setParams] = useSearchParams();
  const companies = useCompanyOptions();
  const sort = parseOrderBy(params.get(SORT_PARAM));
  const list = useAdminIndividuals({
    page: pageOf(params),
    search: params.get(SEARCH_PARAM) ?? '',
    orderBy: toOrderBy(sort),
    statuses: params.getAll(STATUS_PARAM),
    companies: params.getAll(COMPANY_PARAM),
  });

  const filters: HeaderFilter[] = [
    {
      key: STATUS_PARAM,
      label: 'By Status',
      isMultiple: true,
      options: ADMIN_INDIVIDUAL_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    },
    {
      key: COMPANY_PARAM,
      label: 'By Company',
      options: (companies.data ?? []).map((c) => ({ value: c.value, label: c.label })),
    },
  ];

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });

  return (
    <Stack gap={0}>
      <PageHeader title="Individuals" filters={filters} searchLabel="Search individuals" />
      {list.isError && !list.data ? (
        <Card p="lg">
          <Stack align="flex-start" gap="sm">
            <Text>The individuals could not be loaded.</Text>
            <Button variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Card>
      ) : (
        <ResponsiveTable
          renderCard={(i) => (
            <Stack gap={6} pos="relative">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <RowLink to={individualPath(i.individualID)}>{i.name}</RowLink>
                  <Text fz="sm" c="dimmed">
                    {i.emailAddress ?? ''}
                  </Text>
                </div>
                <IndividualStatusBadge status={i.status} />
              </Group>
              {companiesOf(i)}
            </Stack>
          )}
          caption="Individuals"
          columns={COLUMNS}
          rows={list.data?.items ?? []}
          getRowKey={(i) => i.individualID}
          emptyText={PLATFORM_TEXTS.noIndividuals}
          isLoading={list.isPending}
          sort={sort}
          onSortChange={(next: SortState) =>
            update((p) => {
              p.set(SORT_PARAM, toOrderBy(next));
              p.delete(PAGE_PARAM);
            })
          }
        />
      )}
      <Pagination
        pagination={list.data?.pagination ?? null}
        onPageChange={(page) =>
          update((p) => {
            if (page > 1) p.set(PAGE_PARAM, String(page));
            else p.delete(PAGE_PARAM);
          })
        }
      />
    </Stack>
  );
}
