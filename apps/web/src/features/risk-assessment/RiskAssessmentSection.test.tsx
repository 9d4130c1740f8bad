import { MantineProvider } from '@mantine/core';
import type { AccessActor, Role } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RiskAssessmentSection } from './RiskAssessmentSection';
import type { FundsNote, RiskAssessment } from './risk.api';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const INDIVIDUAL_ID = 'c0000000-0000-4000-8000-000000000001';
const base: RiskAssessment = {
  riskAssessmentID: 'a0000000-0000-4000-8000-000000000002',
  individualID: INDIVIDUAL_ID,
  matterID: 'm1',
  customerRisk: 'Low',
  customerNote: 'Known executor',
  geographicRisk: 'High',
  geographicNote: 'Assets abroad',
  productRisk: 'Medium',
  productNote: '',
  deliveryChannelRisk: 'Low',
  deliveryChannelNote: '',
  computedRating: 'High',
  overallRating: 'High',
  overallReason: null,
  working: 'High because geographic risk is High',
  reviewDate: '2027-11-25',
  assessedBy: { userID: 'u2', name: 'Fiona Earner' },
  assessedAt: '2026-11-25T10:00:00.000Z',
  supersededAt: null,
  isCurrent: true,
  needsSignOff: true,
  isAwaitingSignOff: true,
  isReviewDue: false,
  badges: ['Awaiting MLRO sign-off'],
  signedOffBy: null,
  signedOffAt: null,
  signOffNote: null,
};
const earlier: RiskAssessment = {
  ...base,
  riskAssessmentID: 'a0000000-0000-4000-8000-000000000001',
  geographicRisk: 'Low',
  productRisk: 'Low',
  computedRating: 'Low',
  overallRating: 'Low',
  working: 'Low because every factor is Low',
  isCurrent: false,
  supersededAt: '2026-11-25T10:00:00.000Z',
  isAwaitingSignOff: false,
  needsSignOff: false,
  badges: ['Superseded'],
};
const NOTE: FundsNote = {
  fundsNoteID: 'f1',
  individualID: INDIVIDUAL_ID,
  kind: 'wealth',
  text: 'Inheritance in 2019',
  createdBy: { userID: 'u2', name: 'Fiona Earner' },
  createdAt: '2026-11-25T11:00:00.000Z',
  evidence: [
    { documentID: 'd1', name: 'Probate valuation.pdf', mimeType: 'application/pdf', dateCreated: '' },
  ],
};

let posted: { url: string; body: unknown }[] = [];
beforeEach(() => {
  posted = [];
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
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'POST') {
        posted.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
        return json(url.pathname.endsWith('/SignOff') ? { ...base, isAwaitingSignOff: false } : base, 201);
      }
      if (url.pathname.startsWith('/api/RiskAssessments/Individual/')) return json([base, earlier]);
      if (url.pathname.startsWith('/api/SourceOfFunds/Individual/')) return json([NOTE]);
      if (url.pathname.startsWith('/api/Document/List/')) return json([]);
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAs(roles: Role[]) {
  const actor: AccessActor = { userID: 'u1', roles, organisationIDs: ['o1'] };
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RiskAssessmentSection individualID={INDIVIDUAL_ID} actor={actor} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the risk assessment section (issue 12)', () => {
  it('shows the current assessment with its working and state, the earlier one, and the funds notes', async () => {
    renderAs(['Matter Executive']);
    const current = await screen.findByTestId('current-assessment');
    expect(within(current).getByText('Awaiting MLRO sign-off')).toBeTruthy();
    expect(within(current).getByText('High because geographic risk is High')).toBeTruthy();
    expect(within(current).getByText('Assets abroad')).toBeTruthy();
    expect(within(current).getByText(/Review date: 25\/11\/2027/)).toBeTruthy();
    const [old] = screen.getAllByTestId('earlier-assessment');
    expect(within(old!).getByText('Superseded')).toBeTruthy();
    expect(within(old!).getByText('Low because every factor is Low')).toBeTruthy();
    expect(await screen.findByText('Inheritance in 2019')).toBeTruthy();
    expect(screen.getByText('Probate valuation.pdf')).toBeTruthy();
    // A fee-earner reassesses but cannot sign off.
    expect(screen.getByRole('button', { name: 'Reassess' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign off' })).toBeNull();
  });

  it('the MLRO signs off with a note', async () => {
    renderAs(['MLRO']);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign off' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign off' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Sign-off note/), { target: { value: 'EDD complete' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign off' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { url: `/api/RiskAssessments/${base.riskAssessmentID}/SignOff`, body: { note: 'EDD complete' } },
      ]),
    );
  });

  it('a reassessment starts from the current factors and shows the computed rating with its working', async () => {
    renderAs(['Matter Admin']);
    fireEvent.click(await screen.findByRole('button', { name: 'Reassess' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('risk-working').textContent).toBe(
      'High because geographic risk is High',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save assessment' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      url: `/api/RiskAssessments/Individual/${INDIVIDUAL_ID}`,
      body: {
        customerRisk: 'Low',
        customerNote: 'Known executor',
        geographicRisk: 'High',
        productRisk: 'Medium',
        deliveryChannelRisk: 'Low',
        overallRating: null,
        reviewDate: null,
      },
    });
  });

  it('nobody without the right sees the buttons', async () => {
    renderAs(['Individual']);
    await screen.findByTestId('current-assessment');
    expect(screen.queryByRole('button', { name: 'Reassess' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });
});
