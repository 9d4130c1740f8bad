import { Anchor, Avatar, Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSettingsAutomation } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  type ActivityEntry,
  activitySentence,
  formatActivityDateTime,
  formatActivityTime,
  groupActivity,
} from './activity-timeline';
import { LazyTooltip } from './LazyTooltip';

function EntryRow({
  entry,
  now,
  linkFor,
}: {
  entry: ActivityEntry;
  now: Date;
  linkFor: (entry: ActivityEntry) => string | null;
}) {
  const sentence = activitySentence(entry);
  const link = linkFor(entry);
  const firm = entry.user?.organisationName;
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py={8}>
      {entry.user ? (
        <Avatar
          src={entry.user.profileImage}
          name={entry.user.name}
          color="initials"
          radius="xl"
          size={32}
          alt=""
        />
      ) : (
        <ThemeIcon variant="light" color="gray" radius="xl" size={32} aria-hidden>
          <IconSettingsAutomation size={18} />
        </ThemeIcon>
      )}
      <Text fz="sm" style={{ flex: 1, minWidth: 0 }} lh={1.45}>
        <Text span fw={600} fz="sm">
          {entry.user && firm ? entry.user.name : sentence.actor}
        </Text>
        {entry.user && firm ? ` (${firm})` : ''} {sentence.verb}
        {sentence.reference && (
          <>
            {' '}
            {link ? (
              <Anchor component={Link} to={link} fz="sm" fw={600}>
                {sentence.reference}
              </Anchor>
            ) : (
              <Text span fw={600} fz="sm">
                {sentence.reference}
              </Text>
            )}
          </>
        )}
        {sentence.rest}
      </Text>
      <LazyTooltip label={formatActivityDateTime(entry.dateTime)}>
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} mt={2}>
          <time dateTime={entry.dateTime}>{formatActivityTime(entry.dateTime, now)}</time>
        </Text>
      </LazyTooltip>
    </Group>
  );
}

interface ActivityFeedProps {
  entries: readonly ActivityEntry[];
  isLoading: boolean;
  emptyText: string;
  /** Where an entry's reference links for the reader (a matter, a legacy), or null. */
  linkFor: (entry: ActivityEntry) => string | null;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  now?: Date;
}

/**
 * The activity timeline (spec 01 §3): entries grouped Today, Yesterday, Previously this week,
 * Previously this month, then by month and year; each with its actor (or System, and the firm of a
 * firm user in a charity's feed), what happened with a link where the reader may go (the matter,
 * the legacy), and its time in GMT.
 */
export function ActivityFeed({
  entries,
  isLoading,
  emptyText,
  linkFor,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  now = new Date(),
}: ActivityFeedProps) {
  if (isLoading && entries.length === 0) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {groupActivity(entries, now).map((group) => (
        <section key={group.key} aria-label={group.label}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5} mb={2}>
            {group.label}
          </Text>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {group.entries.map((entry) => (
              <EntryRow key={entry.activityID} entry={entry} now={now} linkFor={linkFor} />
            ))}
          </Stack>
        </section>
      ))}
      {hasMore && onLoadMore && (
        <Button variant="subtle" onClick={onLoadMore} loading={isLoadingMore} style={{ alignSelf: 'center' }}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
