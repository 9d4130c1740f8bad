import {
  Anchor,
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
} from '@mantine/core';
import { BANK_ACCOUNT_TEXTS, CHARITY_TEXTS, LEGACY_TEXTS, type Legacy } from '@probity/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { notify } from '../../app/notify';
import { formatCreated, formatFileSize } from '../documents/document-format';
import { documentPath } from '../documents/documents.api';
import { openDocumentInNewTab } from '../documents/open-document';
import { formatPounds } from './charity-format';
import { useLegacy } from './matter-charities.api';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md" c="navy.9">
        {title}
      </Title>
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

function Details({ legacy }: { legacy: Legacy }) {
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
        </Card>
      ))}
    </Stack>
  );
}

function Documents({ legacy }: { legacy: Legacy }) {
  if (legacy.documents.length === 0) return <Empty text={LEGACY_TEXTS.noDocuments} />;
  const handleOpen = (documentID: string) =>
    openDocumentInNewTab(documentPath(documentID)).catch(() =>
      notify.error(CHARITY_TEXTS.documentUnavailable),
    );
  return (
    <Stack gap={6}>
      {legacy.documents.map((doc) => (
        <Group key={doc.documentID} justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="sm" fw={500} truncate>
              {doc.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatFileSize(doc.fileSize)} · {formatCreated(doc.dateCreated)}
            </Text>
          </Stack>
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => void handleOpen(doc.documentID)}
            aria-label={`Open ${doc.name}`}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexShrink: 0 }}
          >
            <IconExternalLink size={16} aria-hidden />
            Open
          </Anchor>
        </Group>
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
      'Verification',
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
 * provided."). A failed load shows a calm notice with a retry.
 */
export function LegacyTab({ legacyID }: { legacyID: string }) {
  const legacy = useLegacy(legacyID);
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
  return (
    <Stack gap="lg">
      <Section title={LEGACY_TEXTS.legacyDetails}>
        <Details legacy={legacy.data} />
      </Section>
      <Section title={LEGACY_TEXTS.documents}>
        <Documents legacy={legacy.data} />
      </Section>
      <Section title="Payment details">
        <Payment legacy={legacy.data} />
      </Section>
    </Stack>
  );
}
