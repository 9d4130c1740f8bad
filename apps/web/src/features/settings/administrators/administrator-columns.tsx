import { Badge, Group, Stack, Text } from '@mantine/core';
import { type DataTableColumn, RowLink } from '../../../components/DataTable';
import { LastLogin, UserStatusBadge } from '../../companies/member-columns';
import type { UserListItem } from '../../team/users.api';

export function administratorPath(userID: string): string {
  return `/secure/settings/administrators/${encodeURIComponent(userID)}`;
}

/** spec 01 §2 Settings → Administrators: Name, Email, Last login, Status; rows link to the detail. */
export function administratorColumns(currentUserID: string): DataTableColumn<UserListItem>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      render: (u) => (
        <Group gap={6} wrap="nowrap">
          <RowLink to={administratorPath(u.userID)}>{u.name}</RowLink>
          {u.userID === currentUserID && (
            <Badge size="xs" variant="light" color="gray">
              You
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'email', header: 'Email', render: (u) => <Text fz="sm">{u.emailAddress}</Text> },
    { key: 'lastLogin', header: 'Last login', render: (u) => <LastLogin value={u.lastLogin} />, width: 190 },
    { key: 'status', header: 'Status', render: (u) => <UserStatusBadge status={u.status} />, width: 110 },
  ];
}

/** The mobile card of an administrator. */
export function AdministratorCard({ user, isMe }: { user: UserListItem; isMe: boolean }) {
  return (
    <Stack gap={6} pos="relative">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap={6}>
          <RowLink to={administratorPath(user.userID)}>{user.name}</RowLink>
          {isMe && (
            <Badge size="xs" variant="light" color="gray">
              You
            </Badge>
          )}
        </Group>
        <UserStatusBadge status={user.status} />
      </Group>
      <Text fz="sm" c="dimmed">
        {user.emailAddress}
      </Text>
      <Group gap={4}>
        <Text fz="xs" c="dimmed">
          Last login:
        </Text>
        <LastLogin value={user.lastLogin} />
      </Group>
    </Stack>
  );
}
