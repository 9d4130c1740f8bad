import { Avatar, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { ChatUser } from './chat.api';
import { fullName } from './chat-logic';

/** spec 03 §5: the list of chat users to mention, above the input. */
export function MentionList({
  users,
  activeIndex,
  onSelect,
}: {
  users: readonly ChatUser[];
  activeIndex: number;
  onSelect: (user: ChatUser) => void;
}) {
  if (users.length === 0) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      radius="sm"
      p={4}
      role="listbox"
      aria-label="Mention a chat user"
      style={{
        position: 'absolute',
        bottom: '100%',
        left: 0,
        marginBottom: 6,
        zIndex: 20,
        minWidth: 240,
        maxHeight: 220,
        overflowY: 'auto',
      }}
    >
      {users.map((user, index) => (
        <UnstyledButton
          key={user.userID}
          role="option"
          aria-label={fullName(user)}
          aria-selected={index === activeIndex}
          // Keeps the input focused, so the list's blur-to-close does not fire first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onSelect(user)}
          w="100%"
          p={6}
          style={{
            borderRadius: 4,
            background: index === activeIndex ? 'var(--mantine-color-probity-0)' : undefined,
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.profileImage} name={fullName(user)} color="initials" size="sm" radius="xl" />
            <Text fz="sm">{fullName(user)}</Text>
          </Group>
        </UnstyledButton>
      ))}
    </Paper>
  );
}
