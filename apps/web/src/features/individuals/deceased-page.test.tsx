import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { CHECK_TEXTS, DECEASED_TEXTS, MATTER_TYPE_IDS, type Role, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { individualBody } from './individual-form';
import { MatterManageIndividualPage } from './ManageIndividualPage';

/* Issue 11: the deceased's page in the firm's matter workspace asks for what a deceased person has. */

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const ORG = 'f0000000-0000-4000-8000-000000000001';
const MATTER_ID = 'a0000000-0000-4000-8000-000000000001';
const INDIVIDUAL_ID = 'c0000000-0000-4000-8000-000000000001';
const TYPES = [
  { individualTypeID: 'deceased', name: 'Deceased', description: '' },
  { individualTypeID: 'executor', name: 'Executor', description: '' },
];
const MATTER = {
  matterID: MATTER_ID,
  reference: 'EST-1',
  matterType: { matterTypeID: MATTER_TYPE_IDS.estate, name: 'Estate', humanId: 'estate', icon: 'estate' },
  team: [],
  individuals: [],
};
const person = (typeIndex: number) => ({
  individualID: INDIVIDUAL_ID,
  matterID: MATTER_ID,
  organisationID: ORG,
  individualType: TYPES[typeIndex],
  user: null,
  isRegistered: false,
  title: 'Mrs',
  firstName: 'Margaret',
  middleNames: '',
  surname: 'Holloway',
  gender: 'Female',
  dob: '1931-05-02',
  dateOfDeath: typeIndex === 0 ? '2025-11-03' : null,
  checkHistory: [],
  bankAccountVerified: false,
});

let individual = person(0);

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  // happy-dom has no document.fonts (Mantine's autosize textarea listens to it).
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname.startsWith('/api/Individuals/Types/')) return json(TYPES);
      if (pathname === `/api/Individuals/${MATTER_ID}/${INDIVIDUAL_ID}`) return json(individual);
      if (pathname === `/api/Matters/${MATTER_ID}`) return json(MATTER);
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
    user: { userID: 'u1', organisationID: ORG, roles } as unknown as User,
    roles,
    isDemoMode: false,
    isAdministrator: false,
    mustAcceptTerms: false,
    homePath: '/secure',
  };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/secure/matters/:matterId/individuals/:individualId/manage',
        element: <MatterManageIndividualPage />,
      },
    ],
    { initialEntries: [`/secure/matters/${MATTER_ID}/individuals/${INDIVIDUAL_ID}/manage`] },
  );
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session(['Matter Admin'])}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe("the deceased's page in the matter workspace (issue 11)", () => {
  it('asks for the date of death and shows no identity documents, no bank details and no Perform Check', async () => {
    individual = person(0);
    renderPage();
    await screen.findByRole('heading', { name: 'Margaret Holloway' });
    const death = await screen.findByRole('textbox', { name: DECEASED_TEXTS.dateOfDeath });
    expect((death as HTMLInputElement).value).toBe('03/11/2025');
    expect(screen.queryByText('Identity documents')).toBeNull();
    expect(screen.queryByLabelText('National Insurance number')).toBeNull();
    expect(screen.queryByLabelText('Passport number')).toBeNull();
    expect(screen.queryByText('Bank details')).toBeNull();
    expect(screen.queryByRole('button', { name: CHECK_TEXTS.performCheck })).toBeNull();
    expect(screen.queryByText('Probity Check')).toBeNull();
  });

  it('a living individual keeps the identity documents and Perform Check, and has no date of death', async () => {
    individual = person(1);
    renderPage();
    await screen.findByRole('heading', { name: 'Margaret Holloway' });
    expect(await screen.findByText('Identity documents')).toBeTruthy();
    expect(screen.getByRole('button', { name: CHECK_TEXTS.performCheck })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: DECEASED_TEXTS.dateOfDeath })).toBeNull();
  });

  it('sends the date of death only for a Deceased', () => {
    const values = { individualType: 'deceased', dateOfDeath: '2025-11-03', firstName: 'M', surname: 'H' };
    const scope = { matterID: MATTER_ID };
    const form = values as unknown as Parameters<typeof individualBody>[0];
    expect(individualBody(form, scope)).toMatchObject({ dateOfDeath: '2025-11-03' });
    expect(individualBody({ ...form, individualType: 'executor' }, scope)).toMatchObject({
      dateOfDeath: null,
    });
  });
});
