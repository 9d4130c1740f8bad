import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { NEW_MEMBER_ADDED_MS, PLATFORM_TEXTS, SEARCH_DEBOUNCE_MS } from '@probity/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type SortState, toOrderBy } from '../../components/DataTable';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { Pagination } from '../../components/Pagination';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { UserModal } from '../team/UserModal';
import { useUserActions } from '../team/user-actions';
import { type UserListItem, useOrganisationUsers, userKeys } from '../team/users.api';
import { useCompanyContext } from './CompanyArea';
import { MemberCard, memberColumns } from './member-columns';

/** spec 01 §2 company Members: the company's users with New Member, Details, Reset password, Delete. */
export function CompanyMembersPage() {
  const { company } = useCompanyContext();
  const queryClient = useQueryClient();
  const actions = useUserActions();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortState | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const list = useOrganisationUsers(company.organisationID, {
    page,
    search: debouncedSearch,
    orderBy: toOrderBy(sort),
  });

  const handleResetPassword = (u: UserListItem) => void actions.sendPasswordReset(u);
  const handleDelete = (u: UserListItem) => void actions.remove(u);
  const columns = memberColumns(company.organisationID, handleResetPassword, handleDelete);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} fz="xl">
          Members
        </Title>
        <Group gap="sm">
          <TextInput
            type="search"
            aria-label="Search members"
            placeholder="Search members"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 220 }}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
            New Member
          </Button>
        </Group>
      </Group>
      {list.isError && !list.data ? (
        <LoadFailedCard what="members" onRetry={list.refetch} />
      ) : (
        <ResponsiveTable
          caption="Members"
          columns={columns}
          rows={list.data?.items ?? []}
          getRowKey={(u) => u.userID}
          emptyText={PLATFORM_TEXTS.noMembers}
          isLoading={list.isPending}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          renderCard={(u) => (
            <MemberCard
              organisationID={company.organisationID}
              member={u}
              onResetPassword={handleResetPassword}
              onDelete={handleDelete}
            />
          )}
        />
      )}
      <Pagination pagination={list.data?.pagination ?? null} onPageChange={setPage} />
      <UserModal
        opened={isAdding}
        onClose={() => setIsAdding(false)}
        organisationID={company.organisationID}
        onSaved={() => {
          // spec 01 §9: the new member shows a moment after the modal closes.
          window.setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
            NEW_MEMBER_ADDED_MS,
          );
        }}
      />
    </Stack>
  );
}
