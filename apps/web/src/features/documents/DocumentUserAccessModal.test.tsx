import { MantineProvider } from '@mantine/core';
import { DOCUMENT_ACCESS_DEFAULT_ALL_MS } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentUserAccessModal } from './DocumentUserAccessModal';
import type { MatterDocument } from './documents.api';

const toasts = vi.hoisted(() => ({
  loading: vi.fn(() => 't'),
  success: vi.fn(),
  information: vi.fn(),
  error: vi.fn(),
}));
vi.mock('../../app/notify', () => ({ notify: toasts }));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token',
  forgetUser: async () => {},
}));

const DOCUMENT: MatterDocument = {
  documentID: 'd0c00000-0000-4000-8000-000000000001',
  itemID: 'a0000000-0000-4000-8000-000000000001',
  name: 'will.pdf',
  mimeType: 'application/pdf',
  fileSize: 100,
  dateCreated: '2026-11-22T10:00:00Z',
  uploadedBy: null,
  sharedWith: [],
  everybody: true,
};
const SHARED: MatterDocument = {
  ...DOCUMENT,
  documentID: 'd0c00000-0000-4000-8000-000000000002',
  sharedWith: [
    { userID: 'u2', firstName: 'Edward', surname: 'Harbour', emailAddress: 'edward@example.test' },
  ],
  everybody: false,
};
const ORG_USERS = [
  { userID: 'u1', name: 'Priya Shah', emailAddress: 'priya@example.test', roles: ['Legacy Manager'] },
  {
    userID: 'u2',
    name: 'Edward Harbour',
    emailAddress: 'edward@example.test',
    roles: ['Charity', 'Finance'],
  },
];
const TEAM = [{ userID: 'u3', name: 'Zoe Outside', emailAddress: 'zoe@example.test', role: 'Matter Admin' }];

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** happy-dom's viewport: the table becomes a list at or below 1024 px. */
function setViewportWidth(width: number) {
  const env = window as unknown as {
    happyDOM?: { setViewport(size: { width: number; height: number }): void };
  };
  env.happyDOM?.setViewport({ width, height: 900 });
}

let posted: unknown[] = [];

beforeEach(() => {
  posted = [];
  toasts.loading.mockClear();
  toasts.success.mockClear();
  setViewportWidth(1440);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json([]);
      }
      if (String(url).includes('/api/User/Organisation/')) return json(ORG_USERS);
      return json([]);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal(document: MatterDocument = DOCUMENT, onClose = vi.fn()) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <DocumentUserAccessModal
          document={document}
          itemID={document.itemID}
          organisationID="org-1"
          team={TEAM}
          title="Manage user access"
          loadingText="Updating user access for document"
          onClose={onClose}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

/** The body rows of the users' table, by the user's name. */
function row(name: string): HTMLElement {
  return screen.getByRole('row', { name: new RegExp(name) });
}
function selectedNames(): string[] {
  const grid = screen.getByRole('grid', { name: 'Users' });
  return within(grid)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-selected') === 'true')
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? '');
}

describe('DocumentUserAccessModal (spec 03 §2.9, §4, §5)', () => {
  it('shows the users of the organisation and the matter team as a table of Name, E-mail and Role', async () => {
    renderModal(SHARED);
    expect(await screen.findByText('Manage user access')).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Users' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Name', 'E-mail', 'Role']);
    expect(within(row('Priya Shah')).getByText('Legacy Manager')).toBeTruthy();
    expect(within(row('Edward Harbour')).getByText('Charity, Finance')).toBeTruthy();
    expect(within(row('Zoe Outside')).getByText('zoe@example.test')).toBeTruthy();
    expect(within(row('Zoe Outside')).getByText('Matter Admin')).toBeTruthy();
    // The document is shared with Edward only.
    expect(selectedNames()).toEqual(['Edward Harbour']);
  });

  it('clicking a row toggles the access, and "Save changes" sends the selected ids', async () => {
    const { onClose } = renderModal(SHARED);
    await screen.findByRole('grid', { name: 'Users' });
    fireEvent.click(within(row('Zoe Outside')).getByText('zoe@example.test'));
    expect(row('Zoe Outside').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(row('Edward Harbour'));
    expect(row('Edward Harbour').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(row('Priya Shah'));
    fireEvent.click(row('Priya Shah'));
    expect(selectedNames()).toEqual(['Zoe Outside']);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toEqual([[{ userID: 'u3' }]]));
    expect(toasts.loading).toHaveBeenCalledWith('Updating user access for document');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Updated document access', 't'));
    expect(onClose).toHaveBeenCalled();
  });

  it('Enter and Space on a focused row toggle it; the arrow keys move between rows', async () => {
    renderModal(SHARED);
    await screen.findByRole('grid', { name: 'Users' });
    const priya = row('Priya Shah');
    expect(priya.tabIndex).toBe(0);
    priya.focus();
    fireEvent.keyDown(priya, { key: 'Enter' });
    expect(row('Priya Shah').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(row('Priya Shah'), { key: ' ' });
    expect(row('Priya Shah').getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(row('Priya Shah'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row('Zoe Outside'));
    fireEvent.keyDown(row('Zoe Outside'), { key: ' ' });
    fireEvent.keyDown(row('Zoe Outside'), { key: 'a' });
    expect(selectedNames()).toEqual(['Edward Harbour', 'Zoe Outside']);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toEqual([[{ userID: 'u2' }, { userID: 'u3' }]]));
  });

  it('selects everybody 300 ms after switching to the selected users with none selected', async () => {
    renderModal();
    await screen.findByText('Manage user access');
    expect(screen.queryByRole('grid')).toBeNull();
    // The page's clock, not the machine's: on a loaded machine real waits overran the 300 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByLabelText('Only firm members have access'));
      expect(screen.getByRole('grid', { name: 'Users' })).toBeTruthy();
      expect(selectedNames()).toEqual([]);
      act(() => vi.advanceTimersByTime(DOCUMENT_ACCESS_DEFAULT_ALL_MS - 1));
      expect(selectedNames()).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(selectedNames()).toEqual(['Edward Harbour', 'Priya Shah', 'Zoe Outside']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses the selected-users choice with nobody selected, and a toggle clears the error', async () => {
    renderModal();
    fireEvent.click(await screen.findByLabelText('Only firm members have access'));
    await wait(DOCUMENT_ACCESS_DEFAULT_ALL_MS + 50);
    for (const name of ['Edward Harbour', 'Priya Shah', 'Zoe Outside']) fireEvent.click(row(name));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Select at least one lawyer, or give everybody access',
    );
    expect(posted).toEqual([]);
    fireEvent.click(row('Priya Shah'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toEqual([[{ userID: 'u1' }]]));
  });

  it('everybody has access: saves an empty list', async () => {
    renderModal(SHARED);
    fireEvent.click(await screen.findByLabelText('Everybody has access'));
    expect(screen.queryByRole('grid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toEqual([[]]));
  });

  it('on a phone the users are a list of rows with the same toggle', async () => {
    setViewportWidth(390);
    renderModal(SHARED);
    const list = await screen.findByRole('group', { name: 'Users' });
    expect(screen.queryByRole('grid')).toBeNull();
    const zoe = within(list).getByRole('checkbox', { name: 'Zoe Outside' });
    expect(within(list).getByText('Matter Admin')).toBeTruthy();
    expect(within(list).getByRole('checkbox', { name: 'Edward Harbour' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(zoe);
    expect(zoe.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Edward Harbour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toEqual([[{ userID: 'u3' }]]));
  });
});
