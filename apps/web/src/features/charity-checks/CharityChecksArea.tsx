import { Box, Button, Card, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import {
  CHARITY_CHECKS_LINKS,
  CHARITY_CHECKS_NAV,
  CHARITY_CHECKS_NAV_TITLE,
  type CharityChecksLink,
  SECONDARY_NAV_WIDTH_PX,
  visibleCharityChecksLinks,
} from '@probity/domain';
import { IconBuildingCommunity, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useSession } from '../../auth/session';

export const CHARITY_CHECKS_PATH = '/secure/charity-checks';

const ICONS: Record<CharityChecksLink, ReactNode> = {
  individuals: <IconUsers size={18} aria-hidden />,
  companies: <IconBuildingCommunity size={18} aria-hidden />,
};

function ChecksNav({ links, current }: { links: readonly CharityChecksLink[]; current: string }) {
  const isMobile = useIsMobileLayout();
  if (links.length === 0) return null;
  if (isMobile) {
    return (
      <ScrollArea type="never" mb="md">
        <Group gap="xs" wrap="nowrap" component="nav" aria-label={CHARITY_CHECKS_NAV_TITLE}>
          {links.map((link) => (
            <Button
              key={link}
              component={Link}
              to={`${CHARITY_CHECKS_PATH}/${link}`}
              variant={current === link ? 'filled' : 'default'}
              size="sm"
              leftSection={ICONS[link]}
              aria-current={current === link ? 'page' : undefined}
            >
              {CHARITY_CHECKS_NAV[link].label}
            </Button>
          ))}
        </Group>
      </ScrollArea>
    );
  }
  return (
    <Card
      component="nav"
      aria-label={CHARITY_CHECKS_NAV_TITLE}
      p="xs"
      w={SECONDARY_NAV_WIDTH_PX}
      style={{ flexShrink: 0 }}
    >
      <Text fw={650} fz="sm" c="navy.9" px="sm" pt={4} pb="xs">
        {CHARITY_CHECKS_NAV_TITLE}
      </Text>
      {links.map((link) => (
        <NavLink
          key={link}
          component={Link}
          to={`${CHARITY_CHECKS_PATH}/${link}`}
          label={CHARITY_CHECKS_NAV[link].label}
          leftSection={ICONS[link]}
          active={current === link}
          aria-current={current === link ? 'page' : undefined}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      ))}
    </Card>
  );
}

/**
 * spec 03 §2.14 the charity Checks area: a secondary navigation titled "Checks" (200 px) with
 * Individuals and Companies (links for Charity, 03 §6); the empty path goes to individuals.
 */
export function CharityChecksArea() {
  const { roles } = useSession();
  const { pathname } = useLocation();
  const isMobile = useIsMobileLayout();
  const rest = pathname.replace(/\/+$/, '').slice(CHARITY_CHECKS_PATH.length).replace(/^\//, '');
  const current = rest.split('/')[0] ?? '';
  if (!(CHARITY_CHECKS_LINKS as readonly string[]).includes(current)) {
    return <Navigate to={`${CHARITY_CHECKS_PATH}/${CHARITY_CHECKS_LINKS[0]}`} replace />;
  }
  const links = visibleCharityChecksLinks(roles);

  return (
    <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-lg)', alignItems: 'flex-start' }}>
      {!isMobile && <ChecksNav links={links} current={current} />}
      <Box style={{ flex: 1, minWidth: 0 }}>
        {isMobile && <ChecksNav links={links} current={current} />}
        <Outlet />
      </Box>
    </Box>
  );
}
