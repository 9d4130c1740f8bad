import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type OrganisationCheck, PLATFORM_TEXTS } from '@probity/domain';
import { IconDownload } from '@tabler/icons-react';
import { notify } from '../../app/notify';
import type { DataTableColumn } from '../../components/DataTable';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { downloadFile } from '../../components/download';
import { formatDateTime } from '../../lib/dates';
import { useCompanyChecks } from './companies.api';
import { useCompanyContext } from './CompanyArea';

function CheckResult({ check }: { check: OrganisationCheck }) {
  if (!check.checkCompleted)
    return (
      <Badge variant="light" color="gray">
        Pending
      </Badge>
    );
  if (check.passed)
    return (
      <Badge variant="light" color="teal">
        Passed
      </Badge>
    );
  return (
    <Badge variant="light" color="red">
      Failed
    </Badge>
  );
}

function flags(check: OrganisationCheck): string {
  const out: string[] = [];
  if (check.sanctionMatch) out.push('Sanction match');
  if (check.pepMatch) out.push('PEP match');
  if (check.invalidDocs) out.push('Invalid documents');
  return out.join(', ');
}

async function handleDownload(check: OrganisationCheck) {
  try {
    // spec 01 §7: the check report is GET /api/document/item/{checkResultID}.
    await downloadFile(
      `/api/document/item/${encodeURIComponent(check.checkResultID)}`,
      `check-${check.checkResultID}.pdf`,
    );
  } catch {
    notify.error('The check report could not be downloaded. Please try again.');
  }
}

function DownloadButton({ check }: { check: OrganisationCheck }) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() => void handleDownload(check)}
    >
      Download
    </Button>
  );
}

const COLUMNS: DataTableColumn<OrganisationCheck>[] = [
  {
    key: 'individual',
    header: 'Individual',
    render: (c) => (
      <Text fz="sm" fw={600}>
        {c.individualName}
      </Text>
    ),
  },
  { key: 'service', header: 'Check', render: (c) => <Text fz="sm">{c.service}</Text> },
  { key: 'date', header: 'Result date', render: (c) => <Text fz="sm">{formatDateTime(c.resultDate)}</Text> },
  { key: 'result', header: 'Result', render: (c) => <CheckResult check={c} />, width: 110 },
  { key: 'score', header: 'Score', render: (c) => <Text fz="sm">{c.score ?? ''}</Text>, width: 80 },
  { key: 'flags', header: 'Findings', render: (c) => <Text fz="sm">{flags(c)}</Text> },
  {
    key: 'download',
    header: '',
    width: 130,
    render: (c) => (c.checkCompleted ? <DownloadButton check={c} /> : null),
  },
];

/** spec 01 §2 company Checks: the company's checks with a download link per check. */
export function CompanyChecksPage() {
  const { company } = useCompanyContext();
  const checks = useCompanyChecks(company.organisationID);
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        Checks
      </Title>
      {checks.isError ? (
        <Card p="lg">
          <Stack align="flex-start" gap="sm">
            <Text>The checks could not be loaded.</Text>
            <Anchor component="button" onClick={() => void checks.refetch()}>
              Try again
            </Anchor>
          </Stack>
        </Card>
      ) : (
        <ResponsiveTable
          caption="Checks"
          columns={COLUMNS}
          rows={checks.data ?? []}
          getRowKey={(c) => c.checkResultID}
          emptyText={PLATFORM_TEXTS.noChecks}
          isLoading={checks.isPending}
          renderCard={(c) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fz="sm" fw={600}>
                  {c.individualName}
                </Text>
                <CheckResult check={c} />
              </Group>
              <Text fz="sm" c="dimmed">
                {c.service} · {formatDateTime(c.resultDate)}
                {c.score === null ? '' : ` · score ${c.score}`}
              </Text>
              {flags(c) && <Text fz="sm">{flags(c)}</Text>}
              {c.checkCompleted && <DownloadButton check={c} />}
            </Stack>
          )}
        />
      )}
    </Stack>
  );
}
