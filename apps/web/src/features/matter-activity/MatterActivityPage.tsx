import { Card, Group, Select, Text } from '@mantine/core';
import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_TEXTS,
  canOpenRoute,
  crudFlags,
  matterActivityKinds,
} from '@probity/domain';
import { useState } from 'react';
import { activityKeys, useActivityPages } from '../../api/activity';
import { useSession } from '../../auth/session';
import { ActivityFeed } from '../../components/ActivityFeed';
import { activityLinkFor } from '../../components/activity-timeline';
import { PageHeader } from '../../components/PageHeader';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { kindFilterOf } from './matter-activity';

const ALL = 'all';

/**
 * /secure/matters/{id}/activity (issue 14): the matter's activity, as the dashboard shows it to the
 * viewer (the server decides what each may see: the client never sees the firm-only kinds),
 * filterable by kind, page by page.
 */
export function MatterActivityPage() {
  const matter = useWorkspaceMatter();
  const { roles } = useSession();
  const [kind, setKind] = useState<string>(ALL);
  const [, isFirmStaff] = crudFlags(roles, 'fileNote');
  const kinds = matterActivityKinds(isFirmStaff);
  const filter = kindFilterOf(kind === ALL ? null : kind);
  const feed = useActivityPages(
    activityKeys.matter(matter.matterID, kind === ALL ? null : kind),
    `/api/Matters/${encodeURIComponent(matter.matterID)}/Activity`,
    true,
    filter,
  );
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const may = {
    openMatters: canOpenRoute(roles, 'matters/:matterId'),
    openLegacies: canOpenRoute(roles, 'charity-legacies'),
  };

  return (
    <>
      <PageHeader
        title={ACTIVITY_TEXTS.matterTitle}
        description={ACTIVITY_TEXTS.matterDescription}
        tools={
          <Group gap="sm">
            <Select
              label={ACTIVITY_TEXTS.kindFilterLabel}
              data={[
                { value: ALL, label: ACTIVITY_TEXTS.allKinds },
                ...kinds.map((k) => ({ value: k, label: ACTIVITY_KIND_LABELS[k] })),
              ]}
              value={kind}
              onChange={(value) => setKind(value ?? ALL)}
              allowDeselect={false}
              w={220}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
        }
      />
      <Card p="lg" component="section" aria-label={ACTIVITY_TEXTS.matterTitle}>
        {feed.isError && entries.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {ACTIVITY_TEXTS.loadFailed}
          </Text>
        ) : (
          <ActivityFeed
            entries={entries}
            isLoading={feed.isPending}
            emptyText={kind === ALL ? ACTIVITY_TEXTS.matterEmpty : ACTIVITY_TEXTS.matterEmptyOfKind}
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
