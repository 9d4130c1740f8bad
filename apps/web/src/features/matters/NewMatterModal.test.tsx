import { MantineProvider } from '@mantine/core';
import { MATTER_TYPES, type Role, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { type NewMatterForMember, NewMatterModal } from './NewMatterModal';

const toasts = vi.hoisted(() => ({
  loading: vi.fn(),
  success: vi.fn(),
  information: vi.fn(),
  error: vi.fn(),
}));
vi.mock('../../app/notify', () => ({ notify: toasts }));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token',
  forgetUser: async () => undefined,
}));

const FIRM = '0f000000-0000-4000-8000-0000000000aa';
const COMPANY = '0f000000-0000-4000-8000-0000000000bb';
const MEMBER = { userID: '22222222-2222-4222-8222-222222222222', name: 'Nora Lindqvist' };
const ESTATE = MATTER_TYPES.find((t) => t.humanId === 'estate')!;

function session(): Session {
  const roles: Role[] = ['Matter Admin'];
  const user = {
    userID: '11111111-1111-4111-8111-111111111111',
    organisationID: FIRM,
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

function renderModal(forMember?: NewMatterForMember) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/here', element: <NewMatterModal opened onClose={onClose} forMember={forMember} /> },
      { path: '/secure/matters/:id', element: <p>Matter page</p> },
    ],
    { initialEntries: ['/here'] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext.Provider value={session()}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose, router };
}

let calls: { url: string; method: string; body: unknown }[] = [];
/** Issue 14: what GET …/MatterReferencePattern answers (the firm has no pattern unless a test sets one). */
let pattern: object = { matterReferencePattern: null, nextReference: null };

beforeEach(() => {
  calls = [];
  pattern = { matterReferencePattern: null, nextReference: null };
  for (const fn of Object.values(toasts)) fn.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url: String(input), method, body: init?.body ? JSON.parse(String(init.body)) : null });
      const body =
        method === 'POST'
          ? { matterID: '33333333-3333-4333-8333-333333333333', reference: 'REF/1' }
          : String(input).includes('/MatterReferencePattern')
            ? pattern
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

async function fillAndCreate() {
  fireEvent.change(screen.getByRole('textbox', { name: /Reference/ }), { target: { value: 'REF/1' } });
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${ESTATE.name}`) }));
  fireEvent.click(screen.getByRole('button', { name: 'Create matter' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
}

describe('NewMatterModal (spec 01 §2, §6)', () => {
  it("offers the firm's users as owner and opens the new matter", async () => {
    const { onClose, router } = renderModal();
    expect(screen.getByText('Leave empty to own the matter yourself.')).toBeTruthy();
    await fillAndCreate();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      reference: 'REF/1',
      matterType: { matterTypeID: ESTATE.matterTypeID },
    });
    expect(calls.some((c) => c.url.includes(`/api/User/Organisation/${FIRM}`))).toBe(true);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts.success).toHaveBeenCalledWith('Matter REF/1 created!');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/secure/matters/33333333-3333-4333-8333-333333333333'),
    );
  });

  it("creates a member's matter in their company with them as owner, and stays on the page", async () => {
    const { onClose, router } = renderModal({ organisationID: COMPANY, member: MEMBER });
    expect(screen.getByText(/with Nora Lindqvist as its owner, on its team/)).toBeTruthy();
    expect(screen.queryByText('Leave empty to own the matter yourself.')).toBeNull();
    await fillAndCreate();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      reference: 'REF/1',
      matterType: { matterTypeID: ESTATE.matterTypeID },
      matterOwner: MEMBER.userID,
      organisation: { organisationID: COMPANY },
    });
    expect(calls.some((c) => c.url.includes('/api/User/Organisation/'))).toBe(false);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/here');
  });

  it('marks the reference and the type required before sending anything', async () => {
    renderModal({ organisationID: COMPANY, member: MEMBER });
    fireEvent.click(screen.getByRole('button', { name: 'Create matter' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('issue 14: with the firm pattern the reference may be left empty, and the next one is shown', async () => {
    pattern = { matterReferencePattern: '{TYPE}/{SEQ:4}', nextReference: 'EST/0007' };
    renderModal();
    await waitFor(() =>
      expect(screen.getByText('Leave empty to use the next reference: EST/0007')).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${ESTATE.name}`) }));
    fireEvent.click(screen.getByRole('button', { name: 'Create matter' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ reference: '' });
    expect(calls.some((c) => c.url.includes(`/api/Organisations/${FIRM}/MatterReferencePattern`))).toBe(true);
  });
});
