import { Card, Text } from '@mantine/core';
import { ACTIVITY_TEXTS, LEGACY_TEXTS, canOpenRoute } from '@probity/domain';
import { activityKeys, useActivityPages } from '../../api/activity';
import { useSession } from '../../auth/session';
import { ActivityFeed } from '../../components/ActivityFeed';
import { activityLinkFor } from '../../components/activity-timeline';
import { PageHeader } from '../../components/PageHeader';
import { useLegacyArea } from './LegacyArea';

/**
 * issue 11: the legacy's Activity section — what the charity did on the legacy and what the firm did
 * that concerns it (the matter's status, documents, legacy details), paged like the dashboard feed.
 */
export function LegacyActivityPage() {
  const { legacy } = useLegacyArea();
  const { roles } = useSession();
  const feed = useActivityPages(
    activityKeys.legacy(legacy.legacyID),
    `/api/Legacy/${encodeURIComponent(legacy.legacyID)}/Activity`,
  );
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const may = {
    openMatters: canOpenRoute(roles, 'matters/:matterId'),
    openLegacies: canOpenRoute(roles, 'charity-legacies'),
  };

  return (
    <>
      <PageHeader
        aboveTitle={LEGACY_TEXTS.aboveTitle}
        title={ACTIVITY_TEXTS.legacyTitle}
        description={ACTIVITY_TEXTS.legacyDescription}
      />
      <Card p="lg" component="section" aria-label={ACTIVITY_TEXTS.legacyTitle}>
        {feed.isError && entries.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {ACTIVITY_TEXTS.loadFailed}
          </Text>
        ) : (
          <ActivityFeed
            entries={entries}
            isLoading={feed.isPending}
            emptyText={ACTIVITY_TEXTS.legacyEmpty}
            linkFor={(entry) => activityLinkFor(entry, may)}
            hasMore={feed.hasNextPage}
            isLoadingMore={feed.isFetchingNextPage}
            onLoadMore={() => void feed.fetchNextPage()}
          />
        )}
      </Card>
    </>
  );
}
