import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { Role } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import type { Matter } from '../matters/matters.api';
import { FileNotesPage } from './FileNotesPage';
import type { FileNote } from './file-notes.api';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const MATTER_ID = 'b0000000-0000-4000-8000-000000000001';
const DOCUMENT_ID = 'd0000000-0000-4000-8000-000000000001';
const mine: FileNote = {
  fileNoteID: 'f0000000-0000-4000-8000-000000000001',
  matterID: MATTER_ID,
  kind: 'attendance',
  attendanceMode: 'phone',
  occurredAt: '2026-11-25T10:00:00.000Z',
  durationMinutes: 18,
  text: 'Spoke to the executor',
  createdBy: { userID: 'u1', name: 'Priya Shah' },
  createdAt: '2026-11-25T10:05:00.000Z',
  updatedAt: null,
  editableUntil: '2999-01-01T00:00:00.000Z',
  canChange: true,
  documents: [{ documentID: DOCUMENT_ID, name: 'Valuation.pdf', mimeType: 'application/pdf' }],
};
const fixed: FileNote = {
  ...mine,
  fileNoteID: 'f0000000-0000-4000-8000-000000000002',
  kind: 'file',
  attendanceMode: null,
  durationMinutes: null,
  text: 'Reviewed the will',
  createdBy: { userID: 'u2', name: 'Sam Lee' },
  editableUntil: '2026-01-01T00:00:00.000Z',
  canChange: false,
  documents: [],
};

let sent: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        });
      if (init?.method && init.method !== 'GET') {
        sent.push({
          method: init.method,
          url: url.pathname,
          body: init.body ? JSON.parse(String(init.body)) : null,
        });
        return json(mine, 201);
      }
      if (url.pathname === `/api/Matters/${MATTER_ID}/FileNotes`)
        return json([mine, fixed], 200, {
          'x-pagination': JSON.stringify({ currentPage: 1, totalPages: 1, pageSize: 20, totalCount: 2 }),
        });
      if (url.pathname.startsWith('/api/Document/List/'))
        return json([{ documentID: DOCUMENT_ID, name: 'Valuation.pdf', mimeType: 'application/pdf' }]);
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAs(roles: Role[]) {
  const session = {
    user: { userID: 'u1' },
    roles,
    isDemoMode: false,
    isAdministrator: false,
  } as unknown as Session;
  const matter = { matterID: MATTER_ID, reference: 'HF/EST/1' } as unknown as Matter;
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={[`/m/${MATTER_ID}/notes`]}>
              <Routes>
                <Route path="/m/:matterId" element={<Outlet context={{ matter }} />}>
                  <Route path="notes" element={<FileNotesPage />} />
                  <Route path="details" element={<p>Details page</p>} />
                </Route>
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('the Notes tab (issue 14)', () => {
  it('lists the notes with their links; only a note the reader may change offers Change and Delete', async () => {
    renderAs(['Matter Executive']);
    const own = await screen.findByRole('article', { name: 'Attendance note · On the phone · 18 minutes' });
    expect(within(own).getByText('Spoke to the executor')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Valuation.pdf' })).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Change note' })).toBeTruthy();
    const other = screen.getByRole('article', { name: 'File note' });
    expect(within(other).getByText('Fixed')).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Change note' })).toBeNull();
    expect(within(other).queryByRole('button', { name: 'Delete note' })).toBeNull();
  });

  it('a new attendance note asks for its duration and text, then sends them', async () => {
    renderAs(['Matter Executive']);
    fireEvent.click(await screen.findByRole('button', { name: 'New note' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText('Enter how long the attendance lasted')).toBeTruthy();
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Duration/ }), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Note/ }), {
      target: { value: 'Call about the house' },
    });
    // A corrected field loses its error at once.
    expect(within(dialog).queryByText('Enter how long the attendance lasted')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/Matters/${MATTER_ID}/FileNotes`,
      body: {
        kind: 'attendance',
        attendanceMode: 'phone',
        durationMinutes: 25,
        text: 'Call about the house',
        documentIDs: [],
      },
    });
  });

  it('sends the client (who has no Notes link) back to the details', async () => {
    renderAs(['Individual']);
    expect(await screen.findByText('Details page')).toBeTruthy();
  });
});
