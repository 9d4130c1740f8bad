import { effectiveRoles, type Role } from './roles.js';

const FIRM: Role[] = ['Matter Admin', 'Supervising Partner', 'Matter Executive', 'MLRO', 'Support'];
/** spec 03 §6 the roles whose legacies are those of their legacy teams (issue 11). */
const LEGACY_ROLES: Role[] = ['Legacy Manager', 'Legacy User', 'Senior Legacy User'];

/**
 * spec 01 §2 "Route list with allowed roles": the secure routes, relative to /secure.
 * `built` says whether the page exists in this product yet; links and routes to pages that do
 * not exist are not shown (a link appears once its page exists).
 */
export const SECURE_ROUTES = {
  'admin-dashboard': ['Administrators'],
  companies: ['Administrators'],
  'companies/:companyId': ['Administrators'],
  individuals: ['Administrators'],
  'individuals/:individualId': ['Administrators'],
  services: ['Administrators'],
  settings: ['Administrators'],
  'settings/administrators/:administratorId': ['Administrators'],
  jobs: ['Administrators'],
  // Issue 13: the audit trail, for platform administrators and an organisation's admins.
  audit: ['Administrators', 'Matter Admin', 'Legacy Manager'],
  // Issue 19: the retention rules, items due, legal holds and erasure report of a firm (its admins)
  // or a charity (Charity, Legacy Manager).
  retention: ['Matter Admin', 'Admin Demo', 'Charity', 'Legacy Manager'],
  dashboard: [...FIRM, 'Admin Demo', 'Administrators', 'Charity', 'Trustee'],
  matters: [...FIRM, 'Individual', 'Admin Demo'],
  'matters/:matterId': [...FIRM, 'Individual', 'Admin Demo'],
  // Issue 11 (the spec's list omits them): the legacy roles open the legacies of their legacy teams.
  'charity-legacies': ['Charity', 'Admin Demo', ...LEGACY_ROLES],
  'charity-checks': ['Charity', 'Admin Demo'],
  'charity-settings': ['Charity', 'Admin Demo', 'Finance'],
  // Issue 12: the MLRO's workspace, the firm-wide queue of checks that need a decision.
  compliance: ['MLRO', 'Supervising Partner', 'Admin Demo'],
  // Issue 11: the Legacy Manager holds the charity's Team rights (spec 01 §6), so opens the Team page.
  users: [...FIRM, 'Charity', 'Admin Demo', 'Legacy Manager'],
  // Issue 14: the firm's letter templates (a Matter Admin keeps them, the firm uses them).
  'letter-templates': [...FIRM, 'Admin Demo'],
  reports: [...FIRM, 'Administrators', 'Charity', 'Trustee', 'Admin Demo'],
  // Decision (issue 11): Trustee too, for the charity reports a Trustee may run (docs/decisions.md).
  'reports/report-details': [...FIRM, 'Administrators', 'Charity', 'Trustee', 'Admin Demo'],
  'my-individual-data': ['Individual'],
  'terms-and-conditions': [...FIRM, 'Individual', 'Charity', 'Trustee', 'Admin Demo'],
} as const satisfies Record<string, readonly Role[]>;

export type SecureRoute = keyof typeof SECURE_ROUTES;

export function canOpenRoute(roles: readonly Role[], route: SecureRoute): boolean {
  const allowed: readonly Role[] = SECURE_ROUTES[route];
  return roles.some((r) => allowed.includes(r));
}

export const NAV_LINKS = [
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
] as const;
export type NavLink = (typeof NAV_LINKS)[number];

const NAV_DASHBOARD: Role[] = [
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
export const NAV_VISIBILITY = {
  dashboard: NAV_DASHBOARD,
  reports: NAV_DASHBOARD,
  matters: ['Matter Admin', 'Matter Executive', 'Supervising Partner', 'Support', 'Individual', 'Admin Demo'],
  // Issue 11: the legacy roles see the Legacies link, the Legacy Manager also Team (see SECURE_ROUTES).
  'charity-legacies': ['Charity', ...LEGACY_ROLES],
  'charity-checks': ['Charity'],
  'charity-settings': ['Charity'],
  // Issue 12: the MLRO's workspace (the MLRO and Supervising Partners; Admin Demo opens it by URL).
  compliance: ['MLRO', 'Supervising Partner'],
  companies: ['Administrators'],
  individuals: ['Administrators'],
  services: ['Administrators'],
  audit: ['Administrators', 'Matter Admin', 'Legacy Manager'],
  retention: ['Matter Admin', 'Charity', 'Legacy Manager'],
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
  // Issue 14: for the roles that see Matters (the MLRO's one link stays Compliance).
  'letter-templates': ['Matter Admin', 'Matter Executive', 'Supervising Partner', 'Support'],
} as const satisfies Record<NavLink, readonly Role[]>;

export const NAV_LABELS: Record<NavLink, string> = {
  dashboard: 'Dashboard',
  matters: 'Matters',
  'charity-legacies': 'Legacies',
  companies: 'Companies',
  individuals: 'Individuals',
  services: 'Services',
  users: 'Team',
  reports: 'Reports',
  'charity-checks': 'Checks',
  compliance: 'Compliance',
  'my-individual-data': 'My Data',
  'letter-templates': 'Letter templates',
  audit: 'Audit',
  retention: 'Retention',
  jobs: 'Jobs',
  settings: 'Settings',
  'charity-settings': 'Settings',
};

export function visibleNavLinks(roles: readonly Role[], built: readonly NavLink[]): NavLink[] {
  return NAV_LINKS.filter(
    (link) =>
      built.includes(link) && roles.some((r) => (NAV_VISIBILITY[link] as readonly Role[]).includes(r)),
  );
}

/** Where a signed-in user who may open no secure page at all is sent; a page every user may open. */
export const NO_ACCESS_PATH = '/secure/no-access';

/**
 * spec 01 §2 "/secure with no child path redirects by role": Individual goes to matters;
 * Administrators go to admin-dashboard, or to dashboard in demo mode; everyone else to dashboard.
 * But the route table of the same section keeps Finance, Legacy Manager, Legacy User and Senior
 * Legacy User out of dashboard, and a role-restricted route sends a refused user back to /secure,
 * which would loop. So "everyone else" goes to dashboard only when their roles may open it,
 * otherwise to the first page of the side navigation's order they may open (Finance:
 * charity-settings; Legacy Manager, Legacy User, Senior Legacy User: charity-legacies), otherwise to
 * NO_ACCESS_PATH.
 */
export function homePathFor(roles: readonly Role[], demoMode: boolean): string {
  const acting = effectiveRoles(roles, demoMode);
  if (acting.includes('Individual')) return '/secure/matters';
  if (acting.includes('Administrators')) return '/secure/admin-dashboard';
  if (canOpenRoute(acting, 'dashboard')) return '/secure/dashboard';
  const first = NAV_LINKS.find((link) => canOpenRoute(acting, link));
  return first ? `/secure/${first}` : NO_ACCESS_PATH;
}
