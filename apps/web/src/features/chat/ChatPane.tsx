import { Box, Center, Divider, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { CHAT_PIN_HIGHLIGHT_MS, CHAT_TEXTS, MESSAGE_REMOVE_DELAY_MS } from '@probity/domain';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useChatGroup } from '../../app/realtime/use-chat-group';
import { useSession } from '../../auth/session';
import { toUploads } from '../documents/documents.api';
import { ChatComposer } from './ChatComposer';
import { ChatMessageCard } from './ChatMessageCard';
import { PinnedBanner } from './PinnedBanner';
import { type ChatMessage, type Conversation, useChatMutations } from './chat.api';
import { earliestUnreadID, taggedUsersOf } from './chat-logic';
import { scrollToMessage, useChatScroll } from './use-chat-scroll';

interface ChatPaneProps {
  conversation: Conversation;
  /** When the conversation was last loaded (the query's dataUpdatedAt). */
  loadStamp: number;
  onReload: () => void;
  focusMessageID?: string | null;
  height?: number | string;
}

/**
 * spec 03 §2.17 chat pane, shared by every chat: the pinned banner, the messages with the 'New
 * messages' divider, and the input bar. Joins the live group while open and reloads on
 * 'MessageReceived'. Load and send errors fail silently (spec 02 §8).
 */
export function ChatPane({
  conversation,
  loadStamp,
  onReload,
  focusMessageID = null,
  height = 480,
}: ChatPaneProps) {
  const { user } = useSession();
  const { send, pin, remove } = useChatMutations(conversation.conversationID);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [removedIDs, setRemovedIDs] = useState<ReadonlySet<string>>(new Set());
  const [highlightID, setHighlightID] = useState<string | null>(null);
  const [pinnedIndex, setPinnedIndex] = useState(0);
  // The divider stays where it was when the chat opened, though opening marks the chat viewed.
  const [unreadID] = useState(() =>
    earliestUnreadID(conversation.messages, conversation.lastViewed, user.userID),
  );

  useChatGroup(conversation.conversationID, onReload);
  useChatScroll(viewportRef, loadStamp, focusMessageID);

  const messages = conversation.messages.filter((m) => !removedIDs.has(m.conversationMessageID));
  const pinned = useMemo(() => messages.filter((m) => m.pinned), [messages]);
  // spec 03 §4: pinned messages are recomputed and the banner index set to the last pinned.
  useEffect(() => setPinnedIndex(Math.max(0, pinned.length - 1)), [pinned.length]);

  const highlight = (message: ChatMessage) => {
    scrollToMessage(viewportRef.current, message.conversationMessageID);
    setHighlightID(message.conversationMessageID);
    window.setTimeout(() => setHighlightID(null), CHAT_PIN_HIGHLIGHT_MS);
  };

  const handleSend = async (text: string, files: File[]): Promise<boolean> => {
    try {
      const documents = (await toUploads(files, conversation.conversationID)).map(
        ({ name, mimeType, content }) => ({
          name,
          mimeType,
          content,
        }),
      );
      await send.mutateAsync({
        message: text,
        documents,
        taggedUsers: taggedUsersOf(conversation.chatUsers, text),
        pinned: false,
      });
      return true;
    } catch {
      return false;
    }
  };

  const handleDelete = async (message: ChatMessage) => {
    const isConfirmed = await confirm({
      title: CHAT_TEXTS.deleteTitle,
      text: CHAT_TEXTS.deleteText,
      confirmLabel: CHAT_TEXTS.deleteYes,
      cancelLabel: CHAT_TEXTS.deleteNo,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const toast = notify.loading(CHAT_TEXTS.deleting);
    remove.mutate(message.conversationMessageID, {
      onSuccess: () => {
        notify.success(CHAT_TEXTS.deleted, toast);
        window.setTimeout(() => {
          setRemovedIDs((current) => new Set([...current, message.conversationMessageID]));
          onReload();
        }, MESSAGE_REMOVE_DELAY_MS);
      },
      onError: () => notify.error(CHAT_TEXTS.deleteFailed, toast),
    });
  };

  return (
    <Stack gap="sm" h={height} style={{ minHeight: 0 }}>
      <PinnedBanner
        pinned={pinned}
        index={pinnedIndex}
        onIndexChange={setPinnedIndex}
        onSeeInChat={highlight}
      />
      <ScrollArea viewportRef={viewportRef} style={{ flex: 1, minHeight: 0 }} type="auto" offsetScrollbars>
        {messages.length === 0 ? (
          <Center h="100%" mih={200}>
            <Stack gap={4} align="center" ta="center">
              <Text fw={600}>{CHAT_TEXTS.noMessages}</Text>
              <Text fz="sm" c="dimmed">
                {CHAT_TEXTS.startConversation}
              </Text>
            </Stack>
          </Center>
        ) : (
          <Stack gap="sm" py="xs" role="log" aria-label="Messages">
            {messages.map((message) => (
              <Fragment key={message.conversationMessageID}>
                {message.conversationMessageID === unreadID && (
                  <Divider label={CHAT_TEXTS.newMessages} labelPosition="center" color="red.4" />
                )}
                <ChatMessageCard
                  message={message}
                  chatUsers={conversation.chatUsers}
                  isOwn={message.user?.userID === user.userID}
                  isHighlighted={highlightID === message.conversationMessageID}
                  isPinning={pin.isPending && pin.variables === message.conversationMessageID}
                  onPin={(m) => pin.mutate(m.conversationMessageID)}
                  onDelete={(m) => void handleDelete(m)}
                />
              </Fragment>
            ))}
          </Stack>
        )}
      </ScrollArea>
      <Box>
        <ChatComposer
          chatUsers={conversation.chatUsers}
          isSending={send.isPending}
          isDisabled={false}
          onSend={handleSend}
        />
      </Box>
    </Stack>
  );
}

/** A chat that is loading. */
export function ChatLoading() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading" />
    </Center>
  );
}
