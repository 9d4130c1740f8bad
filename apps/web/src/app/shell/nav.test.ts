import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav';

const labels = (roles: Parameters<typeof navItemsFor>[0]) => navItemsFor(roles).map((item) => item.label);

describe('navItemsFor', () => {
  it('shows Dashboard, Matters, Team and Reports to firm staff', () => {
    expect(navItemsFor(['Matter Admin'])).toEqual([
      { link: 'dashboard', label: 'Dashboard', href: '/secure/dashboard' },
      { link: 'matters', label: 'Matters', href: '/secure/matters' },
      { link: 'users', label: 'Team', href: '/secure/users' },
      { link: 'reports', label: 'Reports', href: '/secure/reports' },
      { link: 'letter-templates', label: 'Letter templates', href: '/secure/letter-templates' },
      { link: 'audit', label: 'Audit', href: '/secure/audit' },
      { link: 'retention', label: 'Retention', href: '/secure/retention' },
    ]);
  });

  it('shows Matters and My Data to an individual', () => {
    expect(labels(['Individual'])).toEqual(['Matters', 'My Data']);
  });

  it('shows Dashboard, Legacies, Team, Reports, Checks, Retention and Settings to a charity user, Dashboard and Reports to a trustee, among the built pages', () => {
    expect(labels(['Charity'])).toEqual([
      'Dashboard',
      'Legacies',
      'Team',
      'Reports',
      'Checks',
      'Retention',
      'Settings',
    ]);
    expect(labels(['Trustee'])).toEqual(['Dashboard', 'Reports']);
  });

  it("sends an administrator's Dashboard link to the admin dashboard and shows the platform pages", () => {
    expect(navItemsFor(['Administrators'])).toEqual([
      { link: 'dashboard', label: 'Dashboard', href: '/secure/admin-dashboard' },
      { link: 'companies', label: 'Companies', href: '/secure/companies' },
      { link: 'individuals', label: 'Individuals', href: '/secure/individuals' },
      { link: 'services', label: 'Services', href: '/secure/services' },
      { link: 'reports', label: 'Reports', href: '/secure/reports' },
      { link: 'audit', label: 'Audit', href: '/secure/audit' },
      { link: 'jobs', label: 'Jobs', href: '/secure/jobs' },
      { link: 'settings', label: 'Settings', href: '/secure/settings' },
    ]);
  });

  it('shows the firm pages to an administrator in demo mode', () => {
    expect(labels(['Admin Demo'])).toEqual(['Dashboard', 'Matters', 'Team', 'Reports']);
  });

  it('shows nothing to roles whose pages are not built yet, nor the Settings link to Finance (spec 01 §6: Charity)', () => {
    expect(labels(['Finance'])).toEqual([]);
  });

  it('shows the MLRO and Supervising Partners the Compliance workspace (issue 12)', () => {
    expect(labels(['MLRO'])).toEqual(['Compliance']);
    expect(labels(['Supervising Partner'])).toContain('Compliance');
    expect(labels(['Matter Executive'])).not.toContain('Compliance');
  });

  it('shows Legacies to the legacy roles, and Team and Retention (issue 19) to the Legacy Manager (issue 11)', () => {
    expect(labels(['Legacy Manager'])).toEqual(['Legacies', 'Team', 'Audit', 'Retention']);
    expect(labels(['Legacy User'])).toEqual(['Legacies']);
    expect(labels(['Senior Legacy User'])).toEqual(['Legacies']);
  });

  it('combines the links of several roles once each', () => {
    expect(labels(['Support', 'Individual'])).toEqual([
      'Dashboard',
      'Matters',
      'Team',
      'Reports',
      'My Data',
      'Letter templates',
    ]);
  });

  it('shows Audit to platform administrators and organisation admins only (issue 13)', () => {
    expect(labels(['Matter Executive'])).not.toContain('Audit');
    expect(labels(['Charity'])).not.toContain('Audit');
    expect(labels(['Admin Demo'])).not.toContain('Audit');
  });
});
