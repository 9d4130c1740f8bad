import { Card, Stack, Text } from '@mantine/core';
import { crudFlags, TEXTS } from '@probity/domain';
import { type MatterListQuery, matterSourceFor, useMatterList } from '../../api/matters';
import { useSession } from '../../auth/session';
import { DataTable } from '../../components/DataTable';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { useListParams } from '../../components/use-list-params';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { MatterCards } from './MatterCards';
import { NewMatterButton } from './NewMatterButton';
import { matterColumns } from './matter-columns';
import { MATTER_FILTERS, STATUS_PARAM, TYPE_PARAM } from './matter-filters';
import { useDeleteMatterAction } from './use-delete-matter';

/** spec 01 §2 "Matter list": the user's matters with filters, search, sorting and paging. */
export function MattersPage() {
  const { user, roles } = useSession();
  const { params, page, search, sort, orderBy, handleSortChange, handlePageChange } = useListParams();
  const isMobile = useIsMobileLayout();
  const isIndividual = roles.includes('Individual');
  // spec 01 §6 matter list permissions: create and delete for the firm roles and Admin Demo.
  const [canCreate, , , canDelete] = crudFlags(roles, 'matter');
  const deleteMatter = useDeleteMatterAction();
  const handleDelete = canDelete
    ? (matter: { matterID: string; reference: string }) => void deleteMatter(matter)
    : undefined;

  const query: MatterListQuery = {
    page,
    search,
    orderBy,
    statuses: params.getAll(STATUS_PARAM),
    types: params.getAll(TYPE_PARAM),
  };
  const list = useMatterList(matterSourceFor({ ...user, roles }), query);
  const matters = list.data?.items ?? [];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Matters"
        filters={MATTER_FILTERS}
        searchLabel="Search matters"
        actions={canCreate ? <NewMatterButton /> : undefined}
      />
      {list.isError && !list.data ? (
        <LoadFailedCard what="matters" onRetry={list.refetch} />
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
