import {
  ActionIcon,
  Box,
  Center,
  Drawer,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CHAT_TEXTS, LEGACY_CHAT_TEXTS, MOBILE_NAV_BREAKPOINT_PX } from '@probity/domain';
import {
  IconArrowLeft,
  IconBellOff,
  IconBuildingBank,
  IconChevronRight,
  IconHeartHandshake,
  IconMessageOff,
  IconMessages,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ChatLoading, ChatPane } from '../chat/ChatPane';
import { useConversation } from '../chat/chat.api';
import { ChatDetailsModal } from './ChatDetailsModal';
import {
  chatHoldingMessage,
  type LegacyConversation,
  useLegacyChatMute,
  useLegacyConversations,
} from './legacy-chat.api';

/** spec 03 §2.17, §9: about 820 px wide; the whole width below the 1024 px breakpoint. */
export const LEGACY_CHAT_OVERLAY_WIDTH_PX = 820;
const LIST_WIDTH_PX = 270;
/** The chat pane fills the overlay below its header and the chat's header. */
const PANE_HEIGHT = 'calc(100dvh - 150px)';

/** A chat that cannot be used: its disabled reason, or "Chat is unavailable". */
export function LegacyChatNotice({ reason }: { reason?: string | null }) {
  return (
    <Center py="xl" h="100%">
      <Stack gap={6} align="center" ta="center" maw={360}>
        <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
          <IconMessageOff size={22} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{reason || LEGACY_CHAT_TEXTS.chatIsUnavailable}</Text>
      </Stack>
    </Center>
  );
}

function ChatIcon({ chat }: { chat: LegacyConversation }) {
  const isCharity = chat.conversationType === 'charity';
  return (
    <ThemeIcon variant="light" radius="xl" size="lg" color={isCharity ? 'pink' : 'probity'}>
      {isCharity ? <IconHeartHandshake size={18} aria-hidden /> : <IconBuildingBank size={18} aria-hidden />}
    </ThemeIcon>
  );
}

/** The "Chats" list: title, description, icon and the muted bell. */
function ChatList({
  chats,
  selectedID,
  onSelect,
}: {
  chats: readonly LegacyConversation[];
  selectedID: string | null;
  onSelect: (conversationID: string) => void;
}) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="md" px="xs" pt="xs">
        {LEGACY_CHAT_TEXTS.chats}
      </Title>
      {chats.map((chat) => (
        <NavLink
          key={chat.conversationID}
          active={chat.conversationID === selectedID}
          onClick={() => onSelect(chat.conversationID)}
          label={<Text fw={600}>{chat.title}</Text>}
          description={chat.description}
          leftSection={<ChatIcon chat={chat} />}
          rightSection={
            <Group gap={4} wrap="nowrap">
              {chat.muted && <IconBellOff size={16} aria-label="Muted" />}
              <IconChevronRight size={14} aria-hidden />
            </Group>
          }
          aria-current={chat.conversationID === selectedID ? 'true' : undefined}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Stack>
  );
}

/** The selected chat's messages (the shared chat pane), loaded with willDisplay. */
function LegacyChatThread({
  chat,
  focusMessageID,
}: {
  chat: LegacyConversation;
  focusMessageID: string | null;
}) {
  const query = useConversation(chat.conversationID);
  if (query.isPending) return <ChatLoading />;
  // spec 03 §8: a chat load error stops loading silently.
  if (query.isError) return <LegacyChatNotice />;
  if (query.data.disabled) return <LegacyChatNotice reason={query.data.disabled} />;
  return (
    <ChatPane
      key={chat.conversationID}
      conversation={query.data}
      loadStamp={query.dataUpdatedAt}
      onReload={() => void query.refetch()}
      focusMessageID={focusMessageID}
      height={PANE_HEIGHT}
    />
  );
}

/** The selected chat: header (title, muted icon, member count → details) and the pane. */
function SelectedChat({
  chat,
  legacyID,
  focusMessageID,
  onBack,
  onDetailsOpenChange,
}: {
  chat: LegacyConversation;
  legacyID: string;
  focusMessageID: string | null;
  onBack?: () => void;
  /** The overlay keeps Escape for the details modal while it is open. */
  onDetailsOpenChange: (isOpen: boolean) => void;
}) {
  const [isDetailsOpen, setOpen] = useState(false);
  const setDetailsOpen = (isOpen: boolean) => {
    setOpen(isOpen);
    onDetailsOpenChange(isOpen);
  };
  const onDetailsOpenChangeRef = useRef(onDetailsOpenChange);
  onDetailsOpenChangeRef.current = onDetailsOpenChange;
  useEffect(() => () => onDetailsOpenChangeRef.current(false), []);
  const mute = useLegacyChatMute(legacyID);
  const members = chat.chatUsers.length;
  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }}>
      <Group gap="xs" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" onClick={onBack} aria-label="Back to chats">
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <UnstyledButton
          onClick={() => setDetailsOpen(true)}
          aria-label={`${chat.title} details`}
          disabled={!!chat.disabled}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap="sm" wrap="nowrap">
            <ChatIcon chat={chat} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Text fw={650} truncate>
                  {chat.title}
                </Text>
                {chat.muted && <IconBellOff size={16} aria-label="Muted" />}
              </Group>
              {!chat.disabled && (
                <Text fz="xs" c="dimmed">
                  {members} {members === 1 ? 'member' : 'members'}
                </Text>
              )}
            </Stack>
          </Group>
        </UnstyledButton>
      </Group>
      <Box style={{ flex: 1, minHeight: 0 }}>
        {chat.disabled ? (
          <LegacyChatNotice reason={chat.disabled} />
        ) : (
          <LegacyChatThread chat={chat} focusMessageID={focusMessageID} />
        )}
      </Box>
      {!chat.disabled && (
        <ChatDetailsModal
          chat={chat}
          opened={isDetailsOpen}
          onClose={() => setDetailsOpen(false)}
          isMuted={chat.muted}
          onMutedChange={(muted) => mute.mutate({ conversationID: chat.conversationID, muted })}
        />
      )}
    </Stack>
  );
}

/** spec 03 §2.17: the chat preselected on opening — the one holding the focus message, else a single (usable) chat. */
export function preselectedChat(chats: readonly LegacyConversation[]): string | null {
  if (chats.length === 1) return chats[0]!.conversationID;
  const usable = chats.filter((c) => !c.disabled);
  return usable.length === 1 ? usable[0]!.conversationID : null;
}

export interface LegacyChatOverlayProps {
  legacyID: string;
  opened: boolean;
  onClose: () => void;
  /** A message to open the chat at (chatMessageFocus). */
  focusMessageID?: string | null;
}

/**
 * spec 03 §2.3, §2.16, §2.17: the right-hand chat overlay of a legacy (about 820 px; the whole
 * width below 1024 px): the "Chats" list on the left, the selected chat on the right ("Select a
 * chat from the left-hand list." without one). Below 1024 px the list and the chat take turns.
 */
export function LegacyChatOverlay({
  legacyID,
  opened,
  onClose,
  focusMessageID = null,
}: LegacyChatOverlayProps) {
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_NAV_BREAKPOINT_PX - 1}px)`, false, {
    getInitialValueInEffect: false,
  });
  const query = useLegacyConversations(legacyID, opened);
  const chats = query.data ?? [];
  const [selectedID, setSelectedID] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ messageID: string; conversationID: string | null } | null>(null);
  const [isLocating, setLocating] = useState(false);
  const [isDetailsOpen, setDetailsOpen] = useState(false);

  // On each opening: preselect a single chat, or the chat holding the focus message.
  const hasChats = query.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is read once it has loaded for this opening.
  useEffect(() => {
    if (!opened || !hasChats) return;
    const list = query.data ?? [];
    if (!focusMessageID) {
      setFocus(null);
      setSelectedID((current) =>
        current && list.some((c) => c.conversationID === current) ? current : preselectedChat(list),
      );
      return;
    }
    let isCurrent = true;
    setLocating(true);
    void chatHoldingMessage(list, focusMessageID).then((conversationID) => {
      if (!isCurrent) return;
      setFocus({ messageID: focusMessageID, conversationID });
      setSelectedID(conversationID ?? preselectedChat(list));
      setLocating(false);
    });
    return () => {
      isCurrent = false;
    };
  }, [opened, hasChats, focusMessageID]);

  const selected = chats.find((c) => c.conversationID === selectedID) ?? null;
  const focusHere =
    focus && selected && focus.conversationID === selected.conversationID ? focus.messageID : null;

  let pane: ReactNode;
  if (query.isPending || isLocating) pane = <ChatLoading />;
  else if (query.isError || chats.length === 0) pane = <LegacyChatNotice />;
  else if (!selected)
    pane = (
      <Center h="100%" py="xl">
        <Stack gap={6} align="center" ta="center">
          <ThemeIcon variant="light" size="xl" radius="xl">
            <IconMessages size={22} aria-hidden />
          </ThemeIcon>
          <Text c="dimmed">{LEGACY_CHAT_TEXTS.selectChat}</Text>
        </Stack>
      </Center>
    );
  else
    pane = (
      <SelectedChat
        key={selected.conversationID}
        chat={selected}
        legacyID={legacyID}
        focusMessageID={focusHere}
        onBack={isNarrow ? () => setSelectedID(null) : undefined}
        onDetailsOpenChange={setDetailsOpen}
      />
    );

  const showList = chats.length > 0 && (!isNarrow || !selected);
  const showPane = !isNarrow || !!selected || chats.length === 0 || query.isPending || query.isError;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isNarrow ? '100%' : LEGACY_CHAT_OVERLAY_WIDTH_PX}
      title={
        <Group gap="xs">
          <ThemeIcon variant="light" radius="xl" size="md">
            <IconMessages size={18} aria-hidden />
          </ThemeIcon>
          <Text fw={650}>{CHAT_TEXTS.chatTitle}</Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close chat' }}
      closeOnEscape={!isDetailsOpen}
      zIndex={300}
      styles={{ body: { height: 'calc(100% - 60px)', paddingBottom: 'var(--mantine-spacing-sm)' } }}
    >
      <Group align="stretch" gap="md" wrap="nowrap" h="100%">
        {showList && (
          <ScrollArea
            w={isNarrow ? '100%' : LIST_WIDTH_PX}
            style={{
              flexShrink: 0,
              borderRight: isNarrow ? undefined : '1px solid var(--mantine-color-default-border)',
            }}
            pr={isNarrow ? 0 : 'sm'}
          >
            <ChatList chats={chats} selectedID={selectedID} onSelect={setSelectedID} />
          </ScrollArea>
        )}
        {showPane && (
          <Box style={{ flex: 1, minWidth: 0 }} h="100%">
            {pane}
          </Box>
        )}
      </Group>
    </Drawer>
  );
}
