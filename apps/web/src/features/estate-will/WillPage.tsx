import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { WILL_LEGACY_KIND_LABELS, WILL_TEXTS, crudFlags, isEstateMatterType } from '@probity/domain';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { errorToast } from '../../components/form-errors';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { EstateFactsCard } from './EstateFactsCard';
import { type EstateLegacy, useDeleteLegacy, useEstateFacts, useEstateLegacies } from './estate-will.api';
import { LegacyModal } from './LegacyModal';
import { legacyGiftText } from './will-format';

/**
 * /secure/matters/{id}/will (issue 17): the will's gifts and the inheritance tax facts of an Estate
 * matter. The firm's staff only (the server answers others 404); another type goes to the details.
 */
function Beneficiary({ legacy }: { legacy: EstateLegacy }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text fz="sm">{legacy.beneficiary.name}</Text>
      {legacy.beneficiary.type === 'charity' && (
        <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
          {WILL_TEXTS.charity}
        </Badge>
      )}
    </Group>
  );
}

function LegacyActions({ onChange, onDelete }: { onChange: () => void; onDelete: () => void }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="light" onClick={onChange}>
        {WILL_TEXTS.change}
      </Button>
      <Button size="xs" variant="subtle" color="red" c="red.9" onClick={onDelete}>
        {WILL_TEXTS.delete}
      </Button>
    </Group>
  );
}

export function WillPage() {
  const matter = useWorkspaceMatter();
  const { roles } = useSession();
  const isMobile = useIsMobileLayout();
  const legacies = useEstateLegacies(matter.matterID);
  const facts = useEstateFacts(matter.matterID);
  const remove = useDeleteLegacy(matter.matterID);
  const [editing, setEditing] = useState<EstateLegacy | 'new' | null>(null);
  const [, canRead, canChange] = crudFlags(roles, 'matter');
  const [, canReadEstate] = crudFlags(roles, 'estate');

  async function handleDelete(legacy: EstateLegacy) {
    if (!(await confirm({ text: WILL_TEXTS.deleteLegacyConfirm, isDestructive: true }))) return;
    try {
      await remove.mutateAsync(legacy.estateLegacyID);
      notify.success(WILL_TEXTS.legacyDeleted);
    } catch (error) {
      notify.error(errorToast(error));
    }
  }

  if (!canRead || !canReadEstate || !isEstateMatterType(matter.matterType.matterTypeID))
    return <Navigate to="../details" replace />;
  const items = legacies.data?.legacies ?? [];
  return (
    <>
      <PageHeader
        title={WILL_TEXTS.title}
        description={WILL_TEXTS.description}
        actions={
          canChange ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {WILL_TEXTS.addLegacy}
            </Button>
          ) : undefined
        }
      />
      <Stack gap="lg">
        {legacies.isError ? (
          <LoadFailedCard what="gifts" onRetry={() => legacies.refetch()} />
        ) : legacies.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading" />
          </Center>
        ) : items.length === 0 ? (
          <Card p="lg">
            <Text c="dimmed" ta="center" py="md">
              {WILL_TEXTS.noLegacies}
            </Text>
          </Card>
        ) : (
          <Stack gap="sm">
            {legacies.data?.residuaryWarning && (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
                {legacies.data.residuaryWarning}
              </Alert>
            )}
            {isMobile ? (
              <Stack gap="sm" component="section" aria-label={WILL_TEXTS.title}>
                {items.map((legacy) => (
                  <Card
                    key={legacy.estateLegacyID}
                    p="md"
                    component="article"
                    aria-label={legacy.beneficiary.name}
                  >
                    <Stack gap={4}>
                      <Text fz="xs" c="dimmed">
                        {WILL_LEGACY_KIND_LABELS[legacy.kind]}
                      </Text>
                      <Beneficiary legacy={legacy} />
                      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {legacyGiftText(legacy)}
                      </Text>
                      {canChange && (
                        <LegacyActions
                          onChange={() => setEditing(legacy)}
                          onDelete={() => void handleDelete(legacy)}
                        />
                      )}
                    </Stack>
                  </Card>
                ))}
              </Stack>
            ) : (
              <Card p={0}>
                <Table striped verticalSpacing="sm" horizontalSpacing="md" aria-label={WILL_TEXTS.title}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{WILL_TEXTS.kind}</Table.Th>
                      <Table.Th>{WILL_TEXTS.beneficiary}</Table.Th>
                      <Table.Th>{WILL_TEXTS.gift}</Table.Th>
                      {canChange && <Table.Th aria-label={WILL_TEXTS.actions} />}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((legacy) => (
                      <Table.Tr key={legacy.estateLegacyID}>
                        <Table.Td>{WILL_LEGACY_KIND_LABELS[legacy.kind]}</Table.Td>
                        <Table.Td>
                          <Beneficiary legacy={legacy} />
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{legacyGiftText(legacy)}</Table.Td>
                        {canChange && (
                          <Table.Td>
                            <LegacyActions
                              onChange={() => setEditing(legacy)}
                              onDelete={() => void handleDelete(legacy)}
                            />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Card>
            )}
          </Stack>
        )}
        {facts.isError ? (
          <LoadFailedCard what="tax facts" onRetry={() => facts.refetch()} />
        ) : facts.data ? (
          <EstateFactsCard matterID={matter.matterID} facts={facts.data} />
        ) : null}
      </Stack>
      {editing && (
        <LegacyModal
          matterID={matter.matterID}
          legacy={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
