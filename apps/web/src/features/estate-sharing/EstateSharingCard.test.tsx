import { MantineProvider } from '@mantine/core';
import { ESTATE_LEAD_TEXTS as L, ESTATE_SHARING_TEXTS as T } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EstateLeadSection } from './EstateLeadSection';
import { EstateSharingCard } from './EstateSharingCard';

/* Issue 17: the firm's "What the charities see" card and the residuary charities' lead section. */

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

let answer: unknown = {};
let writes: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  writes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET')
        writes.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(method === 'POST' ? { approved: ['a', 'b'] } : answer), {
        status: method === 'POST' ? 201 : 200,
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

describe('what the charities see (issue 17)', () => {
  it('switches the figures on and saves the firm’s choice; the lead is the single contact', async () => {
    answer = {
      shareFigures: false,
      shareAccounts: false,
      updatedAt: null,
      charitiesOnProbity: 2,
      lead: {
        matterCharityID: 'a',
        charityName: 'BRIGHTWATER TRUST',
        contact: { name: 'Beth Waters', emailAddress: 'b@bw.test' },
      },
    };
    renderWith(<EstateSharingCard matterID="m1" canChange />);
    const figures = await screen.findByRole('switch', { name: new RegExp(`^${T.shareFigures}`) });
    expect((figures as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(T.charitiesOnProbity(2))).toBeTruthy();
    expect(screen.getByText(/BRIGHTWATER TRUST · Contact: Beth Waters \(b@bw\.test\)/)).toBeTruthy();
    const save = screen.getByRole('button', { name: T.save });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(figures);
    fireEvent.click(save);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      url: expect.stringContaining('/api/Matters/m1/Estate/Sharing'),
      body: { shareFigures: true, shareAccounts: false },
    });
  });

  it('is read-only for staff who may not change the matter', async () => {
    answer = { shareFigures: true, shareAccounts: false, updatedAt: null, charitiesOnProbity: 0, lead: null };
    renderWith(<EstateSharingCard matterID="m1" canChange={false} />);
    expect(
      ((await screen.findByRole('switch', { name: new RegExp(`^${T.shareFigures}`) })) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: T.save })).toBeNull();
    expect(screen.getByText(T.noCharities)).toBeTruthy();
    expect(screen.getByText(T.noLead)).toBeTruthy();
  });

  it('lets a residuary charity choose the lead, and the lead approve for the group', async () => {
    const residuary = [
      {
        matterCharityID: 'a',
        charityName: 'Brightwater',
        isYou: true,
        hasChosen: true,
        leadMayApprove: true,
      },
      { matterCharityID: 'b', charityName: 'Cedar', isYou: false, hasChosen: true, leadMayApprove: true },
    ];
    answer = {
      residuary,
      yourChoice: { leadMatterCharityID: 'a', leadMayApprove: true },
      lead: { matterCharityID: 'a', charityName: 'Brightwater', contact: null },
    };
    renderWith(<EstateLeadSection legacyID="l1" matterID="m1" canChoose />);
    expect(await screen.findByText(L.agreed('Brightwater'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: L.approveForGroup }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      url: expect.stringContaining('/api/Legacies/l1/EstateAccounts/GroupApproval'),
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Cedar' }));
    fireEvent.click(screen.getByRole('button', { name: L.save }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      method: 'PUT',
      url: expect.stringContaining('/api/Legacies/l1/EstateLead'),
      body: { leadMatterCharityID: 'b', leadMayApprove: true },
    });
  });
});
