import { Button, Group, NavLink, Stack } from '@mantine/core';
import {
  MATTER_WORKSPACE_NAV,
  type MatterTypeKey,
  type MatterWorkspaceLink,
  type Role,
  SECONDARY_NAV_WIDTH_PX,
  visibleMatterLinks,
} from '@probity/domain';
import {
  IconActivity,
  IconBuildingBank,
  IconCalendarDue,
  IconReceiptTax,
  IconReportMoney,
  IconChecklist,
  IconClipboardList,
  IconFiles,
  IconNotes,
  IconScript,
  IconHeartHandshake,
  IconInfoCircle,
  IconMessages,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

/** The workspace pages that exist so far; a link appears once its page exists (spec 02 §2). */
export const BUILT_MATTER_LINKS: readonly MatterWorkspaceLink[] = [
  'details',
  'individuals',
  'organisations',
  'team',
  'documents',
  'requests',
  'assets',
  'tasks',
  'notes',
  'will',
  'key-dates',
  'inheritance-tax',
  'accounts',
  'activity',
  'chat',
];

const ICONS: Partial<Record<MatterWorkspaceLink, ComponentType<{ size?: number; stroke?: number }>>> = {
  details: IconInfoCircle,
  individuals: IconUsers,
  organisations: IconHeartHandshake,
  team: IconUsersGroup,
  documents: IconFiles,
  assets: IconBuildingBank,
  requests: IconClipboardList,
  tasks: IconChecklist,
  notes: IconNotes,
  will: IconScript,
  'key-dates': IconCalendarDue,
  'inheritance-tax': IconReceiptTax,
  accounts: IconReportMoney,
  activity: IconActivity,
  chat: IconMessages,
};

interface MatterNavProps {
  matterID: string;
  roles: readonly Role[];
  isMobile: boolean;
  /** Issue 17: some links belong to one type of matter (Assets: Estate). */
  matterType?: MatterTypeKey;
}

function useLinks({ matterID, roles, isMobile, matterType }: MatterNavProps) {
  const { pathname } = useLocation();
  const base = `/secure/matters/${encodeURIComponent(matterID)}`;
  return visibleMatterLinks(roles, BUILT_MATTER_LINKS, isMobile, matterType).map((link) => {
    const href = `${base}/${link}`;
    return {
      link,
      href,
      label: MATTER_WORKSPACE_NAV[link].label,
      isActive: pathname === href || pathname.startsWith(`${href}/`),
    };
  });
}

/**
 * The matter's own navigation (spec 02 §2): a column of SECONDARY_NAV_WIDTH_PX on desktop, a
 * wrapping row of tabs below the 1024 px breakpoint.
 */
export function MatterNav(props: MatterNavProps) {
  const links = useLinks(props);
  if (links.length === 0) return null;
  if (props.isMobile) {
    // Issue 14: the tabs wrap onto as many rows as they need, so every one (Chat last) is fully
    // visible at 390 px however many there are; nothing hides behind a scroll.
    return (
      <Group component="nav" aria-label="Matter" gap={6} wrap="wrap" mb="md">
        {links.map((item) => (
          <Button
            key={item.link}
            component={Link}
            to={item.href}
            variant={item.isActive ? 'light' : 'subtle'}
            color={item.isActive ? undefined : 'gray'}
            size="sm"
            radius="xl"
            px="sm"
            aria-current={item.isActive ? 'page' : undefined}
          >
            {item.label}
          </Button>
        ))}
      </Group>
    );
  }
  return (
    <Stack
      component="nav"
      aria-label="Matter"
      gap={4}
      w={SECONDARY_NAV_WIDTH_PX}
      style={{ flex: '0 0 auto' }}
    >
      {links.map((item) => {
        const Icon = ICONS[item.link];
        return (
          <NavLink
            key={item.link}
            component={Link}
            to={item.href}
            label={item.label}
            active={item.isActive}
            aria-current={item.isActive ? 'page' : undefined}
            leftSection={Icon ? <Icon size={18} stroke={1.6} /> : undefined}
            variant="light"
            fw={500}
          />
        );
      })}
    </Stack>
  );
}
