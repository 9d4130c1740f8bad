import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { LEGACY_STATUSES, type Legacy, type Role, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { LegaciesPage } from './LegaciesPage';
import { LegacyStatusSection } from './LegacyStatusSection';

/* Issue 11: the legacy roles get the legacies read-only; the stepper is for who may change status. */

vi.mock('../../app/shell/use-mobile-layout', () => ({ useIsMobileLayout: () => false }));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const ORG = 'b0000000-0000-4000-8000-000000000001';
const row = {
  legacyID: 'd0000000-0000-4000-8000-000000000001',
  reference: 'BT/LEG/2026/001',
  charityReference: 'BWT-0412',
  matterID: '00000000-0000-0000-0000-000000000000',
  status: { statusID: LEGACY_STATUSES[1]!.statusID, name: 'Active', icon: 'active', description: '' },
  deceased: null,
  matterOrganisation: null,
  charityTeam: [],
  nominatedBankAccount: null,
  createdDate: '2026-01-01T00:00:00Z',
  lastUpdatedDate: '2026-01-02T00:00:00Z',
  canDelete: true,
};

function session(roles: Role[]): Session {
  return {
    user: { userID: 'u1', organisationID: ORG, roles } as unknown as User,
    roles,
    isDemoMode: false,
    isAdministrator: false,
    mustAcceptTerms: false,
    homePath: '/secure/charity-legacies',
  };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify([row]), {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'x-pagination': JSON.stringify({ currentPage: 1, totalPages: 1, pageSize: 10, totalCount: 1 }),
          },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAs(roles: Role[], node: React.ReactNode) {
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session(roles)}>
            <MemoryRouter initialEntries={['/secure/charity-legacies']}>{node}</MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('the legacy roles on the legacies list (issue 11)', () => {
  it.each(['Legacy Manager', 'Legacy User', 'Senior Legacy User'] as Role[])(
    '%s sees the list without New legacy or delete',
    async (role) => {
      renderAs([role], <LegaciesPage />);
      expect(await screen.findByRole('link', { name: 'BWT-0412' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'New legacy' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    },
  );

  it('Charity still sees New legacy and delete', async () => {
    renderAs(['Charity'], <LegaciesPage />);
    expect(await screen.findByRole('link', { name: 'BWT-0412' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New legacy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete BWT-0412' })).toBeTruthy();
  });
});

describe('the status stepper (spec 03 §2.4 "for changing status")', () => {
  const legacy = {
    legacyID: row.legacyID,
    status: row.status,
    matterOrganisation: null,
    lastUpdatedDate: row.lastUpdatedDate,
    createdDate: row.createdDate,
  } as unknown as Legacy;

  it('shows the stepper to who may change the status', async () => {
    renderAs(['Legacy Manager'], <LegacyStatusSection legacy={legacy} canChange />);
    const stepper = await screen.findByRole('list', { name: 'Legacy status' });
    await waitFor(() => expect(stepper.querySelectorAll('button').length).toBeGreaterThan(0));
  });

  it('shows no stepper to who may not, only the current status', async () => {
    renderAs(['Legacy User'], <LegacyStatusSection legacy={legacy} canChange={false} />);
    expect(await screen.findByText(LEGACY_STATUSES[1]!.name)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Legacy status' })).toBeNull();
  });
});
