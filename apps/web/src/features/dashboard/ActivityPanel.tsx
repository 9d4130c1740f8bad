import { Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { canOpenRoute } from '@probity/domain';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { ActivityFeed } from '../../components/ActivityFeed';
import { activityLinkFor } from '../../components/activity-timeline';
import { useActivityFeed } from './dashboard.api';
import { MentionsFeed } from './MentionsFeed';

type PanelView = 'activity' | 'mentions';

/**
 * spec 01 §2 Dashboard: a panel switchable between Activity and Mentions (the chat messages
 * naming the user).
 */
export function ActivityPanel() {
  const { roles } = useSession();
  const [view, setView] = useState<PanelView>('activity');
  const feed = useActivityFeed();
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card p="lg" component="section" aria-labelledby="activity-panel-title">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="lg" id="activity-panel-title">
          {view === 'activity' ? 'Activity' : 'Mentions'}
        </Title>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value === 'mentions' ? 'mentions' : 'activity')}
          data={[
            { value: 'activity', label: 'Activity' },
            { value: 'mentions', label: 'Mentions' },
          ]}
          aria-label="Show activity or mentions"
        />
      </Group>
      {view === 'mentions' ? (
        <MentionsFeed />
      ) : feed.isError && entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          The activity could not be loaded.
        </Text>
      ) : (
        <ActivityFeed
          entries={entries}
          isLoading={feed.isPending}
          emptyText="No activity yet."
          linkFor={(entry) =>
            activityLinkFor(entry, {
              openMatters: canOpenRoute(roles, 'matters/:matterId'),
              openLegacies: canOpenRoute(roles, 'charity-legacies'),
            })
          }
          hasMore={feed.hasNextPage}
          isLoadingMore={feed.isFetchingNextPage}
          onLoadMore={() => void feed.fetchNextPage()}
        />
      )}
    </Card>
  );
}
