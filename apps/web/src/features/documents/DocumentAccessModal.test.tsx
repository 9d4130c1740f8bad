import { MantineProvider } from '@mantine/core';
import { DOCUMENT_ACCESS_DEFAULT_ALL_MS } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentAccessModal } from './DocumentAccessModal';
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
const ORG_USERS = [
  { userID: 'u1', name: 'Priya Shah', emailAddress: 'priya@example.test' },
  { userID: 'u2', name: 'Edward Harbour', emailAddress: 'edward@example.test' },
];
const TEAM = [{ userID: 'u3', name: 'Zoe Outside', emailAddress: 'zoe@example.test' }];

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

let posted: unknown[] = [];

beforeEach(() => {
  posted = [];
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
  vi.useRealTimers();
});

function renderModal(onClose = vi.fn(), extra: { title?: string; loadingText?: string } = {}) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <DocumentAccessModal
          document={DOCUMENT}
          itemID={DOCUMENT.itemID}
          organisationID="org-1"
          team={TEAM}
          onClose={onClose}
          {...extra}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

describe('DocumentAccessModal (spec 02 §2.10, §4, §5)', () => {
  it('selects everyone (organisation users plus the matter team) 300 ms after switching to lawyers', async () => {
    renderModal();
    await screen.findByText('Manage matter document access');
    fireEvent.click(screen.getByLabelText('Only firm members have access'));
    await screen.findByLabelText('Zoe Outside');
    const boxes = () => screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes().map((b) => b.checked)).toEqual([false, false, false]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, DOCUMENT_ACCESS_DEFAULT_ALL_MS + 50));
    });
    expect(boxes().map((b) => b.checked)).toEqual([true, true, true]);
  });

  it('refuses lawyers with none selected, then saves the chosen users', async () => {
    const { onClose } = renderModal();
    fireEvent.click(await screen.findByLabelText('Only firm members have access'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, DOCUMENT_ACCESS_DEFAULT_ALL_MS + 50));
    });
    for (const name of ['Edward Harbour', 'Priya Shah', 'Zoe Outside'])
      fireEvent.click(screen.getByLabelText(name));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Select at least one lawyer, or give everybody access')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByLabelText('Priya Shah'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toEqual([[{ userID: 'u1' }]]));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Updated document access'));
    expect(onClose).toHaveBeenCalled();
  });

  it('gives everybody access with an empty list', async () => {
    renderModal();
    await screen.findByText('Manage matter document access');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toEqual([[]]));
  });

  it("a legacy's overlay: 'Manage user access' and the loading notice turned into the outcome (03 §2.9, §8)", async () => {
    toasts.loading.mockClear();
    toasts.success.mockClear();
    renderModal(vi.fn(), {
      title: 'Manage user access',
      loadingText: 'Updating user access for document',
    });
    await screen.findByText('Manage user access');
    expect(screen.queryByText('Manage matter document access')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toEqual([[]]));
    expect(toasts.loading).toHaveBeenCalledWith('Updating user access for document');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Updated document access', 't'));
  });

  it("the matter's overlay shows no loading notice (02 keeps its texts)", async () => {
    toasts.loading.mockClear();
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(toasts.loading).not.toHaveBeenCalled();
  });
});
