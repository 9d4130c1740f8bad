import { MantineProvider } from '@mantine/core';
import { CHAT_TEXTS, LEGACY_CHAT_TEXTS, type Role, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import type { Conversation } from '../chat/chat.api';
import { LegacyChatButton } from './LegacyChatButton';
import type { LegacyConversation } from './legacy-chat.api';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token',
  forgetUser: async () => undefined,
}));

const LEGACY = 'a0000000-0000-4000-8000-0000000000a1';
const LEGACY_CHAT = 'c0000000-0000-4000-8000-000000000001';
const CHARITY_CHAT = 'c0000000-0000-4000-8000-000000000002';
const ME = 'u0000000-0000-4000-8000-000000000001';

const person = (userID: string, firstName: string, surname: string) => ({
  userID,
  firstName,
  surname,
  emailAddress: `${firstName.toLowerCase()}@example.test`,
  profileImage: null,
  roles: [],
});
const FIRM = {
  organisationID: 'f0000000-0000-4000-8000-000000000001',
  name: 'Harbour & Finch LLP',
  address1: '12 Quay Street',
  address2: null,
  cityTown: 'Bristol',
  postCode: 'BS1 4DJ',
  country: 'United Kingdom',
};

function chat(over: Partial<LegacyConversation>): LegacyConversation {
  return {
    conversationID: LEGACY_CHAT,
    conversationType: 'legacy',
    legacyID: LEGACY,
    matterID: 'm0000000-0000-4000-8000-000000000001',
    chatUsers: [person(ME, 'Carla', 'Reyes'), person('u2', 'Mark', 'Admin')],
    messages: [],
    dateCreated: '2026-11-24T09:30:00.000Z',
    hasNewMessages: false,
    lastViewed: null,
    muted: false,
    disabled: null,
    title: LEGACY_CHAT_TEXTS.legacyChatTitle,
    description: `Chat with ${FIRM.name}`,
    firm: FIRM,
    charities: [],
    ...over,
  };
}

const FOR_CHARITY = [
  chat({}),
  chat({
    conversationID: CHARITY_CHAT,
    conversationType: 'charity',
    legacyID: null,
    title: LEGACY_CHAT_TEXTS.charityChatTitle,
    description: LEGACY_CHAT_TEXTS.charityChatDescription,
    chatUsers: [person(ME, 'Carla', 'Reyes'), person('u3', 'Bea', 'Other')],
    charities: Array.from({ length: 12 }, (_, i) => ({
      organisationID: `o${i}`,
      name: `Charity ${String(i + 1).padStart(2, '0')}`,
    })),
  }),
];
const FOR_FIRM = [
  chat({ description: 'Chat with ALPHA TRUST' }),
  chat({
    conversationID: CHARITY_CHAT,
    conversationType: 'charity',
    legacyID: null,
    title: LEGACY_CHAT_TEXTS.charityChatTitle,
    description: LEGACY_CHAT_TEXTS.charityChatDescription,
    chatUsers: [],
    firm: null,
    disabled: LEGACY_CHAT_TEXTS.charityChatPrivate,
  }),
];

const message = (id: string, text: string) => ({
  conversationMessageID: id,
  user: person('u2', 'Mark', 'Admin'),
  message: text,
  dateCreated: '2026-11-24T10:00:00.000Z',
  documents: [],
  taggedUsers: [],
  pinned: false,
});

interface Call {
  method: string;
  path: string;
  search: string;
}

function answer(status: number, body: unknown) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function serve(list: LegacyConversation[], messages: Record<string, ReturnType<typeof message>[]> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      calls.push({ method, path: url.pathname, search: url.search });
      if (url.pathname === `/api/Conversations/Legacy/${LEGACY}`) return answer(200, list);
      const one = list.find((c) => url.pathname === `/api/Conversations/${c.conversationID}`);
      if (one && method === 'GET') {
        const full: Conversation = { ...one, messages: messages[one.conversationID] ?? [] };
        return answer(200, full);
      }
      if (url.pathname.startsWith('/api/Conversations/Mute/')) return answer(204, null);
      if (url.pathname.startsWith('/api/Conversations/Unmute/')) return answer(204, null);
      return answer(404, { detail: 'Not found' });
    }),
  );
  return calls;
}

function sessionAs(roles: Role[]): Session {
  const user = { userID: ME, organisationID: 'o', organisationName: 'Brightwater', roles } as unknown as User;
  return {
    user,
    roles,
    isDemoMode: false,
    isAdministrator: false,
    mustAcceptTerms: false,
    homePath: '/secure',
  };
}

function renderAt(url: string, roles: Role[], element: ReactNode = <LegacyChatButton legacyId={LEGACY} />) {
  const router = createMemoryRouter([{ path: '/secure/charity-legacies/:id', element }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext.Provider value={sessionAs(roles)}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

// The autosizing textarea listens to document.fonts, which happy-dom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: {
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        ready: Promise.resolve(),
      },
      configurable: true,
    });
  }
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = `/secure/charity-legacies/${LEGACY}`;

describe('LegacyChatButton and overlay (spec 03 §2.17)', () => {
  it('lists the chats for a charity user, asks to select one, then shows the chosen chat', async () => {
    const calls = serve(FOR_CHARITY);
    renderAt(page, ['Charity']);
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText(LEGACY_CHAT_TEXTS.chats)).toBeTruthy();
    expect(screen.getByText(`Chat with ${FIRM.name}`)).toBeTruthy();
    expect(screen.getByText(LEGACY_CHAT_TEXTS.charityChatDescription)).toBeTruthy();
    expect(screen.getByText(LEGACY_CHAT_TEXTS.selectChat)).toBeTruthy();

    fireEvent.click(screen.getByText(LEGACY_CHAT_TEXTS.charityChatTitle));
    expect(await screen.findByText(CHAT_TEXTS.noMessages)).toBeTruthy();
    expect(screen.getByText('2 members')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(
      calls.some((c) => c.path === `/api/Conversations/${CHARITY_CHAT}` && c.search === '?willDisplay=true'),
    ).toBe(true);
  });

  it('preselects the legacy chat for the firm and shows the charities chat as private, without a composer', async () => {
    const calls = serve(FOR_FIRM);
    renderAt(page, ['Matter Admin']);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText(CHAT_TEXTS.noMessages)).toBeTruthy();
    expect(screen.getByText('Chat with ALPHA TRUST')).toBeTruthy();
    fireEvent.click(screen.getByText(LEGACY_CHAT_TEXTS.charityChatTitle));
    expect(await screen.findByText(LEGACY_CHAT_TEXTS.charityChatPrivate)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    // The disabled chat's messages are never asked for.
    expect(calls.some((c) => c.path === `/api/Conversations/${CHARITY_CHAT}`)).toBe(false);
  });

  it("says 'Chat is unavailable' when the legacy has no chats", async () => {
    serve([]);
    renderAt(page, ['Charity']);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText(LEGACY_CHAT_TEXTS.chatIsUnavailable)).toBeTruthy();
    expect(screen.queryByText(LEGACY_CHAT_TEXTS.chats)).toBeNull();
  });

  it('opens the details modal from the header: About with the firm, Charities paged by 10, Users, and the two sections under construction; mute', async () => {
    const calls = serve(FOR_CHARITY);
    renderAt(page, ['Legacy Manager']);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    fireEvent.click(await screen.findByText(LEGACY_CHAT_TEXTS.legacyChatTitle));
    fireEvent.click(
      await screen.findByRole('button', { name: `${LEGACY_CHAT_TEXTS.legacyChatTitle} details` }),
    );
    const dialog = await screen.findByRole('dialog', { name: LEGACY_CHAT_TEXTS.legacyChatTitle });
    const modal = within(dialog);
    expect(modal.getByText(`${LEGACY_CHAT_TEXTS.chatCreatedOn} 24 November 2026`)).toBeTruthy();
    expect(modal.getByText(FIRM.name)).toBeTruthy();
    expect(modal.getByText(FIRM.postCode)).toBeTruthy();
    // The legacy chat has no Charities tab.
    expect(modal.queryByRole('tab', { name: LEGACY_CHAT_TEXTS.tabs.charities })).toBeNull();
    fireEvent.click(modal.getByRole('tab', { name: LEGACY_CHAT_TEXTS.tabs.users }));
    expect(
      (modal.getByRole('textbox', { name: LEGACY_CHAT_TEXTS.searchUsers }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(modal.getByText('Mark Admin')).toBeTruthy();
    fireEvent.click(modal.getByRole('tab', { name: LEGACY_CHAT_TEXTS.tabs.files }));
    expect(modal.getByText(LEGACY_CHAT_TEXTS.underConstruction)).toBeTruthy();
    fireEvent.click(modal.getByRole('tab', { name: LEGACY_CHAT_TEXTS.tabs.pinned }));
    expect(modal.getByText(LEGACY_CHAT_TEXTS.underConstruction)).toBeTruthy();

    fireEvent.click(modal.getByRole('tab', { name: LEGACY_CHAT_TEXTS.tabs.about }));
    fireEvent.click(modal.getByRole('switch', { name: LEGACY_CHAT_TEXTS.mute }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === `/api/Conversations/Mute/${LEGACY_CHAT}`),
      ).toBe(true),
    );
    expect(screen.getAllByLabelText('Muted').length).toBeGreaterThan(0);
  });

  it('lists the charities of the charities chat 10 a page with the group-chat line', async () => {
    serve(FOR_CHARITY);
    renderAt(page, ['Charity']);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    fireEvent.click(await screen.findByText(LEGACY_CHAT_TEXTS.charityChatTitle));
    fireEvent.click(
      await screen.findByRole('button', { name: `${LEGACY_CHAT_TEXTS.charityChatTitle} details` }),
    );
    const modal = within(await screen.findByRole('dialog', { name: LEGACY_CHAT_TEXTS.charityChatTitle }));
    expect(modal.getByText(LEGACY_CHAT_TEXTS.charityChatInfo)).toBeTruthy();
    expect(modal.queryByText(FIRM.name)).toBeNull();
    fireEvent.click(modal.getByRole('tab', { name: LEGACY_CHAT_TEXTS.tabs.charities }));
    expect(modal.getByText('Charity 10')).toBeTruthy();
    expect(modal.queryByText('Charity 11')).toBeNull();
    fireEvent.click(modal.getByRole('button', { name: '2' }));
    expect(modal.getByText('Charity 11')).toBeTruthy();
  });

  it('opens from chatOpen and chatMessageFocus at the chat holding the message, then removes them from the URL', async () => {
    serve(FOR_CHARITY, {
      [LEGACY_CHAT]: [message('m1', 'Hello from the firm')],
      [CHARITY_CHAT]: [message('m2', 'Between charities')],
    });
    const router = renderAt(`${page}?chatOpen=true&chatMessageFocus=m2&tab=x`, ['Charity']);
    expect(await screen.findByText('Between charities')).toBeTruthy();
    expect(screen.queryByText(LEGACY_CHAT_TEXTS.selectChat)).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
  });

  it("opens the firm's overlay from openCharityChat, not from chatOpen", async () => {
    serve(FOR_FIRM);
    const router = renderAt(
      `${page}?openCharityID=mc1&openCharityChat=true`,
      ['Matter Admin'],
      <LegacyChatButton legacyId={LEGACY} urlParam="openCharityChat" variant="inline" />,
    );
    expect(await screen.findByText(CHAT_TEXTS.noMessages)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?openCharityID=mc1'));
  });
});
