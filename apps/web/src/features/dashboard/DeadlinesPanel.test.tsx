import { MantineProvider } from '@mantine/core';
import { ESTATE_DEADLINE_TEXTS, KEY_DATE_LABELS } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlinesPanel } from './DeadlinesPanel';
import type { EstateDeadlines } from './dashboard.api';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const ORG_ID = 'a0000000-0000-4000-8000-000000000001';
const MATTER_ID = 'b0000000-0000-4000-8000-000000000001';
let answer: EstateDeadlines;
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  answer = {
    today: '2026-11-26',
    deadlines: [
      {
        matterID: MATTER_ID,
        reference: 'HF/EST/2025/103',
        kind: 'executorsYearEnd',
        label: KEY_DATE_LABELS.executorsYearEnd,
        date: '2026-11-20',
        isOverdue: true,
      },
      {
        matterID: MATTER_ID,
        reference: 'HF/EST/2026/014',
        kind: 'section27ClaimsEnd',
        label: KEY_DATE_LABELS.section27ClaimsEnd,
        date: '2026-12-12',
        isOverdue: false,
      },
    ],
  };
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === `/api/Organisations/${ORG_ID}/Dashboard/Deadlines`) return json(answer);
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <DeadlinesPanel organisationID={ORG_ID} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Deadlines panel (issue 17)', () => {
  it("lists each deadline's date, what falls due and the matter, linking to its Key dates", async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: ESTATE_DEADLINE_TEXTS.title });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [late, soon] = items as [HTMLElement, HTMLElement];
    expect(within(late).getByText(KEY_DATE_LABELS.executorsYearEnd)).toBeTruthy();
    expect(within(late).getByText('20 Nov 2026')).toBeTruthy();
    expect(within(late).getByText(ESTATE_DEADLINE_TEXTS.overdue)).toBeTruthy();
    expect(within(soon).getByText('12 Dec 2026')).toBeTruthy();
    expect(within(soon).queryByText(ESTATE_DEADLINE_TEXTS.overdue)).toBeNull();
    const link = within(soon).getByRole('link', { name: 'HF/EST/2026/014' });
    expect(link.getAttribute('href')).toBe(`/secure/matters/${MATTER_ID}/key-dates`);
    expect(asked).toEqual([`/api/Organisations/${ORG_ID}/Dashboard/Deadlines`]);
  });

  it('says so when nothing falls due', async () => {
    answer = { today: '2026-11-26', deadlines: [] };
    renderPanel();
    expect(await screen.findByText(ESTATE_DEADLINE_TEXTS.empty)).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
