import { Button, Card, Group, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import {
  EMAIL_TEMPLATE_TEXTS,
  EMAIL_TRIGGER_NAMES,
  type EmailTemplate,
  MAX_PAGE_SIZE,
} from '@probity/domain';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type SortState, toOrderBy } from '../../components/DataTable';
import { formatDateTime } from '../../lib/dates';
import { useEmailTemplates } from './email-templates.api';
import { EmailTemplateModal } from './EmailTemplateModal';

type Editing = { kind: 'new' } | { kind: 'edit'; template: EmailTemplate } | null;

/**
 * spec 01 §2 Settings: the Email Templates table (Trigger (Name), Subject) with New template and
 * edit. No delete here, and the trigger of a template cannot be edited.
 */
export function EmailTemplatesSection() {
  const [sort, setSort] = useState<SortState | null>({ field: 'name', isDescending: false });
  const [editing, setEditing] = useState<Editing>(null);
  // One trigger per template and a short list of triggers: one page holds them all.
  const list = useEmailTemplates({ page: 1, pageSize: MAX_PAGE_SIZE, orderBy: toOrderBy(sort) });
  const templates = list.data?.items ?? [];
  const taken = new Set(templates.map((t) => t.name));
  const freeTriggers = EMAIL_TRIGGER_NAMES.filter((name) => !taken.has(name));

  const columns: DataTableColumn<EmailTemplate>[] = [
    {
      key: 'name',
      header: 'Trigger (Name)',
      sortField: 'name',
      render: (t) => (
        <UnstyledButton onClick={() => setEditing({ kind: 'edit', template: t })} fw={600} c="probity.8">
          {t.name}
        </UnstyledButton>
      ),
    },
    { key: 'subject', header: 'Subject', sortField: 'subject', render: (t) => t.subject },
    {
      key: 'lastUpdated',
      header: 'Last updated',
      sortField: 'lastUpdated',
      render: (t) => <Text size="sm">{formatDateTime(t.lastUpdated)}</Text>,
    },
    {
      key: 'actions',
      header: '',
      width: 110,
      render: (t) => (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => setEditing({ kind: 'edit', template: t })}
          aria-label={`Edit ${t.name}`}
        >
          Edit
        </Button>
      ),
    },
  ];

  const newButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={list.isPending || freeTriggers.length === 0}
      onClick={() => setEditing({ kind: 'new' })}
    >
      New template
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="h3">
            Email Templates
          </Title>
          <Text size="sm" c="dimmed">
            One template per event of the product that sends e-mail.
          </Text>
        </Stack>
        {freeTriggers.length === 0 && !list.isPending ? (
          <Tooltip label="Every trigger has a template: edit it instead">
            <span>{newButton}</span>
          </Tooltip>
        ) : (
          newButton
        )}
      </Group>
      {list.isError && !list.data ? (
        <Card p="lg">
          <Group>
            <Text>The email templates could not be loaded.</Text>
            <Button variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Group>
        </Card>
      ) : (
        <Card p={0}>
          <DataTable
            caption="Email Templates"
            columns={columns}
            rows={templates}
            getRowKey={(t) => t.emailTemplateID}
            emptyText={EMAIL_TEMPLATE_TEXTS.noTemplates}
            isLoading={list.isPending}
            sort={sort}
            onSortChange={setSort}
          />
        </Card>
      )}
      {editing && (
        <EmailTemplateModal
          template={editing.kind === 'edit' ? editing.template : null}
          freeTriggers={freeTriggers}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
