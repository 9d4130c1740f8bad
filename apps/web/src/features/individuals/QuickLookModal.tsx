import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { INDIVIDUAL_TEXTS } from '@probity/domain';
import { IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { IndividualChat } from '../chat/IndividualChat';
import { CheckHistoryTable } from '../checks/CheckHistoryTable';
import { fullNameOf, type Individual, type IndividualListItem, useIndividual } from './individuals.api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{children || '—'}</Text>
    </Stack>
  );
}

function addressOf(i: Individual): string {
  return [i.addressLine1, i.addressLine2, i.addressLine3, i.cityTown, i.county, i.postCode, i.country]
    .filter((part) => part?.trim())
    .join(', ');
}

function Details({ individual }: { individual: Individual }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Fact label="Type">{individual.individualType?.name}</Fact>
        <Fact label="Date of birth">{formatDate(individual.dob)}</Fact>
        <Fact label="Email">{individual.emailAddress ?? individual.user?.emailAddress}</Fact>
        <Fact label="Phone">{individual.mobileTelephone || individual.telephone}</Fact>
      </SimpleGrid>
      <Fact label="Address">{addressOf(individual)}</Fact>
      <Title order={3} fz="sm" c="navy.9">
        Check history
      </Title>
      <CheckHistoryTable history={individual.checkHistory} />
    </Stack>
  );
}

function Account({ individual }: { individual: Individual }) {
  const waiting = individual.checkHistory.filter((c) => !c.checkCompleted).length;
  return (
    <Stack gap="md">
      <Fact label="Signs in as">{individual.user?.emailAddress}</Fact>
      <Text fz="sm">
        {individual.firstName} has a Probity account: they can see the matter, keep their own details up to
        date and complete checks they are invited to.
      </Text>
      <Fact label="Checks waiting for them">{String(waiting)}</Fact>
    </Stack>
  );
}

/**
 * spec 02 §2.4 quick look: the name, details and check history, a manage button, and the
 * registered person's account tab, marked Unavailable when the individual is not registered, and
 * the converse (chat) tab: 'Chat unavailable' with the e-mail link until they are registered.
 */
export function QuickLookModal({
  row,
  scopeID,
  managePath,
  onClose,
  initialTab = 'details',
  chatMessageFocus = null,
  isChatEnabled = true,
}: {
  row: IndividualListItem | null;
  scopeID: string;
  /** The matter's chatEnabled: off shows 'Chat disabled' in the converse tab (spec 02 §2.11). */
  isChatEnabled?: boolean;
  managePath: string;
  onClose: () => void;
  /** The row's chat button opens the converse tab (spec 02 §2.3). */
  initialTab?: 'details' | 'converse';
  /** A mention link focuses its message in the chat. */
  chatMessageFocus?: string | null;
}) {
  const query = useIndividual(scopeID, row?.individualID ?? '', !!row);
  const individual = query.data;
  const name = row ? fullNameOf(row) : '';
  const isRegistered = individual?.isRegistered ?? row?.isRegistered ?? false;

  return (
    <Modal
      opened={!!row}
      onClose={onClose}
      size={980}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Group gap="sm">
          <Text fw={650} fz="lg">
            {name}
          </Text>
          {row?.individualType && (
            <Badge variant="light" radius="sm">
              {row.individualType.name}
            </Badge>
          )}
        </Group>
      }
    >
      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : !individual ? (
        <Text c="dimmed">The individual could not be loaded.</Text>
      ) : (
        <Tabs key={`${individual.individualID}-${initialTab}`} defaultValue={initialTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="converse">Chat</Tabs.Tab>
            <Tabs.Tab
              value="account"
              disabled={!isRegistered}
              rightSection={
                isRegistered ? undefined : (
                  <Badge size="xs" color="gray" variant="light">
                    {INDIVIDUAL_TEXTS.unavailable}
                  </Badge>
                )
              }
            >
              Account
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <Details individual={individual} />
          </Tabs.Panel>
          <Tabs.Panel value="converse">
            <IndividualChat
              matterID={scopeID}
              individualID={individual.individualID}
              title={name}
              emailAddress={individual.emailAddress ?? individual.user?.emailAddress ?? null}
              isRegistered={isRegistered}
              isChatEnabled={isChatEnabled}
              focusMessageID={chatMessageFocus}
              height="min(520px, 60dvh)"
            />
          </Tabs.Panel>
          <Tabs.Panel value="account">
            <Account individual={individual} />
          </Tabs.Panel>
        </Tabs>
      )}
      <Group justify="flex-end" mt="lg">
        <Button component={Link} to={managePath} leftSection={<IconSettings size={16} aria-hidden />}>
          {INDIVIDUAL_TEXTS.manageDescription}
        </Button>
      </Group>
    </Modal>
  );
}
