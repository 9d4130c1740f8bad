import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { MATTER_TYPE_IDS, type Role } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { type Session, SessionContext } from '../../auth/session';
import type { Matter } from '../matters/matters.api';

export const MATTER_ID = 'b0000000-0000-4000-8000-000000000001';

export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fetch stub for the estate pages' tests: GETs answered from `answers` by path, any other call
 * recorded in `sent` and answered with `reply` (test helper).
 */
export function stubFetch(answers: Record<string, unknown>, sent: Sent[], reply: () => [unknown, number]) {
  return async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init?.method && init.method !== 'GET') {
      sent.push({
        method: init.method,
        url: url.pathname,
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      const [body, status] = reply();
      return json(body, status);
    }
    return url.pathname in answers ? json(answers[url.pathname]) : json({}, 404);
  };
}

/** Renders an estate page in the matter workspace's outlet, as `roles`, on a matter of `typeID`. */
export function renderEstatePage(
  path: string,
  page: ReactElement,
  roles: Role[],
  typeID: string = MATTER_TYPE_IDS.estate,
) {
  const session = {
    user: { userID: 'u1' },
    roles,
    isDemoMode: false,
    isAdministrator: false,
  } as unknown as Session;
  const matter = {
    matterID: MATTER_ID,
    reference: 'HF/EST/1',
    matterType: { matterTypeID: typeID, name: 'Estate' },
  } as unknown as Matter;
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={[`/m/${MATTER_ID}/${path}`]}>
              <Routes>
                <Route path="/m/:matterId" element={<Outlet context={{ matter }} />}>
                  <Route path={path} element={page} />
                  <Route path="details" element={<p>Details page</p>} />
                </Route>
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}
