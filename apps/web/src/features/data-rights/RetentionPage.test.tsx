import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { Role } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { ErasureRequestSection } from './ErasureRequestSection';
import { RetentionPage, laterOf } from './RetentionPage';
import type { ErasurePlan, RetentionOverview } from './retention.api';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const MATTER = 'b0000000-0000-4000-8000-000000000001';
const PERSON = 'c0000000-0000-4000-8000-000000000001';
const rule = (category: string, label: string, months: number, min = 0) => ({
  category,
  label,
  covers: `${label} covered`,
  months,
  defaultMonths: months,
  minMonths: min,
  maxMonths: 240,
  basis: min ? 'MLR 2017 reg. 40' : "the firm's retention policy",
});
const overview = (canManage: boolean): RetentionOverview =>
  ({
    kind: 'firm',
    noticeDays: 14,
    canManage,
    rules: [
      rule('identityChecks', 'Identity-check evidence and results', 60, 60),
      rule('personalDetails', 'Personal details of the individuals', 72),
      rule('documents', 'Documents and their files', 72),
      rule('messages', 'Messages', 72),
    ],
    due: [
      {
        matterID: MATTER,
        legacyID: null,
        reference: 'HF/EST/7',
        category: 'documents',
        dueDay: '2026-12-01',
        listedAt: '2026-11-26T02:45:00Z',
      },
    ],
    holds: [
      {
        holdID: 'h1',
        matterID: MATTER,
        legacyID: null,
        reference: 'HF/EST/9',
        reason: 'Claim against the estate',
        setAt: '2026-10-01T10:00:00Z',
        setByName: 'Priya Shah',
      },
    ],
    reports: [
      {
        reportID: 'r1',
        matterID: MATTER,
        legacyID: null,
        matterReference: 'HF/EST/1',
        trigger: 'schedule',
        categories: ['documents', 'messages'],
        rule: 'documents: 72 months after the matter ended on 2020-01-01 (due 2026-01-01)',
        counts: { documents: 2, files: 3, messages: 4 },
        erasedAt: '2026-11-01T02:45:00Z',
      },
    ],
  }) as RetentionOverview;
const LEGACY = 'd0000000-0000-4000-8000-000000000001';
const charityOverview = (): RetentionOverview =>
  ({
    kind: 'charity',
    noticeDays: 14,
    canManage: true,
    rules: [
      {
        ...rule('legacyRecords', 'Legacy records', 72, 72),
        basis: 'charity accounting records (Charities Act 2011 s.131, HMRC: six years)',
      },
    ],
    due: [
      {
        matterID: null,
        legacyID: LEGACY,
        reference: 'LEG/2019/4',
        category: 'legacyRecords',
        dueDay: '2026-12-01',
        listedAt: null,
      },
    ],
    holds: [],
    reports: [
      {
        reportID: 'r9',
        matterID: null,
        legacyID: 'd0000000-0000-4000-8000-000000000002',
        matterReference: 'LEG/2018/2',
        trigger: 'schedule',
        categories: ['legacyRecords'],
        rule: 'legacyRecords: 72 months after the legacy ended on 2020-01-01 (due 2026-01-01)',
        counts: { legacies: 1, contacts: 2, documents: 1, files: 1 },
        erasedAt: '2026-11-01T02:45:00Z',
      },
    ],
  }) as RetentionOverview;
let charity = false;
const plan: ErasurePlan = {
  individualID: PERSON,
  name: 'Ysolde Quennevais',
  matterID: MATTER,
  matterReference: 'HF/EST/7',
  erasedAt: null,
  items: [
    {
      category: 'identityChecks',
      decision: 'kept',
      until: '2031-03-01',
      reason: 'MLR 2017 reg. 40, 5 years after matter HF/EST/7 ended on 2026-03-01',
      label: 'Identity-check evidence and results',
      covers: 'check results',
    },
    {
      category: 'documents',
      decision: 'now',
      label: 'Documents and their files',
      covers: "the matter's documents",
    },
  ],
};

let sent: { method: string; url: string; body: unknown }[] = [];
let canManage = true;
beforeEach(() => {
  sent = [];
  canManage = true;
  charity = false;
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
        if (url.pathname.startsWith('/api/Retention/Erasure/'))
          return json({ plan, counts: { documents: 1, files: 1 }, reportID: 'r2' });
        return json(null, 204);
      }
      if (url.pathname === '/api/Retention') return json(charity ? charityOverview() : overview(canManage));
      if (url.pathname === '/api/Legacy/Organisation/o1')
        return json([{ legacyID: LEGACY, reference: 'LEG/2019/4' }]);
      if (url.pathname === `/api/Retention/Erasure/${PERSON}`) return json(plan);
      if (url.pathname.startsWith('/api/Matters/')) return json([]);
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(node: React.ReactNode, roles: Role[] = ['Matter Admin']) {
  const session = {
    user: { userID: 'u1', organisationID: 'o1', roles },
    roles,
    isDemoMode: false,
    isAdministrator: false,
  } as unknown as Session;
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            <MemoryRouter>{node}</MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('the Retention page (issue 19)', () => {
  it('shows what is due, the holds and the erasure report, and saves changed rules', async () => {
    renderWith(<RetentionPage />);
    const due = await screen.findByRole('table', { name: 'Due for erasure' });
    expect(within(due).getByText('HF/EST/7')).toBeTruthy();
    expect(within(due).getByText('Documents and their files')).toBeTruthy();
    expect(within(due).getByText('from 10/12/2026')).toBeTruthy();
    const holds = screen.getByRole('table', { name: 'Legal holds' });
    expect(within(holds).getByText('Claim against the estate')).toBeTruthy();
    const report = screen.getByRole('table', { name: 'Erasure report' });
    expect(within(report).getByText('2 document(s), 3 file(s), 4 message(s)')).toBeTruthy();

    const evidence = screen.getByRole('textbox', { name: /Identity-check evidence/ });
    fireEvent.change(evidence, { target: { value: '24' } });
    expect(await screen.findByText('Must be at least 60 months (MLR 2017 reg. 40)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save rules' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(evidence, { target: { value: '84' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/Retention/Rules',
      body: { identityChecks: 84, personalDetails: 72, documents: 72, messages: 72 },
    });
  });

  it('asks a reason to lift a hold; read-only without manage rights', async () => {
    renderWith(<RetentionPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lift the hold on HF/EST/9' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Settled' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', url: '/api/Retention/Holds/h1/Lift', body: { reason: 'Settled' } },
      ]),
    );
    cleanup();
    canManage = false;
    renderWith(<RetentionPage />, ['Admin Demo']);
    await screen.findByRole('table', { name: 'Legal holds' });
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Lift the hold/ })).toBeNull();
  });

  it('erases only after confirmation, showing what can go and what is kept until when and why', async () => {
    renderWith(<ErasureRequestSection individualID={PERSON} />);
    fireEvent.click(screen.getByRole('button', { name: 'Erasure request' }));
    const dialog = await screen.findByRole('dialog');
    const kept = await within(dialog).findByRole('list', { name: 'Must be kept' });
    expect(kept.textContent).toContain(
      'Kept until 01/03/2031: MLR 2017 reg. 40, 5 years after matter HF/EST/7 ended on 2026-03-01',
    );
    expect(within(dialog).getByRole('list', { name: 'Can go now' }).textContent).toContain(
      'Documents and their files',
    );
    const erase = within(dialog).getByRole('button', { name: 'Erase what can go' }) as HTMLButtonElement;
    expect(erase.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(erase);
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', url: `/api/Retention/Erasure/${PERSON}`, body: { confirm: true } },
      ]),
    );
  });

  it("works for a charity's admin: its legacies, its rule (six years at least) and a hold on a legacy", async () => {
    charity = true;
    renderWith(<RetentionPage />, ['Charity']);
    const due = await screen.findByRole('table', { name: 'Due for erasure' });
    const link = within(due).getByRole('link', { name: 'LEG/2019/4' });
    expect(link.getAttribute('href')).toBe(`/secure/charity-legacies/${LEGACY}`);
    expect(within(due).getByText('Legacy records')).toBeTruthy();
    expect(within(due).getByRole('columnheader', { name: 'Legacy' })).toBeTruthy();
    const report = screen.getByRole('table', { name: 'Erasure report' });
    expect(
      within(report).getByText('1 legacy record(s), 2 contact(s), 1 document(s), 1 file(s)'),
    ).toBeTruthy();
    const months = screen.getByRole('textbox', { name: /Legacy records/ });
    fireEvent.change(months, { target: { value: '24' } });
    expect(await screen.findByText(/Must be at least 72 months/)).toBeTruthy();
    fireEvent.change(months, { target: { value: '96' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PUT', url: '/api/Retention/Rules', body: { legacyRecords: 96 } });

    const legacy = screen.getByLabelText('Legacy', { selector: 'input' });
    fireEvent.click(legacy);
    // The options open in a portal the test environment marks hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'LEG/2019/4', hidden: true }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Will disputed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put on hold' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      method: 'POST',
      url: '/api/Retention/Holds',
      body: { legacyID: LEGACY, reason: 'Will disputed' },
    });
  });

  it('erases no sooner than the due day and 14 days after listing', () => {
    expect(laterOf('2026-12-01', '2026-11-26T02:45:00Z', 14)).toBe('2026-12-10');
    expect(laterOf('2027-01-01', '2026-11-26T02:45:00Z', 14)).toBe('2027-01-01');
  });
});
