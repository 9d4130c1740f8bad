import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBell,
  IconBriefcase,
  IconChecklist,
  IconCurrencyPound,
  IconHeartHandshake,
  IconShieldCheck,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { DashboardTile } from './dashboard.api';
import { tileFigure, tileFigureSize, tileTitle } from './dashboard-tiles';

const TILE_ICONS: Record<string, ComponentType<{ size?: number; stroke?: number }>> = {
  matters: IconBriefcase,
  individuals: IconUsers,
  users: IconUserCheck,
  checks: IconShieldCheck,
  passedChecks: IconShieldCheck,
  urgentChecks: IconAlertTriangle,
  checksToReview: IconAlertTriangle,
  notices: IconBell,
  legacies: IconHeartHandshake,
  legacyValue: IconCurrencyPound,
};

const FIGURE_SIZE = { large: 32, medium: 26, small: 20 } as const;

function Tile({ tile }: { tile: DashboardTile }) {
  const Icon = TILE_ICONS[tile.icon] ?? TILE_ICONS[tile.apiId] ?? IconChecklist;
  const figure = tileFigure(tile);
  const title = tileTitle(tile);
  return (
    <Card p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fz="sm" fw={600} c="gray.7">
            {title}
          </Text>
          <Text fz={FIGURE_SIZE[tileFigureSize(figure)]} fw={700} c="navy.9" lh={1.2} mt={6}>
            {figure}
          </Text>
        </div>
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <Icon size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Text fz="xs" c="dimmed" mt="xs">
        {tile.label}
      </Text>
    </Card>
  );
}

/** spec 01 §2 Dashboard: the Performance Indicator tiles; none for roles without them. */
export function DashboardTiles({
  tiles,
  isLoading,
}: {
  tiles: readonly DashboardTile[];
  isLoading: boolean;
}) {
  if (isLoading) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (tiles.length === 0) return null;
  return (
    <section aria-label="Performance Indicators">
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5} mb="xs">
        Performance Indicators
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: tiles.length >= 4 ? 4 : 3 }} spacing="md">
        {tiles.map((tile) => (
          <Tile key={tile.apiId} tile={tile} />
        ))}
      </SimpleGrid>
    </section>
  );
}
