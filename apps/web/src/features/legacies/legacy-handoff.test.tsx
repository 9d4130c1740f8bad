import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import {
  type BankAccount,
  EMPTY_GUID,
  LEGACY_INTAKE_TEXTS,
  LEGACY_TEXTS,
  type Legacy,
  type Role,
  type User,
} from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { SelectBankAccountModal } from './BankAccountModals';
import { EditLegacyModal } from './EditLegacyModal';
import { LegacyNominatedAccountSection } from './LegacyNominatedAccountSection';
import { LegacyNotificationSection } from './LegacyNotificationSection';
import { NewLegacyForm } from './NewLegacyModal';

/* Issue 11: the charity's side of the hand-off, as the browser sends and shows it. */

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const ORG = 'b0000000-0000-4000-8000-000000000001';
const ACCOUNT = {
  bankAccountID: 'e0000000-0000-4000-8000-000000000001',
  organisationID: ORG,
  bankName: 'Barclays Bank',
  sortCode: '20-09-15',
  accountNumber: '41011166',
  accountName: 'Brightwater Trust Legacies',
  accountVerified: true,
  description: null,
  primaryContactUser: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as BankAccount;

const legacy = (over: Partial<Legacy> = {}) =>
  ({
    legacyID: 'd0000000-0000-4000-8000-000000000001',
    organisationID: ORG,
    matterID: 'a0000000-0000-4000-8000-000000000001',
    reference: 'HF/EST/2026/014',
    charityReference: null,
    nominatedBankAccount: null,
    notifiedDate: null,
    notifiedBy: null,
    dateOfWill: null,
    contacts: [],
    ...over,
  }) as unknown as Legacy;

const session: Session = {
  user: { userID: 'u1', organisationID: ORG, roles: ['Charity'] } as unknown as User,
  roles: ['Charity'] as Role[],
  isDemoMode: false,
  isAdministrator: false,
  mustAcceptTerms: false,
  homePath: '/secure',
};

let requests: { method: string; url: URL; body: unknown }[] = [];
let answer: (method: string, url: URL) => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // jsdom has no document.fonts (Mantine's autosize textarea listens to it).
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  requests = [];
  answer = (_method, url) => (url.pathname.endsWith('/BankAccount') ? json([ACCOUNT]) : json(legacy()));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(method, url);
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
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={['/secure/charity-legacies']}>{node}</MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

describe('the hand-off to the firm, charity side (issue 11)', () => {
  it('Select sends the chosen account alone, not the legacy with its empty charity reference', async () => {
    renderWith(<SelectBankAccountModal legacy={legacy()} opened onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Select Brightwater Trust Legacies' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/Legacy/d0000000-0000-4000-8000-000000000001/BankAccount');
    expect(put.body).toEqual({ bankAccountID: ACCOUNT.bankAccountID });
  });

  it('offers Share only with a firm; with none it says why', () => {
    const nominated = { bankAccount: ACCOUNT, visibleToFirm: false, paymentReference: null };
    renderWith(
      <LegacyNominatedAccountSection
        legacy={legacy({ matterID: EMPTY_GUID, nominatedBankAccount: nominated })}
        canAssign
        canShare
      />,
    );
    const alone = screen.getByRole('region', { name: LEGACY_TEXTS.nominatedAccount });
    expect(within(alone).getByText(LEGACY_TEXTS.noFirmToShare)).toBeTruthy();
    expect(within(alone).queryByRole('button', { name: LEGACY_TEXTS.share })).toBeNull();
    expect(within(alone).queryByText(LEGACY_TEXTS.hiddenFromFirm)).toBeNull();
    cleanup();
    renderWith(
      <LegacyNominatedAccountSection
        legacy={legacy({ nominatedBankAccount: nominated })}
        canAssign
        canShare
      />,
    );
    const withFirm = screen.getByRole('region', { name: LEGACY_TEXTS.nominatedAccount });
    expect(within(withFirm).getByRole('button', { name: LEGACY_TEXTS.share })).toBeTruthy();
    expect(within(withFirm).queryByText(LEGACY_TEXTS.noFirmToShare)).toBeNull();
  });

  it('New Legacy: the reference first; a duplicate (409) shows on the reference field', async () => {
    answer = () =>
      json(
        {
          status: 409,
          title: 'Conflict',
          detail: LEGACY_TEXTS.duplicateReference('BT/LEG/2026/002'),
          errors: { reference: [LEGACY_TEXTS.duplicateReference('BT/LEG/2026/002')] },
        },
        409,
      );
    renderWith(<NewLegacyForm onClose={() => undefined} />);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs[0]).toBe(screen.getByLabelText(/Legacy reference/));
    fireEvent.change(screen.getByLabelText(/Legacy reference/), { target: { value: 'BT/LEG/2026/002' } });
    fireEvent.click(screen.getByRole('button', { name: LEGACY_INTAKE_TEXTS.addContact }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Margaret Hale' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'margaret@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: LEGACY_TEXTS.createLegacy }));
    expect(await screen.findByText(LEGACY_TEXTS.duplicateReference('BT/LEG/2026/002'))).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      reference: 'BT/LEG/2026/002',
      notifiedDate: null,
      notifiedBy: null,
      dateOfWill: null,
      contacts: [
        {
          role: 'executor',
          name: 'Margaret Hale',
          emailAddress: 'margaret@example.com',
          phone: null,
          address: null,
        },
      ],
    });
  });

  it('Edit Legacy on a firm legacy sends the charity reference alone; a duplicate (409) shows on the field', async () => {
    const message = LEGACY_TEXTS.duplicateReference('BWT-0412');
    answer = () =>
      json({ status: 409, title: 'Conflict', detail: message, errors: { charityReference: [message] } }, 409);
    renderWith(<EditLegacyModal legacy={legacy()} opened onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText(/Charity reference/), { target: { value: 'BWT-0412' } });
    fireEvent.click(screen.getByRole('button', { name: LEGACY_TEXTS.saveLegacy }));
    expect(await screen.findByText(message)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ legacyID: legacy().legacyID, charityReference: 'BWT-0412' });
  });

  it('New Legacy: a contact with a bad e-mail is refused before anything is sent', async () => {
    renderWith(<NewLegacyForm onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/Legacy reference/), { target: { value: 'LEG-9' } });
    fireEvent.click(screen.getByRole('button', { name: LEGACY_INTAKE_TEXTS.addContact }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: LEGACY_TEXTS.createLegacy }));
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('the Notification section shows the intake; Edit sends only the intake', async () => {
    const shown = legacy({
      notifiedDate: '2026-01-15',
      notifiedBy: 'executor',
      dateOfWill: '2019-05-03',
      contacts: [
        {
          contactID: 'c1',
          role: 'executor',
          name: 'Margaret Hale',
          emailAddress: 'margaret@example.com',
          phone: null,
          address: '12 Milton Road',
        },
      ],
    });
    renderWith(<LegacyNotificationSection legacy={shown} canEdit />);
    const section = screen.getByRole('region', { name: LEGACY_INTAKE_TEXTS.sectionTitle });
    for (const text of ['15/01/2026', 'An executor', '03/05/2019', 'Margaret Hale', '12 Milton Road'])
      expect(within(section).getByText(text, { exact: false })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: LEGACY_INTAKE_TEXTS.edit }));
    fireEvent.click(await screen.findByRole('button', { name: LEGACY_INTAKE_TEXTS.save }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/Legacy');
    expect(put.body).toEqual({
      legacyID: shown.legacyID,
      notifiedDate: '2026-01-15',
      notifiedBy: 'executor',
      dateOfWill: '2019-05-03',
      contacts: [
        {
          role: 'executor',
          name: 'Margaret Hale',
          emailAddress: 'margaret@example.com',
          phone: null,
          address: '12 Milton Road',
        },
      ],
    });
  });
});
