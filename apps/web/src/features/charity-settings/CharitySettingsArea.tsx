import { Box, Button, Card, Group, Loader, NavLink, ScrollArea, Text } from '@mantine/core';
import {
  BANK_ACCOUNT_TEXTS,
  CHARITY_SETTINGS_LINKS,
  CHARITY_SETTINGS_NAV,
  type CharitySettingsLink,
  DEMO_CHARITY_ID,
  type Organisation,
  SETTINGS_NAV_WIDTH_PX,
  visibleCharitySettingsLinks,
} from '@probity/domain';
import { IconBuildingBank, IconId } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useSession } from '../../auth/session';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { useCompany } from '../companies/companies.api';

export const CHARITY_SETTINGS_PATH = '/secure/charity-settings';

const ICONS: Record<CharitySettingsLink, ReactNode> = {
  details: <IconId size={18} aria-hidden />,
  'bank-accounts': <IconBuildingBank size={18} aria-hidden />,
};

export interface CharitySettingsContext {
  charity: Organisation;
}

export function useCharitySettings(): CharitySettingsContext {
  return useOutletContext<CharitySettingsContext>();
}

/** The charity whose settings these are: the user's own, or the demo charity for Admin Demo. */
export function useCharityID(): string {
  const { user, roles } = useSession();
  return roles.includes('Admin Demo') ? DEMO_CHARITY_ID : (user.organisationID ?? '');
}

function SettingsNav({
  links,
  current,
  charityName,
}: {
  links: readonly CharitySettingsLink[];
  current: string;
  charityName: string;
}) {
  const isMobile = useIsMobileLayout();
  if (links.length === 0) return null;
  if (isMobile) {
    return (
      <Box component="nav" aria-label={BANK_ACCOUNT_TEXTS.settingsTitle} mb="md">
        <Text fz="sm" c="dimmed" mb={6} truncate="end">
          <Text span fw={650} c="navy.9" inherit>
            {BANK_ACCOUNT_TEXTS.settingsTitle}
          </Text>
          {' · '}
          <Text span inherit>
            {charityName}
          </Text>
        </Text>
        <ScrollArea type="never">
          <Group gap="xs" wrap="nowrap">
            {links.map((link) => (
              <Button
                key={link}
                component={Link}
                to={`${CHARITY_SETTINGS_PATH}/${link}`}
                variant={current === link ? 'filled' : 'default'}
                size="sm"
                leftSection={ICONS[link]}
                aria-current={current === link ? 'page' : undefined}
              >
                {CHARITY_SETTINGS_NAV[link].label}
              </Button>
            ))}
          </Group>
        </ScrollArea>
      </Box>
    );
  }
  return (
    <Card
      component="nav"
      aria-label={BANK_ACCOUNT_TEXTS.settingsTitle}
      p="xs"
      w={SETTINGS_NAV_WIDTH_PX}
      style={{ flexShrink: 0 }}
    >
      <Box px="sm" pt={4} pb="xs">
        <Text fw={650} fz="sm" c="navy.9">
          {BANK_ACCOUNT_TEXTS.settingsTitle}
        </Text>
        <Text fz="xs" c="dimmed" truncate="end" title={charityName}>
          {charityName}
        </Text>
      </Box>
      {links.map((link) => (
        <NavLink
          key={link}
          component={Link}
          to={`${CHARITY_SETTINGS_PATH}/${link}`}
          label={CHARITY_SETTINGS_NAV[link].label}
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
 * spec 03 §2.13 charity settings: a secondary navigation titled "Settings" with the charity's name
 * (220 px), Details (Charity, Finance) and Bank Accounts (Finance only, 03 §6); the empty path and
 * a page the user may not open go to details.
 */
export function CharitySettingsArea() {
  const { roles } = useSession();
  const { pathname } = useLocation();
  const isMobile = useIsMobileLayout();
  const charity = useCompany(useCharityID());
  const rest = pathname.replace(/\/+$/, '').slice(CHARITY_SETTINGS_PATH.length).replace(/^\//, '');
  const current = rest.split('/')[0] ?? '';
  const links = visibleCharitySettingsLinks(roles);
  const isKnown = (CHARITY_SETTINGS_LINKS as readonly string[]).includes(current);
  if (!isKnown || (current === 'bank-accounts' && !links.includes('bank-accounts'))) {
    return <Navigate to={`${CHARITY_SETTINGS_PATH}/details`} replace />;
  }
  if (charity.isError) return <LoadFailedCard what="charity's details" onRetry={() => charity.refetch()} />;
  if (!charity.data) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading" />
      </Group>
    );
  }
  const nav = <SettingsNav links={links} current={current} charityName={charity.data.name} />;
  const context: CharitySettingsContext = { charity: charity.data };

  return (
    <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-lg)', alignItems: 'flex-start' }}>
      {!isMobile && nav}
      <Box style={{ flex: 1, minWidth: 0 }}>
        {isMobile && nav}
        <Outlet context={context} />
      </Box>
    </Box>
  );
}
