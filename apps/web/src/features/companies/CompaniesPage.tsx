import { Button, Stack } from '@mantine/core';
import { PLATFORM_TEXTS } from '@probity/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { useListParams } from '../../components/use-list-params';
import { type CompanyListQuery, useCompanies } from './companies.api';
import { COMPANY_COLUMNS, CompanyCard } from './company-columns';
import { COMPANY_FILTERS, MEMBER_PARAM, MemberFilter, STATUS_PARAM, TYPE_PARAM } from './company-filters';
import { NewCompanyModal } from './NewCompanyModal';

/** spec 01 §2 "Companies (Administrators)": the list with filters, search, paging and New Company. */
export function CompaniesPage() {
  const { params, page, search, sort, orderBy, handleSortChange, handlePageChange } = useListParams();
  const [isCreating, setIsCreating] = useState(false);
  const member = params.get(MEMBER_PARAM);
  const query: CompanyListQuery = {
    page,
    search,
    orderBy,
    statuses: params.getAll(STATUS_PARAM),
    members: member ? [member] : [],
    types: params.getAll(TYPE_PARAM),
  };
  const list = useCompanies(query);

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
        <LoadFailedCard what="companies" onRetry={list.refetch} />
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
