import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type RetentionCategory, retentionCategoryDef, retentionRuleError } from '@probity/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRequestError } from '../../api/client';
import { matterSourceFor, useMatterList } from '../../api/matters';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { errorToast } from '../../components/form-errors';
import { PageHeader } from '../../components/PageHeader';
import { formatDate, formatDateTime } from '../../lib/dates';
import {
  type RetentionOverview,
  countsInWords,
  useLiftHold,
  useRetention,
  useSaveRules,
  useSetHold,
} from './retention.api';

type Due = RetentionOverview['due'][number];
type Hold = RetentionOverview['holds'][number];
type Report = RetentionOverview['reports'][number];

const label = (c: RetentionCategory) => retentionCategoryDef(c).label;
const matterLink = (matterID: string | null, reference: string) =>
  matterID ? (
    <Link to={`/secure/matters/${encodeURIComponent(matterID)}/details`}>{reference}</Link>
  ) : (
    reference
  );

function RulesCard({ data }: { data: RetentionOverview }) {
  const save = useSaveRules();
  const [draft, setDraft] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(data.rules.map((r) => [r.category, r.months])),
  );
  const errors = Object.fromEntries(
    data.rules.map((r) => {
      const v = draft[r.category];
      return [
        r.category,
        typeof v === 'number' ? retentionRuleError(r.category, v) : 'Enter a number of months',
      ];
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
        Months kept after a matter is completed or archived (whichever came first). A legal hold stops the
        clock.
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

function HoldForm() {
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [matterID, setMatterID] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const matters = useMatterList(matterSourceFor(user), {
    page: 1,
    pageSize: 20,
    search,
    orderBy: '',
    statuses: [],
    types: [],
  });
  const setHold = useSetHold();
  const submit = () => {
    setTried(true);
    if (!matterID || !reason.trim()) return;
    setHold.mutate(
      { matterID, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success('Legal hold set');
          setMatterID(null);
          setReason('');
          setTried(false);
        },
        onError: (err) => notify.error(errorToast(err)),
      },
    );
  };
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label="Matter"
        placeholder="Search by reference"
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={(matters.data?.items ?? []).map((m) => ({ value: m.matterID, label: m.reference }))}
        value={matterID}
        onChange={setMatterID}
        error={tried && !matterID ? 'Choose a matter' : undefined}
        w={{ base: '100%', sm: 220 }}
      />
      <TextInput
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={tried && !reason.trim() ? 'Give a reason' : undefined}
        maxLength={1000}
        style={{ flex: 1, minWidth: 200 }}
      />
      <Button onClick={submit} loading={setHold.isPending}>
        Put on hold
      </Button>
    </Group>
  );
}

function LiftHoldModal({ hold, onClose }: { hold: Hold | null; onClose: () => void }) {
  const lift = useLiftHold();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!hold || !reason.trim()) return;
    lift.mutate(
      { holdID: hold.holdID, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success('Legal hold lifted');
          close();
        },
        onError: (err) => notify.error(errorToast(err)),
      },
    );
  };
  return (
    <Modal opened={!!hold} onClose={close} title={`Lift the legal hold on ${hold?.reference ?? ''}`}>
      <Stack>
        <Text size="sm">
          The retention clock runs again; the days the hold ran are added to every due date.
        </Text>
        <TextInput
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={tried && !reason.trim() ? 'Give a reason' : undefined}
          maxLength={1000}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={lift.isPending}>
            Lift hold
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function HoldsCard({ data }: { data: RetentionOverview }) {
  const [lifting, setLifting] = useState<Hold | null>(null);
  const liftHold = (h: Hold) => setLifting(h);
  const columns: DataTableColumn<Hold>[] = [
    { key: 'matter', header: 'Matter', render: (h) => matterLink(h.matterID, h.reference) },
    { key: 'reason', header: 'Reason', render: (h) => h.reason },
    {
      key: 'set',
      header: 'Set',
      render: (h) => `${formatDateTime(h.setAt)}${h.setByName ? ` by ${h.setByName}` : ''}`,
    },
    ...(data.canManage
      ? [
          {
            key: 'lift',
            header: '',
            render: (h: Hold) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => liftHold(h)}
                aria-label={`Lift the hold on ${h.reference}`}
              >
                Lift
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card withBorder component="section" aria-labelledby="holds-title">
      <Title order={2} size="h4" id="holds-title" mb="xs">
        Legal holds
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Nothing of a matter under a legal hold is listed or erased.
      </Text>
      <Stack gap="md">
        <DataTable
          columns={columns}
          rows={data.holds}
          getRowKey={(h) => h.holdID}
          caption="Legal holds"
          emptyText="No matter is under a legal hold."
        />
        {data.canManage && <HoldForm />}
      </Stack>
      <LiftHoldModal hold={lifting} onClose={() => setLifting(null)} />
    </Card>
  );
}

/** Issue 19: the firm's retention (its admins): rules, what is due in the next 14 days, holds and the erasure report. */
export function RetentionPage() {
  const overview = useRetention();
  const dueColumns: DataTableColumn<Due>[] = [
    { key: 'matter', header: 'Matter', render: (d) => matterLink(d.matterID, d.reference) },
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
    { key: 'matter', header: 'Matter', render: (r) => matterLink(r.matterID, r.matterReference) },
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
              getRowKey={(d) => `${d.matterID}:${d.category}`}
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
