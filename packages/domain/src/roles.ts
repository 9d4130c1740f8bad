/** spec 01 §6: the fourteen roles, by their exact names. */
export const ROLES = [
  'Administrators',
  'Admin Demo',
  'Charity',
  'Trustee',
  'Individual',
  'Matter Admin',
  'Matter Executive',
  'MLRO',
  'Supervising Partner',
  'Support',
  'Finance',
  'Legacy Manager',
  'Legacy User',
  'Senior Legacy User',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Law-firm staff roles (spec 01 §6, 03 §6: "firm roles"). */
export const FIRM_ROLES = [
  'Matter Admin',
  'Supervising Partner',
  'Matter Executive',
  'MLRO',
  'Support',
] as const satisfies readonly Role[];

/** Charity staff roles (spec 03 §6). */
export const CHARITY_ROLES = [
  'Charity',
  'Trustee',
  'Finance',
  'Legacy Manager',
  'Legacy User',
  'Senior Legacy User',
] as const satisfies readonly Role[];

/** Roles a user of each organisation type may hold. */
export const ROLES_BY_ORGANISATION_TYPE = {
  platform: ['Administrators'],
  lawfirm: [...FIRM_ROLES],
  charity: [...CHARITY_ROLES],
  clients: ['Individual'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * spec/README "Demo mode": an administrator with demo mode on acts as Admin Demo; the flag
 * is ignored for anybody else (spec 01 §4).
 */
export function effectiveRoles(roles: readonly Role[], demoMode: boolean): Role[] {
  if (demoMode && roles.includes('Administrators')) return ['Admin Demo'];
  return [...roles];
}

export function hasAnyRole(roles: readonly Role[], allowed: readonly Role[]): boolean {
  return roles.some((r) => allowed.includes(r));
}
