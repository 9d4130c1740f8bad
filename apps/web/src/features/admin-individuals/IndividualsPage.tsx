import { Badge, Group, Stack, Text } from '@mantine/core';
import { ADMIN_INDIVIDUAL_STATUSES, type AdminIndividualListItem, PLATFORM_TEXTS } from '@probity/domain';
import { type DataTableColumn, RowLink } from '../../components/DataTable';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { type HeaderFilter, PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { useListParams } from '../../components/use-list-params';
import { useCompanyOptions } from '../companies/companies.api';
import { useAdminIndividuals } from './admin-individuals.api';
import { IndividualStatusBadge, individualPath, STATUS_LABELS } from './individual-status';

const STATUS_PARAM = 'status';
const COMPANY_PARAM = 'company';

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

/** spec 01 §2 "Individuals list (Administrators)": every individual across companies. */
export function IndividualsPage() {
  const { params, page, search, sort, orderBy, setPage, handleSortChange } = useListParams();
  const companies = useCompanyOptions();
  const list = useAdminIndividuals({
    page,
    search,
    orderBy,
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

  return (
    <Stack gap={0}>
      <PageHeader title="Individuals" filters={filters} searchLabel="Search individuals" />
      {list.isError && !list.data ? (
        <LoadFailedCard what="individuals" onRetry={list.refetch} />
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
          onSortChange={handleSortChange}
        />
      )}
      <Pagination pagination={list.data?.pagination ?? null} onPageChange={setPage} />
    </Stack>
  );
}
