import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconKey, IconTrash, IconUser } from '@tabler/icons-react';
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
    <Badge color={STATUS_COLOURS[status]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
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

interface MemberActionsProps {
  organisationID: string;
  member: UserListItem;
  onResetPassword: (u: UserListItem) => void;
  onDelete: (u: UserListItem) => void;
}

/** spec 01 §2 Members row actions: Details, Reset password, Delete. */
export function MemberActions({ organisationID, member, onResetPassword, onDelete }: MemberActionsProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${member.name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={memberPath(organisationID, member.userID)}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          Details
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => onResetPassword(member)}>
          Reset password
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(member)}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The mobile card of a member. */
export function MemberCard(props: MemberActionsProps) {
  const { organisationID, member } = props;
  return (
    <Stack gap={6} pos="relative">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Group gap={6}>
            <RowLink to={memberPath(organisationID, member.userID)}>{member.name}</RowLink>
            {member.isManager && (
              <Badge size="xs" variant="light" color="grape">
                Manager
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="dimmed">
            {member.emailAddress}
          </Text>
        </div>
        <AboveRowLink>
          <MemberActions {...props} />
        </AboveRowLink>
      </Group>
      <Text fz="sm">{member.roles.join(', ')}</Text>
      <Group gap="xs">
        <UserStatusBadge status={member.status} />
        <Text fz="xs" c="dimmed">
          Last login: {member.lastLogin ? formatDateTime(member.lastLogin) : 'Never'}
        </Text>
      </Group>
    </Stack>
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
    { key: 'status', header: 'Status', render: (u) => <UserStatusBadge status={u.status} />, width: 110 },
    {
      key: 'actions',
      header: '',
      width: 56,
      render: (u) => (
        <AboveRowLink>
          <MemberActions
            organisationID={organisationID}
            member={u}
            onResetPassword={onResetPassword}
            onDelete={onDelete}
          />
        </AboveRowLink>
      ),
    },
  ];
}
