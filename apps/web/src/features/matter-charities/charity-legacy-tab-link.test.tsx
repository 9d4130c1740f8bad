import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type MatterCharity, type Role, type User, charityLegacyTabPath } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import type { Matter } from '../matters/matters.api';
import { MatterCharitiesPage } from './MatterCharitiesPage';

/*
 * Issue 11 (d): the hand-off e-mails link to the matter's Charities page with the charity's overlay
 * open on its Legacy tab (openCharityID + openCharityTab=legacy); the tab parameter is removed once used.
 */

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const MATTER_ID = 'a0000000-0000-4000-8000-000000000001';
const matter = { matterID: MATTER_ID, reference: 'HF/EST/2026/014' } as unknown as Matter;
const CHARITY: MatterCharity = {
  matterCharityID: 'c0000000-0000-4000-8000-000000000001',
  matterID: MATTER_ID,
  charityRegNo: 1098765,
  charityOrgNo: 5098765,
  charitySuffix: 0,
  charityName: 'BRIGHTWATER TRUST',
  linkedOrganisation: 'b0000000-0000-4000-8000-000000000001',
  legacyID: 'd0000000-0000-4000-8000-000000000001',
};
const LEGACY = {
  legacyID: CHARITY.legacyID,
  matterID: MATTER_ID,
  organisationID: CHARITY.linkedOrganisation,
  reference: 'HF/EST/2026/014',
  matterTeam: [],
  charityTeam: [],
  details: [],
  documents: [],
  nominatedBankAccount: {
    bankAccount: {
      bankAccountID: 'e1',
      bankName: 'Barclays Bank',
      sortCode: '20-09-15',
      accountNumber: '41011166',
      accountName: 'Brightwater Trust Legacies',
      accountVerified: true,
    },
    visibleToFirm: true,
    paymentReference: 'PAY-E2E-7',
  },
};

const session: Session = {
  user: { userID: 'u1', organisationID: 'o1', roles: ['Matter Admin'] } as unknown as User,
  roles: ['Matter Admin'] as Role[],
  isDemoMode: false,
  isAdministrator: false,
  mustAcceptTerms: false,
  homePath: '/secure',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const body = url.pathname.startsWith('/api/Legacy/')
        ? LEGACY
        : url.pathname.startsWith('/api/Charities/')
          ? null
          : url.pathname.endsWith('/Charity')
            ? {
                data: [CHARITY],
                paginationResp: { totalPages: 1, totalCount: 1, pageSize: 10, currentPage: 1 },
              }
            : url.pathname.includes('/Charity/')
              ? CHARITY
              : [];
      return new Response(JSON.stringify(body), {
        status: body === null ? 404 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
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
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return router;
}

describe("the charity's Legacy tab link (issue 11)", () => {
  it('opens the overlay on the Legacy tab with the payment details, then drops openCharityTab', async () => {
    const router = renderAt(charityLegacyTabPath(MATTER_ID, CHARITY.matterCharityID));
    const tab = await screen.findByRole('tab', { name: 'Legacy' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('PAY-E2E-7')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?openCharityID=${CHARITY.matterCharityID}`),
    );
  });

  it('without it the overlay opens on the Charity tab, as before', async () => {
    renderAt(`/secure/matters/${MATTER_ID}/organisations?openCharityID=${CHARITY.matterCharityID}`);
    const tab = await screen.findByRole('tab', { name: 'Charity' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
  });
});
