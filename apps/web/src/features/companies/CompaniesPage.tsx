import { Button, Card, Stack, Text } from '@mantine/core';
import { PLATFORM_TEXTS } from '@probity/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseOrderBy, type SortState, toOrderBy } from '../../components/DataTable';
import { PAGE_PARAM, PageHeader, SEARCH_PARAM } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { type CompanyListQuery, useCompanies } from './companies.api';
import { COMPANY_COLUMNS, CompanyCard } from './company-columns';
import {
  COMPANY_FILTERS,
  MEMBER_PARAM,
  MemberFilter,
  SORT_PARAM,
  STATUS_PARAM,
  TYPE_PARAM,
} from './company-filters';
import { NewCompanyModal } from './NewCompanyModal';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** spec 01 §2 "Companies (Administrators)": the list with filters, search, paging and New Company. */
export function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const [isCreating, setIsCreating] = useState(false);
  const sort = parseOrderBy(params.get(SORT_PARAM));
  const member = params.get(MEMBER_PARAM);
  const query: CompanyListQuery = {
    page: pageOf(params),
    search: params.get(SEARCH_PARAM) ?? '',
    orderBy: toOrderBy(sort),
    statuses: params.getAll(STATUS_PARAM),
    members: member ? [member] : [],
    types: params.getAll(TYPE_PARAM),
  };
  const list = useCompanies(query);

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const handleSortChange = (next: SortState) =>
    update((p) => {
      p.set(SORT_PARAM, toOrderBy(next));
      p.delete(PAGE_PARAM);
    });
  const handlePageChange = (page: number) => {
    update((p) => {
      if (page > 1) p.set(PAGE_PARAM, String(page));
      else p.delete(PAGE_PARAM);
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title="Companies"
        filters={COMPANY_FILTERS}
        tools={<MemberFilter />}
        searchLabel="Search companies"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
            New Company
          </Button>
        }
      />
      {list.isError && !list.data ? (
        <Card p="lg">
          <Stack align="flex-start" gap="sm">
            <Text>The companies could not be loaded.</Text>
            <Button variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Card>
      ) : (
        <ResponsiveTable
          caption="Companies"
          columns={COMPANY_COLUMNS}
          rows={list.data?.items ?? []}
          getRowKey={(o) => o.organisationID}
          emptyText={PLATFORM_TEXTS.noCompanies}
          isLoading={list.isPending}
          sort={sort}
          onSortChange={handleSortChange}
          renderCard={(o) => <CompanyCard company={o} />}
        />
      )}
      <Pagination pagination={list.data?.pagination ?? null} onPageChange={handlePageChange} />
      <NewCompanyModal opened={isCreating} onClose={() => setIsCreating(false)} />
    </Stack>
  );
}
