import type { Role, SecureRoute, User } from '@probity/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteGuard, SecureHome } from './guards';
import { needsToAcceptTerms, resolveHomePath, type Session, SessionContext } from './session';

afterEach(cleanup);

function sessionFor(roles: Role[], acceptedLatestTerms = true): Session {
  const user = { userID: 'u', roles, acceptedLatestTerms } as unknown as User;
  return {
    user,
    roles,
    isDemoMode: false,
    isAdministrator: roles.includes('Administrators'),
    mustAcceptTerms: needsToAcceptTerms(user, roles),
    homePath: resolveHomePath(roles, false),
  };
}

const PAGES: SecureRoute[] = ['dashboard', 'admin-dashboard', 'matters', 'terms-and-conditions'];

function renderAt(path: string, session: Session) {
  const router = createMemoryRouter(
    [
      {
        path: '/secure',
        children: [
          { index: true, element: <SecureHome /> },
          ...PAGES.map((route) => ({
            path: route,
            element: (
              <RouteGuard route={route}>
                <p>page {route}</p>
              </RouteGuard>
            ),
          })),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

describe('secure area guards', () => {
  it('sends /secure to the home page of the role', async () => {
    const router = renderAt('/secure', sessionFor(['Individual']));
    expect(await screen.findByText('page matters')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/secure/matters');
  });

  it('sends a role that may not open a route back to /secure, then home', async () => {
    const router = renderAt('/secure/admin-dashboard', sessionFor(['Matter Admin']));
    expect(await screen.findByText('page dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/secure/dashboard');
  });

  it('holds a user who has not accepted the latest terms on the terms page', async () => {
    const router = renderAt('/secure/matters', sessionFor(['Matter Admin'], false));
    expect(await screen.findByText('page terms-and-conditions')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/secure/terms-and-conditions');
  });

  it('sends a user who has accepted the terms away from the terms page', async () => {
    const router = renderAt('/secure/terms-and-conditions', sessionFor(['Charity']));
    expect(await screen.findByText('page dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/secure/dashboard');
  });
});
