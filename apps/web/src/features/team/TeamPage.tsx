import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { can, organisationTypeKeyById, TEXTS } from '@probity/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../auth/session';
import type { DataTableColumn } from '../../components/DataTable';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { STATUS_LABELS } from '../../components/UserForm';
import { useListParams } from '../../components/use-list-params';
import { ReferencePatternSetting } from '../matters/ReferencePatternSetting';
import { RequireSecondFactorSwitch } from './SecondFactorControls';
import { teamRights } from './team-rights';
import { UserModal } from './UserModal';
import { useUserActions } from './user-actions';
import { type UserListItem, useOrganisationUsers } from './users.api';

function RowAction({
  label,
  disabledText,
  isAllowed,
  color,
  icon,
  onClick,
}: {
  label: string;
  disabledText: string;
  isAllowed: boolean;
  color?: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  const button = (
    <Button
      size="compact-sm"
      variant="subtle"
      color={color}
      leftSection={icon}
      disabled={!isAllowed}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  if (isAllowed) return button;
  // A disabled button gets no pointer events; the wrapper carries the tooltip (spec 01 §2).
  return (
    <Tooltip label={disabledText}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * spec 01 §2 "Team (users) page": the organisation's users with Edit, Remove and Add User; with the
 * Team rights (Matter Admin in a law firm, Legacy Manager in a charity) Edit also locks or unlocks
 * the user and sends them a password reset (issue 11).
 */
export function TeamPage() {
  const { user: me, roles } = useSession();
  const { page, setPage } = useListParams();
  const rights = teamRights(me.organisationType?.organisationTypeID, roles);
  const list = useOrganisationUsers(me.organisationID, { page });
  const actions = useUserActions();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const users = list.data?.items ?? [];
  // Issue 14: a law firm's Matter Admin sets the firm's matter reference pattern here.
  const typeID = me.organisationType?.organisationTypeID;
  const mayEditReferencePattern =
    !!me.organisationID &&
    !!typeID &&
    organisationTypeKeyById(typeID) === 'lawfirm' &&
    can({ userID: me.userID, roles, organisationIDs: [me.organisationID] }, 'matterReferencePattern.update', {
      organisationID: me.organisationID,
    });

  const rolesOf = (u: UserListItem) =>
    u.roles.length === 0 ? (
      <Text fz="sm" c="dimmed">
        {TEXTS.noRoles}
      </Text>
    ) : (
      <Group gap={4}>
        {u.roles.map((role) => (
          <Badge key={role} variant="light" radius="sm">
            {role}
          </Badge>
        ))}
      </Group>
    );
  // spec 01 §2: rows for the current user have no actions.
  const actionsOf = (u: UserListItem) =>
    u.userID === me.userID ? null : (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <RowAction
          label="Edit"
          icon={<IconPencil size={14} aria-hidden />}
          disabledText={TEXTS.cantEditUsers}
          isAllowed={rights.canUpdate}
          onClick={() => setEditing(u)}
        />
        <RowAction
          label="Remove"
          color="red"
          icon={<IconTrash size={14} aria-hidden />}
          disabledText={TEXTS.cantRemoveUsers}
          isAllowed={rights.canDelete}
          onClick={() => void actions.remove(u)}
        />
      </Group>
    );
  const nameOf = (u: UserListItem) => (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" fw={600}>
        {u.name || `${u.firstName} ${u.surname}`}
      </Text>
      {u.userID === me.userID && (
        <Badge size="xs" variant="light" color="gray">
          You
        </Badge>
      )}
      {/* A locked or paused user cannot sign in: the Team page says so (issue 11). */}
      {u.status !== 'active' && (
        <Badge size="xs" variant="light" color={u.status === 'locked' ? 'red' : 'yellow'}>
          {STATUS_LABELS[u.status]}
        </Badge>
      )}
    </Group>
  );

  const columns: DataTableColumn<UserListItem>[] = [
    { key: 'name', header: 'Name', render: nameOf },
    { key: 'email', header: 'Email', render: (u) => <Text fz="sm">{u.emailAddress}</Text> },
    { key: 'roles', header: 'Roles', render: rolesOf },
    { key: 'actions', header: '', width: 200, render: actionsOf },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Team"
        description={me.organisationName ?? undefined}
        actions={
          rights.canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
              Add User
            </Button>
          )
        }
      />
      {rights.canUpdate && me.organisationID && (
        <RequireSecondFactorSwitch organisationID={me.organisationID} />
      )}
      {mayEditReferencePattern && me.organisationID && (
        <ReferencePatternSetting organisationID={me.organisationID} />
      )}
      {list.isError && !list.data ? (
        <LoadFailedCard what="users" onRetry={list.refetch} />
      ) : (
        <ResponsiveTable
          caption="Team"
          columns={columns}
          rows={users}
          getRowKey={(u) => u.userID}
          emptyText={TEXTS.noUsers}
          isLoading={list.isPending}
          renderCard={(u) => (
            <Stack gap={6}>
              {nameOf(u)}
              <Text fz="sm" c="dimmed">
                {u.emailAddress}
              </Text>
              {rolesOf(u)}
              {actionsOf(u)}
            </Stack>
          )}
        />
      )}
      <Pagination pagination={list.data?.pagination ?? null} onPageChange={setPage} />
      <UserModal opened={isAdding} onClose={() => setIsAdding(false)} />
      <UserModal
        opened={!!editing}
        onClose={() => setEditing(null)}
        user={editing ?? undefined}
        withAccountActions={rights.canUpdate}
      />
    </Stack>
  );
}
