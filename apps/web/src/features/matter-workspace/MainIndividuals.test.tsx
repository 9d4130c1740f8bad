import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { CHAT_TEXTS, MATTER_TYPE_IDS, ORGANISATION_TYPES, type Role, type User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import type { Matter } from '../matters/matters.api';
import { MainIndividuals } from './MainIndividuals';
import { unreadCountOf } from './main-individual-panel';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));
// The chat itself (its pane and composer) has its own tests; here it stands for the opened chat.
vi.mock('../chat/ChatFrame', () => ({
  ChatFrame: ({ conversationID }: { conversationID: string }) => <p>Chat frame {conversationID}</p>,
}));

const ORG = '0f000000-0000-4000-8000-0000000000aa';
const MATTER = '0a000000-0000-4000-8000-0000000000aa';
const JOAN = '0b000000-0000-4000-8000-0000000000aa';
const ME = '11111111-1111-4111-8111-111111111111';
const CLIENT = '33333333-3333-4333-8333-333333333333';

function willMatter(overrides: Partial<Matter> = {}): Matter {
  return {
    matterID: MATTER,
    reference: 'WIL-1',
    matterType: {
      matterTypeID: MATTER_TYPE_IDS.will,
      name: 'Will',
      description: '',
      humanId: 'will',
      icon: '',
    },
    organisation: { organisationID: ORG, name: 'Harbour & Finch' },
    individuals: [
      {
        individualID: JOAN,
        title: 'Miss',
        firstName: 'Joan',
        surname: 'Ferris',
        name: 'Joan Ferris',
        individualType: { individualTypeID: 'testator', name: 'Testator', description: '' },
        user: { userID: CLIENT },
      },
    ],
    viewingIndividual: null,
    chatEnabled: true,
    ...overrides,
  } as unknown as Matter;
}

function sessionAs(roles: Role[]): Session {
  const user = {
    userID: ME,
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

const message = (id: string, userID: string, dateCreated: string) => ({
  conversationMessageID: id,
  user: { userID, firstName: 'X', surname: 'Y', emailAddress: 'x@example.test', profileImage: null },
  message: `message ${id}`,
  dateCreated,
  documents: [],
  taggedUsers: [],
  pinned: false,
});

const CONVERSATION = {
  conversationID: '0c000000-0000-4000-8000-0000000000aa',
  conversationType: 'individual',
  chatUsers: [],
  messages: [
    message('a', CLIENT, '2026-01-01T09:00:00Z'),
    message('b', ME, '2026-01-01T11:00:00Z'),
    message('c', CLIENT, '2026-01-01T11:30:00Z'),
    message('d', CLIENT, '2026-01-01T12:00:00Z'),
  ],
  dateCreated: '2026-01-01T08:00:00Z',
  hasNewMessages: true,
  lastViewed: '2026-01-01T10:00:00Z',
  muted: false,
};

const INDIVIDUAL = {
  individualID: JOAN,
  matterID: MATTER,
  individualType: { individualTypeID: 'testator', name: 'Testator', description: '' },
  user: { userID: CLIENT, emailAddress: 'joan@example.test' },
  isRegistered: true,
  title: 'Miss',
  firstName: 'Joan',
  surname: 'Ferris',
  dob: '1950-02-03',
  emailAddress: 'joan@example.test',
  mobileTelephone: '07700 900111',
  addressLine1: '3 Mill Lane',
  cityTown: 'Bath',
  postCode: 'BA1 1AA',
  country: 'United Kingdom',
  checkHistory: [],
};

let requested: string[] = [];
/** Once the chat was opened the server has it as seen. */
let seen = false;

function renderPanel(matter: Matter, session: Session) {
  const path = `/secure/matters/${MATTER}/details`;
  const router = createMemoryRouter(
    [
      { path: '/secure/matters/:matterId/details', element: <MainIndividuals matter={matter} /> },
      { path: '/secure/matters/:matterId/individuals/:individualId/manage', element: <p>Manage page</p> },
    ],
    { initialEntries: [path] },
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
  requested = [];
  seen = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = String(input);
      requested.push(url);
      const body = url.includes('/api/Conversations/Individual/')
        ? { ...CONVERSATION, lastViewed: seen ? '2026-01-01T12:30:00Z' : CONVERSATION.lastViewed }
        : INDIVIDUAL;
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

describe('the individual details panel of the matter details (spec 02 §2.1)', () => {
  it('counts the messages of others after the last view', () => {
    expect(unreadCountOf(CONVERSATION.messages, CONVERSATION.lastViewed, ME)).toBe(2);
    expect(unreadCountOf(CONVERSATION.messages, null, ME)).toBe(3);
    expect(unreadCountOf(CONVERSATION.messages, '2026-01-01T13:00:00Z', ME)).toBe(0);
  });

  it('has tabs Details and Chat (with the unread count) and a Manage Individual link', async () => {
    renderPanel(willMatter(), sessionAs(['Matter Executive']));
    expect(await screen.findByRole('tab', { name: /Details/ })).toBeTruthy();
    const chatTab = screen.getByRole('tab', { name: /Chat/ });
    expect(await screen.findByLabelText('2 unread')).toBeTruthy();
    expect(requested.some((u) => u.includes(`/api/Conversations/Individual/${MATTER}/${JOAN}`))).toBe(true);
    // The Details tab shows the individual's data.
    expect(await screen.findByText('3 Mill Lane, Bath, BA1 1AA, United Kingdom')).toBeTruthy();
    const manage = screen.getByRole('link', { name: 'Manage Individual Joan Ferris' });
    expect(manage.getAttribute('href')).toBe(`/secure/matters/${MATTER}/individuals/${JOAN}/manage`);
    // The Chat tab is the individual's chat; once seen, leaving it asks for the count again.
    fireEvent.click(chatTab);
    expect(await screen.findByText(`Chat frame ${CONVERSATION.conversationID}`)).toBeTruthy();
    seen = true;
    fireEvent.click(screen.getByRole('tab', { name: /Details/ }));
    expect(await screen.findByLabelText('0 unread')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Manage Individual Joan Ferris' }));
    expect(await screen.findByText('Manage page')).toBeTruthy();
  });

  it("shows 'Chat disabled' without asking for the chat while the firm has individual chat off", async () => {
    renderPanel(willMatter({ chatEnabled: false }), sessionAs(['Matter Admin']));
    fireEvent.click(await screen.findByRole('tab', { name: /Chat/ }));
    expect(await screen.findByText(CHAT_TEXTS.chatDisabled)).toBeTruthy();
    expect(screen.getByLabelText('0 unread')).toBeTruthy();
    expect(requested.some((u) => u.includes('/api/Conversations/'))).toBe(false);
  });

  it('gives no tabs and no Manage Individual link to a viewer who may not open the individuals', async () => {
    renderPanel(willMatter(), sessionAs(['Individual']));
    expect(await screen.findByText('Miss Joan Ferris')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('tab')).toBeNull());
    expect(screen.queryByRole('link', { name: /Manage Individual/ })).toBeNull();
    expect(requested).toEqual([]);
  });

  it('gives the tabs, not the link, to the Individual who is the main individual', async () => {
    renderPanel(
      willMatter({
        viewingIndividual: {
          individualID: JOAN,
          individualType: { individualTypeID: 'testator', name: 'Testator', description: '' },
        },
      }),
      sessionAs(['Individual']),
    );
    expect(await screen.findByRole('tab', { name: /Details/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Manage Individual/ })).toBeNull();
  });
});
