import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ChatLoading, ChatPane } from './ChatPane';
import { ChatNotice } from './ChatNotice';
import { isChatDisabledError, useChatMutations, useConversation } from './chat.api';

/**
 * One chat: the header (title, muted icon, member count, mute toggle) and the pane. Mute is
 * toggled locally at once, then the server is called (spec 02 §4).
 */
export function ChatFrame({
  conversationID,
  title,
  focusMessageID = null,
  height,
}: {
  conversationID: string;
  title: string;
  focusMessageID?: string | null;
  height?: number | string;
}) {
  const query = useConversation(conversationID);
  const { mute } = useChatMutations(conversationID);
  const [isMuted, setMuted] = useState(false);
  const serverMuted = query.data?.muted;
  useEffect(() => {
    if (serverMuted !== undefined) setMuted(serverMuted);
  }, [serverMuted]);

  if (query.isPending) return <ChatLoading />;
  if (isChatDisabledError(query.error)) return <ChatNotice kind="disabled" reason={query.error.message} />;
  // spec 03 §8: a load error stops loading silently; there is no chat to show.
  if (query.isError) return <ChatNotice kind="unavailable" />;
  const conversation = query.data;
  if (conversation.disabled) return <ChatNotice kind="disabled" reason={conversation.disabled} />;

  const handleMute = () => {
    const next = !isMuted;
    setMuted(next);
    mute.mutate(next, { onError: () => setMuted(!next) });
  };

  return (
    <Stack gap="xs" style={{ minHeight: 0 }}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={650} truncate>
            {title}
          </Text>
          {isMuted && <IconBellOff size={16} aria-label="Muted" />}
          <Text fz="xs" c="dimmed">
            {conversation.chatUsers.length} {conversation.chatUsers.length === 1 ? 'member' : 'members'}
          </Text>
        </Group>
        <Tooltip label={isMuted ? 'Unmute' : 'Mute'}>
          <ActionIcon
            variant="subtle"
            onClick={handleMute}
            aria-label={isMuted ? 'Unmute chat' : 'Mute chat'}
            aria-pressed={isMuted}
          >
            {isMuted ? <IconBellOff size={18} /> : <IconBell size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <ChatPane
        conversation={conversation}
        loadStamp={query.dataUpdatedAt}
        onReload={() => void query.refetch()}
        focusMessageID={focusMessageID}
        height={height}
      />
    </Stack>
  );
}
