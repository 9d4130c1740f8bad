import { Anchor, Avatar, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { MATTER_TEXTS } from '@probity/domain';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import {
  formatActivityDateTime,
  formatActivityTime,
  groupActivity,
} from '../../components/activity-timeline';
import { type Mention, useTaggedMessages } from '../chat/chat.api';
import { mentionHref } from './mention-link';
import { LazyTooltip } from '../../components/LazyTooltip';

function senderName(mention: Mention): string {
  const user = mention.sendingUser;
  return user ? `${user.firstName} ${user.surname}`.trim() : MATTER_TEXTS.system;
}

function MentionRow({ mention, href, now }: { mention: Mention; href: string | null; now: Date }) {
  const name = senderName(mention);
  const text = mention.message || '(attachment)';
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py={8}>
      <Avatar
        src={mention.sendingUser?.profileImage ?? null}
        name={name}
        color="initials"
        radius="xl"
        size={32}
        alt=""
      />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fz="sm" fw={mention.hasRead ? 600 : 700}>
          {name}
          {mention.reference ? (
            <Text span fz="sm" c="dimmed" fw={400}>
              {' '}
              on {mention.reference}
            </Text>
          ) : null}
        </Text>
        {href ? (
          <Anchor component={Link} to={href} fz="sm" lineClamp={2}>
            {text}
          </Anchor>
        ) : (
          <Text fz="sm" lineClamp={2}>
            {text}
          </Text>
        )}
      </Stack>
      <LazyTooltip label={formatActivityDateTime(mention.dateCreated)}>
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} mt={2}>
          <time dateTime={mention.dateCreated}>{formatActivityTime(mention.dateCreated, now)}</time>
        </Text>
      </LazyTooltip>
    </Group>
  );
}

/**
 * spec 01 §2–3 Mentions: GET /api/Conversations/TaggedMessages, grouped like the activity
 * timeline, 'No mentions' when empty, each linking to its chat by role (01 §6).
 */
export function MentionsFeed() {
  const { roles } = useSession();
  const query = useTaggedMessages(true);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  const mentions = query.data ?? [];
  if (query.isError || mentions.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {query.isError ? 'The mentions could not be loaded.' : MATTER_TEXTS.noMentions}
      </Text>
    );
  }
  const now = new Date();
  const sorted = [...mentions]
    .sort((a, b) => Date.parse(b.dateCreated) - Date.parse(a.dateCreated))
    .map((m) => ({ ...m, dateTime: m.dateCreated }));
  return (
    <Stack gap="md">
      {groupActivity(sorted, now).map((group) => (
        <section key={group.key} aria-label={group.label}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5} mb={2}>
            {group.label}
          </Text>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {group.entries.map((mention) => (
              <MentionRow
                key={mention.conversationMessageID}
                mention={mention}
                href={mentionHref(roles, mention)}
                now={now}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
