import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PLATFORM_TEXTS, TEXTS } from '@probity/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MatterListItem } from '../../api/matters';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import type { DataTableColumn } from '../../components/DataTable';
import { errorToast } from '../../components/form-errors';
import { Pagination } from '../../components/Pagination';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { MatterStatusBadge, matterPath } from '../matters/matter-columns';
import { NewMatterModal } from '../matters/NewMatterModal';
import { AddToMatterModal } from './AddToMatterModal';
import { useChangeTeamMembership, useMemberMatters } from './member-matters.api';

interface MemberMattersProps {
  organisationID: string;
  member: { userID: string; name: string };
}

/**
 * spec 01 §2 member page: the member's matters (status, reference, type, remove from matter) with
 * 'Add to a new matter' and 'Add to an existing matter'.
 */
export function MemberMatters({ organisationID, member }: MemberMattersProps) {
  const [page, setPage] = useState(1);
  const [overlay, setOverlay] = useState<'new' | 'existing' | null>(null);
  const matters = useMemberMatters(member.userID, page);
  const change = useChangeTeamMembership();

  const handleRemove = async (matter: MatterListItem) => {
    const isConfirmed = await confirm({
      text: `${member.name} will no longer be on the team of ${matter.reference}.`,
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    try {
      await change.mutateAsync({ matterID: matter.matterID, userID: member.userID, isAdding: false });
      notify.success(PLATFORM_TEXTS.removedFrom(member.name, matter.reference));
    } catch (error) {
      notify.error(errorToast(error));
    }
  };

  const referenceOf = (m: MatterListItem) => (
    <Anchor component={Link} to={matterPath(m)} fz="sm" fw={600}>
      {m.reference}
    </Anchor>
  );
  const removeOf = (m: MatterListItem) => (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      onClick={() => void handleRemove(m)}
      loading={change.isPending && change.variables?.matterID === m.matterID}
    >
      Remove from matter
    </Button>
  );

  const columns: DataTableColumn<MatterListItem>[] = [
    { key: 'status', header: 'Status', render: (m) => <MatterStatusBadge status={m.status} />, width: 180 },
    { key: 'reference', header: 'Reference', render: referenceOf },
    { key: 'type', header: 'Type', render: (m) => <Text fz="sm">{m.matterType.name}</Text> },
    { key: 'remove', header: '', width: 170, render: removeOf },
  ];

  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg">
            Matters
          </Title>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setOverlay('new')}
            >
              {PLATFORM_TEXTS.addToNewMatter}
            </Button>
            <Button variant="light" onClick={() => setOverlay('existing')}>
              {PLATFORM_TEXTS.addToExistingMatter}
            </Button>
          </Group>
        </Group>
        <ResponsiveTable
          isFramed={false}
          caption={`Matters of ${member.name}`}
          columns={columns}
          rows={matters.data?.items ?? []}
          getRowKey={(m) => m.matterID}
          emptyText={TEXTS.noMatters}
          isLoading={matters.isPending}
          renderCard={(m) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                {referenceOf(m)}
                <MatterStatusBadge status={m.status} />
              </Group>
              <Text fz="sm" c="dimmed">
                {m.matterType.name}
              </Text>
              <div>{removeOf(m)}</div>
            </Stack>
          )}
        />
        <Pagination pagination={matters.data?.pagination ?? null} onPageChange={setPage} />
      </Stack>
      <NewMatterModal
        opened={overlay === 'new'}
        onClose={() => setOverlay(null)}
        forMember={{ organisationID, member }}
      />
      <AddToMatterModal
        opened={overlay === 'existing'}
        onClose={() => setOverlay(null)}
        organisationID={organisationID}
        member={member}
        onNewMatter={() => setOverlay('new')}
      />
    </Card>
  );
}
