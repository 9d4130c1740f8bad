import { Alert, Badge, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { errorToast } from '../../components/form-errors';
import { PageHeader } from '../../components/PageHeader';
import { formatDate, formatDateTime } from '../../lib/dates';
import { HoldsCard } from './RetentionHolds';
import { type RetentionOverview, countsInWords, useRetention, useSaveRules } from './retention.api';
import { categoryLabel as label, objectLink, ruleError } from './retention.words';

type Due = RetentionOverview['due'][number];
type Report = RetentionOverview['reports'][number];

function RulesCard({ data }: { data: RetentionOverview }) {
  const save = useSaveRules();
  const [draft, setDraft] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(data.rules.map((r) => [r.category, r.months])),
  );
  const errors = Object.fromEntries(
    data.rules.map((r) => {
      const v = draft[r.category];
      return [r.category, typeof v === 'number' ? ruleError(r.category, v) : 'Enter a number of months'];
    }),
  );
  const isValid = Object.values(errors).every((e) => !e);
  const submit = () => {
    if (!isValid) return;
    save.mutate(Object.fromEntries(data.rules.map((r) => [r.category, Number(draft[r.category])])), {
      onSuccess: () => notify.success('Retention rules saved'),
      onError: (err) => notify.error(errorToast(err)),
    });
  };
  return (
    <Card withBorder component="section" aria-labelledby="rules-title">
      <Title order={2} size="h4" id="rules-title" mb="xs">
        Rules
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {data.kind === 'charity'
          ? "Months kept after a legacy ends: its firm's matter completed or archived, or your charity closed it (complete, archived or rejected). Amounts and totals are never erased. A legal hold stops the clock."
          : 'Months kept after a matter is completed or archived (whichever came first). A legal hold stops the clock.'}
      </Text>
      <Stack gap="sm">
        {data.rules.map((r) => (
          <NumberInput
            key={r.category}
            label={r.label}
            description={`${r.covers}. Default ${r.defaultMonths} months; ${r.basis}.`}
            min={r.minMonths}
            max={r.maxMonths}
            allowDecimal={false}
            hideControls
            suffix=" months"
            value={draft[r.category]}
            onChange={(v) => setDraft((d) => ({ ...d, [r.category]: v }))}
            error={errors[r.category]}
            disabled={!data.canManage}
          />
        ))}
        {data.canManage && (
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending} disabled={!isValid}>
              Save rules
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Issue 19: the retention of a firm or a charity (its admins): rules, what is due in the next 14 days, holds and the erasure report. */
export function RetentionPage() {
  const overview = useRetention();
  const what = overview.data?.kind === 'charity' ? 'Legacy' : 'Matter';
  const dueColumns: DataTableColumn<Due>[] = [
    { key: 'matter', header: what, render: (d) => objectLink(d, d.reference) },
    { key: 'category', header: 'Records', render: (d) => label(d.category) },
    { key: 'due', header: 'Due', render: (d) => formatDate(d.dueDay) },
    {
      key: 'listed',
      header: 'Erased from',
      render: (d) =>
        d.listedAt ? (
          `from ${formatDate(laterOf(d.dueDay, d.listedAt, overview.data?.noticeDays ?? 14))}`
        ) : (
          <Badge variant="light">Listed at the next run</Badge>
        ),
    },
  ];
  const reportColumns: DataTableColumn<Report>[] = [
    { key: 'when', header: 'Erased', render: (r) => formatDateTime(r.erasedAt) },
    { key: 'matter', header: what, render: (r) => objectLink(r, r.matterReference) },
    { key: 'what', header: 'What', render: (r) => r.categories.map(label).join(', ') },
    { key: 'counts', header: 'Counts', render: (r) => countsInWords(r.counts) },
    {
      key: 'rule',
      header: 'Rule',
      render: (r) => (r.trigger === 'request' ? r.rule : `Retention: ${r.rule}`),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="Retention" />
      {overview.isError && <Alert color="red">{formatRequestError(overview.error)}</Alert>}
      {overview.data && (
        <>
          <Card withBorder component="section" aria-labelledby="due-title">
            <Title order={2} size="h4" id="due-title" mb="xs">
              Due in the next {overview.data.noticeDays} days
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              The nightly retention job erases each item once it is due and has been listed here for{' '}
              {overview.data.noticeDays} days.
            </Text>
            <DataTable
              columns={dueColumns}
              rows={overview.data.due}
              getRowKey={(d) => `${d.matterID ?? d.legacyID}:${d.category}`}
              caption="Due for erasure"
              emptyText="Nothing falls due in the next 14 days."
            />
          </Card>
          <RulesCard data={overview.data} />
          <HoldsCard data={overview.data} />
          <Card withBorder component="section" aria-labelledby="report-title">
            <Title order={2} size="h4" id="report-title" mb="md">
              Erasure report
            </Title>
            <DataTable
              columns={reportColumns}
              rows={overview.data.reports}
              getRowKey={(r) => r.reportID}
              caption="Erasure report"
              emptyText="Nothing has been erased yet."
            />
          </Card>
        </>
      )}
    </Stack>
  );
}

/** The day erasure may happen: the due day, or 14 days after listing, whichever is later. */
export function laterOf(dueDay: string, listedAt: string, noticeDays: number): string {
  const listed = new Date(listedAt);
  listed.setUTCDate(listed.getUTCDate() + noticeDays);
  const fromListing = listed.toISOString().slice(0, 10);
  return fromListing > dueDay ? fromListing : dueDay;
}
