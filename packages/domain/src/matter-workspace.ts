import type { MatterTypeKey } from './matter-types.js';
import type { Role } from './roles.js';

/** spec 02 §2: the sub-pages of the matter workspace, in the order of its side navigation. */
export const MATTER_WORKSPACE_LINKS = [
  'details',
  'individuals',
  'organisations',
  'team',
  'documents',
  'requests',
  'assets',
  'will',
  'key-dates',
  'inheritance-tax',
  'accounts',
  'tasks',
  'notes',
  'activity',
  'chat',
] as const;
export type MatterWorkspaceLink = (typeof MATTER_WORKSPACE_LINKS)[number];

const MATTER_NAV_ROLES: Role[] = [
  'Matter Admin',
  'Matter Executive',
  'Supervising Partner',
  'Support',
  'Admin Demo',
  'Individual',
];
const MATTER_NAV_STAFF: Role[] = MATTER_NAV_ROLES.filter((role) => role !== 'Individual');

/**
 * spec 02 §2 side navigation: Details, Team, Documents for Matter Admin, Matter Executive,
 * Supervising Partner, Support, Admin Demo and Individual; Individuals and Charities for the same
 * roles except Individual; Chat for Individual only, and only on mobile (`isMobileOnly`).
 */
export const MATTER_WORKSPACE_NAV = {
  details: { label: 'Details', roles: MATTER_NAV_ROLES, isMobileOnly: false },
  individuals: { label: 'Individuals', roles: MATTER_NAV_STAFF, isMobileOnly: false },
  organisations: { label: 'Charities', roles: MATTER_NAV_STAFF, isMobileOnly: false },
  team: { label: 'Team', roles: MATTER_NAV_ROLES, isMobileOnly: false },
  documents: { label: 'Documents', roles: MATTER_NAV_ROLES, isMobileOnly: false },
  // Issue 17: the estate's register of assets and liabilities (Estate matters only, MATTER_LINK_TYPES).
  assets: { label: 'Assets', roles: MATTER_NAV_STAFF, isMobileOnly: false },
  // Issue 14: the client request list; the client's page is titled "What we need from you".
  requests: { label: 'Requests', roles: MATTER_NAV_ROLES, isMobileOnly: false },
  // Issue 14: the firm's tasks on the matter; never the client.
  tasks: { label: 'Tasks', roles: MATTER_NAV_STAFF, isMobileOnly: false },
  // Issue 14: file and attendance notes are the firm's own (legal privilege): never the client.
  notes: { label: 'Notes', roles: MATTER_NAV_STAFF, isMobileOnly: false },
  // Issue 17: the will's gifts and the estate's key dates (Estate matters only, MATTER_LINK_TYPES).
  will: { label: 'Will and gifts', roles: MATTER_NAV_STAFF, isMobileOnly: false },
  'key-dates': { label: 'Key dates', roles: MATTER_NAV_STAFF, isMobileOnly: false },
  // Issue 17: the inheritance tax worksheet and the estate accounts (Estate matters only).
  'inheritance-tax': { label: 'Inheritance tax', roles: MATTER_NAV_STAFF, isMobileOnly: false },
  accounts: { label: 'Accounts', roles: MATTER_NAV_STAFF, isMobileOnly: false },
  // Issue 14: the matter's activity, as the dashboard feed shows it to each viewer (the client too).
  activity: { label: 'Activity', roles: MATTER_NAV_ROLES, isMobileOnly: false },
  chat: { label: 'Chat', roles: ['Individual'], isMobileOnly: true },
} as const satisfies Record<
  MatterWorkspaceLink,
  { label: string; roles: readonly Role[]; isMobileOnly: boolean }
>;

/** Issue 17: the links that belong to some matter types only (the others are on every matter). */
export const MATTER_LINK_TYPES: Partial<Record<MatterWorkspaceLink, readonly MatterTypeKey[]>> = {
  assets: ['estate'],
  will: ['estate'],
  'key-dates': ['estate'],
  'inheritance-tax': ['estate'],
  accounts: ['estate'],
};

/**
 * The workspace links a user sees: the roles of spec 02 §2, only pages that exist (`built`), the
 * mobile-only Chat link only on mobile, and a link of some matter types only on a matter of one
 * of them (`matterType`; none known: not shown).
 */
export function visibleMatterLinks(
  roles: readonly Role[],
  built: readonly MatterWorkspaceLink[],
  isMobile: boolean,
  matterType?: MatterTypeKey,
): MatterWorkspaceLink[] {
  return MATTER_WORKSPACE_LINKS.filter((link) => {
    const entry = MATTER_WORKSPACE_NAV[link];
    if (!built.includes(link) || (entry.isMobileOnly && !isMobile)) return false;
    const types = MATTER_LINK_TYPES[link];
    if (types && !(matterType && types.includes(matterType))) return false;
    return roles.some((role) => (entry.roles as readonly Role[]).includes(role));
  });
}

/**
 * spec 02 §2.1 "Main individual per matter type": Estate uses the individual of type Deceased;
 * Will uses Testator; Trust uses all Settlor individuals; Power of Attorney uses Donor.
 * `individualTypeID` is the key of INDIVIDUAL_TYPES.
 */
export const MAIN_INDIVIDUAL = {
  estate: { individualTypeID: 'deceased', isAll: false },
  will: { individualTypeID: 'testator', isAll: false },
  trust: { individualTypeID: 'settlor', isAll: true },
  powerOfAttorney: { individualTypeID: 'donor', isAll: false },
} as const satisfies Record<MatterTypeKey, { individualTypeID: string; isAll: boolean }>;

/** The main individual(s) of a matter of the given type, from its individuals. */
export function mainIndividualsOf<T extends { individualType: { individualTypeID: string } }>(
  matterType: MatterTypeKey,
  individuals: readonly T[],
): T[] {
  const rule = MAIN_INDIVIDUAL[matterType];
  const matching = individuals.filter(
    (i) => i.individualType.individualTypeID.toLowerCase() === rule.individualTypeID,
  );
  return rule.isAll ? matching : matching.slice(0, 1);
}
