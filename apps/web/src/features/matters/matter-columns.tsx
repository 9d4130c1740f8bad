import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MatterListItem } from '../../api/matters';
import { AvatarStack } from '../../components/AvatarStack';
import { AboveRowLink, type DataTableColumn, RowLink } from '../../components/DataTable';
import { formatDate } from '../../lib/dates';
import { statusColour } from './matter-filters';

export function matterPath(matter: Pick<MatterListItem, 'matterID'>): string {
  return `/secure/matters/${encodeURIComponent(matter.matterID)}`;
}

export function MatterStatusBadge({ status }: { status: MatterListItem['status'] }) {
  return (
    <Badge color={statusColour(status.name)} variant="light" radius="sm" title={status.description}>
      {status.name}
    </Badge>
  );
}

export function myRoleOf(matter: MatterListItem): string {
  return matter.viewingIndividual?.individualType.name ?? '';
}

/**
 * spec 01 §2 "Matter list" columns; My Role only for an individual; Delete beside Details for the
 * roles with the matter delete right (`onDelete` given).
 */
export function matterColumns(
  isIndividual: boolean,
  onDelete?: (matter: MatterListItem) => void,
): DataTableColumn<MatterListItem>[] {
  const columns: (DataTableColumn<MatterListItem> | null)[] = [
    {
      key: 'status',
      header: 'Status',
      sortField: 'status',
      render: (m) => <MatterStatusBadge status={m.status} />,
      width: 170,
    },
    {
      key: 'reference',
      header: 'Reference',
      sortField: 'reference',
      render: (m) => <RowLink to={matterPath(m)}>{m.reference}</RowLink>,
    },
    { key: 'type', header: 'Type', sortField: 'type', render: (m) => m.matterType.name },
    {
      key: 'createdDate',
      header: 'Created Date',
      sortField: 'createdDate',
      render: (m) => <Text fz="sm">{formatDate(m.createdDate)}</Text>,
      width: 140,
    },
    {
      key: 'team',
      header: 'Team',
      render: (m) => (
        <AvatarStack
          people={m.team.map((member) => ({
            id: member.userID,
            name: member.name || `${member.firstName} ${member.surname}`.trim(),
            profileImage: member.profileImage,
          }))}
        />
      ),
      width: 130,
    },
    isIndividual ? { key: 'myRole', header: 'My Role', render: (m) => myRoleOf(m) } : null,
    {
      key: 'actions',
      header: '',
      render: (m) => (
        <AboveRowLink>
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Anchor component={Link} to={matterPath(m)} fz="sm" fw={500}>
              Details
            </Anchor>
            {onDelete && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => onDelete(m)}
                aria-label={`Delete ${m.reference}`}
              >
                Delete
              </Button>
            )}
          </Group>
        </AboveRowLink>
      ),
      width: onDelete ? 150 : 90,
    },
  ];
  return columns.filter((c): c is DataTableColumn<MatterListItem> => c !== null);
}
