import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import {
  BANK_ACCOUNT_TEXTS,
  type BankAccount,
  ORGANISATION_TYPES,
  type Role,
  type User,
} from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { BankAccountsPage } from './BankAccountsPage';
import { CharityDetailsPage } from './CharityDetailsPage';
import { CharitySettingsArea } from './CharitySettingsArea';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const ORG = '0f000000-0000-4000-8000-0000000000bb';
const CHARITY = {
  organisationID: ORG,
  name: 'Brightwater Trust',
  organisationType: ORGANISATION_TYPES.charity,
  companyNo: '1234567',
  vatRegNo: '',
  sraNumber: 'SC0001',
  dprNo: '',
  address1: '1 Quay',
  cityTown: 'Bristol',
  county: 'Bristol',
  postCode: 'BS1 1AA',
  country: 'United Kingdom',
  members: [],
  integrationDetails: [],
};

const account = (over: Partial<BankAccount>): BankAccount => ({
  bankAccountID: '0f000000-0000-4000-8000-000000000001',
  organisationID: ORG,
  bankName: 'Barclays Bank',
  sortCode: '20-09-15',
  accountNumber: '41011166',
  accountName: 'Legacies',
  accountVerified: true,
  description: null,
  primaryContactUser: {
    userID: '0f000000-0000-4000-8000-000000000002',
    name: 'Fiona Finch',
    firstName: 'Fiona',
    surname: 'Finch',
    title: null,
    emailAddress: 'fiona@example.test',
    profileImage: null,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const ACCOUNTS = [
  account({}),
  account({
    bankAccountID: '0f000000-0000-4000-8000-000000000003',
    accountName: 'Appeals',
    accountVerified: false,
    primaryContactUser: null,
  }),
];

function sessionAs(roles: Role[]): Session {
  const user = { userID: 'u', organisationID: ORG, organisationName: CHARITY.name, roles } as unknown as User;
  return {
    user,
    roles,
    isDemoMode: false,
    isAdministrator: false,
    mustAcceptTerms: false,
    homePath: '/secure',
  };
}

function renderAt(path: string, roles: Role[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/secure/charity-settings',
        element: <CharitySettingsArea />,
        children: [
          { index: true, element: <Navigate to="details" replace /> },
          { path: 'details', element: <CharityDetailsPage /> },
          { path: 'bank-accounts', element: <BankAccountsPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={sessionAs(roles)}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = String(input);
      const body = url.includes('/BankAccount')
        ? ACCOUNTS
        : url.endsWith(`/api/Organisations/${ORG}`)
          ? CHARITY
          : [];
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
});

describe('charity settings (spec 03 §2.13)', () => {
  it('gives Finance the Settings navigation with the charity name, Details and Bank Accounts, and the account cards', async () => {
    renderAt('/secure/charity-settings/bank-accounts', ['Finance']);
    expect(await screen.findByRole('heading', { name: BANK_ACCOUNT_TEXTS.title })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByText('Brightwater Trust')).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Details', 'Bank Accounts']);
    expect(screen.getByText(BANK_ACCOUNT_TEXTS.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: BANK_ACCOUNT_TEXTS.newBankAccount })).toBeTruthy();

    const legacies = await screen.findByRole('article', { name: 'Legacies' });
    expect(within(legacies).getByText('20-09-15')).toBeTruthy();
    expect(within(legacies).getByText('GBP')).toBeTruthy();
    expect(within(legacies).getByText(BANK_ACCOUNT_TEXTS.verified)).toBeTruthy();
    expect(within(legacies).getByText('Fiona Finch')).toBeTruthy();
    expect(within(legacies).getByText('fiona@example.test')).toBeTruthy();
    const appeals = screen.getByRole('article', { name: 'Appeals' });
    expect(within(appeals).getByText(BANK_ACCOUNT_TEXTS.notVerified)).toBeTruthy();
    expect(within(appeals).getAllByText('-')).toHaveLength(2);
  });

  it('keeps Charity out of Bank Accounts: no link, and the route goes to the details', async () => {
    const router = renderAt('/secure/charity-settings/bank-accounts', ['Charity']);
    expect(await screen.findByText(BANK_ACCOUNT_TEXTS.detailsDescription)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/secure/charity-settings/details');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Details']);
    expect(screen.getByRole('heading', { name: 'Brightwater Trust' })).toBeTruthy();
    expect(screen.getByLabelText(/Reg\. Charity No\./)).toBeTruthy();
    expect(screen.getByLabelText(/Organisation No/)).toBeTruthy();
    expect(screen.getByRole('button', { name: BANK_ACCOUNT_TEXTS.saveChanges })).toBeTruthy();
  });

  it('shows Admin Demo the details read-only, without Save Changes', async () => {
    renderAt('/secure/charity-settings', ['Admin Demo']);
    expect(await screen.findByText(BANK_ACCOUNT_TEXTS.detailsDescription)).toBeTruthy();
    expect(screen.queryByRole('button', { name: BANK_ACCOUNT_TEXTS.saveChanges })).toBeNull();
  });
});
