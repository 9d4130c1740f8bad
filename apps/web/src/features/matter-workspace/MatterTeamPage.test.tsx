import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { ORGANISATION_TYPES, type Role, TEXTS, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import type { Matter, TeamMember } from '../matters/matters.api';
import { MatterTeamPage } from './MatterTeamPage';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const ORG = '0f000000-0000-4000-8000-0000000000aa';
const MATTER = '0a000000-0000-4000-8000-0000000000aa';

function member(userID: string, firstName: string, roles: Role[], isOwner = false): TeamMember {
  return {
    userID,
    firstName,
    surname: 'Test',
    name: `${firstName} Test`,
    emailAddress: `${firstName.toLowerCase()}@example.test`,
    profileImage: null,
    roles,
    isOwner,
  };
}

const ME = member('11111111-1111-4111-8111-111111111111', 'Me', ['Matter Admin'], true);
const OTHER = member('22222222-2222-4222-8222-222222222222', 'Other', ['Support']);
const TEAM = [ME, OTHER];

const matter = {
  matterID: MATTER,
  reference: 'EST-1',
  organisation: { organisationID: ORG, name: 'Harbour & Finch' },
  team: TEAM,
} as unknown as Matter;

function sessionAs(roles: Role[]): Session {
  const user = {
    userID: ME.userID,
    organisationID: ORG,
    organisationName: 'Harbour & Finch',
    organisationType: ORGANISATION_TYPES.lawfirm,
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
  const router = createMemoryRouter(
    [
      {
        path: '/secure/matters/:matterId',
        element: <Outlet context={{ matter }} />,
        children: [{ path: 'team', element: <MatterTeamPage /> }],
      },
    ],
    { initialEntries: [`/secure/matters/${MATTER}/team`] },
  );
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

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = String(input);
      const body = url.includes('/Roles') ? ['Matter Admin', 'Support', 'Matter Executive'] : TEAM;
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

describe('Matter Team page Edit (spec 02 §2.8)', () => {
  it('gives Edit beside Remove on the other rows only, and Edit opens the user form for that user', async () => {
    renderTeam(sessionAs(['Matter Admin']));
    const edit = await screen.findByRole('button', { name: 'Edit Other Test' });
    expect(screen.queryByRole('button', { name: 'Edit Me Test' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Me Test' })).toBeNull();
    expect((edit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect((within(dialog).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Other');
    expect((within(dialog).getByLabelText(/Email/) as HTMLInputElement).value).toBe('other@example.test');
  });

  it("disables Edit with 'You can't edit other users' without the Team page's update right", async () => {
    renderTeam(sessionAs(['Matter Executive']));
    const edit = await screen.findByRole('button', { name: 'Edit Other Test' });
    expect((edit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseEnter(edit.parentElement as HTMLElement);
    expect(await screen.findByText(TEXTS.cantEditUsers)).toBeTruthy();
  });
});

describe('Matter Team page confirmations (issue 14)', () => {
  const writes = () =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method?.match(/PATCH|PUT/))
      .map(([url, init]) => `${(init as RequestInit).method} ${String(url)}`);

  it('asks before removing a member, and sends nothing when the answer is no', async () => {
    renderTeam(sessionAs(['Matter Admin']));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Other Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Other Test from the team?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Other Test' }));
    const again = await screen.findByRole('dialog', { name: 'Remove Other Test from the team?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Yes, remove them' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatch(new RegExp(`^PATCH .*/api/Matters/${MATTER}/Team$`));
  });

  it('asks before changing the owner, naming the current one', async () => {
    renderTeam(sessionAs(['Matter Admin']));
    fireEvent.click(await screen.findByRole('radio', { name: 'Make Other Test the owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Other Test the owner?' });
    expect(within(dialog).getByText('Me Test will no longer be the owner of this matter.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep the owner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
  });
});
