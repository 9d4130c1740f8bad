import { Badge, Group, Text } from '@mantine/core';
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
