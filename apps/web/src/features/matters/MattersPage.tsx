import { Button, Card, Stack, Text } from '@mantine/core';
import { crudFlags, TEXTS } from '@probity/domain';
import { useSearchParams } from 'react-router';
import { type MatterListQuery, matterSourceFor, useMatterList } from '../../api/matters';
import { useSession } from '../../auth/session';
import { DataTable, parseOrderBy, type SortState, toOrderBy } from '../../components/DataTable';
import { PAGE_PARAM, PageHeader, SEARCH_PARAM } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { MatterCards } from './MatterCards';
import { NewMatterButton } from './NewMatterModal';
import { matterColumns } from './matter-columns';
import { MATTER_FILTERS, SORT_PARAM, STATUS_PARAM, TYPE_PARAM } from './matter-filters';
import { useDeleteMatterAction } from './use-delete-matter';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** spec 01 §2 "Matter list": the user's matters with filters, search, sorting and paging. */
export function MattersPage() {
  const { user, roles } = useSession();
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobileLayout();
  const isIndividual = roles.includes('Individual');
  // spec 01 §6 matter list permissions: create and delete for the firm roles and Admin Demo.
  const [canCreate, , , canDelete] = crudFlags(roles, 'matter');
  const deleteMatter = useDeleteMatterAction();
  const handleDelete = canDelete
    ? (matter: { matterID: string; reference: string }) => void deleteMatter(matter)
    : undefined;

  const sort = parseOrderBy(params.get(SORT_PARAM));
  const query: MatterListQuery = {
    page: pageOf(params),
    search: params.get(SEARCH_PARAM) ?? '',
    orderBy: toOrderBy(sort),
    statuses: params.getAll(STATUS_PARAM),
    types: params.getAll(TYPE_PARAM),
  };
  const list = useMatterList(matterSourceFor({ ...user, roles }), query);
  const matters = list.data?.items ?? [];

  const update = (change: (next: URLSearchParams) => void) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  };
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
        title="Matters"
        filters={MATTER_FILTERS}
        searchLabel="Search matters"
        actions={canCreate ? <NewMatterButton /> : undefined}
      />
      {list.isError && !list.data ? (
        <Card p="lg">
          <Stack align="flex-start" gap="sm">
            <Text>The matters could not be loaded.</Text>
            <Button variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Card>
      ) : isMobile ? (
        matters.length === 0 && !list.isPending ? (
          <Text ta="center" c="dimmed" py="xl">
            {TEXTS.noMatters}
          </Text>
        ) : (
          <MatterCards matters={matters} isIndividual={isIndividual} onDelete={handleDelete} />
        )
      ) : (
        <Card p={0}>
          <DataTable
            caption="Matters"
            columns={matterColumns(isIndividual, handleDelete)}
            rows={matters}
            getRowKey={(m) => m.matterID}
            emptyText={TEXTS.noMatters}
            isLoading={list.isPending}
            sort={sort}
            onSortChange={handleSortChange}
          />
        </Card>
      )}
      <Pagination pagination={list.data?.pagination ?? null} onPageChange={handlePageChange} />
    </Stack>
  );
}
