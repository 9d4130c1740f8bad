import { MantineProvider } from '@mantine/core';
import { MATTER_TYPE_IDS } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Matter } from '../matters/matters.api';
import { EditMatterModal } from './EditMatterModal';

/* Issue 11: the Estate's dates on Edit details say "Enter a real date", never "Required", for a typed date that is not one. */

vi.mock('./detail-toast', () => ({ detailToast: vi.fn() }));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

let writes: string[] = [];
let bodies: unknown[] = [];
beforeEach(() => {
  writes = [];
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') !== 'GET') {
        writes.push(String(input));
        bodies.push(init?.body ? JSON.parse(String(init.body)) : null);
      }
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const matter = {
  matterID: 'a0000000-0000-4000-8000-000000000001',
  reference: 'EST-1',
  matterType: { matterTypeID: MATTER_TYPE_IDS.estate, name: 'Estate' },
  probateReference: 'PR-1',
  dateOfDeath: '2025-01-02',
  dateOfProbate: '2025-06-30',
  grantSubmitted: false,
  accountsApproved: false,
} as unknown as Matter;

function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: new RegExp(label) }) as HTMLInputElement;
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe('Edit details of an Estate: dates (issue 11)', () => {
  it('says "Enter a real date" for an impossible date and for a half-typed one, and saves nothing', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <EditMatterModal matter={matter} opened onClose={() => undefined} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const death = typeDate('Date of death', '31/02/2023');
    const probate = typeDate('Date of probate', '30/06/20');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(screen.getAllByText('Enter a real date')).toHaveLength(2));
    expect(death.value).toBe('31/02/2023');
    expect(probate.value).toBe('30/06/20');
    expect(screen.queryByText('Required')).toBeNull();
    expect(writes).toEqual([]);
  });
});

describe('Edit details: the title (issue 14)', () => {
  it('says what an empty title gives, and sends the title typed', async () => {
    const will = {
      ...matter,
      matterType: { matterTypeID: MATTER_TYPE_IDS.will, name: 'Will' },
      title: 'Tom Reed',
      isDefaultTitle: true,
      defaultTitle: 'Tom Reed',
    } as unknown as Matter;
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <EditMatterModal matter={will} opened onClose={() => undefined} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('Leave empty to use the default: Tom Reed')).toBeTruthy();
    const title = screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
    expect(title.value).toBe('');
    fireEvent.change(title, { target: { value: '  Reed family will ' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ reference: 'EST-1', title: 'Reed family will' });
  });
});
