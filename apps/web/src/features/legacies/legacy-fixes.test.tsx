import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { Legacy, Role, User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { AddDeceasedModal, deceasedListParams } from './AddDeceasedModal';
import { LegaciesPage } from './LegaciesPage';
import { legacyExportFileName } from './legacies.api';
import { legacyStatusIcon } from './LegacyStatusIcon';

const mobile = vi.hoisted(() => ({ isMobile: false }));
vi.mock('../../app/shell/use-mobile-layout', () => ({ useIsMobileLayout: () => mobile.isMobile }));
vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const ORG = 'b0000000-0000-4000-8000-000000000001';
const legacy = {
  legacyID: 'd0000000-0000-4000-8000-000000000001',
  organisationID: ORG,
  matterID: '00000000-0000-0000-0000-000000000000',
  reference: 'LEG-1',
  deceased: null,
  nominatedBankAccount: null,
} as unknown as Legacy;

function session(roles: Role[]): Session {
  return {
    user: { userID: 'u1', organisationID: ORG, roles } as unknown as User,
    roles,
    isDemoMode: false,
    isAdministrator: false,
    mustAcceptTerms: false,
    homePath: '/secure',
  };
}

let requests: URL[] = [];
let answer: () => Promise<Response>;

beforeEach(() => {
  // jsdom has no document.fonts (Mantine's autosize textarea listens to it).
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  requests = [];
  mobile.isMobile = false;
  answer = async () =>
    new Response(JSON.stringify([]), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      requests.push(new URL(String(input), 'http://localhost'));
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(node: React.ReactNode) {
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SessionContext.Provider value={session(['Charity'])}>
            <MemoryRouter initialEntries={['/secure/charity-legacies']}>{node}</MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('legacy fixes (audit of spec 03)', () => {
  it('C13: the status section shows the icon of the status', () => {
    const names = (['pre-engagement', 'archived', 'rejected', null] as const).map(
      (icon) => legacyStatusIcon({ icon }).displayName,
    );
    expect(new Set(names).size).toBe(4);
    expect(legacyStatusIcon({ icon: 'archived' }).displayName).toMatch(/Archive/);
  });

  it('C15: the fallback export name is the server one (UTC, zero-padded)', () => {
    expect(legacyExportFileName('l-1', new Date('2026-03-04T23:30:00-02:00'))).toBe(
      'sc_legacy_l-1_05-03-2026.xml',
    );
  });

  it('A5: the deceased picker asks the server for the Deceased type, with the search', async () => {
    expect(deceasedListParams('ada').getAll('FilterType')).toEqual(['type']);
    expect(deceasedListParams('ada').getAll('Filter')).toEqual(['deceased']);
    expect(deceasedListParams('ada').get('SearchTerm')).toBe('ada');
    renderWith(<AddDeceasedModal legacy={legacy} opened onClose={() => undefined} />);
    await waitFor(() =>
      expect(requests.some((u) => u.pathname === `/api/Individuals/Organisation/${ORG}`)).toBe(true),
    );
    const list = requests.find((u) => u.pathname === `/api/Individuals/Organisation/${ORG}`)!;
    expect(list.searchParams.get('FilterType')).toBe('type');
    expect(list.searchParams.get('Filter')).toBe('deceased');
  });

  it('A7: "New deceased" opens the add-individual form with only the Deceased type', async () => {
    renderWith(<AddDeceasedModal legacy={legacy} opened onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New deceased' }));
    expect(await screen.findByRole('button', { name: 'Add Individual' })).toBeTruthy();
    const type = screen.getAllByLabelText(/Individual type/)[0] as HTMLInputElement;
    expect(type.value).toBe('Deceased');
    // Straight to the manual form: no invitation of a deceased.
    expect(screen.queryByText('Invite by Email')).toBeNull();
  });

  it('C14: the mobile list shows a spinner while loading', async () => {
    mobile.isMobile = true;
    answer = () => new Promise<Response>(() => undefined);
    renderWith(<LegaciesPage />);
    expect(await screen.findByLabelText('Loading legacies')).toBeTruthy();
    expect(screen.queryByText('No legacies to display.')).toBeNull();
  });
});
