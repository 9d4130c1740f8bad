import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  BANK_ACCOUNT_TEXTS,
  CHARITY_TEXTS,
  LEGACY_TEXTS,
  type Legacy,
  type LegacyDetail,
  crudFlags,
  formatPounds,
} from '@probity/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { DocumentsSection } from '../documents/DocumentsSection';
import { DetailModal, useRemoveLegacyDetail } from '../legacies/LegacyDetailModal';
import { charityKeys, useLegacy } from './matter-charities.api';

function SectionTitle({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Title order={3} fz="md" c="navy.9">
        {title}
      </Title>
      {action}
    </Group>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <SectionTitle title={title} action={action} />
      {children}
    </Stack>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text fz="sm" c="dimmed">
      {text}
    </Text>
  );
}

function Details({
  legacy,
  onEdit,
  onRemove,
}: {
  legacy: Legacy;
  /** Set for the firm's users who may change the matter (they own the details, 03 §1). */
  onEdit?: (detail: LegacyDetail) => void;
  onRemove?: (detail: LegacyDetail) => void;
}) {
  if (legacy.details.length === 0) return <Empty text={CHARITY_TEXTS.noLegacyDetails} />;
  return (
    <Stack gap="xs">
      {legacy.details.map((d) => (
        <Card key={d.legacyDetailID} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fz="sm" fw={600}>
                {d.legacyType.name}
              </Text>
              <Text fz="sm">{d.description}</Text>
            </Stack>
            <Stack gap={2} align="flex-end">
              <Text fz="sm" fw={600}>
                {d.isPercentage ? `${d.percentageValue}%` : formatPounds(d.amountPence)}
              </Text>
              {d.isPercentage && (
                <Text fz="xs" c="dimmed">
                  {formatPounds(d.amountPence)}
                </Text>
              )}
              {d.isEstimate && (
                <Badge size="xs" variant="light" color="yellow" radius="sm" tt="none">
                  {LEGACY_TEXTS.isEstimate}
                </Badge>
              )}
            </Stack>
          </Group>
          {onEdit && onRemove && (
            <Group gap={4} justify="flex-end" mt={4}>
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${d.description}`} onClick={() => onEdit(d)}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${d.description}`}
                  onClick={() => onRemove(d)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}

function Payment({ legacy }: { legacy: Legacy }) {
  const nominated = legacy.nominatedBankAccount;
  // spec 03 §2.16: only when the charity made the account visible to the firm.
  if (!nominated?.visibleToFirm) return <Empty text={CHARITY_TEXTS.paymentNotProvided} />;
  const { bankAccount: account } = nominated;
  const facts: [string, React.ReactNode][] = [
    ['Bank name', account.bankName],
    ['Sort code', account.sortCode],
    ['Account number', account.accountNumber],
    ['Account name', account.accountName],
    [
      'Modulus check',
      <Badge
        key="verified"
        variant="light"
        radius="sm"
        tt="none"
        color={account.accountVerified ? 'teal' : 'gray'}
      >
        {account.accountVerified ? BANK_ACCOUNT_TEXTS.verified : BANK_ACCOUNT_TEXTS.notVerified}
      </Badge>,
    ],
    [LEGACY_TEXTS.paymentReference, nominated.paymentReference || '-'],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      {facts.map(([label, value]) => (
        <Stack gap={2} key={label}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz="sm" component="div">
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * spec 03 §2.16 the Legacy tab: legacy details ("No legacy details."), documents and payment
 * details (only while the bank account is visible to the firm, else "Payment details not
 * provided."). The firm owns the details and documents of its matter's legacies (03 §1, §2.9):
 * users who may change the matter get "New legacy detail", edit / remove and "Add new document".
 * A failed load shows a calm notice with a retry.
 */
export function LegacyTab({ legacyID }: { legacyID: string }) {
  const legacy = useLegacy(legacyID);
  const { user, roles } = useSession();
  const queryClient = useQueryClient();
  // spec 02 §6: the matter's owners of change (matter.update), as the matter workspace decides.
  const [, , canUpdateMatter] = crudFlags(roles, 'matter');
  const [canUploadDocument] = crudFlags(roles, 'document');
  const [editing, setEditing] = useState<LegacyDetail | null>(null);
  const [isDetailOpen, setIsDetailOpen] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: charityKeys.legacy(legacyID) });
  const handleRemove = useRemoveLegacyDetail(legacyID, refresh);

  if (legacy.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the legacy" />
      </Center>
    );
  }
  if (legacy.isError || !legacy.data) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text fz="sm" c="dimmed" ta="center">
          {CHARITY_TEXTS.legacyUnavailable}
        </Text>
        <Button variant="light" size="xs" onClick={() => void legacy.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const openDetail = (detail: LegacyDetail | null) => {
    setEditing(detail);
    setIsDetailOpen(true);
  };
  return (
    <Stack gap="lg">
      <Section
        title={LEGACY_TEXTS.legacyDetails}
        action={
          canUpdateMatter ? (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => openDetail(null)}
            >
              {LEGACY_TEXTS.newLegacyDetail}
            </Button>
          ) : undefined
        }
      >
        <Details
          legacy={legacy.data}
          onEdit={canUpdateMatter ? openDetail : undefined}
          onRemove={canUpdateMatter ? (d) => void handleRemove(d) : undefined}
        />
      </Section>
      <Stack gap="xs" component="section" aria-label={LEGACY_TEXTS.documents}>
        <DocumentsSection
          itemID={legacyID}
          emptyText={LEGACY_TEXTS.noDocuments}
          organisationID={user.organisationID ?? null}
          team={legacy.data.matterTeam.map((u) => ({
            userID: u.userID,
            name: u.name,
            emailAddress: u.emailAddress,
            role: u.roles.join(', '),
          }))}
          canUpload={canUpdateMatter && canUploadDocument}
          uploadLabel={LEGACY_TEXTS.addNewDocument}
          accessTitle={LEGACY_TEXTS.documentAccessTitle}
          accessLoadingText={LEGACY_TEXTS.updatingDocumentAccess}
          accessVariant="legacy"
          header={(upload) => <SectionTitle title={LEGACY_TEXTS.documents} action={upload} />}
        />
      </Stack>
      <Section title="Payment details">
        <Payment legacy={legacy.data} />
      </Section>
      <DetailModal
        legacyID={legacyID}
        detail={editing}
        opened={isDetailOpen}
        onClose={() => setIsDetailOpen(false)}
        onSaved={refresh}
      />
    </Stack>
  );
}
