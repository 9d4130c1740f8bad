import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AboveRowLink, type DataTableColumn, RowLink } from '../../components/DataTable';
import { STATUS_LABELS } from '../../components/UserForm';
import { formatDateTime } from '../../lib/dates';
import type { UserListItem } from '../team/users.api';

export function memberPath(organisationID: string, userID: string): string {
  return `/secure/companies/${encodeURIComponent(organisationID)}/members/${encodeURIComponent(userID)}`;
}

const STATUS_COLOURS = { active: 'teal', locked: 'red', paused: 'yellow' } as const;

export function UserStatusBadge({ status }: { status: UserListItem['status'] }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" radius="sm">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function LastLogin({ value }: { value: string | null }) {
  return (
    <Text fz="sm" c={value ? undefined : 'dimmed'}>
      {value ? formatDateTime(value) : 'Never'}
    </Text>
  );
}

/** spec 01 §2 Members: name, email, company role, last login, status; Details, Reset password, Delete. */
export function memberColumns(
  organisationID: string,
  onResetPassword: (u: UserListItem) => void,
  onDelete: (u: UserListItem) => void,
): DataTableColumn<UserListItem>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortField: 'name',
      render: (u) => (
        <Group gap={6} wrap="nowrap">
          <RowLink to={memberPath(organisationID, u.userID)}>{u.name}</RowLink>
          {u.isManager && (
            <Badge size="xs" variant="light" color="grape">
              Manager
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      sortField: 'emailAddress',
      render: (u) => <Text fz="sm">{u.emailAddress}</Text>,
    },
    { key: 'role', header: 'Company role', render: (u) => <Text fz="sm">{u.roles.join(', ')}</Text> },
    {
      key: 'lastLogin',
      header: 'Last login',
      sortField: 'lastLogin',
      render: (u) => <LastLogin value={u.lastLogin} />,
      width: 170,
    },
    { key: 'status', header: 'Status', render: (u) => <UserStatusBadge status={u.status} />, width: 100 },
    {
      key: 'actions',
      header: '',
      width: 290,
      render: (u) => (
        <AboveRowLink>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={memberPath(organisationID, u.userID)}
            >
              Details
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => onResetPassword(u)}>
              Reset password
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDelete(u)}>
              Delete
            </Button>
          </Group>
        </AboveRowLink>
      ),
    },
  ];
}
