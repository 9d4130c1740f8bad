import { MantineProvider } from '@mantine/core';
import { MODULUS_TEXTS, VALIDATION } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModulusTablesSection } from './ModulusTablesSection';

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

const SHIPPED = {
  name: 'v8.50',
  source: 'shipped',
  weightRows: 1151,
  substitutionRows: 21,
  loadedAt: '2026-11-25T09:00:00.000Z',
  loadedBy: null,
};

let posts: Record<string, unknown>[] = [];
let postAnswer: { status: number; body: unknown } = { status: 200, body: {} };

beforeEach(() => {
  posts = [];
  vi.clearAllMocks();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(postAnswer.body), {
          status: postAnswer.status,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify(SHIPPED), {
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

function renderSection() {
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModulusTablesSection />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const [weights, substitutions] = Array.from(
    view.container.querySelectorAll<HTMLInputElement>('input[type="file"]'),
  );
  return { weights: weights!, substitutions: substitutions! };
}

const choose = (input: HTMLInputElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });
const WEIGHTS = new File(
  ['089000 089999 MOD10    0    0    0    0    0    0    7    1    3    7    1    3    7    1\r\n'],
  'valacdos-v8-80.txt',
  { type: 'text/plain' },
);
const SUBSTITUTIONS = new File(['938173 938017\r\n'], 'scsubtab.txt', { type: 'text/plain' });

describe('Settings → Bank modulus tables (issue 12)', () => {
  it('shows the edition in use, its rows, source and load time', async () => {
    renderSection();
    expect(await screen.findByText('v8.50')).toBeTruthy();
    expect(screen.getByText(MODULUS_TEXTS.sources.shipped)).toBeTruthy();
    expect(screen.getByText('1151 weight rows, 21 substitutions')).toBeTruthy();
  });

  it('asks for both files and the name before uploading', async () => {
    renderSection();
    await screen.findByText('v8.50');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MODULUS_TEXTS.upload }));
    });
    expect(screen.getAllByText(VALIDATION.required)).toHaveLength(3);
    expect(posts).toEqual([]);
  });

  it('uploads both files named after the weights file, and shows the line a 400 names', async () => {
    const { weights, substitutions } = renderSection();
    await screen.findByText('v8.50');
    postAnswer = {
      status: 400,
      body: {
        detail: 'One or more fields are invalid',
        errors: { weightsText: ['Line 3: a weight is not a whole number'] },
      },
    };
    choose(weights, WEIGHTS);
    choose(substitutions, SUBSTITUTIONS);
    expect((screen.getByLabelText(MODULUS_TEXTS.nameLabel) as HTMLInputElement).value).toBe('v8.80');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MODULUS_TEXTS.upload }));
    });
    await waitFor(() => expect(screen.getByText('Line 3: a weight is not a whole number')).toBeTruthy());
    expect(posts[0]).toEqual({
      name: 'v8.80',
      weightsFileName: 'valacdos-v8-80.txt',
      weightsText:
        '089000 089999 MOD10    0    0    0    0    0    0    7    1    3    7    1    3    7    1\r\n',
      substitutionsFileName: 'scsubtab.txt',
      substitutionsText: '938173 938017\r\n',
    });
    expect(toasts.error).toHaveBeenCalled();

    postAnswer = {
      status: 200,
      body: {
        ...SHIPPED,
        name: 'v8.80',
        source: 'uploaded',
        weightRows: 1,
        substitutionRows: 1,
        loadedBy: 'Ada Admin',
      },
    };
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MODULUS_TEXTS.upload }));
    });
    await waitFor(() => expect(screen.getByText('v8.80')).toBeTruthy());
    expect(screen.getByText(MODULUS_TEXTS.sources.uploaded)).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith(MODULUS_TEXTS.uploaded('v8.80'), 't');
  });
});
