import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { COMPLIANCE_TEXTS, type ComplianceQueueItem, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { CompliancePage } from './CompliancePage';

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

const FIRM = '0f000000-0000-4000-8000-0000000000aa';
const DAY = 86_400_000;
const session: Session = {
  user: {
    userID: 'mlro',
    organisationID: FIRM,
    organisationName: 'Hale & Finch',
    roles: ['MLRO'],
  } as unknown as User,
  roles: ['MLRO'],
  isDemoMode: false,
  isAdministrator: false,
  mustAcceptTerms: false,
  homePath: '/secure',
};

const PEP: ComplianceQueueItem = {
  checkResultID: 'c-pep',
  individualID: 'i-pep',
  individualName: 'Petra Pep',
  matterID: 'm1',
  matterReference: 'HF/EST/2026/014',
  service: 'Probity Check',
  checkDate: new Date(Date.now() - 3 * DAY - 3_600_000).toISOString(),
  kinds: ['referred', 'pep'],
  reasons: ['Referred', 'PEP match', 'PEP: Refer – enhanced due diligence'],
  individualPath: '/secure/matters/m1/individuals/i-pep/manage?check=c-pep',
  resolution: null,
};

function setViewportWidth(width: number) {
  const env = window as unknown as {
    happyDOM?: { setViewport(size: { width: number; height: number }): void };
  };
  env.happyDOM?.setViewport({ width, height: 900 });
}

let requests: { method: string; url: URL; body: unknown }[] = [];
let queue: ComplianceQueueItem[] = [];
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  setViewportWidth(1440);
  requests = [];
  queue = [PEP];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST') {
        return json(
          {
            checkResolutionID: 'r1',
            decision: 'falsePositive',
            decisionLabel: 'False positive',
            reason: 'Different date of birth',
            resolvedByUserID: 'mlro',
            resolvedByName: 'Mary Lowe',
            resolvedAt: new Date().toISOString(),
          },
          201,
        );
      }
      const pagination = { currentPage: 1, totalPages: 1, pageSize: 25, totalCount: queue.length };
      return json(queue, 200, { 'x-pagination': JSON.stringify(pagination) });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(entry = '/secure/compliance') {
  const router = createMemoryRouter([{ path: '/secure/compliance', element: <CompliancePage /> }], {
    initialEntries: [entry],
  });
  render(
    <MantineProvider env="test">
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

const gets = () => requests.filter((r) => r.method === 'GET');

describe("the MLRO's Compliance page (issue 12)", () => {
  it('lists the queue with its headers, what is wrong, the date and the age, each opening the individual', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: COMPLIANCE_TEXTS.title });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual(['Individual', 'Matter', 'What is wrong', 'Check date', 'Age', 'Status']);
    const link = await within(table).findByRole('link', { name: 'Petra Pep' });
    expect(link.getAttribute('href')).toBe(PEP.individualPath);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('HF/EST/2026/014')).toBeTruthy();
    expect(within(row).getByText('PEP match')).toBeTruthy();
    expect(within(row).getByText('PEP: Refer – enhanced due diligence')).toBeTruthy();
    expect(within(row).getByText('3 days')).toBeTruthy();
    // Oldest first unless asked otherwise.
    expect(gets()[0]!.url.searchParams.get('OrderBy')).toBeNull();
  });

  it('asks the server for the kinds, status and order in the address', async () => {
    renderPage('/secure/compliance?kind=pep&kind=sanctions&status=resolved&sort=-date');
    await waitFor(() => expect(gets()).toHaveLength(1));
    const params = gets()[0]!.url.searchParams;
    expect(params.getAll('FilterType')).toEqual(['kind', 'kind', 'status']);
    expect(params.getAll('Filter')).toEqual(['pep', 'sanctions', 'resolved']);
    expect(params.get('OrderBy')).toBe('-date');
  });

  it('says so when no check needs a decision', async () => {
    queue = [];
    renderPage();
    expect(await screen.findByText(COMPLIANCE_TEXTS.empty)).toBeTruthy();
  });

  it('resolves an item: the decision and the reason are required, then sent, with a toast', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve the check of Petra Pep' }));
    const dialog = await screen.findByRole('dialog', { name: COMPLIANCE_TEXTS.resolveTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: COMPLIANCE_TEXTS.save }));
    expect(await within(dialog).findByText(COMPLIANCE_TEXTS.decisionRequired)).toBeTruthy();
    expect(within(dialog).getByText(COMPLIANCE_TEXTS.reasonRequired)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const decision = within(dialog)
      .getAllByLabelText(new RegExp(`^${COMPLIANCE_TEXTS.decision}`))
      .find((el) => el.tagName === 'INPUT')!;
    fireEvent.click(decision);
    fireEvent.click(await screen.findByRole('option', { name: 'False positive' }));
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${COMPLIANCE_TEXTS.reason}`)), {
      target: { value: 'Different date of birth' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: COMPLIANCE_TEXTS.save }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(COMPLIANCE_TEXTS.resolved));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/Compliance/Checks/c-pep/Resolution');
    expect(post.body).toEqual({ decision: 'falsePositive', reason: 'Different date of birth' });
  });

  it('shows a resolved item with who decided what and why', async () => {
    queue = [
      {
        ...PEP,
        resolution: {
          checkResolutionID: 'r1',
          decision: 'eddDone',
          decisionLabel: 'Enhanced due diligence done',
          reason: 'Source of wealth evidenced',
          resolvedByUserID: 'mlro',
          resolvedByName: 'Mary Lowe',
          resolvedAt: '2026-11-03T09:00:00.000Z',
        },
      },
    ];
    renderPage('/secure/compliance?status=resolved');
    expect(
      await screen.findByText(
        'Resolved by Mary Lowe on 03/11/2026: Enhanced due diligence done — Source of wealth evidenced',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resolve the check/ })).toBeNull();
  });

  it('shows each item as a card at 390 px', async () => {
    setViewportWidth(390);
    renderPage();
    const list = await screen.findByRole('list', { name: COMPLIANCE_TEXTS.title });
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'Petra Pep' })).toBeTruthy();
    expect(within(card).getByText('3 days')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Resolve the check of Petra Pep' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
