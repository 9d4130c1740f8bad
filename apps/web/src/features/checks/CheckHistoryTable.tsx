import { ActionIcon, Badge, Text, Tooltip } from '@mantine/core';
import { CHECK_HISTORY_SHOWN, CHECK_TEXTS, checkLabel } from '@probity/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { type DataTableColumn, DataTable } from '../../components/DataTable';
import { formatDate } from '../../lib/dates';
import type { CheckResult } from '../individuals/individuals.api';
import { downloadCheckReport } from './checks.api';

const [DATE, CHECK_TYPE, COMPLETE, PASSED, SCORE, SANCTION, PEP, VALID_DOCS, DOWNLOAD] =
  CHECK_TEXTS.historyColumns;

/** spec 02 §2.6, §9: the latest 10 checks, newest first. */
export function latestChecks(history: readonly CheckResult[]): CheckResult[] {
  return [...history]
    .sort((a, b) => (b.resultDate ?? '').localeCompare(a.resultDate ?? ''))
    .slice(0, CHECK_HISTORY_SHOWN);
}

function YesNo({ value, isGood }: { value: boolean | null; isGood: boolean }) {
  if (value === null) return <Text fz="sm">—</Text>;
  return (
    <Badge variant="light" color={isGood ? 'teal' : 'red'} radius="sm">
      {value ? 'Yes' : 'No'}
    </Badge>
  );
}

/**
 * A match label (spec 02 §8). A check still waiting for the individual has no answers yet (a
 * dash); a completed check that does not give the value is a bank check: 'Not available in bank
 * checks.'.
 */
function MatchLabel({
  check,
  field,
}: {
  check: CheckResult;
  field: 'sanctionMatch' | 'pepMatch' | 'invalidDocs';
}) {
  const value = check[field];
  if (!check.checkCompleted) return <Text fz="sm">—</Text>;
  return (
    <Text fz="sm" c={value ? 'red.8' : value === null ? 'dimmed' : undefined} fw={value ? 600 : undefined}>
      {checkLabel(field, value)}
    </Text>
  );
}

function DownloadButton({ check }: { check: CheckResult }) {
  const [isLoading, setIsLoading] = useState(false);
  const label = `Download the ${check.service} report of ${formatDate(check.resultDate)}`;
  if (!check.checkCompleted) return null;
  const handleDownload = async () => {
    setIsLoading(true);
    try {
      await downloadCheckReport(check.checkResultID);
    } catch (error) {
      notify.error(formatRequestError(error));
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Tooltip label={DOWNLOAD}>
      <ActionIcon
        variant="subtle"
        onClick={() => void handleDownload()}
        loading={isLoading}
        aria-label={label}
      >
        <IconDownload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

const COLUMNS: DataTableColumn<CheckResult>[] = [
  { key: 'date', header: DATE ?? '', render: (c) => formatDate(c.resultDate), width: 110 },
  { key: 'service', header: CHECK_TYPE ?? '', render: (c) => c.service },
  {
    key: 'complete',
    header: COMPLETE ?? '',
    render: (c) => <YesNo value={c.checkCompleted} isGood={c.checkCompleted} />,
  },
  {
    key: 'passed',
    header: PASSED ?? '',
    render: (c) => <YesNo value={c.checkCompleted ? c.passed : null} isGood={c.passed === true} />,
  },
  { key: 'score', header: SCORE ?? '', render: (c) => (c.score === null ? '—' : String(c.score)) },
  { key: 'sanction', header: SANCTION ?? '', render: (c) => <MatchLabel check={c} field="sanctionMatch" /> },
  { key: 'pep', header: PEP ?? '', render: (c) => <MatchLabel check={c} field="pepMatch" /> },
  { key: 'docs', header: VALID_DOCS ?? '', render: (c) => <MatchLabel check={c} field="invalidDocs" /> },
  { key: 'download', header: DOWNLOAD ?? '', render: (c) => <DownloadButton check={c} />, width: 90 },
];

/** spec 02 §2.6, 03 §2.14: the check history table; empty 'No checks performed yet.'. */
export function CheckHistoryTable({
  history,
  isLoading = false,
}: {
  history: readonly CheckResult[];
  isLoading?: boolean;
}) {
  return (
    <DataTable
      caption="Check history"
      columns={COLUMNS}
      rows={latestChecks(history)}
      getRowKey={(c) => c.checkResultID}
      emptyText={CHECK_TEXTS.noChecks}
      isLoading={isLoading}
    />
  );
}
