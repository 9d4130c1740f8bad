import type { NavLink } from '@probity/domain';
import {
  IconBriefcase,
  IconBuilding,
  IconClockPlay,
  IconFileDescription,
  IconFileSearch,
  IconHeartHandshake,
  IconId,
  IconLayoutDashboard,
  IconReportAnalytics,
  IconScale,
  IconSettings,
  IconShieldCheck,
  IconTool,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export const NAV_ICONS: Record<NavLink, ComponentType<{ size?: number; stroke?: number }>> = {
  dashboard: IconLayoutDashboard,
  matters: IconBriefcase,
  'charity-legacies': IconHeartHandshake,
  companies: IconBuilding,
  individuals: IconUsers,
  services: IconTool,
  users: IconUsersGroup,
  reports: IconReportAnalytics,
  'charity-checks': IconShieldCheck,
  compliance: IconScale,
  'my-individual-data': IconId,
  'letter-templates': IconFileDescription,
  audit: IconFileSearch,
  jobs: IconClockPlay,
  settings: IconSettings,
  'charity-settings': IconSettings,
};
