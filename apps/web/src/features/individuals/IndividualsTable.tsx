import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { CHAT_TEXTS, INDIVIDUAL_TEXTS } from '@probity/domain';
import { IconEye, IconMessage, IconSettings, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { AboveRowLink, type DataTableColumn, DataTable, RowLink } from '../../components/DataTable';
import { fullNameOf, type IndividualListItem } from './individuals.api';

export interface IndividualRowActions {
  /** The path of an individual's Manage page. */
  managePath: (individual: IndividualListItem) => string;
  /** spec 02 §2.3: the matter list has a quick look; the charity list does not (03 §2.14). */
  onQuickLook?: (individual: IndividualListItem) => void;
  /** Absent when the role may not delete. */
  onDelete?: (individual: IndividualListItem) => void;
  /** spec 02 §2.3: the row's chat button (enabled once the individual is registered). */
  onChat?: (individual: IndividualListItem) => void;
}

export function emailOf(i: IndividualListItem): string {
  return i.emailAddress ?? i.user?.emailAddress ?? '';
}

export function individualColumns({
  managePath,
  onQuickLook,
  onDelete,
  onChat,
}: IndividualRowActions): DataTableColumn<IndividualListItem>[] {
  const { name, email, type } = INDIVIDUAL_TEXTS.columns;
  return [
    {
      key: 'name',
      header: name,
      render: (i) => (
        <Group gap="xs" wrap="nowrap">
          <RowLink to={managePath(i)}>{fullNameOf(i)}</RowLink>
          {i.isRegistered && (
            <Badge size="xs" variant="light" color="teal" radius="sm">
              Registered
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'email',
      header: email,
      render: (i) => (
        <Text fz="sm" c={emailOf(i) ? undefined : 'dimmed'}>
          {emailOf(i) || '—'}
        </Text>
      ),
    },
    { key: 'type', header: type, render: (i) => i.individualType?.name ?? '—', width: 170 },
    {
      key: 'actions',
      header: '',
      width: (onQuickLook ? 170 : 140) + (onChat ? 34 : 0),
      render: (i) => {
        return (
          <AboveRowLink>
            <RowActions
              individual={i}
              managePath={managePath}
              onQuickLook={onQuickLook}
              onDelete={onDelete}
              onChat={onChat}
            />
          </AboveRowLink>
        );
      },
    },
  ];
}

function RowActions({
  individual: i,
  managePath,
  onQuickLook,
  onDelete,
  onChat,
}: IndividualRowActions & { individual: IndividualListItem }) {
  const who = fullNameOf(i);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onChat && (
        <Tooltip label={i.isRegistered ? 'Chat' : CHAT_TEXTS.chatUnavailable}>
          <ActionIcon
            variant="subtle"
            disabled={!i.isRegistered}
            onClick={() => onChat(i)}
            aria-label={i.isRegistered ? `Chat with ${who}` : `${CHAT_TEXTS.chatUnavailable}: ${who}`}
          >
            <IconMessage size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onQuickLook && (
        <Tooltip label="Quick look">
          <ActionIcon variant="subtle" onClick={() => onQuickLook(i)} aria-label={`Quick look at ${who}`}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Anchor
        component={Link}
        to={managePath(i)}
        fz="sm"
        fw={500}
        px={6}
        aria-label={`Manage ${who}`}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconSettings size={16} aria-hidden />
        Manage
      </Anchor>
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" onClick={() => onDelete(i)} aria-label={`Delete ${who}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** Below the 1024 px breakpoint the list is a column of cards (Name, Email, Type and the actions). */
function IndividualCards({
  rows,
  emptyText,
  actions,
}: {
  rows: readonly IndividualListItem[];
  emptyText: string;
  actions: IndividualRowActions;
}) {
  if (rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {rows.map((i) => (
        <Card key={i.individualID} p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={actions.managePath(i)} fw={600} c="navy.9">
                {fullNameOf(i)}
              </Anchor>
              <Text fz="sm" c="dimmed" truncate>
                {emailOf(i) || '—'}
              </Text>
              <Group gap={6}>
                <Badge size="sm" variant="light" color="gray" radius="sm">
                  {i.individualType?.name ?? '—'}
                </Badge>
                {i.isRegistered && (
                  <Badge size="sm" variant="light" color="teal" radius="sm">
                    Registered
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <Group mt="xs" justify="flex-end">
            <RowActions individual={i} {...actions} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function IndividualsTable({
  rows,
  isLoading,
  emptyText,
  caption,
  actions,
}: {
  rows: readonly IndividualListItem[];
  isLoading: boolean;
  emptyText: string;
  caption: string;
  actions: IndividualRowActions;
}) {
  const isMobile = useIsMobileLayout();
  if (isMobile && !(isLoading && rows.length === 0)) {
    return <IndividualCards rows={rows} emptyText={emptyText} actions={actions} />;
  }
  return (
    <DataTable
      caption={caption}
      columns={individualColumns(actions)}
      rows={rows}
      getRowKey={(i) => i.individualID}
      emptyText={emptyText}
      isLoading={isLoading}
    />
  );
}
