import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { CHAT_TEXTS } from '@probity/domain';
import { IconChevronDown, IconChevronUp, IconPinFilled } from '@tabler/icons-react';
import type { ChatMessage } from './chat.api';

/** spec 03 §2.17: the pinned-messages banner with 'n/total', prev/next and 'See in chat'. */
export function PinnedBanner({
  pinned,
  index,
  onIndexChange,
  onSeeInChat,
}: {
  pinned: readonly ChatMessage[];
  index: number;
  onIndexChange: (index: number) => void;
  onSeeInChat: (message: ChatMessage) => void;
}) {
  const current = pinned[index];
  if (!current) return null;
  const total = pinned.length;
  return (
    <Paper withBorder radius="sm" p="xs" bg="yellow.0" aria-label="Pinned messages">
      <Group gap="xs" wrap="nowrap">
        <IconPinFilled size={16} aria-hidden />
        <Text fz="xs" fw={600} style={{ flex: '0 0 auto' }}>
          {index + 1}/{total}
        </Text>
        <Text fz="sm" truncate style={{ flex: 1, minWidth: 0 }}>
          {current.message || current.documents.map((d) => d.name).join(', ')}
        </Text>
        <ActionIcon
          size="sm"
          variant="subtle"
          disabled={total < 2}
          onClick={() => onIndexChange((index - 1 + total) % total)}
          aria-label="Previous pinned message"
        >
          <IconChevronUp size={14} />
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          disabled={total < 2}
          onClick={() => onIndexChange((index + 1) % total)}
          aria-label="Next pinned message"
        >
          <IconChevronDown size={14} />
        </ActionIcon>
        <Button size="compact-xs" variant="light" onClick={() => onSeeInChat(current)}>
          {CHAT_TEXTS.seeInChat}
        </Button>
      </Group>
    </Paper>
  );
}
