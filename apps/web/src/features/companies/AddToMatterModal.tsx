import { Button, Group, Loader, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADD_TO_MATTER_CLOSE_MS, PLATFORM_TEXTS, SEARCH_DEBOUNCE_MS, TEXTS } from '@probity/domain';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { MatterStatusBadge } from '../matters/matter-columns';
import { useChangeTeamMembership, useCompanyMatters } from './member-matters.api';

interface AddToMatterModalProps {
  opened: boolean;
  onClose: () => void;
  organisationID: string;
  member: { userID: string; name: string };
  onNewMatter: () => void;
}

const PAGE_SIZE = 8;

/**
 * spec 01 §2 member page overlay 'Add member to matter': 'Add to an existing matter' lists the
 * company's matters; choosing one puts the member on its team ('Added … to …!') and the overlay
 * closes after ADD_TO_MATTER_CLOSE_MS.
 */
export function AddToMatterModal({
  opened,
  onClose,
  organisationID,
  member,
  onNewMatter,
}: AddToMatterModalProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [addedID, setAddedID] = useState<string | null>(null);
  const matters = useCompanyMatters(opened ? organisationID : null, page, debounced, PAGE_SIZE);
  const change = useChangeTeamMembership();

  useEffect(() => {
    if (opened) {
      setSearch('');
      setPage(1);
      setAddedID(null);
    }
  }, [opened]);

  const handleAdd = async (matterID: string, reference: string) => {
    try {
      await change.mutateAsync({ matterID, userID: member.userID, isAdding: true });
      setAddedID(matterID);
      notify.success(PLATFORM_TEXTS.addedTo(member.name, reference));
      window.setTimeout(onClose, ADD_TO_MATTER_CLOSE_MS);
    } catch (error) {
      notify.error(errorToast(error));
    }
  };

  const items = matters.data?.items ?? [];
  const totalPages = matters.data?.pagination?.totalPages ?? 1;
  const isOnTeam = (team: readonly { userID: string }[]) =>
    team.some((m) => m.userID.toLowerCase() === member.userID.toLowerCase());

  return (
    <Modal opened={opened} onClose={onClose} title={PLATFORM_TEXTS.addToExistingMatter} size="lg">
      <Stack gap="sm">
        <TextInput
          type="search"
          aria-label="Search matters"
          placeholder="Search matters"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        {matters.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label="Loading" />
          </Group>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {TEXTS.noMatters}
          </Text>
        ) : (
          <Stack gap={4} role="list" aria-label="Matters of the company">
            {items.map((m) => {
              const isMember = isOnTeam(m.team) || addedID === m.matterID;
              return (
                <Group
                  key={m.matterID}
                  role="listitem"
                  justify="space-between"
                  wrap="nowrap"
                  p="xs"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
                >
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} fz="sm" truncate>
                      {m.reference}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {m.matterType.name}
                    </Text>
                  </div>
                  <MatterStatusBadge status={m.status} />
                  {isMember ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="teal"
                      leftSection={<IconCheck size={14} />}
                      disabled
                    >
                      On the team
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={change.isPending && change.variables?.matterID === m.matterID}
                      disabled={change.isPending}
                      onClick={() => void handleAdd(m.matterID, m.reference)}
                      aria-label={`Add ${member.name} to ${m.reference}`}
                    >
                      Add
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        {totalPages > 1 && (
          <Group justify="center">
            <Pagination size="sm" total={totalPages} value={page} onChange={setPage} />
          </Group>
        )}
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" onClick={onNewMatter}>
            {PLATFORM_TEXTS.addToNewMatter}
          </Button>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
