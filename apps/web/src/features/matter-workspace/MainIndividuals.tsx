import {
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { INDIVIDUAL_TYPES, MAIN_INDIVIDUAL, mainIndividualsOf, matterTypeById } from '@probity/domain';
import { IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { formatDate } from '../../lib/dates';
import { chatKeys, useIndividualConversation } from '../chat/chat.api';
import { IndividualChat } from '../chat/IndividualChat';
import { fullNameOf, type Individual, useIndividual } from '../individuals/individuals.api';
import type { Matter, MatterIndividual } from '../matters/matters.api';
import { managePathOf, panelRightsOf, unreadCountOf } from './main-individual-panel';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

function addressOf(i: Individual): string {
  return [i.addressLine1, i.addressLine2, i.addressLine3, i.cityTown, i.county, i.postCode, i.country]
    .filter((part) => part?.trim())
    .join(', ');
}

function Details({ matterID, individualID }: { matterID: string; individualID: string }) {
  const query = useIndividual(matterID, individualID);
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  const individual = query.data;
  if (!individual) {
    return (
      <Text c="dimmed" fz="sm">
        The individual could not be loaded.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {/* The panel sits in the narrow column: two short facts a row, the long ones a row each. */}
      <SimpleGrid cols={2} spacing="md">
        <Fact label="Type">{individual.individualType?.name}</Fact>
        <Fact label="Date of birth">{formatDate(individual.dob)}</Fact>
      </SimpleGrid>
      <Fact label="Email">{individual.emailAddress ?? individual.user?.emailAddress}</Fact>
      <Fact label="Phone">{individual.mobileTelephone || individual.telephone}</Fact>
      <Fact label="Address">{addressOf(individual)}</Fact>
    </Stack>
  );
}

function Person({ person }: { person: MatterIndividual }) {
  const name = [person.title, person.firstName, person.surname].filter(Boolean).join(' ');
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar name={person.name} color="initials" radius="xl" size={36} alt="" />
      <div style={{ minWidth: 0 }}>
        <Text fw={600} fz="sm">
          {name}
        </Text>
        <Text fz="xs" c="dimmed">
          {person.individualType.name}
          {person.user ? ' · Registered' : ''}
        </Text>
      </div>
    </Group>
  );
}

/**
 * spec 02 §2.1 the individual details panel: tabs Details and Chat (the chat tab's subtext is the
 * count of messages the viewer has not read) and Manage Individual. The chat shows 'Chat disabled'
 * while the firm has individual chat off and 'Chat unavailable' until the individual registers,
 * as the chat overlay does.
 */
function IndividualPanel({ matter, person }: { matter: Matter; person: MatterIndividual }) {
  const { user, roles } = useSession();
  const queryClient = useQueryClient();
  const rights = panelRightsOf(roles, person.individualID, matter.viewingIndividual?.individualID);
  const isRegistered = !!person.user;
  const [tab, setTab] = useState<string | null>('details');
  // The same query the chat starts from: the messages and the viewer's last view (not marked seen).
  const chat = useIndividualConversation(
    matter.matterID,
    person.individualID,
    rights.hasTabs && isRegistered && matter.chatEnabled,
  );
  const unread =
    chat.data && !chat.data.disabled
      ? unreadCountOf(chat.data.messages, chat.data.lastViewed, user.userID)
      : 0;
  const name = fullNameOf(person);

  const handleTab = (next: string | null) => {
    // Opening the chat marks it seen: on leaving it the count is asked for again.
    if (tab === 'chat' && next !== 'chat') {
      void queryClient.invalidateQueries({
        queryKey: chatKeys.individual(matter.matterID, person.individualID),
      });
    }
    setTab(next);
  };

  return (
    <Stack gap="sm" component="article" aria-label={name}>
      <Person person={person} />
      {rights.hasTabs && (
        <Tabs value={tab} onChange={handleTab} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab
              value="chat"
              rightSection={
                <Badge
                  size="sm"
                  circle={unread < 10}
                  color={unread > 0 ? 'red' : 'gray'}
                  variant={unread > 0 ? 'filled' : 'light'}
                  aria-label={`${unread} unread`}
                >
                  {unread}
                </Badge>
              }
            >
              Chat
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <Details matterID={matter.matterID} individualID={person.individualID} />
          </Tabs.Panel>
          <Tabs.Panel value="chat">
            <IndividualChat
              matterID={matter.matterID}
              individualID={person.individualID}
              title={name}
              isRegistered={isRegistered}
              isChatEnabled={matter.chatEnabled}
              height="min(420px, 60dvh)"
            />
          </Tabs.Panel>
        </Tabs>
      )}
      {rights.canManage && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={managePathOf(person.individualID)}
            relative="path"
            variant="light"
            size="compact-sm"
            leftSection={<IconSettings size={14} aria-hidden />}
            aria-label={`Manage Individual ${name}`}
          >
            Manage Individual
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * spec 02 §2.1 the main individual(s) of the matter: Estate the Deceased, Will the Testator, Trust
 * every Settlor, Power of Attorney the Donor; each in an individual details panel.
 */
export function MainIndividuals({ matter }: { matter: Matter }) {
  const type = matterTypeById(matter.matterType.matterTypeID);
  if (!type) return null;
  const rule = MAIN_INDIVIDUAL[type.key];
  const typeName = INDIVIDUAL_TYPES[rule.individualTypeID]?.name ?? rule.individualTypeID;
  const people = mainIndividualsOf(type.key, matter.individuals);
  const heading = rule.isAll ? `${typeName}s` : typeName;

  return (
    <Card p="lg" component="section" aria-labelledby="main-individuals-title">
      <Title order={2} fz="lg" mb="sm" id="main-individuals-title">
        {heading}
      </Title>
      {people.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No {typeName.toLowerCase()} added yet.
        </Text>
      ) : (
        <Stack gap="md">
          {people.map((person, index) => (
            <Stack key={person.individualID} gap="md">
              {index > 0 && <Divider />}
              <IndividualPanel matter={matter} person={person} />
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
