import { Avatar, Badge, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { MATTER_TEXTS, TEXTS } from '@probity/domain';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import type { TeamMember } from '../matters/matters.api';

export interface TeamRowActions {
  currentUserID: string;
  canChangeOwner: boolean;
  /** spec 02 §2.8 Edit: the Team (users) page's update right (01 §6), else "You can't edit other users". */
  canEdit: boolean;
  canRemove: boolean;
  isChangingOwner: boolean;
  isUpdatingTeam: boolean;
  onMakeOwner: (member: TeamMember) => void;
  onEdit: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

function Person({ member }: { member: TeamMember }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={member.profileImage} name={member.name} color="initials" radius="xl" size={32} alt="" />
      <Text fz="sm" fw={600}>
        {member.name}
      </Text>
    </Group>
  );
}

function Roles({ member }: { member: TeamMember }) {
  if (member.roles.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {TEXTS.noRoles}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {member.roles.map((role) => (
        <Badge key={role} variant="light" color="navy" radius="sm" tt="none" fw={500}>
          {role}
        </Badge>
      ))}
    </Group>
  );
}

/** spec 02 §6: with update the owner is chosen here (disabled during the request), else a label. */
function Owner({ member, actions }: { member: TeamMember; actions: TeamRowActions }) {
  if (!actions.canChangeOwner) {
    return member.isOwner ? (
      <Badge variant="light" radius="sm" tt="none">
        Owner
      </Badge>
    ) : null;
  }
  return (
    <Radio
      name="matter-owner"
      checked={member.isOwner}
      onChange={() => actions.onMakeOwner(member)}
      disabled={actions.isChangingOwner}
      label={member.isOwner ? 'Owner' : undefined}
      aria-label={member.isOwner ? `${member.name} is the owner` : `Make ${member.name} the owner`}
    />
  );
}

/** A row action, disabled with its reason in a tooltip (a disabled button gets no pointer events). */
function RowButton({
  label,
  ariaLabel,
  reason,
  color,
  isBusy = false,
  onClick,
}: {
  label: string;
  ariaLabel: string;
  reason: string | null;
  color?: string;
  isBusy?: boolean;
  onClick: () => void;
}) {
  const button = (
    <Button
      variant="subtle"
      color={color}
      size="compact-sm"
      disabled={!!reason || isBusy}
      onClick={onClick}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
  if (!reason) return button;
  return (
    <Tooltip label={reason} multiline w={240}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * spec 02 §2.8: Edit and Remove per user; rows for the current user have no actions. Without the
 * Team page's update right Edit is disabled with "You can't edit other users"; without the delete
 * right Remove is disabled with "You can't remove other users"; the owner cannot leave the team
 * (02 §4).
 */
function RowActions({ member, actions }: { member: TeamMember; actions: TeamRowActions }) {
  if (member.userID === actions.currentUserID) return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <RowButton
        label="Edit"
        ariaLabel={`Edit ${member.name}`}
        reason={actions.canEdit ? null : TEXTS.cantEditUsers}
        onClick={() => actions.onEdit(member)}
      />
      <Remove member={member} actions={actions} />
    </Group>
  );
}

/**
 * spec 02 §2.8: rows for the current user have no actions; without the delete right Remove is
 * disabled with "You can't remove other users"; the owner cannot leave the team (02 §4).
 */
function Remove({ member, actions }: { member: TeamMember; actions: TeamRowActions }) {
  if (member.userID === actions.currentUserID) return null;
  const reason = !actions.canRemove
    ? TEXTS.cantRemoveUsers
    : member.isOwner
      ? MATTER_TEXTS.ownerCannotBeRemoved
      : null;
  return (
    <RowButton
      label="Remove"
      ariaLabel={`Remove ${member.name}`}
      color="red"
      reason={reason}
      isBusy={actions.isUpdatingTeam}
      onClick={() => actions.onRemove(member)}
    />
  );
}

export function TeamTable({
  team,
  actions,
  isLoading,
}: {
  team: readonly TeamMember[];
  actions: TeamRowActions;
  isLoading: boolean;
}) {
  const columns: DataTableColumn<TeamMember>[] = [
    { key: 'name', header: 'Name', render: (m) => <Person member={m} /> },
    { key: 'email', header: 'Email', render: (m) => <Text fz="sm">{m.emailAddress}</Text> },
    { key: 'roles', header: 'Roles', render: (m) => <Roles member={m} /> },
    { key: 'owner', header: 'Owner', render: (m) => <Owner member={m} actions={actions} />, width: 130 },
    { key: 'actions', header: '', render: (m) => <RowActions member={m} actions={actions} />, width: 140 },
  ];
  return (
    <Card p={0}>
      <DataTable
        caption="Team members"
        columns={columns}
        rows={team}
        getRowKey={(m) => m.userID}
        emptyText={MATTER_TEXTS.noTeamMembers}
        isLoading={isLoading}
      />
    </Card>
  );
}

export function TeamCards({ team, actions }: { team: readonly TeamMember[]; actions: TeamRowActions }) {
  if (team.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {MATTER_TEXTS.noTeamMembers}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Team members">
      {team.map((member) => (
        <Card key={member.userID} p="md" component="li">
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Person member={member} />
            <Owner member={member} actions={actions} />
          </Group>
          <SimpleGrid cols={1} spacing={6}>
            <Text fz="sm" c="dimmed" truncate>
              {member.emailAddress}
            </Text>
            <Group justify="space-between" wrap="nowrap" align="center">
              <Roles member={member} />
              <RowActions member={member} actions={actions} />
            </Group>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
