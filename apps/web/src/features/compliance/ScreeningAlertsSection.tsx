import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  COMPLIANCE_ALERT_TEXTS as T,
  COMPLIANCE_TEXTS,
  SCREENING_ALERT_LIST_LABELS,
  type ScreeningAlertItem,
  checkAgeText,
} from '@probity/domain';
import { useState } from 'react';
import { AboveRowLink, type DataTableColumn, RowLink } from '../../components/DataTable';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { Pagination } from '../../components/Pagination';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { formatDate } from '../../lib/dates';
import { useResolveAlert, useScreeningAlerts } from './compliance.api';
import { QueueCardHeading, resolutionText } from './compliance-columns';
import { ResolveModal, type ResolveTarget } from './ResolveModal';

const C = T.alertsColumns;

const listText = (a: ScreeningAlertItem) =>
  T.listPublished(SCREENING_ALERT_LIST_LABELS[a.list], formatDate(a.listPublishedOn));

/** The outcome (red for a sanctions match, else orange), the designation and why it matched. */
function Match({ alert }: { alert: ScreeningAlertItem }) {
  const isRed = alert.list === 'sanctions' && alert.outcome === 'match';
  return (
    <Stack gap={2}>
      <Group gap={4}>
        <Badge color={isRed ? 'red' : 'orange'} variant="light" radius="sm" tt="none">
          {alert.outcomeLabel}
        </Badge>
      </Group>
      <Text fz="sm">
        {alert.matchedName} ({alert.uniqueID})
      </Text>
      <Text fz="xs" c="dimmed">
        {alert.explanation}
      </Text>
    </Stack>
  );
}

function ResolveButton({ alert, onResolve }: { alert: ScreeningAlertItem; onResolve: () => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      onClick={onResolve}
      aria-label={`${COMPLIANCE_TEXTS.resolve} the alert of ${alert.individualName}`}
    >
      {COMPLIANCE_TEXTS.resolve}
    </Button>
  );
}

function alertColumns(onResolve: (a: ScreeningAlertItem) => void): DataTableColumn<ScreeningAlertItem>[] {
  return [
    {
      key: 'individual',
      header: C.individual,
      render: (a) => <RowLink to={a.individualPath}>{a.individualName}</RowLink>,
    },
    { key: 'matter', header: C.matter, render: (a) => <Text fz="sm">{a.matterReference ?? '—'}</Text> },
    { key: 'match', header: C.match, render: (a) => <Match alert={a} /> },
    { key: 'list', header: C.list, render: (a) => <Text fz="sm">{listText(a)}</Text>, width: 170 },
    {
      key: 'date',
      header: C.date,
      render: (a) => <Text fz="sm">{formatDate(a.createdAt)}</Text>,
      width: 110,
    },
    { key: 'age', header: C.age, render: (a) => <Text fz="sm">{checkAgeText(a.createdAt)}</Text>, width: 80 },
    {
      key: 'status',
      header: C.status,
      width: 220,
      render: (a) =>
        a.resolution ? (
          <Text fz="sm">{resolutionText(a.resolution)}</Text>
        ) : (
          <AboveRowLink>
            <ResolveButton alert={a} onResolve={() => onResolve(a)} />
          </AboveRowLink>
        ),
    },
  ];
}

function AlertCard({ alert, onResolve }: { alert: ScreeningAlertItem; onResolve: () => void }) {
  return (
    <Stack gap="xs">
      <QueueCardHeading
        path={alert.individualPath}
        name={alert.individualName}
        subtitle={`${alert.matterReference ?? '—'} · ${listText(alert)}`}
        since={alert.createdAt}
      />
      <Match alert={alert} />
      <Text fz="xs" c="dimmed">
        {C.date}: {formatDate(alert.createdAt)}
      </Text>
      {alert.resolution ? (
        <Text fz="sm">{resolutionText(alert.resolution)}</Text>
      ) : (
        <ResolveButton alert={alert} onResolve={onResolve} />
      )}
    </Stack>
  );
}

/**
 * Issue 12: the re-screening alerts ongoing monitoring raised after a list import, open or resolved
 * as the page's status filter says, each resolved here like a check.
 */
export function ScreeningAlertsSection({ status }: { status: string | null }) {
  const [page, setPage] = useState(1);
  const alerts = useScreeningAlerts({ page, status });
  const resolve = useResolveAlert();
  const [target, setTarget] = useState<ResolveTarget | null>(null);
  const open = (a: ScreeningAlertItem) =>
    setTarget({
      title: T.resolveAlertTitle,
      name: a.individualName,
      detail: `${a.matterReference ?? '—'} · ${a.outcomeLabel} · ${a.matchedName}`,
      submit: (input) => resolve.mutateAsync({ alertID: a.alertID, input }),
    });

  return (
    <Stack gap="sm" mt="xl">
      <div>
        <Title order={2} fz="h3">
          {T.alertsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {T.alertsIntro}
        </Text>
      </div>
      {alerts.isError && !alerts.data ? (
        <LoadFailedCard what="re-screening alerts" onRetry={alerts.refetch} />
      ) : (
        <ResponsiveTable
          caption={T.alertsTitle}
          columns={alertColumns(open)}
          rows={alerts.data?.items ?? []}
          getRowKey={(a) => a.alertID}
          emptyText={status === 'resolved' ? T.alertsEmptyResolved : T.alertsEmpty}
          isLoading={alerts.isPending}
          renderCard={(a) => <AlertCard alert={a} onResolve={() => open(a)} />}
        />
      )}
      <Pagination pagination={alerts.data?.pagination ?? null} onPageChange={setPage} />
      <ResolveModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
