import type { Role } from './roles.js';

/** spec 03 §2.14: the links of the charity Checks area, in order; the empty path goes to the first. */
export const CHARITY_CHECKS_LINKS = ['individuals', 'companies'] as const;
export type CharityChecksLink = (typeof CHARITY_CHECKS_LINKS)[number];

/**
 * spec 03 §2.14, §6 "Checks links (Individuals, Companies) | Charity": the secondary navigation
 * titled "Checks" (200 px). The route itself is open to Charity and Admin Demo (01 §2).
 */
export const CHARITY_CHECKS_NAV = {
  individuals: { label: 'Individuals', roles: ['Charity'] },
  companies: { label: 'Companies', roles: ['Charity'] },
} as const satisfies Record<CharityChecksLink, { label: string; roles: readonly Role[] }>;

export const CHARITY_CHECKS_NAV_TITLE = 'Checks';

export function visibleCharityChecksLinks(roles: readonly Role[]): CharityChecksLink[] {
  return CHARITY_CHECKS_LINKS.filter((link) =>
    roles.some((role) => (CHARITY_CHECKS_NAV[link].roles as readonly Role[]).includes(role)),
  );
}

/**
 * spec 02 §2 "Sub-routes": individuals (and individuals/{individualId}/manage) are for Matter
 * Admin, Supervising Partner, Matter Executive, MLRO, Support, Admin Demo and Charity.
 */
export const MATTER_INDIVIDUALS_ROUTE_ROLES = [
  'Matter Admin',
  'Supervising Partner',
  'Matter Executive',
  'MLRO',
  'Support',
  'Admin Demo',
  'Charity',
] as const satisfies readonly Role[];

export function canOpenMatterIndividuals(roles: readonly Role[]): boolean {
  return roles.some((role) => (MATTER_INDIVIDUALS_ROUTE_ROLES as readonly Role[]).includes(role));
}
