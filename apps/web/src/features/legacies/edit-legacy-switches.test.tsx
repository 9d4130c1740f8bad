import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { EMPTY_GUID, type Legacy } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditLegacyModal } from './EditLegacyModal';

/*
 * Edit Legacy opens on the legacy as it is: an approved legacy's switches are on, and saving
 * without touching them keeps them on (they used to open off, so a save turned them off).
 */

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

let sent: Record<string, unknown>[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const legacy = {
  legacyID: 'd0000000-0000-4000-8000-000000000002',
  matterID: EMPTY_GUID,
  reference: 'LEG-2',
  charityReference: 'CH-2',
  probateReference: 'PR-2',
  dateOfDeath: '2025-01-02',
  dateOfProbate: '2025-06-30',
  accountsApproved: true,
  grantSubmitted: true,
  deceased: null,
  nominatedBankAccount: null,
  details: [],
} as unknown as Legacy;

describe('Edit Legacy switches', () => {
  it('open as the legacy is and are saved as they are, or as changed', async () => {
    render(
      <MantineProvider>
        <ModalsProvider>
          <QueryClientProvider client={new QueryClient()}>
            <EditLegacyModal legacy={legacy} opened onClose={() => undefined} />
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>,
    );
    const approved = screen.getByRole('switch', { name: 'Accounts approved' }) as HTMLInputElement;
    const submitted = screen.getByRole('switch', { name: 'Grant submitted' }) as HTMLInputElement;
    expect(approved.checked).toBe(true);
    expect(submitted.checked).toBe(true);

    fireEvent.click(submitted);
    expect(submitted.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save legacy' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ accountsApproved: true, grantSubmitted: false });
  });
});
