import { Anchor, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { CHAT_TEXTS } from '@probity/domain';
import { IconMessageOff } from '@tabler/icons-react';

/**
 * spec 02 §2.11: 'Chat disabled' (individual chat disabled for the organisation) and 'Chat
 * unavailable' (only for registered users; an e-mail link when the individual has one).
 */
export function ChatNotice({
  kind,
  reason,
  emailAddress,
}: {
  kind: 'disabled' | 'unavailable';
  reason?: string | null;
  emailAddress?: string | null;
}) {
  return (
    <Center py="xl">
      <Stack gap={6} align="center" ta="center" maw={360}>
        <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
          <IconMessageOff size={22} aria-hidden />
        </ThemeIcon>
        <Text fw={650}>{kind === 'disabled' ? CHAT_TEXTS.chatDisabled : CHAT_TEXTS.chatUnavailable}</Text>
        {kind === 'disabled' && reason && reason !== CHAT_TEXTS.chatDisabled && (
          <Text fz="sm" c="dimmed">
            {reason}
          </Text>
        )}
        {kind === 'unavailable' && emailAddress && (
          <Anchor href={`mailto:${emailAddress}`} fz="sm">
            {emailAddress}
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
