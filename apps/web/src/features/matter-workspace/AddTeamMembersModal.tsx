import {
  Avatar,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { MATTER_TEXTS, MAX_PAGE_SIZE, TEXTS } from '@probity/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { TeamMember } from '../matters/matters.api';
import { useOrganisationUsers } from '../team/users.api';
import { canToggleMember, hasSelectionChanged, selectionToTeam } from './team-selection';

interface AddTeamMembersProps {
  organisationID: string;
  team: readonly TeamMember[];
  canAdd: boolean;
  canRemove: boolean;
  isApplying: boolean;
  onApply: (userIDs: string[]) => void;
}

/**
 * spec 02 §2.8 'Add Team Members': the organisation's users with a toggle each; 'Apply Selection'
 * sends the whole team (02 §4).
 */
export function AddTeamMembersModal({
  opened,
  onClose,
  ...props
}: AddTeamMembersProps & { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={MATTER_TEXTS.addTeamMembers} size="lg">
      <TeamPicker {...props} />
    </Modal>
  );
}

/** Mounted each time the overlay opens, so the toggles start from the team as it is. */
function TeamPicker({ organisationID, team, canAdd, canRemove, isApplying, onApply }: AddTeamMembersProps) {
  const users = useOrganisationUsers(organisationID, { page: 1, pageSize: MAX_PAGE_SIZE });
  const currentTeam = team.map((m) => m.userID);
  const ownerID = team.find((m) => m.isOwner)?.userID ?? null;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(currentTeam));
  const [search, setSearch] = useState('');

  const listed = users.data?.items ?? [];
  const term = search.trim().toLowerCase();
  const shown = term
    ? listed.filter((u) => `${u.name} ${u.emailAddress}`.toLowerCase().includes(term))
    : listed;
  const next = selectionToTeam(
    currentTeam,
    selected,
    listed.map((u) => u.userID),
  );
  const isChanged = hasSelectionChanged(currentTeam, next);

  const toggle = (userID: string, isOn: boolean) =>
    setSelected((current) => {
      const updated = new Set(current);
      if (isOn) updated.add(userID);
      else updated.delete(userID);
      return updated;
    });

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        aria-label="Search users"
        placeholder="Search users"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {users.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : users.isError ? (
        <Text c="dimmed" ta="center" py="lg">
          The users could not be loaded.
        </Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {TEXTS.noUsers}
        </Text>
      ) : (
        <Box mah={420} style={{ overflowY: 'auto' }}>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Users">
            {shown.map((user) => {
              const isOwner = user.userID === ownerID;
              const isEnabled = canToggleMember(user.userID, { currentTeam, ownerID, canAdd, canRemove });
              return (
                <Box component="li" key={user.userID} py="xs">
                  {/* The whole row is the switch's label: a click anywhere on it toggles. */}
                  <Switch
                    checked={selected.has(user.userID)}
                    onChange={(event) => toggle(user.userID, event.currentTarget.checked)}
                    disabled={!isEnabled || isApplying}
                    labelPosition="left"
                    styles={{
                      root: { width: '100%' },
                      body: { justifyContent: 'space-between', alignItems: 'center', width: '100%' },
                      labelWrapper: { flex: 1, minWidth: 0, overflow: 'hidden' },
                      label: { display: 'block' },
                    }}
                    label={
                      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                        <Avatar
                          src={user.profileImage}
                          name={user.name}
                          color="initials"
                          radius="xl"
                          alt=""
                        />
                        <div style={{ minWidth: 0 }}>
                          <Group gap={6} wrap="nowrap">
                            <Text fz="sm" fw={600} truncate>
                              {user.name}
                            </Text>
                            {isOwner && (
                              <Badge size="xs" variant="light">
                                Owner
                              </Badge>
                            )}
                          </Group>
                          <Text fz="xs" c="dimmed" truncate>
                            {user.emailAddress}
                            {user.roles.length > 0 ? ` · ${user.roles.join(', ')}` : ` · ${TEXTS.noRoles}`}
                          </Text>
                        </div>
                      </Group>
                    }
                  />
                </Box>
              );
            })}
          </Stack>
        </Box>
      )}
      <Group justify="flex-end">
        <Button onClick={() => onApply(next)} loading={isApplying} disabled={!isChanged}>
          {MATTER_TEXTS.applySelection}
        </Button>
      </Group>
    </Stack>
  );
}
