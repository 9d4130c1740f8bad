import { ACTIVITY_TEXTS, LEGACY_TEXTS } from '@probity/domain';
import { activityKeys, useActivityPages } from '../../api/activity';
import { ActivityFeedCard } from '../../components/ActivityFeedCard';
import { PageHeader } from '../../components/PageHeader';
import { useLegacyArea } from './LegacyArea';

/**
 * issue 11: the legacy's Activity section — what the charity did on the legacy and what the firm did
 * that concerns it (the matter's status, documents, legacy details), paged like the dashboard feed.
 */
export function LegacyActivityPage() {
  const { legacy } = useLegacyArea();
  const feed = useActivityPages(
    activityKeys.legacy(legacy.legacyID),
    `/api/Legacy/${encodeURIComponent(legacy.legacyID)}/Activity`,
  );

  return (
    <>
      <PageHeader
        aboveTitle={LEGACY_TEXTS.aboveTitle}
        title={ACTIVITY_TEXTS.legacyTitle}
        description={ACTIVITY_TEXTS.legacyDescription}
      />
      <ActivityFeedCard
        label={ACTIVITY_TEXTS.legacyTitle}
        feed={feed}
        emptyText={ACTIVITY_TEXTS.legacyEmpty}
      />
    </>
  );
}
