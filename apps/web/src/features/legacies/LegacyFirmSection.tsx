import { Avatar, Button, Group, HoverCard, SimpleGrid, Stack, Text } from '@mantine/core';
import { CHAT_TEXTS, LEGACY_TEXTS, type Legacy, type LegacyUser } from '@probity/domain';
import { IconMessages } from '@tabler/icons-react';
import { Fact, Section, dash } from './LegacyInformationLayout';

function TeamList({ users }: { users: LegacyUser[] }) {
  const shown = users.slice(0, 3);
  const hidden = users.slice(3);
  if (users.length === 0) return <Text fz="sm">-</Text>;
  return (
    <Stack gap={6}>
      {shown.map((u) => (
        <Group key={u.userID} gap="xs" wrap="nowrap">
          <Avatar src={u.profileImage} name={u.name} color="initials" size="sm" radius="xl" alt="" />
          <Text fz="sm">{u.name}</Text>
        </Group>
      ))}
      {hidden.length > 0 && (
        <HoverCard position="bottom-start" withArrow shadow="md">
          <HoverCard.Target>
            <Text fz="sm" c="blue" style={{ cursor: 'default' }} tabIndex={0}>
              {LEGACY_TEXTS.moreUsers(hidden.length)}
            </Text>
          </HoverCard.Target>
          <HoverCard.Dropdown>
            <Stack gap={4}>
              {hidden.map((u) => (
                <Text key={u.userID} fz="sm">
                  {u.name}
                </Text>
              ))}
            </Stack>
          </HoverCard.Dropdown>
        </HoverCard>
      )}
    </Stack>
  );
}

/** spec 03 §2.4 the Information page's firm section (a legacy with a firm matter). */
export function LegacyFirmSection({ legacy, onChat }: { legacy: Legacy; onChat: () => void }) {
  const firm = legacy.matterOrganisation!;
  const contact = firm.mainContactUser;
  const address = [firm.address1, firm.address2, firm.cityTown, firm.postCode, firm.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Section
      title={LEGACY_TEXTS.firmSection}
      actions={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconMessages size={16} aria-hidden />}
          onClick={onChat}
        >
          {CHAT_TEXTS.chatTitle}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label="Reference" value={legacy.reference} />
        <Fact label="Name" value={firm.name} />
        <Fact label="Address" value={dash(address)} />
        <Fact
          label="Main contact"
          value={
            contact ? (
              <Stack gap={0}>
                <span>{[contact.title, contact.name].filter(Boolean).join(' ')}</span>
                <Text fz="xs" c="dimmed">
                  {contact.emailAddress || LEGACY_TEXTS.noEmail}
                </Text>
              </Stack>
            ) : (
              LEGACY_TEXTS.noEmail
            )
          }
        />
        <Fact label="Team" value={<TeamList users={legacy.matterTeam} />} />
      </SimpleGrid>
    </Section>
  );
}
