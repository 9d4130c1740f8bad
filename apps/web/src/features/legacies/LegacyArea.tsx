import { Box, Button, Card, Center, Group, Loader, NavLink, ScrollArea, Text } from '@mantine/core';
import {
  ACTIVITY_TEXTS,
  EMPTY_GUID,
  LEGACY_TEXTS,
  type Legacy,
  SECONDARY_NAV_WIDTH_PX,
} from '@probity/domain';
import {
  IconActivity,
  IconFileText,
  IconInfoCircle,
  IconListDetails,
  IconUser,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { LegacyChatButton, useLegacyChat } from '../legacy-chat';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useSession } from '../../auth/session';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { displayReference, legacyPath, useLegacy } from './legacies.api';

export const LEGACY_CHILDREN = [
  'information',
  'legacy-details',
  'documents',
  'co-bens',
  'team',
  'individual',
  'activity',
] as const;

interface NavItem {
  to: string;
  key: string;
  label: string;
  icon: ReactNode;
}

/** spec 03 §2.3: Information, [Deceased], Legacy Details, Documents, Beneficiaries, Team; and Activity (issue 11). */
export function legacyNavItems(legacy: Legacy, isCharity: boolean): NavItem[] {
  const items: NavItem[] = [
    {
      to: 'information',
      key: 'information',
      label: LEGACY_TEXTS.information,
      icon: <IconInfoCircle size={18} aria-hidden />,
    },
    {
      to: 'legacy-details',
      key: 'legacy-details',
      label: LEGACY_TEXTS.legacyDetails,
      icon: <IconListDetails size={18} aria-hidden />,
    },
    {
      to: 'documents',
      key: 'documents',
      label: LEGACY_TEXTS.documents,
      icon: <IconFileText size={18} aria-hidden />,
    },
    {
      to: 'co-bens',
      key: 'co-bens',
      label: LEGACY_TEXTS.beneficiaries,
      icon: <IconUsersGroup size={18} aria-hidden />,
    },
    { to: 'team', key: 'team', label: LEGACY_TEXTS.team, icon: <IconUsers size={18} aria-hidden /> },
    // issue 11: the legacy's activity, the charity's and the firm's.
    {
      to: 'activity',
      key: 'activity',
      label: ACTIVITY_TEXTS.legacyNav,
      icon: <IconActivity size={18} aria-hidden />,
    },
  ];
  // The Deceased link: second, only with a deceased and no matter, for Charity only.
  if (legacy.deceased && legacy.matterID === EMPTY_GUID && isCharity)
    items.splice(1, 0, {
      to: `individual/${legacy.deceased.individualID}`,
      key: 'individual',
      label: LEGACY_TEXTS.deceased,
      icon: <IconUser size={18} aria-hidden />,
    });
  return items;
}

export interface LegacyAreaContext {
  legacy: Legacy;
  /** Opens the legacy's chat overlay (spec 03 §2.4 the Firm section's chat button). */
  openChat: () => void;
}

export function useLegacyArea(): LegacyAreaContext {
  return useOutletContext<LegacyAreaContext>();
}

function LegacyNav({ legacy, items, current }: { legacy: Legacy; items: NavItem[]; current: string }) {
  const isMobile = useIsMobileLayout();
  const stripRef = useRef<HTMLDivElement>(null);
  // On a phone the links are a strip wider than the screen: the current one is scrolled into view.
  useEffect(() => {
    if (!isMobile || !current) return;
    stripRef.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [isMobile, current]);
  if (isMobile) {
    return (
      <ScrollArea type="never" mb="md" viewportRef={stripRef}>
        <Group gap="xs" wrap="nowrap" component="nav" aria-label={LEGACY_TEXTS.navTitle}>
          {items.map((item) => (
            <Button
              key={item.key}
              component={Link}
              to={legacyPath(legacy.legacyID, item.to)}
              variant={current === item.key ? 'filled' : 'default'}
              size="sm"
              leftSection={item.icon}
              aria-current={current === item.key ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {item.label}
            </Button>
          ))}
        </Group>
      </ScrollArea>
    );
  }
  return (
    <Card
      component="nav"
      aria-label={LEGACY_TEXTS.navTitle}
      p="xs"
      w={SECONDARY_NAV_WIDTH_PX}
      style={{ flexShrink: 0 }}
    >
      <Text fw={650} fz="sm" c="navy.9" px="sm" pt={4}>
        {LEGACY_TEXTS.navTitle}
      </Text>
      <Text fz="xs" c="dimmed" px="sm" pb="xs" style={{ overflowWrap: 'anywhere' }}>
        {displayReference(legacy)}
      </Text>
      {items.map((item) => (
        <NavLink
          key={item.key}
          component={Link}
          to={legacyPath(legacy.legacyID, item.to)}
          label={item.label}
          leftSection={item.icon}
          active={current === item.key}
          aria-current={current === item.key ? 'page' : undefined}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      ))}
    </Card>
  );
}

/**
 * spec 03 §2.3 the legacy area (/secure/charity-legacies/{legacyId}): the 200 px secondary
 * navigation titled Legacy with the reference; the empty path goes to information.
 */
export function LegacyArea() {
  const { legacyId = '' } = useParams();
  const { pathname, search } = useLocation();
  const { roles } = useSession();
  const isMobile = useIsMobileLayout();
  const legacy = useLegacy(legacyId);
  const chat = useLegacyChat();
  const base = legacyPath(legacyId);
  const rest = decodeURIComponent(pathname)
    .replace(/\/+$/, '')
    .slice(decodeURIComponent(base).length)
    .replace(/^\//, '');
  const current = rest.split('/')[0] ?? '';
  // The query string (chatOpen, chatMessageFocus) goes along, so a mention's link opens the chat.
  if (!(LEGACY_CHILDREN as readonly string[]).includes(current))
    return <Navigate to={{ pathname: legacyPath(legacyId, 'information'), search }} replace />;

  if (legacy.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  if (legacy.isError || !legacy.data)
    return <LoadFailedCard what="legacy" onRetry={() => void legacy.refetch()} />;

  const items = legacyNavItems(legacy.data, roles.includes('Charity'));
  const context: LegacyAreaContext = { legacy: legacy.data, openChat: () => chat.open() };
  return (
    <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-lg)', alignItems: 'flex-start' }}>
      {!isMobile && <LegacyNav legacy={legacy.data} items={items} current={current} />}
      <Box style={{ flex: 1, minWidth: 0 }}>
        {isMobile && <LegacyNav legacy={legacy.data} items={items} current={current} />}
        <Outlet context={context} />
      </Box>
      {/* spec 03 §2.3: the floating chat button once a legacy is loaded; chatOpen opens it. */}
      <LegacyChatButton legacyId={legacy.data.legacyID} control={chat} />
    </Box>
  );
}
