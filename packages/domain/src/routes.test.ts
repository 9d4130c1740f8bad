import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './roles.js';
import {
  canOpenRoute,
  homePathFor,
  NAV_LABELS,
  NAV_LINKS,
  NAV_VISIBILITY,
  NO_ACCESS_PATH,
  SECURE_ROUTES,
  type SecureRoute,
  visibleNavLinks,
} from './routes.js';

const FIRM: Role[] = ['Matter Admin', 'Supervising Partner', 'Matter Executive', 'MLRO', 'Support'];
const ADMIN_ONLY = [
  'admin-dashboard',
  'companies',
  'companies/:companyId',
  'individuals',
  'individuals/:individualId',
  'services',
  'settings',
  'settings/administrators/:administratorId',
  'jobs',
];
const REPORTS: Role[] = [...FIRM, 'Administrators', 'Charity', 'Trustee', 'Admin Demo'];
/** Issue 11 extends the spec's lists: the legacy roles get the legacies, the Legacy Manager the Team page. */
const LEGACY_ROLES: Role[] = ['Legacy Manager', 'Legacy User', 'Senior Legacy User'];

/** spec 01 §2 "Route list with allowed roles", written out independently of routes.ts. */
const SPEC_ROUTES: Record<string, Role[]> = {
  ...Object.fromEntries(ADMIN_ONLY.map((r) => [r, ['Administrators'] as Role[]])),
  dashboard: [...FIRM, 'Admin Demo', 'Administrators', 'Charity', 'Trustee'],
  matters: [...FIRM, 'Individual', 'Admin Demo'],
  'matters/:matterId': [...FIRM, 'Individual', 'Admin Demo'],
  'charity-legacies': ['Charity', 'Admin Demo', ...LEGACY_ROLES],
  'charity-checks': ['Charity', 'Admin Demo'],
  'charity-settings': ['Charity', 'Admin Demo', 'Finance'],
  // Issue 12: the MLRO's workspace.
  compliance: ['MLRO', 'Supervising Partner', 'Admin Demo'],
  // Issue 13: the Audit page.
  audit: ['Administrators', 'Matter Admin', 'Legacy Manager'],
  // Issue 19: the Retention page (a charity's too).
  retention: ['Matter Admin', 'Admin Demo', 'Charity', 'Legacy Manager'],
  users: [...FIRM, 'Charity', 'Admin Demo', 'Legacy Manager'],
  reports: REPORTS,
  // Decision (issue 11), against 01 §2 "As reports without Trustee": Trustee runs the charity reports it may see.
  'reports/report-details': REPORTS,
  'my-individual-data': ['Individual'],
  'terms-and-conditions': [...FIRM, 'Individual', 'Charity', 'Trustee', 'Admin Demo'],
  // Issue 14: the firm's letter templates.
  'letter-templates': [...FIRM, 'Admin Demo'],
};

const NAV_MAIN: Role[] = [
  'Matter Admin',
  'Matter Executive',
  'Supervising Partner',
  'Support',
  'Administrators',
  'Charity',
  'Trustee',
  'Admin Demo',
];
/** spec 01 §6 "Side navigation visibility". */
const SPEC_NAV: Record<string, Role[]> = {
  dashboard: NAV_MAIN,
  reports: NAV_MAIN,
  matters: ['Matter Admin', 'Matter Executive', 'Supervising Partner', 'Support', 'Individual', 'Admin Demo'],
  'charity-legacies': ['Charity', ...LEGACY_ROLES],
  'charity-checks': ['Charity'],
  'charity-settings': ['Charity'],
  // Issue 12: the MLRO and Supervising Partners see the Compliance link.
  compliance: ['MLRO', 'Supervising Partner'],
  companies: ['Administrators'],
  individuals: ['Administrators'],
  services: ['Administrators'],
  jobs: ['Administrators'],
  settings: ['Administrators'],
  users: [
    'Matter Admin',
    'Matter Executive',
    'Supervising Partner',
    'Support',
    'Charity',
    'Admin Demo',
    'Legacy Manager',
  ],
  'my-individual-data': ['Individual'],
  'letter-templates': ['Matter Admin', 'Matter Executive', 'Supervising Partner', 'Support'],
};

const sorted = (roles: readonly Role[]) => [...roles].sort();

describe('route list (spec 01 §2)', () => {
  it('has exactly the routes of the spec', () => {
    expect(Object.keys(SECURE_ROUTES).sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
  });

  it.each(Object.entries(SPEC_ROUTES))('%s allows exactly the spec roles', (route, roles) => {
    expect(sorted(SECURE_ROUTES[route as SecureRoute])).toEqual(sorted(roles));
  });

  it('canOpenRoute walks every role and route', () => {
    for (const [route, roles] of Object.entries(SPEC_ROUTES)) {
      for (const role of ROLES) {
        expect(canOpenRoute([role], route as SecureRoute), `${role} ${route}`).toBe(roles.includes(role));
      }
    }
  });

  it('a user with several roles opens a route any of them allows', () => {
    expect(canOpenRoute(['Legacy User'], 'charity-settings')).toBe(false);
    expect(canOpenRoute(['Legacy User', 'Finance'], 'charity-settings')).toBe(true);
    expect(canOpenRoute([], 'dashboard')).toBe(false);
  });
});

describe('side navigation (spec 01 §2, §6)', () => {
  it('lists the links in the spec order, users labelled Team', () => {
    expect([...NAV_LINKS]).toEqual([
      'dashboard',
      'matters',
      'charity-legacies',
      'companies',
      'individuals',
      'services',
      'users',
      'reports',
      'charity-checks',
      'compliance',
      'my-individual-data',
      'letter-templates',
      'audit',
      'retention',
      'jobs',
      'settings',
      'charity-settings',
    ]);
    expect(NAV_LABELS.users).toBe('Team');
  });

  it.each(Object.entries(SPEC_NAV))('%s is visible to exactly the spec roles', (link, roles) => {
    expect(sorted(NAV_VISIBILITY[link as keyof typeof NAV_VISIBILITY])).toEqual(sorted(roles));
  });

  it('shows only built links the roles may see, in navigation order', () => {
    const built = [...NAV_LINKS];
    expect(visibleNavLinks(['Individual'], built)).toEqual(['matters', 'my-individual-data']);
    expect(visibleNavLinks(['Charity'], built)).toEqual([
      'dashboard',
      'charity-legacies',
      'users',
      'reports',
      'charity-checks',
      // Issue 19: a charity's admins keep its retention.
      'retention',
      'charity-settings',
    ]);
    expect(visibleNavLinks(['Charity'], ['reports', 'dashboard'])).toEqual(['dashboard', 'reports']);
    // Issue 12: the MLRO's one link is the Compliance workspace.
    expect(visibleNavLinks(['MLRO'], built)).toEqual(['compliance']);
    expect(visibleNavLinks(['Supervising Partner'], built)).toContain('compliance');
    expect(visibleNavLinks(['Matter Executive'], built)).not.toContain('compliance');
    expect(NAV_LABELS.compliance).toBe('Compliance');
    // Issue 11: the legacy roles see the Legacies link; the Legacy Manager also Team.
    expect(visibleNavLinks(['Legacy Manager'], built)).toEqual([
      'charity-legacies',
      'users',
      'audit',
      'retention',
    ]);
    // Issue 13: the Audit page for the organisation's admins and platform administrators.
    expect(visibleNavLinks(['Matter Admin'], built)).toContain('audit');
    expect(visibleNavLinks(['Matter Executive'], built)).not.toContain('audit');
    expect(visibleNavLinks(['Legacy User'], built)).toEqual(['charity-legacies']);
    // Issue 14: the letter templates for the roles that see Matters.
    expect(visibleNavLinks(['Matter Executive'], built)).toContain('letter-templates');
    expect(visibleNavLinks(['Charity'], built)).not.toContain('letter-templates');
    expect(visibleNavLinks(['Senior Legacy User'], built)).toEqual(['charity-legacies']);
  });

  it('never shows a link to a route the roles may not open', () => {
    for (const role of ROLES) {
      for (const link of visibleNavLinks([role], NAV_LINKS)) {
        expect(canOpenRoute([role], link), `${role} ${link}`).toBe(true);
      }
    }
  });
});

describe('homePathFor (spec 01 §2 "/secure redirects by role")', () => {
  it('sends an Individual to matters', () => {
    expect(homePathFor(['Individual'], false)).toBe('/secure/matters');
  });

  it('sends Administrators to admin-dashboard, or to dashboard in demo mode', () => {
    expect(homePathFor(['Administrators'], false)).toBe('/secure/admin-dashboard');
    expect(homePathFor(['Administrators'], true)).toBe('/secure/dashboard');
  });

  it.each([...FIRM, 'Charity', 'Trustee', 'Admin Demo'] as Role[])('sends %s to dashboard', (role) => {
    expect(homePathFor([role], false)).toBe('/secure/dashboard');
    // The demo flag means nothing for a user who is not an administrator.
    expect(homePathFor([role], true)).toBe('/secure/dashboard');
  });

  it('sends roles that may not open dashboard to their first navigation page', () => {
    expect(homePathFor(['Finance'], false)).toBe('/secure/charity-settings');
    // Issue 11: the legacy roles land on their legacies (before the settings in navigation order).
    for (const role of LEGACY_ROLES)
      expect(homePathFor([role], false), role).toBe('/secure/charity-legacies');
    expect(homePathFor(['Legacy Manager', 'Finance'], false)).toBe('/secure/charity-legacies');
  });

  it('sends roles that may open no page to the no-access page', () => {
    expect(NO_ACCESS_PATH).toBe('/secure/no-access');
    expect(homePathFor([], false)).toBe(NO_ACCESS_PATH);
  });

  it('never sends anybody to a route they may not open (no redirect loop)', () => {
    const ownRoutes = Object.keys(SECURE_ROUTES) as SecureRoute[];
    for (const role of ROLES) {
      for (const demo of [false, true]) {
        const path = homePathFor([role], demo);
        if (path === NO_ACCESS_PATH) continue;
        const route = path.replace('/secure/', '') as SecureRoute;
        const acting: Role[] = demo && role === 'Administrators' ? ['Admin Demo'] : [role];
        expect(ownRoutes, path).toContain(route);
        expect(canOpenRoute(acting, route), `${role} demo=${demo} → ${path}`).toBe(true);
      }
    }
  });
});
