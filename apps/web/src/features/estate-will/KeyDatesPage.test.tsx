import { PROBATE_TEXTS } from '@probity/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EstateKeyDates } from './estate-will.api';
import { MATTER_ID, type Sent, renderEstatePage, stubFetch } from './estate-test-render';
import { KeyDatesPage } from './KeyDatesPage';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const dates: EstateKeyDates = {
  matterID: MATTER_ID,
  today: '2026-11-26',
  dateOfDeath: '2026-01-15',
  grantDate: '2026-03-03',
  application: {
    stages: [
      { probateStageID: 's1', stage: 'submitted', on: '2026-02-02', reason: null, label: 'Submitted' },
      { probateStageID: 's2', stage: 'grantIssued', on: '2026-03-03', reason: null, label: 'Grant issued' },
    ],
    current: 'Grant issued',
  },
  notices: { gazetteNoticeOn: null, localPaperNoticeOn: null },
  deadlines: [
    {
      kind: 'family1975ActClaimsEnd',
      label: 'Claims under the 1975 Act out of time',
      date: '2026-09-03',
      status: 'past',
      basis: 'Grant 3 Mar 2026 + 6 months',
    },
    {
      kind: 'executorsYearEnd',
      label: 'Executor’s year ends',
      date: '2027-01-15',
      status: 'upcoming',
      basis: 'Death 15 Jan 2026 + 12 months',
    },
  ],
};

let sent: Sent[] = [];
let answer: EstateKeyDates = dates;
beforeEach(() => {
  sent = [];
  answer = dates;
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) =>
      stubFetch({ [`/api/Matters/${MATTER_ID}/Estate/KeyDates`]: answer }, sent, () => [answer, 201])(
        input,
        init,
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Key dates page (issue 17)', () => {
  it('shows each deadline, whether it has passed and how it was worked out', async () => {
    renderEstatePage('key-dates', <KeyDatesPage />, ['Matter Executive']);
    const row = (await screen.findByText('Claims under the 1975 Act out of time')).closest('li')!;
    expect(within(row as HTMLElement).getByText('3 Sep 2026')).toBeTruthy();
    expect(within(row as HTMLElement).getByText(PROBATE_TEXTS.past)).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Worked out: Grant 3 Mar 2026 + 6 months')).toBeTruthy();
    const next = screen.getByText('Executor’s year ends').closest('li')!;
    expect(within(next as HTMLElement).getByText(PROBATE_TEXTS.upcoming)).toBeTruthy();
    expect(screen.getByText('Grant issued')).toBeTruthy();
    // The grant ends the application: no further stage is offered.
    expect(screen.queryByRole('button', { name: PROBATE_TEXTS.addStage })).toBeNull();
  });

  it('records the submission of a new application', async () => {
    answer = { ...dates, grantDate: null, application: { stages: [], current: null }, deadlines: [] };
    renderEstatePage('key-dates', <KeyDatesPage />, ['Matter Admin']);
    expect(await screen.findByText(PROBATE_TEXTS.noApplication)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PROBATE_TEXTS.addStage }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: PROBATE_TEXTS.addStage }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/Matters/${MATTER_ID}/Estate/Probate`,
      body: { stage: 'submitted', reason: null },
    });
    expect((sent[0]!.body as { on: string }).on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks for the date of death before it can work out any deadline', async () => {
    answer = { ...dates, dateOfDeath: null, deadlines: [] };
    renderEstatePage('key-dates', <KeyDatesPage />, ['Matter Executive']);
    expect(await screen.findByText(PROBATE_TEXTS.dateOfDeathMissing)).toBeTruthy();
  });

  it('sends the client back to the details', async () => {
    renderEstatePage('key-dates', <KeyDatesPage />, ['Individual']);
    expect(await screen.findByText('Details page')).toBeTruthy();
  });
});
