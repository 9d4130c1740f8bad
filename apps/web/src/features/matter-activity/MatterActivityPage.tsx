import { Group, Select } from '@mantine/core';
import { ACTIVITY_KIND_LABELS, ACTIVITY_TEXTS, crudFlags, matterActivityKinds } from '@probity/domain';
import { useState } from 'react';
import { activityKeys, useActivityPages } from '../../api/activity';
import { useSession } from '../../auth/session';
import { ActivityFeedCard } from '../../components/ActivityFeedCard';
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
      <ActivityFeedCard
        label={ACTIVITY_TEXTS.matterTitle}
        feed={feed}
        emptyText={kind === ALL ? ACTIVITY_TEXTS.matterEmpty : ACTIVITY_TEXTS.matterEmptyOfKind}
      />
    </>
  );
}
