import { Card, Text } from '@mantine/core';
import { ACTIVITY_TEXTS, canOpenRoute } from '@probity/domain';
import type { useActivityPages } from '../api/activity';
import { useSession } from '../auth/session';
import { ActivityFeed } from './ActivityFeed';
import { activityLinkFor } from './activity-timeline';

/**
 * A paged activity feed in a card (a legacy's Activity, a matter's Activity): its entries link to
 * the matters and legacies the viewer may open, "Show more" reads the next page.
 */
export function ActivityFeedCard({
  label,
  feed,
  emptyText,
}: {
  label: string;
  feed: ReturnType<typeof useActivityPages>;
  emptyText: string;
}) {
  const { roles } = useSession();
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const may = {
    openMatters: canOpenRoute(roles, 'matters/:matterId'),
    openLegacies: canOpenRoute(roles, 'charity-legacies'),
  };
  return (
    <Card p="lg" component="section" aria-label={label}>
      {feed.isError && entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {ACTIVITY_TEXTS.loadFailed}
        </Text>
      ) : (
        <ActivityFeed
          entries={entries}
          isLoading={feed.isPending}
          emptyText={emptyText}
          linkFor={(entry) => activityLinkFor(entry, may)}
          hasMore={feed.hasNextPage}
          isLoadingMore={feed.isFetchingNextPage}
          onLoadMore={() => void feed.fetchNextPage()}
        />
      )}
    </Card>
  );
}
