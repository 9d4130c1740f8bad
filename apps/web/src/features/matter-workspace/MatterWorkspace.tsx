import { Anchor, Box, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { matterTypeById } from '@probity/domain';
import { Link, Outlet, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useSession } from '../../auth/session';
import { MatterChatButton } from '../chat/MatterChatButton';
import { MatterStatusBadge } from '../matters/matter-columns';
import { useMatter } from '../matters/matters.api';
import { MatterNav } from './MatterNav';
import type { WorkspaceContext } from './workspace-context';

function NotFound({ status }: { status: number | null }) {
  return (
    <Card p="lg" maw={560}>
      <Stack align="flex-start" gap="sm">
        <Text fw={600}>
          {status === 404 ? 'This matter could not be found.' : 'The matter could not be loaded.'}
        </Text>
        <Text c="dimmed" fz="sm">
          {status === 404
            ? 'It may have been deleted, or it belongs to matters you cannot open.'
            : 'Please try again in a moment.'}
        </Text>
        <Button component={Link} to="/secure/matters" variant="light">
          Back to matters
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /secure/matters/{matterId} (spec 02 §2): the matter reference (and, issue 14, title) in the header, the matter's own
 * navigation, and its pages (the routes' children). The empty path redirects to details.
 */
export function MatterWorkspace() {
  const { matterId = '' } = useParams();
  const { roles } = useSession();
  const isMobile = useIsMobileLayout();
  const query = useMatter(matterId);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (query.isError) {
    return <NotFound status={query.error instanceof ApiError ? query.error.status : null} />;
  }
  const matter = query.data;

  return (
    <Stack gap={0}>
      {/* Wraps on a phone rather than cut the status badge off (issue 14). */}
      <Group gap="xs" mb="md" wrap={isMobile ? 'wrap' : 'nowrap'}>
        <Anchor
          component={Link}
          to="/secure/matters"
          fz="sm"
          c="dimmed"
          style={{ display: 'inline-flex', alignItems: 'center' }}
        >
          <IconChevronLeft size={16} aria-hidden />
          Matters
        </Anchor>
        <Text c="dimmed" fz="sm" aria-hidden>
          /
        </Text>
        <Text fz="sm" fw={650} truncate style={{ flexShrink: 0, maxWidth: isMobile ? '100%' : '40%' }}>
          {matter.reference}
        </Text>
        {/* Issue 14: the matter is named beside its reference. */}
        {matter.title && (
          <Text fz="sm" c="dimmed" truncate title={matter.title} style={{ minWidth: 0, maxWidth: '100%' }}>
            {matter.title}
          </Text>
        )}
        <MatterStatusBadge status={matter.status} isWhole />
        {roles.includes('Individual') && !isMobile && <MatterChatButton matter={matter} />}
      </Group>
      <Box
        style={{
          display: 'flex',
          flexDirection: isMobile ? 'column' : 'row',
          gap: 'var(--mantine-spacing-xl)',
        }}
      >
        <MatterNav
          matterID={matter.matterID}
          matterType={matterTypeById(matter.matterType.matterTypeID)?.key}
          roles={roles}
          isMobile={isMobile}
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet context={{ matter } satisfies WorkspaceContext} />
        </Box>
      </Box>
    </Stack>
  );
}
