import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { BANK_ACCOUNT_TEXTS, type BankAccount, ORGANISATION_TYPES, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { BankAccountsPage } from './BankAccountsPage';
import { CharitySettingsArea } from './CharitySettingsArea';

/* Issue 11 (c): deleting a bank account names the legacies that nominate it before anything goes. */

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

const ORG = '0f000000-0000-4000-8000-0000000000bb';
const ACCOUNT_ID = '0f000000-0000-4000-8000-000000000001';
const CHARITY = {
  organisationID: ORG,
  name: 'Brightwater Trust',
  organisationType: ORGANISATION_TYPES.charity,
};
const ACCOUNT = {
  bankAccountID: ACCOUNT_ID,
  organisationID: ORG,
  bankName: 'Barclays Bank',
  sortCode: '20-09-15',
  accountNumber: '41011166',
  accountName: 'Legacies',
  accountVerified: true,
  description: null,
  primaryContactUser: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as BankAccount;

const session: Session = {
  user: {
    userID: 'u',
    organisationID: ORG,
    organisationName: CHARITY.name,
    roles: ['Finance'],
  } as unknown as User,
  roles: ['Finance'],
  isDemoMode: false,
  isAdministrator: false,
  mustAcceptTerms: false,
  homePath: '/secure',
};

let requests: { method: string; url: URL }[] = [];
let nominations: { legacyID: string; reference: string; visibleToFirm: boolean }[] = [];
/** The references the server's 409 names on an unconfirmed delete (a nomination made meanwhile). */
let raced: string[] | null = null;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests = [];
  raced = null;
  nominations = [
    { legacyID: 'l1', reference: 'BWT-0412', visibleToFirm: false },
    { legacyID: 'l2', reference: 'HF/EST/2026/014', visibleToFirm: true },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push({ method, url });
      if (method === 'DELETE') {
        if (raced && url.searchParams.get('confirm') !== 'true')
          return json(
            { status: 409, detail: BANK_ACCOUNT_TEXTS.nominatedOn(raced), errors: { legacies: raced } },
            409,
          );
        return new Response(null, { status: 204 });
      }
      if (url.pathname.endsWith('/Legacies')) return json(nominations);
      if (url.pathname.endsWith('/BankAccount')) return json([ACCOUNT]);
      return json(CHARITY);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/secure/charity-settings',
        element: <CharitySettingsArea />,
        children: [{ path: 'bank-accounts', element: <BankAccountsPage /> }],
      },
    ],
    { initialEntries: ['/secure/charity-settings/bank-accounts'] },
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
}

const deletes = () => requests.filter((r) => r.method === 'DELETE');

describe('deleting a bank account (issue 11)', () => {
  it('names the legacies that nominate it; No keeps it; Yes deletes with confirm=true', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Legacies' }));
    const text = BANK_ACCOUNT_TEXTS.deleteNominatedText('Legacies', ['BWT-0412', 'HF/EST/2026/014']);
    expect(await screen.findByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: BANK_ACCOUNT_TEXTS.deleteNo }));
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    expect(deletes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Legacies' }));
    fireEvent.click(await screen.findByRole('button', { name: BANK_ACCOUNT_TEXTS.deleteYes }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(BANK_ACCOUNT_TEXTS.removed('Legacies')));
    expect(deletes().map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([
      `/api/Organisations/BankAccount/${ACCOUNT_ID}?confirm=true`,
    ]);
  });

  it('an account nominated nowhere gets the plain dialog; a nomination made meanwhile is asked about', async () => {
    nominations = [];
    raced = ['BT/LEG/2026/002'];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Legacies' }));
    expect(await screen.findByText(BANK_ACCOUNT_TEXTS.deleteText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: BANK_ACCOUNT_TEXTS.deleteYes }));
    // The server refused (409): the dialog now names the legacy.
    expect(
      await screen.findByText(BANK_ACCOUNT_TEXTS.deleteNominatedText('Legacies', ['BT/LEG/2026/002'])),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: BANK_ACCOUNT_TEXTS.deleteYes }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(deletes().map((r) => r.url.search)).toEqual(['', '?confirm=true']);
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
