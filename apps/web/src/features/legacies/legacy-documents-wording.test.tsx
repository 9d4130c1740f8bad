import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { DOCUMENT_TEXTS, LEGACY_TEXTS, type Legacy, type Role, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { LegacyDocumentsPage } from './LegacyDocumentsPage';

/* Issue 11: on the charity's own documents page the access choice is the charity's, not the firm's. */

vi.mock('../../app/shell/use-mobile-layout', () => ({ useIsMobileLayout: () => false }));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const ORG = 'b0000000-0000-4000-8000-000000000001';
const LEGACY_ID = 'd0000000-0000-4000-8000-000000000001';
const ME = { userID: 'u1', firstName: 'Priya', surname: 'Shah', emailAddress: 'priya@example.test' };
const DOCUMENT = {
  documentID: 'd0c00000-0000-4000-8000-000000000001',
  itemID: LEGACY_ID,
  name: 'will.pdf',
  mimeType: 'application/pdf',
  fileSize: 100,
  dateCreated: '2026-11-22T10:00:00Z',
  uploadedBy: ME,
  sharedWith: [],
  everybody: true,
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string) => {
      if (String(url).includes('/api/Document/List/')) return json([DOCUMENT]);
      if (String(url).includes('/api/User/Organisation/'))
        return json([{ ...ME, name: 'Priya Shah', roles: ['Charity'] }]);
      return json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function session(roles: Role[]): Session {
  return {
    user: { userID: ME.userID, organisationID: ORG, roles } as unknown as User,
    roles,
    isDemoMode: false,
    isAdministrator: false,
    mustAcceptTerms: false,
    homePath: '/secure/charity-legacies',
  };
}

function renderPage(hasFirm: boolean) {
  const legacy = {
    legacyID: LEGACY_ID,
    organisationID: ORG,
    matterOrganisation: hasFirm ? { name: 'Harbour LLP' } : null,
    matterTeam: hasFirm
      ? [
          {
            userID: 'f1',
            name: 'Edward Harbour',
            emailAddress: 'edward@harbour.test',
            roles: ['Matter Admin'],
          },
        ]
      : [],
  } as unknown as Legacy;
  const router = createMemoryRouter(
    [
      {
        path: '/legacy',
        element: <Outlet context={{ legacy, openChat: () => undefined }} />,
        children: [{ path: 'documents', element: <LegacyDocumentsPage /> }],
      },
    ],
    { initialEntries: ['/legacy/documents'] },
  );
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session(['Charity'])}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

async function openAccess() {
  fireEvent.click(await screen.findByRole('button', { name: 'Manage access to will.pdf' }));
  await screen.findByRole('dialog', { name: LEGACY_TEXTS.documentAccessTitle });
}

describe("the charity's legacy documents: who may see a document (issue 11)", () => {
  it('with no firm, the people listed are the charity’s: "Only charity members have access"', async () => {
    renderPage(false);
    await openAccess();
    expect(screen.getByLabelText('Only charity members have access')).toBeTruthy();
    expect(screen.queryByLabelText(DOCUMENT_TEXTS.lawyersOnly)).toBeNull();
  });

  it("with a firm, its matter team is listed beside the charity's staff, and the text says so", async () => {
    renderPage(true);
    await openAccess();
    expect(screen.getByLabelText(LEGACY_TEXTS.documentsChosenOnly)).toBeTruthy();
    expect(screen.queryByLabelText(DOCUMENT_TEXTS.lawyersOnly)).toBeNull();
    expect(screen.queryByText(/firm members/)).toBeNull();
  });
});
