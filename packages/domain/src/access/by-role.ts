import type { OrganisationTypeKey } from '../ids.js';
import { CHARITY_ROLES, FIRM_ROLES, hasAnyRole, type Role } from '../roles.js';
import { ruleFor } from './can.js';

/**
 * spec 01 §6, 02 §6: the Team page's rights depend on the organisation type. A law firm's Team page
 * uses the lawfirmUsers rows, a charity's the charityUsers rows; other organisations have none.
 */
export function teamPageArea(organisationType: OrganisationTypeKey): 'lawfirmUsers' | 'charityUsers' | null {
  if (organisationType === 'lawfirm') return 'lawfirmUsers';
  if (organisationType === 'charity') return 'charityUsers';
  return null;
}

/**
 * spec 01 §6 "Matter list data source", read from the matterList.read row: Individual by
 * individual; roles whose rule is 'org' by organisation; others by user.
 */
export function matterListSource(roles: readonly Role[]): 'individual' | 'organisation' | 'user' {
  if (roles.includes('Individual')) return 'individual';
  if (roles.some((role) => ruleFor(role, 'matterList.read') === 'org')) return 'organisation';
  return 'user';
}

/**
 * spec 01 §6 Reports: Administrators get the Admin list, Charity the Charity list, others the
 * Client list; non-administrators always get their OrganisationID added as a parameter.
 * Decision (issue 11): a charity's Trustee gets the Charity list too (the firm reports of the Client
 * list read a law firm's matters, which a charity has none of); which of its reports a Trustee may
 * run is said per report on the server (docs/decisions.md, "Reports and exports").
 */
export function reportListFor(roles: readonly Role[]): {
  list: 'Admin' | 'Charity' | 'Client';
  addOrganisationID: boolean;
} {
  if (roles.includes('Administrators')) return { list: 'Admin', addOrganisationID: false };
  const isCharity = roles.includes('Charity') || roles.includes('Trustee');
  return { list: isCharity ? 'Charity' : 'Client', addOrganisationID: true };
}

/**
 * Issue 11: whether the user's legacy rights are those of their legacy teams only (legacy.read
 * 'team' and no wider rule: Legacy Manager, Legacy User, Senior Legacy User). Such a user sees a
 * legacy, and takes part in its chats, only while its legacy team holds them.
 */
export function isLegacyTeamScoped(roles: readonly Role[]): boolean {
  const rules = roles.map((role) => ruleFor(role, 'legacy.read'));
  return rules.includes('team') && !rules.some((rule) => rule === 'org' || rule === 'allow');
}

/**
 * spec 01 §6: where a mention message links to. None for Individual, Administrators and Admin Demo;
 * the charity legacy page for charity roles; the matter organisations page for firm roles.
 * Decision (spec silent): a user holding both kinds of role goes to the matter.
 */
export function mentionLinkFor(roles: readonly Role[]): 'matterOrganisations' | 'charityLegacy' | null {
  if (hasAnyRole(roles, FIRM_ROLES)) return 'matterOrganisations';
  if (hasAnyRole(roles, CHARITY_ROLES)) return 'charityLegacy';
  return null;
}

/**
 * spec 01 §6: a help section or subsection is hidden unless the user holds a role listed in
 * user_roles_can_view; an empty list means visible to all.
 */
export function helpVisible(roles: readonly Role[], userRolesCanView: readonly string[]): boolean {
  if (userRolesCanView.length === 0) return true;
  return roles.some((role) => userRolesCanView.includes(role));
}
