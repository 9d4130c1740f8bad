import {
  Button,
  Card,
  Group,
  MultiSelect,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  EMAIL_TEMPLATE_TEXTS,
  MAIL_STATUSES,
  type OutboxMessageSummary,
  SEARCH_DEBOUNCE_MS,
} from '@probity/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import { formatDateTime } from '../../lib/dates';
import { useOutbox } from './outbox.api';
import { MAIL_STATUS_LABELS, MailStatusBadge } from './outbox-status';
import { OutboxMessageModal } from './OutboxMessageModal';

const STATUS_PARAM = 'status';

/** At or below 1024 px the messages are cards (spec 01 §9 mobile layout). */
function OutboxCards({
  messages,
  isLoading,
  onOpen,
}: {
  messages: readonly OutboxMessageSummary[];
  isLoading: boolean;
  onOpen: (m: OutboxMessageSummary) => void;
}) {
  if (messages.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {isLoading ? '' : EMAIL_TEMPLATE_TEXTS.noMessages}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {messages.map((m) => (
        <UnstyledButton
          key={m.mailID}
          onClick={() => onOpen(m)}
          aria-label={`Open the message to ${m.toAddress}`}
        >
          <Card withBorder p="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} c="probity.8" style={{ overflowWrap: 'anywhere' }}>
                {m.toAddress}
              </Text>
              <MailStatusBadge status={m.status} />
            </Group>
            <Text size="sm">{m.subject}</Text>
            <Text size="xs" c="dimmed">
              {m.trigger} · {formatDateTime(m.createdAt)}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
const SEARCH_PARAM = 'search';
const PAGE_PARAM = 'page';

/**
 * The outbox (spec/README e-mail): every message the product sends, newest first, with its
 * delivery status. Without SMTP the messages wait here, marked, for administrators to read.
 */
export function OutboxSection() {
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobileLayout();
  const [openID, setOpenID] = useState<string | null>(null);
  const [search, setSearch] = useState(params.get(SEARCH_PARAM) ?? '');
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const statuses = params.getAll(STATUS_PARAM);
  const list = useOutbox({ page, search: params.get(SEARCH_PARAM) ?? '', statuses });

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const writeSearch = useDebouncedCallback((value: string) => {
    update((p) => {
      if (value.trim()) p.set(SEARCH_PARAM, value.trim());
      else p.delete(SEARCH_PARAM);
      p.delete(PAGE_PARAM);
    });
  }, SEARCH_DEBOUNCE_MS);

  const open = (m: OutboxMessageSummary) => setOpenID(m.mailID);
  const columns: DataTableColumn<OutboxMessageSummary>[] = [
    {
      key: 'to',
      header: 'To',
      render: (m) => (
        <UnstyledButton onClick={() => open(m)} fw={600} c="probity.8" style={{ whiteSpace: 'nowrap' }}>
          {m.toAddress}
        </UnstyledButton>
      ),
    },
    { key: 'subject', header: 'Subject', render: (m) => m.subject },
    { key: 'trigger', header: 'Trigger', render: (m) => m.trigger },
    {
      key: 'status',
      header: 'Status',
      width: 120,
      render: (m) => (
        <Stack gap={2} align="flex-start">
          <MailStatusBadge status={m.status} />
          {m.lastError === EMAIL_TEMPLATE_TEXTS.keptInOutbox && (
            <Text size="xs" c="dimmed">
              {m.lastError}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'created',
      header: 'Created',
      render: (m) => <Text size="sm">{formatDateTime(m.createdAt)}</Text>,
    },
    { key: 'sent', header: 'Sent', render: (m) => <Text size="sm">{formatDateTime(m.sentAt)}</Text> },
    {
      key: 'open',
      header: '',
      width: 90,
      render: (m) => (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => open(m)}
          aria-label={`Open the message to ${m.toAddress}`}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="h3">
          Outbox
        </Title>
        <Text size="sm" c="dimmed">
          Every e-mail the product sends, with its delivery status.
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end">
        <MultiSelect
          aria-label="By status"
          placeholder={statuses.length ? undefined : 'By status'}
          data={MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] }))}
          value={statuses}
          onChange={(values) =>
            update((p) => {
              p.delete(STATUS_PARAM);
              for (const v of values) p.append(STATUS_PARAM, v);
              p.delete(PAGE_PARAM);
            })
          }
          clearable
          w={{ base: '100%', sm: 240 }}
        />
        <TextInput
          type="search"
          aria-label="Search recipient or subject"
          placeholder="Search recipient or subject"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            writeSearch(e.currentTarget.value);
          }}
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
      {list.isError && !list.data ? (
        <Card p="lg">
          <Group>
            <Text>The outbox could not be loaded.</Text>
            <Button variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Group>
        </Card>
      ) : isMobile ? (
        <OutboxCards messages={list.data?.items ?? []} isLoading={list.isPending} onOpen={open} />
      ) : (
        <Card p={0}>
          <DataTable
            caption="Outbox"
            columns={columns}
            rows={list.data?.items ?? []}
            getRowKey={(m) => m.mailID}
            emptyText={EMAIL_TEMPLATE_TEXTS.noMessages}
            isLoading={list.isPending}
          />
        </Card>
      )}
      <Pagination
        pagination={list.data?.pagination ?? null}
        onPageChange={(next) =>
          update((p) => {
            if (next > 1) p.set(PAGE_PARAM, String(next));
            else p.delete(PAGE_PARAM);
          })
        }
      />
      {openID && <OutboxMessageModal mailID={openID} onClose={() => setOpenID(null)} />}
    </Stack>
  );
}
