import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { CHARITY_TEXTS, type MatterCharity, type Role, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import type { Matter } from '../matters/matters.api';
import { MatterCharitiesPage } from './MatterCharitiesPage';

const toasts = vi.hoisted(() => ({
  loading: vi.fn(() => 't'),
  success: vi.fn(),
  information: vi.fn(),
  error: vi.fn(),
}));
vi.mock('../../app/notify', () => ({ notify: toasts }));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const MATTER_ID = 'a0000000-0000-4000-8000-000000000001';
const matter = { matterID: MATTER_ID, reference: 'HF/EST/2026/021' } as unknown as Matter;

function charity(n: number, linked: boolean): MatterCharity {
  return {
    matterCharityID: `c0000000-0000-4000-8000-00000000000${n}`,
    matterID: MATTER_ID,
    charityRegNo: 1000000 + n,
    charityOrgNo: 5000000 + n,
    charitySuffix: 0,
    charityName: `CHARITY ${n}`,
    linkedOrganisation: linked ? 'b0000000-0000-4000-8000-000000000001' : null,
    legacyID: `d0000000-0000-4000-8000-00000000000${n}`,
  };
}

function session(roles: Role[]): Session {
  return {
    user: { userID: 'u1', organisationID: 'o1', roles } as unknown as User,
    roles,
    isDemoMode: false,
    isAdministrator: false,
    mustAcceptTerms: false,
    homePath: '/secure',
  };
}

let requests: { method: string; url: URL }[] = [];
let rows: MatterCharity[] = [];

beforeEach(() => {
  requests = [];
  rows = [charity(1, true), charity(2, false)];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push({ method, url });
      if (method === 'DELETE') {
        rows = rows.filter((r) => !url.pathname.endsWith(r.matterCharityID));
        return new Response(null, { status: 204 });
      }
      const body = {
        data: rows,
        paginationResp: {
          totalPages: 3,
          totalCount: 23,
          pageSize: 10,
          currentPage: Number(url.searchParams.get('Page')),
        },
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(roles: Role[], entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/secure', element: <div>home</div> },
      {
        element: <Outlet context={{ matter }} />,
        children: [{ path: '/secure/matters/:matterId/organisations', element: <MatterCharitiesPage /> }],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session(roles)}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return router;
}

const base = `/secure/matters/${MATTER_ID}/organisations`;

describe('the matter Charities page (spec 02 §2.12)', () => {
  it('asks for the page in currentPage and says which rows it shows', async () => {
    const router = renderPage(['Matter Admin'], `${base}?currentPage=2`);
    expect(await screen.findByText('Showing 11 through 20 out of 23 charities')).toBeTruthy();
    const list = requests.find((r) => r.url.pathname === `/api/Matters/${MATTER_ID}/Charity`)!;
    expect(list.url.searchParams.get('Page')).toBe('2');
    expect(list.url.searchParams.get('PageCount')).toBe('10');
    expect(screen.getByText(CHARITY_TEXTS.addToMatter)).toBeTruthy();
    expect(screen.getByText(CHARITY_TEXTS.verified)).toBeTruthy();
    expect(screen.getByText(CHARITY_TEXTS.notVerified)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?currentPage=3'));
    fireEvent.click(screen.getByRole('button', { name: 'View CHARITY 1' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?currentPage=3&openCharityID=${rows[0]!.matterCharityID}`),
    );
  });

  it('removes a charity only after the confirmation, with the toasts of spec 02 §8', async () => {
    renderPage(['Matter Admin'], base);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove CHARITY 2' }));
    expect(await screen.findByText(CHARITY_TEXTS.removeText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: CHARITY_TEXTS.removeNo }));
    await waitFor(() => expect(screen.queryByText(CHARITY_TEXTS.removeText)).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove CHARITY 2' }));
    fireEvent.click(await screen.findByRole('button', { name: CHARITY_TEXTS.removeYes }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Removed charity CHARITY 2 from the matter.', 't'),
    );
    expect(toasts.loading).toHaveBeenCalledWith('Removing charity CHARITY 2 from the matter...');
    const removed = requests.find((r) => r.method === 'DELETE')!;
    expect(removed.url.pathname).toBe(
      `/api/Matters/${MATTER_ID}/Charity/${charity(2, false).matterCharityID}`,
    );
  });

  it('sends a role without the read right home', async () => {
    renderPage(['Individual'], base);
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
