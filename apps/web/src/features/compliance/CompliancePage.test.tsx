import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import {
  COMPLIANCE_ALERT_TEXTS,
  COMPLIANCE_TEXTS,
  type ComplianceQueueItem,
  type RiskSignOffItem,
  type ScreeningAlertItem,
  type User,
} from '@probity/domain';
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

const ALERT: ScreeningAlertItem = {
  alertID: 'a-1',
  individualID: 'i-pyotr',
  individualName: 'Pyotr Ivanov',
  matterID: 'm1',
  matterReference: 'HF/EST/2026/020',
  list: 'sanctions',
  outcome: 'possibleMatch',
  outcomeLabel: 'Possible match – MLRO review',
  matchedName: 'IVANOV, Pyotr',
  uniqueID: 'RUS0001',
  explanation: 'Name and year of birth match',
  listPublishedOn: '2026-11-20',
  createdAt: new Date(Date.now() - 5 * DAY - 3_600_000).toISOString(),
  individualPath: '/secure/matters/m1/individuals/i-pyotr/manage',
  resolution: null,
};

const RISK: RiskSignOffItem = {
  riskAssessmentID: 'r-1',
  individualID: 'i-hugh',
  individualName: 'Hugh High',
  matterID: 'm2',
  matterReference: 'HF/EST/2026/031',
  rating: 'High',
  assessedByName: 'Frank Earner',
  assessedAt: new Date(Date.now() - 2 * DAY - 3_600_000).toISOString(),
  individualPath: '/secure/matters/m2/individuals/i-hugh/manage',
};

function setViewportWidth(width: number) {
  const env = window as unknown as {
    happyDOM?: { setViewport(size: { width: number; height: number }): void };
  };
  env.happyDOM?.setViewport({ width, height: 900 });
}

let requests: { method: string; url: URL; body: unknown }[] = [];
let queue: ComplianceQueueItem[] = [];
let alerts: ScreeningAlertItem[] = [];
let risks: RiskSignOffItem[] = [];
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  setViewportWidth(1440);
  requests = [];
  queue = [PEP];
  alerts = [];
  risks = [];
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
      if (url.pathname === '/api/Compliance/RiskAssessments') return json(risks);
      const rows = url.pathname === '/api/Compliance/Alerts' ? alerts : queue;
      const pagination = { currentPage: 1, totalPages: 1, pageSize: 25, totalCount: rows.length };
      return json(rows, 200, { 'x-pagination': JSON.stringify(pagination) });
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

const gets = (path = '/api/Compliance/Checks') =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === path);

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

describe('re-screening alerts and risk sign-offs on the Compliance page (issue 12)', () => {
  it('says so when no alert and no assessment waits', async () => {
    renderPage();
    expect(await screen.findByText(COMPLIANCE_ALERT_TEXTS.alertsEmpty)).toBeTruthy();
    expect(await screen.findByText(COMPLIANCE_ALERT_TEXTS.riskEmpty)).toBeTruthy();
    expect(screen.getByRole('heading', { name: COMPLIANCE_ALERT_TEXTS.alertsTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { name: COMPLIANCE_ALERT_TEXTS.riskTitle })).toBeTruthy();
  });

  it('lists an alert with its outcome in words and resolves it with a toast', async () => {
    alerts = [ALERT];
    renderPage('/secure/compliance?status=open');
    const table = await screen.findByRole('table', { name: COMPLIANCE_ALERT_TEXTS.alertsTitle });
    const link = await within(table).findByRole('link', { name: 'Pyotr Ivanov' });
    expect(link.getAttribute('href')).toBe(ALERT.individualPath);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Possible match – MLRO review')).toBeTruthy();
    expect(within(row).getByText('IVANOV, Pyotr (RUS0001)')).toBeTruthy();
    expect(within(row).getByText('UK Sanctions List of 20/11/2026')).toBeTruthy();
    expect(within(row).getByText('5 days')).toBeTruthy();
    expect(gets('/api/Compliance/Alerts')[0]!.url.searchParams.getAll('Filter')).toEqual(['open']);

    fireEvent.click(within(row).getByRole('button', { name: 'Resolve the alert of Pyotr Ivanov' }));
    const dialog = await screen.findByRole('dialog', { name: COMPLIANCE_ALERT_TEXTS.resolveAlertTitle });
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
    expect(post.url.pathname).toBe('/api/Compliance/Alerts/a-1/Resolution');
    expect(post.body).toEqual({ decision: 'falsePositive', reason: 'Different date of birth' });
  });

  it('shows a resolved alert with who decided what and why', async () => {
    alerts = [
      {
        ...ALERT,
        resolution: {
          decision: 'eddDone',
          decisionLabel: 'Enhanced due diligence done',
          reason: 'Different person',
          resolvedByUserID: 'mlro',
          resolvedByName: 'Mary Lowe',
          resolvedAt: '2026-11-21T09:00:00.000Z',
        },
      },
    ];
    renderPage('/secure/compliance?status=resolved');
    expect(
      await screen.findByText(
        'Resolved by Mary Lowe on 21/11/2026: Enhanced due diligence done — Different person',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resolve the alert/ })).toBeNull();
  });

  it('lists the High assessments awaiting sign-off, each opening the individual', async () => {
    risks = [RISK];
    renderPage();
    const table = await screen.findByRole('table', { name: COMPLIANCE_ALERT_TEXTS.riskTitle });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual(['Individual', 'Matter', 'Rating', 'Assessed by', 'Assessed on', 'Age']);
    const link = await within(table).findByRole('link', { name: 'Hugh High' });
    expect(link.getAttribute('href')).toBe(RISK.individualPath);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('HF/EST/2026/031')).toBeTruthy();
    expect(within(row).getByText('High')).toBeTruthy();
    expect(within(row).getByText('Frank Earner')).toBeTruthy();
    expect(within(row).getByText('2 days')).toBeTruthy();
  });

  it('shows alerts and assessments as cards at 390 px', async () => {
    setViewportWidth(390);
    alerts = [ALERT];
    risks = [RISK];
    renderPage();
    const alertList = await screen.findByRole('list', { name: COMPLIANCE_ALERT_TEXTS.alertsTitle });
    const card = within(alertList).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'Pyotr Ivanov' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Resolve the alert of Pyotr Ivanov' })).toBeTruthy();
    const riskList = await screen.findByRole('list', { name: COMPLIANCE_ALERT_TEXTS.riskTitle });
    expect(within(riskList).getByRole('link', { name: 'Hugh High' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
