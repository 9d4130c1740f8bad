import { Badge, Stack, Text, Title } from '@mantine/core';
import { COMPLIANCE_ALERT_TEXTS as T, type RiskSignOffItem, checkAgeText } from '@probity/domain';
import { type DataTableColumn, RowLink } from '../../components/DataTable';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { formatDate } from '../../lib/dates';
import { useRiskSignOffs } from './compliance.api';
import { QueueCardHeading } from './compliance-columns';

const C = T.riskColumns;

function Rating({ item }: { item: RiskSignOffItem }) {
  return (
    <Badge color={item.rating === 'High' ? 'red' : 'orange'} variant="light" radius="sm" tt="none">
      {item.rating}
    </Badge>
  );
}

const COLUMNS: DataTableColumn<RiskSignOffItem>[] = [
  {
    key: 'individual',
    header: C.individual,
    render: (r) => <RowLink to={r.individualPath}>{r.individualName}</RowLink>,
  },
  { key: 'matter', header: C.matter, render: (r) => <Text fz="sm">{r.matterReference ?? '—'}</Text> },
  { key: 'rating', header: C.rating, render: (r) => <Rating item={r} />, width: 100 },
  { key: 'assessedBy', header: C.assessedBy, render: (r) => <Text fz="sm">{r.assessedByName ?? '—'}</Text> },
  {
    key: 'assessedAt',
    header: C.assessedAt,
    render: (r) => <Text fz="sm">{formatDate(r.assessedAt)}</Text>,
    width: 120,
  },
  { key: 'age', header: C.age, render: (r) => <Text fz="sm">{checkAgeText(r.assessedAt)}</Text>, width: 90 },
];

function RiskCard({ item }: { item: RiskSignOffItem }) {
  return (
    <Stack gap="xs">
      <QueueCardHeading
        path={item.individualPath}
        name={item.individualName}
        subtitle={item.matterReference ?? '—'}
        since={item.assessedAt}
      />
      <Rating item={item} />
      <Text fz="xs" c="dimmed">
        {C.assessedBy}: {item.assessedByName ?? '—'} · {C.assessedAt}: {formatDate(item.assessedAt)}
      </Text>
    </Stack>
  );
}

/**
 * Issue 12: the firm's High risk assessments waiting for the MLRO's sign-off, oldest first. Read-only:
 * each opens the individual's page, whose Risk assessment section signs it off.
 */
export function RiskSignOffsSection() {
  const list = useRiskSignOffs();
  return (
    <Stack gap="sm" mt="xl">
      <div>
        <Title order={2} fz="h3">
          {T.riskTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {T.riskIntro}
        </Text>
      </div>
      {list.isError && !list.data ? (
        <LoadFailedCard what="risk assessments" onRetry={list.refetch} />
      ) : (
        <ResponsiveTable
          caption={T.riskTitle}
          columns={COLUMNS}
          rows={list.data ?? []}
          getRowKey={(r) => r.riskAssessmentID}
          emptyText={T.riskEmpty}
          isLoading={list.isPending}
          renderCard={(r) => <RiskCard item={r} />}
        />
      )}
    </Stack>
  );
}
