import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { MATTER_TITLE_TEXTS } from '@probity/domain';
import { Link } from 'react-router';
import type { MatterListItem } from '../../api/matters';
import { AvatarStack } from '../../components/AvatarStack';
import { AboveRowLink, type DataTableColumn, RowLink } from '../../components/DataTable';
import { formatDate } from '../../lib/dates';
import { statusColour } from './matter-filters';

export function matterPath(matter: Pick<MatterListItem, 'matterID'>): string {
  return `/secure/matters/${encodeURIComponent(matter.matterID)}`;
}

/** Issue 14: a whole badge never shrinks or cuts its label off (its row or column makes room). */
const WHOLE = { flexShrink: 0, maxWidth: 'none', overflow: 'visible' } as const;

export function MatterStatusBadge({
  status,
  isWhole = false,
}: {
  status: MatterListItem['status'];
  isWhole?: boolean;
}) {
  return (
    <Badge
      color={statusColour(status.name)}
      variant="light"
      radius="sm"
      title={status.description}
      style={isWhole ? WHOLE : undefined}
    >
      {status.name}
    </Badge>
  );
}

/** Issue 14: the matter's title (its own or the default), or a dash when it has none yet. */
export function MatterTitle({ title }: { title: string | null }) {
  return title ? (
    <Text fz="sm" lineClamp={2}>
      {title}
    </Text>
  ) : (
    <Text fz="sm" c="dimmed" aria-label="No title">
      —
    </Text>
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
      render: (m) => <MatterStatusBadge status={m.status} isWhole />,
      // Issue 14: wide enough for the longest status ('Pre-Engagement') at 1440 px.
      width: 180,
    },
    {
      key: 'reference',
      header: 'Reference',
      sortField: 'reference',
      render: (m) => <RowLink to={matterPath(m)}>{m.reference}</RowLink>,
    },
    {
      key: 'title',
      header: MATTER_TITLE_TEXTS.column,
      sortField: 'title',
      render: (m) => <MatterTitle title={m.title} />,
    },
    { key: 'type', header: 'Type', sortField: 'type', render: (m) => m.matterType.name },
    {
      key: 'createdDate',
      header: 'Created Date',
      sortField: 'createdDate',
      render: (m) => <Text fz="sm">{formatDate(m.createdDate)}</Text>,
      width: 150,
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
