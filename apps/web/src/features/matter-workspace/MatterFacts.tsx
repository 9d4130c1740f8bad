import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { isEstateMatterType, MATTER_TEXTS } from '@probity/domain';
import {
  IconChecklist,
  IconFileText,
  IconHeartHandshake,
  IconMessages,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { formatDate } from '../../lib/dates';
import { MatterStatusBadge } from '../matters/matter-columns';
import type { Matter } from '../matters/matters.api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} mt={2}>
        {children}
      </Text>
    </div>
  );
}

const NOT_SET = 'Not set';

/** spec 02 §2.1: the matter details (left side); an Estate adds its probate fields (02 §3). */
export function MatterDetailsCard({ matter }: { matter: Matter }) {
  const isEstate = isEstateMatterType(matter.matterType.matterTypeID);
  return (
    <Card p="lg" component="section" aria-labelledby="matter-details-title">
      <Title order={2} fz="lg" mb="md" id="matter-details-title">
        Matter details
      </Title>
      <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="md" m={0}>
        <Fact label="Type">{matter.matterType.name}</Fact>
        <Fact label="Status">
          <MatterStatusBadge status={matter.status} />
        </Fact>
        <Fact label="Created">{formatDate(matter.createdDate)}</Fact>
        <Fact label="Last updated">{formatDate(matter.lastUpdatedDate)}</Fact>
        <Fact label="Owner">{matter.matterOwner?.name ?? NOT_SET}</Fact>
        <Fact label="Organisation">{matter.organisation.name}</Fact>
        {matter.completedDate && <Fact label="Completed">{formatDate(matter.completedDate)}</Fact>}
        {matter.archivedDate && <Fact label="Archived">{formatDate(matter.archivedDate)}</Fact>}
        {isEstate && (
          <>
            <Fact label="Probate reference">{matter.probateReference || NOT_SET}</Fact>
            <Fact label="Date of death">{formatDate(matter.dateOfDeath) || NOT_SET}</Fact>
            <Fact label="Date of probate">{formatDate(matter.dateOfProbate) || NOT_SET}</Fact>
            <Fact label="Grant">
              {matter.grantSubmitted ? MATTER_TEXTS.grantSubmitted : MATTER_TEXTS.grantNotSubmitted}
            </Fact>
            <Fact label="Accounts">
              {matter.accountsApproved ? MATTER_TEXTS.accountsApproved : MATTER_TEXTS.accountsNotApproved}
            </Fact>
          </>
        )}
      </SimpleGrid>
    </Card>
  );
}

type SummaryKey = keyof Matter['summary'];

const SUMMARY_CARDS: {
  key: SummaryKey;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}[] = [
  { key: 'individuals', label: 'Individuals', icon: IconUsers },
  { key: 'charities', label: 'Charities', icon: IconHeartHandshake },
  { key: 'documents', label: 'Documents', icon: IconFileText },
  { key: 'checks', label: 'Checks', icon: IconChecklist },
  { key: 'unreadMessages', label: 'Unread messages', icon: IconMessages },
];

/**
 * spec 02 §2.1 summary grid with the counts the server gives; a count the viewer may not see
 * (null, spec 02 §6) has no card.
 */
export function MatterSummary({ summary }: { summary: Matter['summary'] }) {
  const cards = SUMMARY_CARDS.flatMap((card) => {
    const count = summary[card.key];
    return count === null ? [] : [{ ...card, count }];
  });
  if (cards.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" component="section" aria-label="Summary">
      {cards.map(({ key, label, icon: Icon, count }) => (
        <Card key={key} p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text fz="xs" c="dimmed" fw={600}>
                {label}
              </Text>
              <Text fz={26} fw={700} c="navy.9" lh={1.2} aria-label={`${label}: ${count}`}>
                {count}
              </Text>
            </Stack>
            <ThemeIcon variant="light" radius="md" size={34} aria-hidden>
              <Icon size={18} stroke={1.6} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
