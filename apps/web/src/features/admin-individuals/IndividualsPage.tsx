import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { ADMIN_INDIVIDUAL_STATUSES, type AdminIndividualListItem, PLATFORM_TEXTS } from '@probity/domain';
import { useSearchParams } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  parseOrderBy,
  RowLink,
  type SortState,
  toOrderBy,
} from '../../components/DataTable';
import { type HeaderFilter, PAGE_PARAM, PageHeader, SEARCH_PARAM } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { useCompanyOptions } from '../companies/companies.api';
import { useAdminIndividuals } from './admin-individuals.api';
import { IndividualStatusBadge, individualPath, STATUS_LABELS } from './individual-status';

const STATUS_PARAM = 'status';
const COMPANY_PARAM = 'company';
const SORT_PARAM = 'sort';

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
    render: (i) => (
      <Group gap={4}>
        {i.companies.map((c) => (
          <Badge key={c.organisationID} variant="light" radius="sm" color="gray" tt="none">
            {c.name}
          </Badge>
        ))}
      </Group>
    ),
  },
  { key: 'status', header: 'Status', render: (i) => <IndividualStatusBadge status={i.status} />, width: 130 },
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
        <Card p={0}>
          <DataTable
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
        </Card>
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
