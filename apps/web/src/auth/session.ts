import {
  canOpenRoute,
  homePathFor,
  NO_ACCESS_PATH,
  type Role,
  type SecureRoute,
  type User,
} from '@probity/domain';
import { createContext, useContext } from 'react';

/** The signed-in user as the secure area sees them, once loaded. */
export interface Session {
  user: User;
  /** The effective roles (the server already answers Admin Demo in demo mode). */
  roles: Role[];
  isDemoMode: boolean;
  isAdministrator: boolean;
  /** spec 01 §4: the latest terms are not accepted yet, so every page but the terms is closed. */
  mustAcceptTerms: boolean;
  /** Where /secure sends this user. */
  homePath: string;
}

export { NO_ACCESS_PATH };
export const TERMS_PATH = '/secure/terms-and-conditions';

/** The secure pages this app has so far (a home path elsewhere would loop back to /secure). */
export const BUILT_ROUTES: readonly SecureRoute[] = [
  'dashboard',
  'admin-dashboard',
  'matters',
  'charity-legacies',
  'charity-settings',
  'terms-and-conditions',
];

/**
 * spec 01 §2: /secure redirects by role. A user whose home page does not exist yet goes to the
 * no-access page rather than into a redirect loop.
 */
export function resolveHomePath(roles: readonly Role[], isDemoMode: boolean): string {
  const path = homePathFor(roles, isDemoMode);
  const route = BUILT_ROUTES.find((r) => path === `/secure/${r}`);
  if (route && canOpenRoute(roles, route)) return path;
  return NO_ACCESS_PATH;
}

/**
 * The terms apply to the roles that may open the terms page (spec 01 §2 route list);
 * platform administrators are outside it and are never held there.
 */
export function needsToAcceptTerms(user: Pick<User, 'acceptedLatestTerms'>, roles: readonly Role[]): boolean {
  return !user.acceptedLatestTerms && canOpenRoute(roles, 'terms-and-conditions');
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the secure area');
  return session;
}
