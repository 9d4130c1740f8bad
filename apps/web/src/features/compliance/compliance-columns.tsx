import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  COMPLIANCE_KIND_LABELS,
  COMPLIANCE_TEXTS,
  type CheckResolution,
  type ComplianceKind,
  type ComplianceQueueItem,
  checkAgeText,
} from '@probity/domain';
import { Link } from 'react-router';
import { AboveRowLink, type DataTableColumn, RowLink } from '../../components/DataTable';
import { formatDate } from '../../lib/dates';

const C = COMPLIANCE_TEXTS.columns;

/** Sanctions hits and failures in red; referrals, possible matches and PEP matches in orange. */
const KIND_COLOUR: Record<ComplianceKind, string> = {
  failed: 'red',
  sanctions: 'red',
  referred: 'orange',
  possibleMatch: 'orange',
  pep: 'orange',
};

export function resolutionText(
  r: Pick<CheckResolution, 'resolvedByName' | 'resolvedAt' | 'decisionLabel' | 'reason'>,
): string {
  return COMPLIANCE_TEXTS.resolvedBy(
    r.resolvedByName || '—',
    formatDate(r.resolvedAt),
    r.decisionLabel,
    r.reason,
  );
}

function Kinds({ item }: { item: ComplianceQueueItem }) {
  return (
    <Group gap={4}>
      {item.kinds.map((kind) => (
        <Badge key={kind} color={KIND_COLOUR[kind]} variant="light" radius="sm" tt="none">
          {COMPLIANCE_KIND_LABELS[kind]}
        </Badge>
      ))}
    </Group>
  );
}

/** The failed or referred parts ("Address: Refer"), after the kinds. */
function Parts({ item }: { item: ComplianceQueueItem }) {
  const parts = item.reasons.slice(item.kinds.length);
  if (parts.length === 0) return null;
  return (
    <Text fz="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

function StatusCell({
  item,
  onResolve,
}: {
  item: ComplianceQueueItem;
  onResolve: (i: ComplianceQueueItem) => void;
}) {
  if (item.resolution) {
    return <Text fz="sm">{resolutionText(item.resolution)}</Text>;
  }
  return (
    <AboveRowLink>
      <Button
        size="xs"
        variant="light"
        onClick={() => onResolve(item)}
        aria-label={`${COMPLIANCE_TEXTS.resolve} the check of ${item.individualName}`}
      >
        {COMPLIANCE_TEXTS.resolve}
      </Button>
    </AboveRowLink>
  );
}

/** Issue 12: Individual, Matter, What is wrong, Check date, Age, Status. */
export function complianceColumns(
  onResolve: (item: ComplianceQueueItem) => void,
): DataTableColumn<ComplianceQueueItem>[] {
  return [
    {
      key: 'individual',
      header: C.individual,
      render: (i) => (
        <div>
          <RowLink to={i.individualPath}>{i.individualName}</RowLink>
          <Text fz="xs" c="dimmed">
            {i.service}
          </Text>
        </div>
      ),
    },
    {
      key: 'matter',
      header: C.matter,
      render: (i) => <Text fz="sm">{i.matterReference ?? '—'}</Text>,
      width: 140,
    },
    {
      key: 'reasons',
      header: C.reasons,
      render: (i) => (
        <Stack gap={4}>
          <Kinds item={i} />
          <Parts item={i} />
        </Stack>
      ),
    },
    {
      key: 'date',
      header: C.date,
      sortField: 'date',
      render: (i) => <Text fz="sm">{formatDate(i.checkDate)}</Text>,
      width: 120,
    },
    { key: 'age', header: C.age, render: (i) => <Text fz="sm">{checkAgeText(i.checkDate)}</Text>, width: 90 },
    {
      key: 'status',
      header: C.status,
      render: (i) => <StatusCell item={i} onResolve={onResolve} />,
      width: 220,
    },
  ];
}

/** The top of a queue card at 390 px: the individual (a link to their page), the matter, the age. */
export function QueueCardHeading({
  path,
  name,
  subtitle,
  since,
}: {
  path: string;
  name: string;
  subtitle: string;
  since: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Anchor component={Link} to={path} fw={600}>
          {name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {subtitle}
        </Text>
      </div>
      <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {checkAgeText(since)}
      </Text>
    </Group>
  );
}

/** At 390 px each queue item is a card with the same facts. */
export function ComplianceCard({
  item,
  onResolve,
}: {
  item: ComplianceQueueItem;
  onResolve: (i: ComplianceQueueItem) => void;
}) {
  return (
    <Stack gap="xs">
      <QueueCardHeading
        path={item.individualPath}
        name={item.individualName}
        subtitle={`${item.matterReference ?? '—'} · ${item.service}`}
        since={item.checkDate}
      />
      <Kinds item={item} />
      <Parts item={item} />
      <Text fz="xs" c="dimmed">
        {C.date}: {formatDate(item.checkDate)}
      </Text>
      {item.resolution ? (
        <Text fz="sm">{resolutionText(item.resolution)}</Text>
      ) : (
        <Button
          size="xs"
          variant="light"
          onClick={() => onResolve(item)}
          aria-label={`${COMPLIANCE_TEXTS.resolve} the check of ${item.individualName}`}
        >
          {COMPLIANCE_TEXTS.resolve}
        </Button>
      )}
    </Stack>
  );
}
