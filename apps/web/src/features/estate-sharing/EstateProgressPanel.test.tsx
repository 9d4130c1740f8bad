import { MantineProvider } from '@mantine/core';
import { type EstateProgress, ESTATE_PROGRESS_TEXTS as T, ZEstateProgress } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EstateProgressPanel } from './EstateProgressPanel';
import { EstateProgressSection } from './EstateProgressSection';

/* Issue 17: the charity's Estate progress panel — what it shows at each sharing setting. */

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let writes: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  writes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ method, url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(node: React.ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {node}
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const milestonesOnly: EstateProgress = ZEstateProgress.parse({
  shared: { figures: false, accounts: false },
  firmName: 'Harbour & Finch LLP',
  dateOfDeath: '2026-01-15',
  stage: { stage: 'grantIssued', label: 'Grant issued', on: '2026-04-14' },
  grantDate: '2026-04-14',
  payments: [{ id: 'p1', on: '2026-06-01', amount: 500_000, distribution: 'interim' }],
  paidTotal: 500_000,
  figures: null,
  accounts: null,
  note: '',
  lead: null,
});

const shared: EstateProgress = {
  ...milestonesOnly,
  shared: { figures: true, accounts: true },
  figures: {
    assetsEstimated: 121_000_000,
    assetsCollected: 30_250_000,
    collectedPercent: 25,
    itemsTotal: 4,
    itemsCollected: 1,
    taxPaid: 1_234_500,
    entitlement: {
      pecuniary: 0,
      residuaryPercent: 50,
      estimatedResidue: 80_000_000,
      residuary: 40_000_000,
      total: 40_000_000,
    },
  },
  accounts: {
    status: 'final',
    finalisedOn: '2026-09-01',
    approvedOn: null,
    lines: [{ key: 'residue', label: 'Residue', amount: 80_000_000 }],
  },
  lead: { matterCharityID: 'x', charityName: 'Brightwater Trust', contact: null },
};

describe('the Estate progress panel (issue 17)', () => {
  it('shows the milestones and says the figures and accounts are not shared', () => {
    renderWith(<EstateProgressPanel legacyID="l1" progress={milestonesOnly} canEditNote={false} />);
    expect(screen.getByRole('heading', { name: T.title })).toBeTruthy();
    expect(screen.getByText(T.description('Harbour & Finch LLP'))).toBeTruthy();
    expect(screen.getByText('Grant issued (14/04/2026)')).toBeTruthy();
    expect(screen.getByText('Interim distribution, 01/06/2026')).toBeTruthy();
    expect(screen.getAllByText('£5,000.00')).toHaveLength(2);
    expect(screen.getByText(T.figuresNotShared)).toBeTruthy();
    expect(screen.getByText(T.accountsNotShared)).toBeTruthy();
    expect(screen.queryByText(T.fromFirm)).toBeNull();
    expect(screen.queryByText(T.entitlementTotal)).toBeNull();
  });

  it("shows the charity's own figures and the accounts when shared, marked as the firm's", () => {
    renderWith(<EstateProgressPanel legacyID="l1" progress={shared} canEditNote={false} />);
    expect(screen.getByText(T.collectedOf('£302,500.00', '£1,210,000.00', 25))).toBeTruthy();
    expect(screen.getByText(T.itemsCollected(1, 4))).toBeTruthy();
    expect(screen.getByText('£12,345.00')).toBeTruthy();
    expect(screen.getByText(T.residuary(50, '£800,000.00'))).toBeTruthy();
    expect(screen.getByTestId('estate-entitlement').textContent).toBe('£400,000.00');
    expect(screen.getByText(T.accountsFinal('01/09/2026'))).toBeTruthy();
    expect(screen.getByText(T.notApproved)).toBeTruthy();
    expect(screen.getByRole('table', { name: T.accounts }).textContent).toContain('£800,000.00');
    expect(screen.getByText(T.fromFirm)).toBeTruthy();
    expect(screen.getByText(T.lead('Brightwater Trust'))).toBeTruthy();
    expect(screen.queryByText(T.figuresNotShared)).toBeNull();
  });

  it("saves the charity's own note", async () => {
    renderWith(<EstateProgressPanel legacyID="l1" progress={milestonesOnly} canEditNote />);
    const save = screen.getByRole('button', { name: T.saveNote });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(T.note), { target: { value: 'Chase the firm in May' } });
    fireEvent.click(save);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      url: expect.stringContaining('/api/Legacies/l1/EstateProgress/Note'),
      body: { note: 'Chase the firm in May' },
    });
  });

  it('shows nothing when the legacy is not on an estate (404), and loads the panel otherwise', async () => {
    answer = { status: 404, body: { title: 'Not found' } };
    renderWith(<EstateProgressSection legacyID="l2" matterID="m1" canEditNote={false} />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(T.title)).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    cleanup();
    answer = { status: 200, body: shared };
    renderWith(<EstateProgressSection legacyID="l3" matterID="m1" canEditNote={false} />);
    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
  });
});
