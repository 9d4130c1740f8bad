import { NAV_LABELS, type NavLink, type Role, visibleNavLinks } from '@probity/domain';

/** The side-navigation pages that exist so far; a link appears once its page exists. */
export const BUILT_LINKS: readonly NavLink[] = [
  'dashboard',
  'matters',
  'charity-legacies',
  'users',
  'companies',
  'individuals',
  'services',
  'reports',
  'my-individual-data',
  'charity-checks',
  'compliance',
  'letter-templates',
  'charity-settings',
  'audit',
  'retention',
  'jobs',
  'settings',
];

export interface NavItem {
  link: NavLink;
  label: string;
  href: string;
}

/**
 * spec 01 §6 "Side navigation visibility", limited to built pages. An administrator's
 * dashboard is the admin dashboard (spec 01 §2 "Dashboard"), so their link goes straight there.
 */
export function navItemsFor(roles: readonly Role[], built: readonly NavLink[] = BUILT_LINKS): NavItem[] {
  return visibleNavLinks(roles, built).map((link) => ({
    link,
    label: NAV_LABELS[link],
    href:
      link === 'dashboard' && roles.includes('Administrators')
        ? '/secure/admin-dashboard'
        : `/secure/${link}`,
  }));
}
