import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { EMPTY_GUID, LEGACY_TEXTS, type LegacyDetail, crudFlags, formatPounds } from '@probity/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { EstateFiguresCard } from '../estate-sharing/EstateFiguresCard';
import { useEstateProgress } from '../estate-sharing/estate-sharing.api';
import { ExpectedReceiptCard } from './ExpectedReceiptCard';
import { useLegacyArea } from './LegacyArea';
import { DetailModal, useRemoveLegacyDetail } from './LegacyDetailModal';

function DetailCard({
  detail,
  isReadOnly,
  onEdit,
  onDelete,
}: {
  detail: LegacyDetail;
  isReadOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card p="md" component="article" aria-label={detail.description}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light">{detail.legacyType.name}</Badge>
            {detail.isEstimate && (
              <Badge variant="outline" color="gray">
                {LEGACY_TEXTS.isEstimate}
              </Badge>
            )}
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {detail.description}
          </Text>
          <Text fz="sm">
            {formatPounds(detail.amountPence)}
            {detail.isPercentage ? ` · ${detail.percentageValue}%` : ''}
          </Text>
        </Stack>
        {!isReadOnly && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${detail.description}`} onClick={onEdit}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${detail.description}`}
                onClick={onDelete}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Card>
  );
}

/** spec 03 §2.8 Legacy details: read-only when a firm organisation is attached (viewOnly). */
export function LegacyDetailsPage() {
  const { legacy } = useLegacyArea();
  const { roles } = useSession();
  const [canCreate, , canUpdate] = crudFlags(roles, 'legacyDetail');
  const isReadOnly = !!legacy.matterOrganisation || legacy.matterID !== EMPTY_GUID;
  const [editing, setEditing] = useState<LegacyDetail | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const handleDelete = useRemoveLegacyDetail(legacy.legacyID);
  // Issue 17: an estate sharing its figures gives the legacy's money; nothing is typed twice.
  const estateFigures = useEstateProgress(legacy.legacyID, legacy.matterID !== EMPTY_GUID).data?.figures;

  return (
    <Stack gap="lg">
      <PageHeader
        aboveTitle={LEGACY_TEXTS.aboveTitle}
        title={LEGACY_TEXTS.legacyDetails}
        actions={
          !isReadOnly && canCreate ? (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => {
                setEditing(null);
                setIsOpen(true);
              }}
            >
              {LEGACY_TEXTS.newLegacyDetail}
            </Button>
          ) : undefined
        }
      />
      <ExpectedReceiptCard legacy={legacy} canEdit={canUpdate} />
      {estateFigures ? (
        <EstateFiguresCard figures={estateFigures} />
      ) : legacy.details.length === 0 ? (
        <Card p="lg">
          <Text c="dimmed">{LEGACY_TEXTS.noDetails}</Text>
        </Card>
      ) : (
        <Stack gap="sm">
          {legacy.details.map((detail) => (
            <DetailCard
              key={detail.legacyDetailID}
              detail={detail}
              isReadOnly={isReadOnly || !canUpdate}
              onEdit={() => {
                setEditing(detail);
                setIsOpen(true);
              }}
              onDelete={() => void handleDelete(detail)}
            />
          ))}
        </Stack>
      )}
      <DetailModal
        legacyID={legacy.legacyID}
        detail={editing}
        opened={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </Stack>
  );
}
