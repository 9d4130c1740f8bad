import { canOpenRoute, type SecureRoute } from '@probity/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NO_ACCESS_PATH, TERMS_PATH, useSession } from './session';

/**
 * spec 01 §2, §4: the route guards of the secure area, in order: a user who has not accepted
 * the latest terms is held on the terms page; one who has is sent away from it; a role that
 * may not open the route goes back to /secure.
 */
export function RouteGuard({ route, children }: { route: SecureRoute; children: ReactNode }) {
  const { roles, mustAcceptTerms } = useSession();
  if (route === 'terms-and-conditions') {
    if (!mustAcceptTerms) return <Navigate to="/secure" replace />;
    return children;
  }
  if (mustAcceptTerms) return <Navigate to={TERMS_PATH} replace />;
  if (!canOpenRoute(roles, route)) return <Navigate to="/secure" replace />;
  return children;
}

/** spec 01 §2: /secure with no child path redirects by role. */
export function SecureHome() {
  const { mustAcceptTerms, homePath } = useSession();
  return <Navigate to={mustAcceptTerms ? TERMS_PATH : homePath} replace />;
}

/** The no-access page is only for users whose role opens no page. */
export function NoAccessGuard({ children }: { children: ReactNode }) {
  const { mustAcceptTerms, homePath } = useSession();
  if (mustAcceptTerms) return <Navigate to={TERMS_PATH} replace />;
  if (homePath !== NO_ACCESS_PATH) return <Navigate to="/secure" replace />;
  return children;
}
