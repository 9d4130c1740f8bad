import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  JOB_STATE_LABELS,
  JOB_STATES,
  JOBS_TEXTS,
  type JobQueue,
  type JobRun,
  type JobSchedule,
  type JobState,
} from '@probity/domain';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ApiError, formatRequestError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { formatDateTime } from '../../lib/dates';
import { ScreeningListsSection } from './ScreeningLists';
import { jobKeys, retryJob, runQueueNow, useJobHistory, useJobQueues, useJobSchedules } from './jobs.api';

const STATE_COLOURS: Record<JobState, string> = {
  created: 'blue',
  retry: 'yellow',
  active: 'cyan',
  completed: 'teal',
  cancelled: 'gray',
  failed: 'red',
};

function StateBadge({ state, count }: { state: JobState; count?: number }) {
  return (
    <Badge
      // A zero count is a quiet grey (light badges are readable at WCAG AA; outline ones were not).
      color={count === 0 ? 'gray' : STATE_COLOURS[state]}
      variant="light"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {JOB_STATE_LABELS[state]}
      {count !== undefined ? `: ${count}` : ''}
    </Badge>
  );
}

/** A few cron forms in words; anything else is shown as written. */
export function describeCron(cron: string): string {
  if (cron.trim() === '* * * * *') return 'Every minute';
  const everyN = /^\*\/(\d+) \* \* \* \*$/.exec(cron.trim());
  if (everyN) return `Every ${everyN[1]} minutes`;
  if (/^0 \* \* \* \*$/.test(cron.trim())) return 'Every hour';
  const daily = /^(\d+) (\d+) \* \* \*$/.exec(cron.trim());
  if (daily) return `Every day at ${daily[2]!.padStart(2, '0')}:${daily[1]!.padStart(2, '0')}`;
  return cron;
}

function QueueCard({
  queue,
  isSelected,
  isRunning,
  onSelect,
  onRunNow,
}: {
  queue: JobQueue;
  isSelected: boolean;
  isRunning: boolean;
  onSelect: () => void;
  onRunNow: () => void;
}) {
  // The whole card selects the queue with the mouse; its name is the button for the keyboard, so
  // that Run now is not a button inside a button.
  return (
    <Card
      withBorder
      h="100%"
      p="md"
      onClick={onSelect}
      style={{ cursor: 'pointer', borderColor: isSelected ? 'var(--mantine-color-probity-6)' : undefined }}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <UnstyledButton
            onClick={(event) => {
              event.stopPropagation();
              onSelect();
            }}
            aria-pressed={isSelected}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            <Text fw={650}>{queue.name}</Text>
          </UnstyledButton>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {queue.policy}, {queue.retryLimit} retries
          </Text>
        </Group>
        {queue.description && (
          <Text size="sm" c="dimmed">
            {queue.description}
          </Text>
        )}
        <Group gap={6}>
          {JOB_STATES.map((s) => (
            <StateBadge key={s} state={s} count={queue.counts[s]} />
          ))}
        </Group>
        {queue.isScheduled && (
          <Group justify="flex-end" mt="auto">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              aria-label={JOBS_TEXTS.runNowLabel(queue.name)}
              loading={isRunning}
              onClick={(event) => {
                event.stopPropagation();
                onRunNow();
              }}
            >
              {JOBS_TEXTS.runNow}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

const scheduleColumns: DataTableColumn<JobSchedule>[] = [
  { key: 'queue', header: 'Queue', render: (s) => <Text fw={600}>{s.queue}</Text> },
  { key: 'when', header: 'When', render: (s) => describeCron(s.cron) },
  { key: 'cron', header: 'Cron', render: (s) => <Code>{`${s.cron} (${s.timezone})`}</Code> },
  { key: 'description', header: 'What it does', render: (s) => s.description },
];

/** spec 01 §2 Scheduled jobs / spec/README: queues, schedules, history and retry, built in. */
export function JobsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const queues = useJobQueues();
  const schedules = useJobSchedules();
  const queueNames = (queues.data ?? []).map((q) => q.name);
  const selected = params.get('queue') ?? queueNames[0] ?? null;
  const states = params.getAll('state');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useJobHistory(selected ? { queue: selected, page, states } : null);
  const retry = useMutation({ mutationFn: (run: JobRun) => retryJob(run.queue, run.id) });
  const runNow = useMutation({ mutationFn: (queue: string) => runQueueNow(queue) });

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const selectQueue = (name: string) =>
    update((p) => {
      p.set('queue', name);
      p.delete('page');
    });

  const handleRetry = (run: JobRun) => {
    const toast = notify.loading(JOBS_TEXTS.retryingJob);
    retry.mutate(run, {
      onSuccess: () => {
        notify.success(JOBS_TEXTS.jobRetried, toast);
        void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      },
      onError: (error) => notify.error(errorToast(error), toast),
    });
  };

  const handleRunNow = async (queue: string) => {
    const isConfirmed = await confirm({
      title: JOBS_TEXTS.runNowTitle(queue),
      text: JOBS_TEXTS.runNowText,
      confirmLabel: JOBS_TEXTS.runNowYes,
      cancelLabel: JOBS_TEXTS.runNowNo,
    });
    if (!isConfirmed) return;
    const toast = notify.loading(JOBS_TEXTS.queuingRun);
    runNow.mutate(queue, {
      onSuccess: () => {
        notify.success(JOBS_TEXTS.runQueued(queue), toast);
        // The run shows at the top of the queue's history.
        selectQueue(queue);
        void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      },
      onError: (error) => notify.error(errorToast(error), toast),
    });
  };

  const runColumns: DataTableColumn<JobRun>[] = [
    { key: 'created', header: 'Queued', render: (r) => <Text size="sm">{formatDateTime(r.createdOn)}</Text> },
    { key: 'state', header: 'State', width: 150, render: (r) => <StateBadge state={r.state} /> },
    // What the run did, in words, next to its state: the column a reader looks for (seen first on a phone).
    {
      key: 'result',
      header: 'Result',
      render: (r) => (
        <Text size="sm" miw={160}>
          {r.result ?? ''}
        </Text>
      ),
    },
    {
      key: 'started',
      header: 'Started',
      render: (r) => <Text size="sm">{formatDateTime(r.startedOn)}</Text>,
    },
    {
      key: 'completed',
      header: 'Finished',
      render: (r) => <Text size="sm">{formatDateTime(r.completedOn)}</Text>,
    },
    { key: 'tries', header: 'Retries', render: (r) => `${r.retryCount} of ${r.retryLimit}` },
    {
      key: 'actions',
      header: '',
      width: 100,
      render: (r) =>
        r.state === 'failed' ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={retry.isPending && retry.variables?.id === r.id}
            onClick={() => handleRetry(r)}
          >
            Retry
          </Button>
        ) : null,
    },
  ];

  const runnerOff = queues.error instanceof ApiError && queues.error.status === 409;
  return (
    <Stack gap="lg">
      <PageHeader title={JOBS_TEXTS.title} description={JOBS_TEXTS.description} />
      {queues.isError ? (
        <Alert color={runnerOff ? 'yellow' : 'red'} variant="light">
          {runnerOff ? JOBS_TEXTS.runnerOff : formatRequestError(queues.error)}
        </Alert>
      ) : (
        <>
          <Stack gap="sm">
            <Title order={2} fz="h3">
              Queues
            </Title>
            {queues.data && queues.data.length === 0 ? (
              <Text c="dimmed">{JOBS_TEXTS.noQueues}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {(queues.data ?? []).map((q) => (
                  <QueueCard
                    key={q.name}
                    queue={q}
                    isSelected={q.name === selected}
                    isRunning={runNow.isPending && runNow.variables === q.name}
                    onSelect={() => selectQueue(q.name)}
                    onRunNow={() => void handleRunNow(q.name)}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
          <Stack gap="sm">
            <Title order={2} fz="h3">
              Schedules
            </Title>
            <Card p={0}>
              <DataTable
                caption="Schedules"
                columns={scheduleColumns}
                rows={schedules.data ?? []}
                getRowKey={(s) => `${s.queue}/${s.key}`}
                emptyText={JOBS_TEXTS.noSchedules}
                isLoading={schedules.isPending}
              />
            </Card>
          </Stack>
          <Stack gap="sm">
            <Title order={2} fz="h3">
              History
            </Title>
            <Group gap="sm" align="flex-end">
              <Select
                aria-label="Queue"
                data={queueNames}
                value={selected}
                onChange={(v) => v && selectQueue(v)}
                allowDeselect={false}
                w={{ base: '100%', sm: 240 }}
              />
              <MultiSelect
                aria-label="By state"
                placeholder={states.length ? undefined : 'By state'}
                data={JOB_STATES.map((s) => ({ value: s, label: JOB_STATE_LABELS[s] }))}
                value={states}
                onChange={(values) =>
                  update((p) => {
                    p.delete('state');
                    for (const v of values) p.append('state', v);
                    p.delete('page');
                  })
                }
                clearable
                w={{ base: '100%', sm: 280 }}
              />
            </Group>
            <Card p={0}>
              <DataTable
                caption="History"
                columns={runColumns}
                rows={history.data?.runs ?? []}
                getRowKey={(r) => r.id}
                emptyText={JOBS_TEXTS.noRuns}
                isLoading={history.isPending && !!selected}
              />
            </Card>
            <Pagination
              pagination={history.data?.pagination ?? null}
              onPageChange={(next) =>
                update((p) => {
                  if (next > 1) p.set('page', String(next));
                  else p.delete('page');
                })
              }
            />
          </Stack>
        </>
      )}
      <ScreeningListsSection />
    </Stack>
  );
}
