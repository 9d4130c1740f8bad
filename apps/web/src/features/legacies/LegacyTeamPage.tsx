import {
  ActionIcon,
  Avatar,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { LEGACY_TEXTS, type LegacyUser, MAX_PAGE_SIZE, crudFlags } from '@probity/domain';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { ACTIONS_COLUMN_NAME } from '../../components/DataTable';
import { useSession } from '../../auth/session';
import { errorToast } from '../../components/form-errors';
import { PageHeader } from '../../components/PageHeader';
import { useOrganisationUsers } from '../team/users.api';
import { useLegacyArea } from './LegacyArea';
import { useAddLegacyTeam } from './legacies.api';

/** spec 03 §2.10: "The remove action is disabled and does nothing." */
function RemoveButton({ user }: { user: LegacyUser }) {
  return (
    <Tooltip label="Remove">
      <ActionIcon variant="subtle" color="red" disabled aria-label={`Remove ${user.name}`}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function AddTeamMemberModal({
  legacyID,
  organisationID,
  team,
  opened,
  onClose,
}: {
  legacyID: string;
  organisationID: string | null;
  team: LegacyUser[];
  opened: boolean;
  onClose: () => void;
}) {
  const users = useOrganisationUsers(opened ? organisationID : null, { page: 1, pageSize: MAX_PAGE_SIZE });
  const [chosen, setChosen] = useState<string[]>([]);
  const add = useAddLegacyTeam(legacyID);
  const onTeam = new Set(team.map((u) => u.userID));
  const options = (users.data?.items ?? [])
    .filter((u) => !onTeam.has(u.userID))
    .map((u) => ({
      value: u.userID,
      label: `${u.name || `${u.firstName} ${u.surname}`} (${u.emailAddress})`,
    }));
  const handleAdd = () => {
    const toastId = notify.loading(LEGACY_TEXTS.updatingLegacy);
    add.mutate(chosen, {
      onSuccess: () => {
        notify.success(LEGACY_TEXTS.legacyUpdated, toastId);
        setChosen([]);
        onClose();
      },
      onError: (error) => notify.error(errorToast(error), toastId),
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={LEGACY_TEXTS.addTeamMember} centered>
      <Stack>
        <MultiSelect
          label="Users"
          placeholder="Choose users of the charity"
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage="Nobody else to add"
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleAdd} disabled={chosen.length === 0} loading={add.isPending}>
            {LEGACY_TEXTS.addTeamMember}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** spec 03 §2.10 Team: "Legacy members", a table (desktop) or cards (mobile). */
export function LegacyTeamPage() {
  const { legacy } = useLegacyArea();
  const { roles } = useSession();
  const isMobile = useIsMobileLayout();
  const [canAdd] = crudFlags(roles, 'legacyTeam');
  const [isAdding, setIsAdding] = useState(false);
  const team = legacy.charityTeam;

  let body: React.ReactNode;
  if (team.length === 0)
    body = (
      <Card p="lg">
        <Text c="dimmed">{LEGACY_TEXTS.noTeam}</Text>
      </Card>
    );
  else if (isMobile)
    body = (
      <Stack gap="sm">
        {team.map((u) => (
          <Card key={u.userID} p="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={u.profileImage} name={u.name} color="initials" radius="xl" alt="" />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {u.name}
                  </Text>
                  <Text fz="sm" c="dimmed" truncate>
                    {u.emailAddress}
                  </Text>
                </Stack>
              </Group>
              <RemoveButton user={u} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Card p={0}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={LEGACY_TEXTS.legacyMembers}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th w={60}>
                <VisuallyHidden>{ACTIONS_COLUMN_NAME}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.map((u) => (
              <Table.Tr key={u.userID}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar
                      src={u.profileImage}
                      name={u.name}
                      color="initials"
                      radius="xl"
                      size="sm"
                      alt=""
                    />
                    <Text fz="sm" fw={500}>
                      {u.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{u.emailAddress}</Text>
                </Table.Td>
                <Table.Td>
                  <RemoveButton user={u} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        aboveTitle={LEGACY_TEXTS.aboveTitle}
        title={LEGACY_TEXTS.legacyMembers}
        actions={
          canAdd ? (
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setIsAdding(true)}>
              {LEGACY_TEXTS.addTeamMember}
            </Button>
          ) : undefined
        }
      />
      {body}
      <AddTeamMemberModal
        legacyID={legacy.legacyID}
        organisationID={legacy.organisationID}
        team={team}
        opened={isAdding}
        onClose={() => setIsAdding(false)}
      />
    </Stack>
  );
}
