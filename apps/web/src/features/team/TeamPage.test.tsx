import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { ORGANISATION_TYPES, type Role, TEXTS, type User, type UserSummary } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { TeamPage } from './TeamPage';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const ORG = '0f000000-0000-4000-8000-0000000000aa';

function summary(userID: string, firstName: string, roles: Role[]): UserSummary {
  return {
    userID,
    organisationID: ORG,
    organisationName: 'Harbour & Finch',
    firstName,
    surname: 'Test',
    name: `${firstName} Test`,
    emailAddress: `${firstName.toLowerCase()}@example.test`,
    profileImage: null,
    roles,
    role: roles.join(','),
    status: 'active',
    lastLogin: null,
    isManager: false,
    hasSignedUp: true,
  };
}

const ME = summary('11111111-1111-4111-8111-111111111111', 'Me', ['Matter Admin']);
const OTHER = summary('22222222-2222-4222-8222-222222222222', 'Other', []);
const LOCKED = {
  ...summary('33333333-3333-4333-8333-333333333333', 'Lena', ['Legacy User']),
  status: 'locked' as const,
};

function sessionAs(
  roles: Role[],
  organisationType: { organisationTypeID: string; name: string } = ORGANISATION_TYPES.lawfirm,
): Session {
  const user = {
    userID: ME.userID,
    organisationID: ORG,
    organisationName: 'Harbour & Finch',
    organisationType,
    roles,
  } as unknown as User;
  return {
    user,
    roles,
    isDemoMode: false,
    isAdministrator: false,
    mustAcceptTerms: false,
    homePath: '/secure',
  };
}

function renderTeam(session: Session) {
  const router = createMemoryRouter([{ path: '/secure/users', element: <TeamPage /> }], {
    initialEntries: ['/secure/users'],
  });
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      requested.push(`${init?.method ?? 'GET'} ${String(input)}`.replace(/^GET /, ''));
      if (String(input).endsWith('/Roles'))
        return new Response(JSON.stringify(['Charity', 'Legacy Manager', 'Legacy User']), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      return new Response(JSON.stringify([ME, OTHER, LOCKED]), {
        status: 200,
        headers: {
          'content-type': 'application/json',
          'x-pagination': JSON.stringify({ currentPage: 1, totalPages: 1, pageSize: 10, totalCount: 2 }),
        },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TeamPage (spec 01 §2 Team page)', () => {
  it("lists the organisation's users with their roles, and 'No roles' for a user without", async () => {
    renderTeam(sessionAs(['Matter Admin']));
    expect(await screen.findByText('Other Test')).toBeTruthy();
    expect(screen.getByText('other@example.test')).toBeTruthy();
    expect(screen.getByText(TEXTS.noRoles)).toBeTruthy();
    expect(requested.some((r) => r.includes(`/api/User/Organisation/${ORG}`))).toBe(true);
  });

  it('gives a Matter Admin Add User, and Edit and Remove on other rows only', async () => {
    renderTeam(sessionAs(['Matter Admin']));
    await screen.findByText('Other Test');
    expect(screen.getByRole('button', { name: 'Add User' })).toBeTruthy();
    const edits = screen.getAllByRole('button', { name: 'Edit' });
    const removes = screen.getAllByRole('button', { name: 'Remove' });
    // The current user's row has no actions: Edit and Remove for each other user.
    expect(edits).toHaveLength(2);
    expect(removes).toHaveLength(2);
    expect((edits[0] as HTMLButtonElement).disabled).toBe(false);
    expect((removes[0] as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Edit and Remove for a viewer without rights, and hides Add User', async () => {
    renderTeam(sessionAs(['Matter Executive']));
    await screen.findByText('Other Test');
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    for (const button of [
      ...screen.getAllByRole('button', { name: 'Edit' }),
      ...screen.getAllByRole('button', { name: 'Remove' }),
    ])
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('issue 11: gives a charity Legacy Manager Add User, Edit with status and Reset password, and Remove', async () => {
    renderTeam(sessionAs(['Legacy Manager'], ORGANISATION_TYPES.charity));
    await screen.findByText('Other Test');
    expect(screen.getByRole('button', { name: 'Add User' })).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: 'Remove' }))
      expect((button as HTMLButtonElement).disabled).toBe(false);
    // A locked user says so on the page.
    expect(screen.getByText('Locked')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect((within(dialog).getAllByLabelText('Status')[0] as HTMLInputElement).value).toBe('Active');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await vi.waitFor(() =>
      expect(
        requested.some((r) => r.startsWith('POST ') && r.endsWith(`/api/User/ResetPassword/${OTHER.userID}`)),
      ).toBe(true),
    );
  });

  it('issue 11: the Charity role reads its Team page (spec 01 §6 "others none"): no Add User, Edit and Remove disabled', async () => {
    renderTeam(sessionAs(['Charity'], ORGANISATION_TYPES.charity));
    await screen.findByText('Other Test');
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    for (const button of [
      ...screen.getAllByRole('button', { name: 'Edit' }),
      ...screen.getAllByRole('button', { name: 'Remove' }),
    ])
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('a Matter Admin’s Edit has the status and Reset password too (the same Team page)', async () => {
    renderTeam(sessionAs(['Matter Admin']));
    await screen.findByText('Other Test');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByRole('button', { name: 'Reset password' })).toBeTruthy();
  });

  it("says 'No users to display.' for an empty list", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    renderTeam(sessionAs(['Matter Admin']));
    expect(await screen.findByText(TEXTS.noUsers)).toBeTruthy();
  });
});
