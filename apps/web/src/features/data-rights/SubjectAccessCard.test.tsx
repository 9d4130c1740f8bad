import { MantineProvider } from '@mantine/core';
import { SUBJECT_ACCESS_TEXTS as T } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../app/notify';
import { SubjectAccessCard } from './SubjectAccessCard';
import type { SubjectAccessExport } from './subject-access.api';

/* Issue 19: the "Subject access export" card of an individual's page and "Download my data" on My Data. */

const confirmAnswer = vi.hoisted(() => ({ value: true, asked: 0 }));
vi.mock('../../app/confirm', () => ({
  confirm: vi.fn(async () => {
    confirmAnswer.asked++;
    return confirmAnswer.value;
  }),
}));
vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
const downloads = vi.hoisted(() => [] as string[]);
vi.mock('../../components/download', () => ({
  downloadFile: vi.fn(async (path: string) => {
    downloads.push(path);
  }),
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

function exportRow(overrides: Partial<SubjectAccessExport>): SubjectAccessExport {
  return {
    exportID: crypto.randomUUID(),
    individualID: 'i1',
    requestedBy: 'u1',
    requestedByName: 'Mia Admin',
    requestedAt: '2026-11-20T10:00:00.000Z',
    fileName: 'subject-access-Iris-Bennett-2026-11-20.zip',
    expiresAt: '2026-11-27T10:00:00.000Z',
    available: true,
    canDownload: true,
    downloadUrl: '/api/SubjectAccessExports/e1/File',
    manifest: { counts: {}, files: [], sha256: 'x', size: 2048 },
    ...overrides,
  };
}

let listAnswer: SubjectAccessExport[] = [];
let posts: { url: string; body: unknown }[] = [];
beforeEach(() => {
  posts = [];
  downloads.length = 0;
  confirmAnswer.value = true;
  confirmAnswer.asked = 0;
  vi.mocked(notify.success).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'POST') {
        posts.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
        const made = exportRow({ exportID: 'new' });
        listAnswer = [made, ...listAnswer];
        return new Response(JSON.stringify(made), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify(listAnswer), {
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

function renderCard(variant: 'staff' | 'self') {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SubjectAccessCard individualID="i1" variant={variant} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('SubjectAccessCard', () => {
  it('staff: asks for confirmation, produces the export, toasts and lists it with its download', async () => {
    listAnswer = [exportRow({ exportID: 'old', available: false, canDownload: false, downloadUrl: null })];
    renderCard('staff');
    expect(await screen.findByRole('heading', { name: T.staffTitle })).toBeTruthy();
    expect(await screen.findByText(T.expired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download / })).toBeNull();

    confirmAnswer.value = false;
    fireEvent.click(screen.getByRole('button', { name: T.staffAction }));
    await waitFor(() => expect(confirmAnswer.asked).toBe(1));
    expect(posts).toHaveLength(0);

    confirmAnswer.value = true;
    fireEvent.click(screen.getByRole('button', { name: T.staffAction }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.url).toContain('/api/Individuals/i1/SubjectAccessExports');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(T.created, 't'));
    const download = await screen.findByRole('button', { name: /^Download subject-access-Iris/ });
    const row = download.closest('tr')!;
    expect(within(row).getByText('Mia Admin')).toBeTruthy();
    fireEvent.click(download);
    await waitFor(() => expect(downloads).toEqual(['/api/SubjectAccessExports/e1/File']));
  });

  it('My Data: "Download my data" prepares the archive without a confirmation', async () => {
    listAnswer = [];
    renderCard('self');
    expect(await screen.findByRole('heading', { name: T.myDataTitle })).toBeTruthy();
    expect(await screen.findByText(T.none)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.myDataAction }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(confirmAnswer.asked).toBe(0);
    expect(await screen.findByRole('button', { name: /^Download subject-access/ })).toBeTruthy();
    // The requester column is for staff only.
    expect(screen.queryByText('Mia Admin')).toBeNull();
  });
});
