import { ActionIcon, Avatar, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPin, IconPinFilled, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { formatActivityDateTime, formatActivityTime } from '../../components/activity-timeline';
import { ChatAttachmentView } from './ChatAttachment';
import type { ChatMessage, ChatUser } from './chat.api';
import { fullName, mentionOf, splitMentions } from './chat-logic';

/** Shows mentions of the chat's users in bold. */
function withMentions(text: string, users: readonly ChatUser[]): ReactNode {
  const parts = splitMentions(text, users.map(mentionOf));
  if (parts.length <= 1) return text;
  return parts.map((part) =>
    part.isMention ? (
      <Text key={part.start} span fw={700} c="probity.7">
        {part.text}
      </Text>
    ) : (
      <Fragment key={part.start}>{part.text}</Fragment>
    ),
  );
}

interface ChatMessageCardProps {
  message: ChatMessage;
  chatUsers: readonly ChatUser[];
  isOwn: boolean;
  isHighlighted: boolean;
  isPinning: boolean;
  onPin: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
}

/**
 * spec 02 §2.11, 03 §2.17 message: pin (anyone) and delete (the author only), the author's avatar,
 * name and roles, the attachments. Own messages are styled differently.
 */
export function ChatMessageCard({
  message,
  chatUsers,
  isOwn,
  isHighlighted,
  isPinning,
  onPin,
  onDelete,
}: ChatMessageCardProps) {
  const author = message.user;
  const name = author ? fullName(author) : 'System';
  const now = new Date();
  return (
    <Group
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      justify={isOwn ? 'flex-end' : 'flex-start'}
      data-message-id={message.conversationMessageID}
    >
      {!isOwn && (
        <Avatar src={author?.profileImage ?? null} name={name} color="initials" radius="xl" size="md" />
      )}
      <Paper
        p="sm"
        radius="md"
        maw="80%"
        bg={isOwn ? 'probity.0' : 'gray.0'}
        withBorder
        style={{
          outline: isHighlighted ? '2px solid var(--mantine-color-yellow-5)' : undefined,
          transition: 'outline-color 200ms',
        }}
      >
        <Group justify="space-between" gap="md" wrap="nowrap" mb={4}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="sm" fw={650} truncate>
              {isOwn ? `${name} (you)` : name}
            </Text>
            {author?.roles && author.roles.length > 0 && (
              <Text fz="xs" c="dimmed" truncate>
                {author.roles.join(', ')}
              </Text>
            )}
          </Stack>
          <Group gap={2} wrap="nowrap">
            <Tooltip label={formatActivityDateTime(message.dateCreated)}>
              <Text fz="xs" c="dimmed" mr={4}>
                {formatActivityTime(message.dateCreated, now)}
              </Text>
            </Tooltip>
            <Tooltip label={message.pinned ? 'Unpin' : 'Pin'}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color={message.pinned ? 'yellow' : 'gray'}
                loading={isPinning}
                onClick={() => onPin(message)}
                aria-label={message.pinned ? 'Unpin message' : 'Pin message'}
                aria-pressed={message.pinned}
              >
                {message.pinned ? <IconPinFilled size={14} /> : <IconPin size={14} />}
              </ActionIcon>
            </Tooltip>
            {isOwn && (
              <Tooltip label="Delete">
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(message)}
                  aria-label="Delete message"
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {message.message && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {withMentions(message.message, chatUsers)}
          </Text>
        )}
        {message.documents.length > 0 && (
          <Box mt="xs">
            <Group gap="xs">
              {message.documents.map((d) => (
                <ChatAttachmentView key={d.documentID} document={d} />
              ))}
            </Group>
          </Box>
        )}
      </Paper>
    </Group>
  );
}
