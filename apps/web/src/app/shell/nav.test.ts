import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav';

const labels = (roles: Parameters<typeof navItemsFor>[0]) => navItemsFor(roles).map((item) => item.label);

describe('navItemsFor', () => {
  it('shows Dashboard and Matters to firm staff', () => {
    expect(navItemsFor(['Matter Admin'])).toEqual([
      { link: 'dashboard', label: 'Dashboard', href: '/secure/dashboard' },
      { link: 'matters', label: 'Matters', href: '/secure/matters' },
    ]);
  });

  it('shows only Matters to an individual', () => {
    expect(labels(['Individual'])).toEqual(['Matters']);
  });

  it('shows only Dashboard to a charity user among the built pages', () => {
    expect(labels(['Charity'])).toEqual(['Dashboard']);
    expect(labels(['Trustee'])).toEqual(['Dashboard']);
  });

  it("sends an administrator's Dashboard link to the admin dashboard and hides Matters", () => {
    expect(navItemsFor(['Administrators'])).toEqual([
      { link: 'dashboard', label: 'Dashboard', href: '/secure/admin-dashboard' },
    ]);
  });

  it('shows the firm pages to an administrator in demo mode', () => {
    expect(labels(['Admin Demo'])).toEqual(['Dashboard', 'Matters']);
  });

  it('shows nothing to roles whose pages are not built yet', () => {
    expect(labels(['Finance'])).toEqual([]);
    expect(labels(['MLRO'])).toEqual([]);
  });

  it('combines the links of several roles once each', () => {
    expect(labels(['Support', 'Individual'])).toEqual(['Dashboard', 'Matters']);
  });
});
