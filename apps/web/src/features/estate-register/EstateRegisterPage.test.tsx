import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { MATTER_TYPE_IDS, type Role, registerTotals } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import type { Matter } from '../matters/matters.api';
import { EstateRegisterPage } from './EstateRegisterPage';
import type { EstateItem } from './estate-register.api';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const MATTER_ID = 'b0000000-0000-4000-8000-000000000001';
const house: EstateItem = {
  estateItemID: 'e0000000-0000-4000-8000-000000000001',
  matterID: MATTER_ID,
  kind: 'asset',
  category: 'property',
  description: 'House, 14 Harbour View',
  institution: '14 Harbour View, Falmouth',
  reference: 'Title CL218734',
  valueAtDeath: 42_500_000,
  sharePercent: 50,
  shareValue: 21_250_000,
  passesBySurvivorship: false,
  inEstateForProbate: true,
  realisedAmount: 21_000_000,
  realisedOn: '2026-03-02',
  gainOrLoss: -250_000,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: null,
};
const funeral: EstateItem = {
  ...house,
  estateItemID: 'e0000000-0000-4000-8000-000000000002',
  kind: 'liability',
  category: 'funeral',
  description: 'Funeral, Penrose & Sons',
  institution: null,
  reference: null,
  valueAtDeath: 486_000,
  sharePercent: 100,
  shareValue: 486_000,
  realisedAmount: null,
  realisedOn: null,
  gainOrLoss: null,
};

const gift = {
  matterID: MATTER_ID,
  component: 'general',
  estateItemID: null,
  createdAt: '',
  updatedAt: null,
};
/** The will's gifts a distribution may pay: Jane Doe's share; the watch passes in kind. */
const GIFTS = [
  {
    ...gift,
    estateLegacyID: 'a0000000-0000-4000-8000-000000000001',
    kind: 'residuary',
    beneficiary: { type: 'person', name: 'Jane Doe' },
    amount: null,
    description: null,
    share: { kind: 'percent', percent: 90 },
  },
  {
    ...gift,
    estateLegacyID: 'a0000000-0000-4000-8000-000000000002',
    kind: 'specific',
    beneficiary: { type: 'person', name: 'Tom Baker' },
    amount: null,
    description: 'Gold watch',
    share: null,
  },
];

let items: EstateItem[] = [];
let transactions: unknown[] = [];
let sent: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  items = [house, funeral];
  transactions = [];
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown, status = 200) =>
        new Response(status === 204 ? null : JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (init?.method && init.method !== 'GET') {
        sent.push({
          method: init.method,
          url: url.pathname,
          body: init.body ? JSON.parse(String(init.body)) : null,
        });
        return init.method === 'DELETE' ? json(null, 204) : json(house, 201);
      }
      if (url.pathname === `/api/Matters/${MATTER_ID}/Estate/Items`)
        return json({ items, totals: registerTotals(items) });
      if (url.pathname === `/api/Matters/${MATTER_ID}/Estate/Legacies`)
        return json({ legacies: GIFTS, residuaryWarning: null });
      if (url.pathname === `/api/Matters/${MATTER_ID}/Estate/Transactions`)
        return json({
          transactions,
          totals: { capitalReceipts: 0, incomeReceipts: 0, payments: 0, balance: 0 },
        });
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAs(roles: Role[], matterTypeID: string = MATTER_TYPE_IDS.estate) {
  const session = {
    user: { userID: 'u1' },
    roles,
    isDemoMode: false,
    isAdministrator: false,
  } as unknown as Session;
  const matter = {
    matterID: MATTER_ID,
    reference: 'HF/EST/1',
    matterType: { matterTypeID },
  } as unknown as Matter;
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={[`/m/${MATTER_ID}/assets`]}>
              <Routes>
                <Route path="/m/:matterId" element={<Outlet context={{ matter }} />}>
                  <Route path="assets" element={<EstateRegisterPage />} />
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

describe('the Assets page (issue 17)', () => {
  it('groups the items by category with their totals and working, in pounds', async () => {
    renderAs(['Matter Executive']);
    const property = await screen.findByRole('region', { name: 'UK property and land' });
    expect(within(property).getByText('Total £212,500.00')).toBeTruthy();
    const row = within(property).getByRole('article', { name: 'House, 14 Harbour View' });
    expect(within(row).getByText('50% share')).toBeTruthy();
    expect(within(row).getByText('of £425,000.00')).toBeTruthy();
    expect(within(row).getByText(/Realised £210,000.00 on 02\/03\/2026/)).toBeTruthy();
    expect(within(row).getByText(/loss £2,500.00/)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Total' });
    // Net: £212,500 − £4,860.
    expect(within(summary).getByText('Net estate').nextElementSibling?.textContent).toBe('£207,640.00');
    expect(screen.getByRole('region', { name: 'Funeral expenses' })).toBeTruthy();
  });

  it('adds an asset: pounds typed are sent as exact pence, a bad amount is named first', async () => {
    renderAs(['Matter Executive']);
    fireEvent.click(await screen.findByRole('button', { name: 'Add asset' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Description/ }), {
      target: { value: 'Premium Bonds' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Value at date of death/ }), {
      target: { value: '12.345' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(await within(dialog).findByText('Enter an amount in pounds and pence')).toBeTruthy();
    expect(within(dialog).getByText('Choose a category')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(
      within(dialog)
        .getAllByLabelText(/^Category/)
        .find((el) => el.tagName === 'INPUT')!,
    );
    // The list of eleven categories opens in a portal the test environment marks hidden.
    fireEvent.click(
      await screen.findByRole('option', { name: 'National Savings and Premium Bonds', hidden: true }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Value at date of death/ }), {
      target: { value: '1,000.29' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/Matters/${MATTER_ID}/Estate/Items`,
      body: {
        kind: 'asset',
        category: 'nationalSavings',
        description: 'Premium Bonds',
        valueAtDeath: 100_029,
      },
    });
  });

  it('deletes an item only once confirmed', async () => {
    renderAs(['Matter Admin']);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Funeral, Penrose & Sons' }));
    const confirmDialog = await screen.findByRole('dialog');
    expect(within(confirmDialog).getByText(/Delete this item from the register/)).toBeTruthy();
    fireEvent.click(within(confirmDialog).getByRole('button', { name: /Delete|Yes/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'DELETE',
      url: `/api/Matters/${MATTER_ID}/Estate/Items/${funeral.estateItemID}`,
    });
  });

  it('shows the empty register, and the empty receipts and payments', async () => {
    items = [];
    renderAs(['Matter Executive']);
    expect(await screen.findByText('No assets or liabilities recorded yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Receipts and payments' }));
    expect(await screen.findByText('No receipts or payments recorded yet.')).toBeTruthy();
  });

  it('records a distribution: whom it pays (a gift of money or a share, not an item in kind) and interim or final', async () => {
    renderAs(['Matter Executive']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Receipts and payments' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add receipt or payment' }));
    const dialog = await screen.findByRole('dialog');
    const input = (label: RegExp) =>
      within(dialog)
        .getAllByLabelText(label)
        .find((el) => el.tagName === 'INPUT')!;
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Payment' }));
    expect(within(dialog).queryByText('Paid to (the gift of the will it pays)')).toBeNull();
    fireEvent.click(input(/^Type/));
    fireEvent.click(await screen.findByRole('option', { name: 'Distributions', hidden: true }));
    fireEvent.click(input(/^Paid to/));
    fireEvent.click(
      await screen.findByRole('option', { name: 'Jane Doe — 90 % of the residue', hidden: true }),
    );
    expect(screen.queryByRole('option', { name: /Gold watch/, hidden: true })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Final distribution' }));
    fireEvent.change(input(/^Date/), { target: { value: '01/03/2026' } });
    fireEvent.change(input(/^Amount/), { target: { value: '1000' } });
    fireEvent.change(input(/^Description/), { target: { value: 'Final balance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/Matters/${MATTER_ID}/Estate/Transactions`,
      body: {
        direction: 'payment',
        kind: 'distribution',
        date: '2026-03-01',
        amount: 100_000,
        estateLegacyID: 'a0000000-0000-4000-8000-000000000001',
        distribution: 'final',
      },
    });
    expect(sent[0]!.body).not.toHaveProperty('chargedTo');
  });

  it('says which payments are interim or final distributions and which expenses the income bears', async () => {
    const payment = {
      matterID: MATTER_ID,
      direction: 'payment',
      date: '2026-03-01',
      amount: 1_000,
      estateItemID: null,
    };
    transactions = [
      {
        ...payment,
        estateTransactionID: 't1',
        kind: 'distribution',
        description: 'To Jane',
        chargedTo: null,
        estateLegacyID: GIFTS[0]!.estateLegacyID,
        distribution: 'interim',
      },
      {
        ...payment,
        estateTransactionID: 't2',
        kind: 'administration',
        description: 'Dividend fee',
        chargedTo: 'income',
        estateLegacyID: null,
        distribution: null,
      },
      {
        ...payment,
        estateTransactionID: 't3',
        kind: 'administration',
        description: 'Court fee',
        chargedTo: 'capital',
        estateLegacyID: null,
        distribution: null,
      },
    ];
    renderAs(['Matter Executive']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Receipts and payments' }));
    expect(
      within(await screen.findByRole('article', { name: 'To Jane' })).getByText('Interim distribution'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Dividend fee' })).getByText('Charged to: Income account'),
    ).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Court fee' })).queryByText(/Charged to/)).toBeNull();
  });

  it('sends the client, and anyone on a matter of another type, back to the details', async () => {
    renderAs(['Individual']);
    expect(await screen.findByText('Details page')).toBeTruthy();
    cleanup();
    renderAs(['Matter Admin'], MATTER_TYPE_IDS.will);
    expect(await screen.findByText('Details page')).toBeTruthy();
  });
});
