import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { LEGACY_TEXTS, type Legacy, type Role, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { LegacyTab } from './LegacyTab';

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

const LEGACY_ID = 'd0000000-0000-4000-8000-000000000001';
const DETAIL_ID = 'e0000000-0000-4000-8000-000000000001';
const legacy = {
  legacyID: LEGACY_ID,
  matterID: 'a0000000-0000-4000-8000-000000000001',
  organisationID: 'b0000000-0000-4000-8000-000000000001',
  reference: 'HF/EST/2026/014',
  matterTeam: [],
  nominatedBankAccount: null,
  documents: [],
  details: [
    {
      legacyDetailID: DETAIL_ID,
      legacyType: { legacyTypeID: 'x', name: 'Pecuniary' },
      description: 'Cash gift',
      amountPence: 500000,
      isEstimate: false,
      isPercentage: false,
      percentageValue: 0,
    },
  ],
} as unknown as Legacy;

function session(roles: Role[]): Session {
  return {
    user: { userID: 'u1', organisationID: 'o1', roles } as unknown as User,
    roles,
    isDemoMode: false,
    isAdministrator: false,
    mustAcceptTerms: false,
    homePath: '/secure',
  };
}

let requests: { method: string; url: URL }[] = [];
let documents: unknown[] = [];

beforeEach(() => {
  requests = [];
  documents = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push({ method, url });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      const body = url.pathname.startsWith('/api/Document/List') ? documents : legacy;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderTab(roles: Role[]) {
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session(roles)}>
            <LegacyTab legacyID={LEGACY_ID} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe("the firm's Legacy tab (spec 03 §1, §2.9, §2.16)", () => {
  it('offers "New legacy detail", edit / remove and "Add new document" to who may change the matter', async () => {
    renderTab(['Matter Admin']);
    expect(await screen.findByText('Cash gift')).toBeTruthy();
    expect(screen.getByRole('button', { name: LEGACY_TEXTS.newLegacyDetail })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Cash gift' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add new document' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload Document' })).toBeNull();

    // Remove asks "Delete legacy detail" first, then deletes on the legacy's route.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cash gift' }));
    fireEvent.click(await screen.findByRole('button', { name: LEGACY_TEXTS.deleteYes }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.method === 'DELETE' && r.url.pathname === `/api/Legacy/${LEGACY_ID}/Details/${DETAIL_ID}`,
        ),
      ).toBe(true),
    );
    expect(screen.getByText(LEGACY_TEXTS.deleteDetailTitle)).toBeTruthy();
  });

  it('opens the detail modal from "New legacy detail"', async () => {
    renderTab(['Matter Admin']);
    fireEvent.click(await screen.findByRole('button', { name: LEGACY_TEXTS.newLegacyDetail }));
    expect(await screen.findByRole('button', { name: LEGACY_TEXTS.saveLegacyDetail })).toBeTruthy();
  });

  it("opens the legacy's access overlay: a table of name, e-mail and role (03 §2.9)", async () => {
    (
      window as unknown as { happyDOM?: { setViewport(s: { width: number; height: number }): void } }
    ).happyDOM?.setViewport({
      width: 1440,
      height: 900,
    });
    documents = [
      {
        documentID: 'f0000000-0000-4000-8000-000000000001',
        itemID: LEGACY_ID,
        name: 'Grant.pdf',
        mimeType: 'application/pdf',
        fileSize: 10,
        dateCreated: '2026-11-22T10:00:00Z',
        uploadedBy: { userID: 'u1', firstName: 'Ada', surname: 'Firm', emailAddress: 'ada@example.test' },
        sharedWith: [],
        everybody: true,
      },
    ];
    renderTab(['Matter Admin']);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage access to Grant.pdf' }));
    expect(await screen.findByText('Manage user access')).toBeTruthy();
    expect(screen.queryByText('Manage matter document access')).toBeNull();
    fireEvent.click(screen.getByLabelText('Only firm members have access'));
    const grid = await screen.findByRole('grid', { name: 'Users' });
    expect(grid.textContent).toContain('E-mail');
    expect(grid.textContent).toContain('Role');
  });

  it('is read-only for a role without matter.update', async () => {
    renderTab(['Charity']);
    expect(await screen.findByText('Cash gift')).toBeTruthy();
    await screen.findByText(LEGACY_TEXTS.noDocuments);
    expect(screen.queryByRole('button', { name: LEGACY_TEXTS.newLegacyDetail })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Cash gift' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add new document' })).toBeNull();
  });
});
