import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { Role, User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { CharityManageIndividualPage, MatterManageIndividualPage } from './ManageIndividualPage';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const LEGACY_ID = 'd0000000-0000-4000-8000-000000000001';
const INDIVIDUAL_ID = 'c0000000-0000-4000-8000-000000000001';
const TYPES = [
  { individualTypeID: 'deceased', name: 'Deceased', description: '' },
  { individualTypeID: 'trustee', name: 'Trustee', description: '' },
  { individualTypeID: 'charity', name: 'Charity', description: '' },
  { individualTypeID: 'individual', name: 'Individual', description: '' },
];
const INDIVIDUAL = {
  individualID: INDIVIDUAL_ID,
  matterID: null,
  organisationID: 'o1',
  individualType: TYPES[0],
  user: null,
  isRegistered: false,
  title: null,
  firstName: 'Ada',
  middleNames: null,
  surname: 'Lovelace',
  gender: null,
  dob: null,
  checkHistory: [],
  bankAccountVerified: false,
};

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

beforeEach(() => {
  // jsdom has no document.fonts (Mantine's autosize textarea listens to it).
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const p = url.pathname;
      // Issue 19's matter context: the matter, its types and empty sections around the individual.
      const body = p.startsWith('/api/Individuals/Types/')
        ? TYPES
        : p.startsWith('/api/Individuals/')
          ? INDIVIDUAL
          : p.startsWith('/api/Matter')
            ? { matterID: LEGACY_ID, reference: 'HF/1', matterType: { matterTypeID: 'estate' }, team: [] }
            : [];
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
});

function renderAt(entry: string, roles: Role[] = ['Charity']) {
  const router = createMemoryRouter(
    [
      {
        path: '/secure/charity-legacies/:legacyId',
        element: <Outlet context={{ legacy: { reference: 'LEG-7', charityReference: '' } }} />,
        children: [{ path: 'individual/:individualId', element: <CharityManageIndividualPage /> }],
      },
      {
        path: '/secure/charity-checks/individuals/:individualId/manage',
        element: <CharityManageIndividualPage />,
      },
      {
        path: '/secure/matters/:matterId/individuals/:individualId/manage',
        element: <MatterManageIndividualPage />,
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session(roles)}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

async function typeOptions(expectedCount: number) {
  await screen.findAllByLabelText(/Individual type/);
  // Mantine's dropdown is still in its opening transition (hidden to jsdom's role queries); the
  // types may still be arriving, so the dropdown is (re)opened until they are there.
  return waitFor(() => {
    const input = screen.getAllByLabelText(/Individual type/)[0]!;
    if (input.getAttribute('aria-expanded') !== 'true') fireEvent.click(input);
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('no dropdown yet');
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(options.length).toBe(expectedCount);
    return options;
  });
}

describe('the manage-individual page in the legacy context (spec 03 §2.3, §9)', () => {
  it('offers only the Deceased type and goes back to the legacy', async () => {
    renderAt(`/secure/charity-legacies/${LEGACY_ID}/individual/${INDIVIDUAL_ID}`);
    const back = await screen.findByRole('link', { name: 'Legacy LEG-7' });
    expect(back.getAttribute('href')).toBe(`/secure/charity-legacies/${LEGACY_ID}/information`);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(await typeOptions(1)).toEqual(['Deceased']);
  });

  it('keeps the Checks back link in the Checks area', async () => {
    renderAt(`/secure/charity-checks/individuals/${INDIVIDUAL_ID}/manage`);
    const back = await screen.findByRole('link', { name: 'Individuals' });
    expect(back.getAttribute('href')).toBe('/secure/charity-checks/individuals');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
  });
});

describe('the manage-individual page of a matter', () => {
  it("offers the firm's Matter Admin an erasure request on a matter's individual (issue 19), not a Matter Executive", async () => {
    const at = `/secure/matters/${LEGACY_ID}/individuals/${INDIVIDUAL_ID}/manage`;
    renderAt(at, ['Matter Admin']);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(await screen.findByRole('button', { name: 'Erasure request' })).toBeTruthy();
    cleanup();
    renderAt(at, ['Matter Executive']);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'Erasure request' })).toBeNull();
  });
});
