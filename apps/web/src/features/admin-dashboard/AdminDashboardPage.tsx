import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconHeartHandshake,
  IconLock,
  IconLogin,
  IconPlayerPause,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { type AnalyticsSummary, useAnalyticsSummary } from '../../api/analytics';
import { PageHeader } from '../../components/PageHeader';
import { SignInsChart } from './SignInsChart';

interface Tile {
  label: string;
  value: (summary: AnalyticsSummary) => number;
  icon: ComponentType<{ size?: number }>;
}

const TILES: readonly Tile[] = [
  { label: 'Law firms', value: (s) => s.organisations.lawFirms, icon: IconBuildingBank },
  { label: 'Charities', value: (s) => s.organisations.charities, icon: IconHeartHandshake },
  { label: 'Users', value: (s) => s.users.total, icon: IconUsers },
  { label: 'Active users', value: (s) => s.users.active, icon: IconUserCheck },
  { label: 'Locked users', value: (s) => s.users.locked, icon: IconLock },
  { label: 'Paused users', value: (s) => s.users.paused, icon: IconPlayerPause },
  { label: 'Sign-ins in the last 30 days', value: (s) => s.signInsLast30Days, icon: IconLogin },
];

const numberFormat = new Intl.NumberFormat('en-GB');

function StatTile({ tile, summary }: { tile: Tile; summary: AnalyticsSummary }) {
  const Icon = tile.icon;
  return (
    <Card p="md" aria-label={tile.label} component="section">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text fz="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text fz={28} fw={650} c="navy.9" lh={1.1}>
            {numberFormat.format(tile.value(summary))}
          </Text>
        </Stack>
        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** spec 01 §2: the admin dashboard, with the product's own analytics (spec/README). */
export function AdminDashboardPage() {
  const summaryQuery = useAnalyticsSummary();
  const summary = summaryQuery.data;
  return (
    <Stack gap={0}>
      <PageHeader title="Admin Dashboard" description="Organisations, users and sign-ins across Probity" />
      {summaryQuery.isPending && <Loader size="sm" aria-label="Loading" />}
      {summaryQuery.isError && (
        <Alert color="red" variant="light">
          {summaryQuery.error.message}
        </Alert>
      )}
      {summary && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
            {TILES.map((tile) => (
              <StatTile key={tile.label} tile={tile} summary={summary} />
            ))}
          </SimpleGrid>
          <Card p="lg" component="section" aria-labelledby="sign-ins-by-day">
            <Title order={2} fz="lg" id="sign-ins-by-day" mb="md">
              Sign-ins by day
            </Title>
            <SignInsChart days={summary.signInsByDay} />
          </Card>
        </Stack>
      )}
    </Stack>
  );
}
