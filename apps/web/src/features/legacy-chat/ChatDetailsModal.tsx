import {
  Avatar,
  Center,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { CHARITY_ROLES, hasAnyRole, LEGACY_CHAT_TEXTS } from '@probity/domain';
import {
  IconBuildingBank,
  IconHeartHandshake,
  IconInfoCircle,
  IconSearch,
  IconTools,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { fullName } from '../chat/chat-logic';
import type { LegacyConversation } from './legacy-chat.api';

/** spec 03 §9: the Charities tab lists 10 charities a page. */
export const CHAT_CHARITIES_PAGE_SIZE = 10;

/** "Chat created on" day month year (GMT). */
export function formatChatCreated(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

function UnderConstruction() {
  return (
    <Center py="xl">
      <Stack gap={6} align="center">
        <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
          <IconTools size={22} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{LEGACY_CHAT_TEXTS.underConstruction}</Text>
      </Stack>
    </Center>
  );
}

function AboutTab({
  chat,
  isMuted,
  onMutedChange,
}: {
  chat: LegacyConversation;
  isMuted: boolean;
  onMutedChange: (muted: boolean) => void;
}) {
  const { roles } = useSession();
  // spec 03 §6: charity roles see the firm's details in the Legacy chat's About tab.
  const showsFirm = chat.conversationType === 'legacy' && hasAnyRole(roles, CHARITY_ROLES) && !!chat.firm;
  const firm = chat.firm;
  return (
    <Stack gap="md">
      {chat.conversationType === 'charity' && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm">{LEGACY_CHAT_TEXTS.charityChatInfo}</Text>
        </Group>
      )}
      <Text fz="sm" c="dimmed">
        {LEGACY_CHAT_TEXTS.chatCreatedOn} {formatChatCreated(chat.dateCreated)}
      </Text>
      {showsFirm && firm && (
        <Paper withBorder p="sm" radius="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl">
              <IconBuildingBank size={16} aria-hidden />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fw={600}>{firm.name}</Text>
              {[firm.address1, firm.address2, firm.cityTown, firm.postCode, firm.country]
                .filter(Boolean)
                .map((line) => (
                  <Text key={line} fz="sm" c="dimmed">
                    {line}
                  </Text>
                ))}
            </Stack>
          </Group>
        </Paper>
      )}
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          {LEGACY_CHAT_TEXTS.settings}
        </Text>
        <Switch
          checked={isMuted}
          onChange={(event) => onMutedChange(event.currentTarget.checked)}
          label={LEGACY_CHAT_TEXTS.mute}
        />
      </Stack>
    </Stack>
  );
}

function CharitiesTab({ charities }: { charities: LegacyConversation['charities'] }) {
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(charities.length / CHAT_CHARITIES_PAGE_SIZE));
  const shown = charities.slice((page - 1) * CHAT_CHARITIES_PAGE_SIZE, page * CHAT_CHARITIES_PAGE_SIZE);
  return (
    <Stack gap="xs">
      {shown.map((charity) => (
        <Group key={charity.organisationID} gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" color="pink">
            <IconHeartHandshake size={16} aria-hidden />
          </ThemeIcon>
          <Text fz="sm">{charity.name}</Text>
        </Group>
      ))}
      {totalPages > 1 && <Pagination total={totalPages} value={page} onChange={setPage} size="sm" mt="xs" />}
    </Stack>
  );
}

function UsersTab({ chat }: { chat: LegacyConversation }) {
  return (
    <Stack gap="sm">
      <TextInput
        disabled
        placeholder={LEGACY_CHAT_TEXTS.searchUsers}
        aria-label={LEGACY_CHAT_TEXTS.searchUsers}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      <Stack gap="xs" role="list" aria-label="Chat users">
        {chat.chatUsers.map((user) => (
          <Group key={user.userID} gap="sm" wrap="nowrap" role="listitem">
            <Avatar src={user.profileImage} name={fullName(user)} color="initials" radius="xl" size="sm" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} truncate>
                {fullName(user)}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                {user.emailAddress}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * spec 03 §2.17 chat details modal: About (the Charity chat's group-chat line, "Chat created
 * on", the firm for a charity user in the Legacy chat, the mute setting), Charities (Charity chat
 * only; 10 a page), Users (with a disabled search box), Files and Pinned messages (both "Section
 * Under Construction").
 */
export function ChatDetailsModal({
  chat,
  opened,
  onClose,
  isMuted,
  onMutedChange,
}: {
  chat: LegacyConversation;
  opened: boolean;
  onClose: () => void;
  isMuted: boolean;
  onMutedChange: (muted: boolean) => void;
}) {
  const tabs = LEGACY_CHAT_TEXTS.tabs;
  return (
    <Modal opened={opened} onClose={onClose} title={chat.title} size="lg" zIndex={400}>
      <Tabs defaultValue="about" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="about">{tabs.about}</Tabs.Tab>
          {chat.conversationType === 'charity' && <Tabs.Tab value="charities">{tabs.charities}</Tabs.Tab>}
          <Tabs.Tab value="users">{tabs.users}</Tabs.Tab>
          <Tabs.Tab value="files">{tabs.files}</Tabs.Tab>
          <Tabs.Tab value="pinned">{tabs.pinned}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="about">
          <AboutTab chat={chat} isMuted={isMuted} onMutedChange={onMutedChange} />
        </Tabs.Panel>
        {chat.conversationType === 'charity' && (
          <Tabs.Panel value="charities">
            <CharitiesTab charities={chat.charities} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="users">
          <UsersTab chat={chat} />
        </Tabs.Panel>
        <Tabs.Panel value="files">
          <UnderConstruction />
        </Tabs.Panel>
        <Tabs.Panel value="pinned">
          <UnderConstruction />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
