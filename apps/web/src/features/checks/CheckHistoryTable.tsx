import { ActionIcon, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  CHECK_HISTORY_SHOWN,
  CHECK_TEXTS,
  COMPLIANCE_TEXTS,
  type CheckVerdict,
  checkLabel,
  checkVerdict,
} from '@probity/domain';
import { IconDownload } from '@tabler/icons-react';
import { Fragment, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { formatDate } from '../../lib/dates';
import type { CheckResult } from '../individuals/individuals.api';
import { downloadCheckReport } from './checks.api';

const [DATE, CHECK_TYPE, COMPLETE, PASSED, SCORE, SANCTION, PEP, VALID_DOCS, DOWNLOAD] =
  CHECK_TEXTS.historyColumns;

/** The query parameter naming the check to show first (issue 12: the Compliance queue's link). */
export const FOCUSED_CHECK_PARAM = 'check';

/** The result date, or for a check still waiting for the individual the date it was asked for. */
export function dateOf(check: CheckResult): string {
  return check.resultDate ?? check.requestedDate ?? '';
}

/** spec 02 §2.6, §9: the latest 10 checks, newest first. */
export function latestChecks(history: readonly CheckResult[]): CheckResult[] {
  return [...history].sort((a, b) => dateOf(b).localeCompare(dateOf(a))).slice(0, CHECK_HISTORY_SHOWN);
}

function YesNo({
  value,
  isGood,
  badColour = 'red',
}: {
  value: boolean | null;
  isGood: boolean;
  badColour?: string;
}) {
  if (value === null) return <Text fz="sm">—</Text>;
  return (
    <Badge variant="light" color={isGood ? 'teal' : badColour} radius="sm">
      {value ? 'Yes' : 'No'}
    </Badge>
  );
}

const VERDICT_COLOUR: Record<CheckVerdict['tone'], string> = {
  good: 'teal',
  warning: 'orange',
  bad: 'red',
  neutral: 'gray',
};

/**
 * Issue 12: the Passed column says the outcome in words — "Passed" only without a failed or
 * referred part; a PEP match reads "Refer – enhanced due diligence", never a green Passed.
 */
function Verdict({ check }: { check: CheckResult }) {
  if (!check.checkCompleted) return <Text fz="sm">—</Text>;
  const verdict = checkVerdict({ ...check, components: check.components ?? [] });
  return (
    <Badge
      variant="light"
      color={VERDICT_COLOUR[verdict.tone]}
      radius="sm"
      tt="none"
      style={{ whiteSpace: 'normal', height: 'auto' }}
    >
      {verdict.label}
    </Badge>
  );
}

/** "Resolved by X on date: decision — reason" under a check the MLRO decided on. */
export function resolutionLine(check: CheckResult): string | null {
  const r = check.resolution;
  if (!r) return null;
  return COMPLIANCE_TEXTS.resolvedBy(r.resolvedByName, formatDate(r.resolvedAt), r.decisionLabel, r.reason);
}

type MatchField = 'sanctionMatch' | 'pepMatch' | 'invalidDocs';

/**
 * A match label (spec 02 §8). A check still waiting for the individual has no answers yet (a
 * dash); a completed check that does not give the value is a bank check: 'Not available in bank
 * checks.'.
 */
function MatchLabel({ check, field }: { check: CheckResult; field: MatchField }) {
  const value = check[field];
  if (!check.checkCompleted) return <Text fz="sm">—</Text>;
  return (
    <Text fz="sm" c={value ? 'red.9' : value === null ? 'dimmed' : undefined} fw={value ? 600 : undefined}>
      {checkLabel(field, value)}
    </Text>
  );
}

function DownloadButton({ check }: { check: CheckResult }) {
  const [isLoading, setIsLoading] = useState(false);
  if (!check.checkCompleted) return null;
  const label = `Download the ${check.service} report of ${formatDate(dateOf(check))}`;
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

interface Column {
  header: string;
  render: (c: CheckResult) => ReactNode;
  width?: number;
}

/** spec 02 §2.6 / 03 §2.14 history columns, in order. */
const COLUMNS: Column[] = [
  { header: DATE ?? '', render: (c) => formatDate(dateOf(c)), width: 96 },
  { header: CHECK_TYPE ?? '', render: (c) => c.service, width: 110 },
  {
    header: COMPLETE ?? '',
    render: (c) => <YesNo value={c.checkCompleted} isGood={c.checkCompleted} badColour="orange" />,
  },
  { header: PASSED ?? '', render: (c) => <Verdict check={c} />, width: 150 },
  { header: SCORE ?? '', render: (c) => (c.score === null ? '—' : String(c.score)) },
  { header: SANCTION ?? '', render: (c) => <MatchLabel check={c} field="sanctionMatch" /> },
  { header: PEP ?? '', render: (c) => <MatchLabel check={c} field="pepMatch" /> },
  { header: VALID_DOCS ?? '', render: (c) => <MatchLabel check={c} field="invalidDocs" /> },
  { header: DOWNLOAD ?? '', render: (c) => <DownloadButton check={c} />, width: 72 },
];

/** Below the 1024 px breakpoint each check is a card with the same labels. */
function CheckCards({
  checks,
  isFocused,
  focusRef,
}: {
  checks: readonly CheckResult[];
  isFocused: (check: CheckResult) => boolean;
  focusRef: Ref<HTMLDivElement>;
}) {
  return (
    <Stack gap="sm" role="list" aria-label="Check history">
      {checks.map((check) => (
        <Card
          key={check.checkResultID}
          p="sm"
          role="listitem"
          ref={isFocused(check) ? focusRef : undefined}
          aria-current={isFocused(check) ? 'true' : undefined}
          withBorder={isFocused(check)}
        >
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={600} fz="sm">
              {check.service} · {formatDate(dateOf(check))}
            </Text>
            <DownloadButton check={check} />
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            {COLUMNS.slice(2, 8).map((column) => (
              <Stack key={column.header} gap={0}>
                <Text fz="xs" c="dimmed" fw={600}>
                  {column.header}
                </Text>
                <div>{column.render(check)}</div>
              </Stack>
            ))}
          </SimpleGrid>
          {resolutionLine(check) && (
            <Text fz="sm" mt="xs">
              {resolutionLine(check)}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** spec 02 §2.6, 03 §2.14: the check history table; empty 'No checks performed yet.'. */
export function CheckHistoryTable({
  history,
  focusedCheckID = null,
}: {
  history: readonly CheckResult[];
  /** Issue 12: the check the Compliance queue opened, marked and scrolled into view. */
  focusedCheckID?: string | null;
}) {
  const isMobile = useIsMobileLayout();
  const checks = latestChecks(history);
  const focusRef = useRef<HTMLTableRowElement & HTMLDivElement>(null);
  useEffect(() => {
    if (focusedCheckID && focusRef.current) focusRef.current.scrollIntoView?.({ block: 'center' });
  }, [focusedCheckID]);
  const isFocused = (check: CheckResult) => !!focusedCheckID && check.checkResultID === focusedCheckID;
  if (checks.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="lg">
        {CHECK_TEXTS.noChecks}
      </Text>
    );
  }
  if (isMobile) return <CheckCards checks={checks} isFocused={isFocused} focusRef={focusRef} />;
  return (
    <Table.ScrollContainer minWidth={780}>
      <Table verticalSpacing="xs" horizontalSpacing="xs" aria-label="Check history" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column.header} w={column.width} fz="xs" c="gray.7">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map((check) => (
            <Fragment key={check.checkResultID}>
              <Table.Tr
                ref={isFocused(check) ? focusRef : undefined}
                aria-current={isFocused(check) ? 'true' : undefined}
                bg={isFocused(check) ? 'yellow.0' : undefined}
              >
                {COLUMNS.map((column) => (
                  <Table.Td key={column.header}>{column.render(check)}</Table.Td>
                ))}
              </Table.Tr>
              {resolutionLine(check) && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length}>
                    <Text fz="sm">{resolutionLine(check)}</Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
