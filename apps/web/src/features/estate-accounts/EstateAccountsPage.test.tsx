import { ESTATE_ACCOUNTS_PAGE_TEXTS as P, ACCOUNTS_PROBLEM_TEXTS, estateAccounts } from '@probity/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../components/download';
import { MATTER_ID, type Sent, renderEstatePage, stubFetch } from '../estate-will/estate-test-render';
import type { EstateAccountsView } from './estate-accounts.api';
import { EstateAccountsPage } from './EstateAccountsPage';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../app/confirm', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../components/download', () => ({ downloadFile: vi.fn(async () => undefined) }));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

// The engine's accounts: a £500,000 account, £10,000 to Lantern Trust, the residue half each.
const accounts = estateAccounts({
  items: [
    {
      id: 'i1',
      description: 'Deposit account',
      kind: 'asset',
      category: 'bankAccounts',
      valueAtDeath: 50_000_000,
      sharePercent: 100,
      passesBySurvivorship: false,
      inEstateForProbate: true,
      realisedAmount: null,
      realisedOn: null,
    },
  ],
  receipts: [],
  payments: [
    {
      id: 'p1',
      date: '2026-03-01',
      kind: 'distribution',
      description: 'Interim',
      amount: 5_000_000,
      chargedTo: 'capital',
      beneficiaryId: 'person:jane doe',
      distribution: 'interim',
    },
  ],
  pecuniaryLegacies: [{ id: 'l1', beneficiaryId: 'c1', beneficiaryName: 'Lantern Trust', amount: 1_000_000 }],
  specificLegacies: [],
  residuaryShares: [
    {
      beneficiaryId: 'person:jane doe',
      beneficiaryName: 'Jane Doe',
      share: { kind: 'fraction', numerator: 1, denominator: 2 },
    },
    { beneficiaryId: 'c2', beneficiaryName: 'Moorland Rescue', share: { kind: 'percent', percent: 50 } },
  ],
});
const view: EstateAccountsView = {
  matterID: MATTER_ID,
  reference: 'HF/EST/1',
  estateName: 'Estate of Arthur Bennett',
  dateOfDeath: '2026-01-15',
  accounts,
  problemTexts: [],
  finalisation: null,
  approvals: [
    {
      beneficiaryId: 'person:jane doe',
      beneficiaryName: 'Jane Doe',
      type: 'person',
      approvesOnProbity: false,
      approval: null,
    },
    {
      beneficiaryId: 'c2',
      beneficiaryName: 'Moorland Rescue',
      type: 'charity',
      approvesOnProbity: true,
      approval: null,
    },
  ],
};
const final = {
  finalisationID: 'f1',
  finalisedAt: '2026-04-01T10:00:00Z',
  finalisedBy: 'Sam Lee',
  changedSinceFinalised: false,
};

let answer: EstateAccountsView = view;
let sent: Sent[] = [];
beforeEach(() => {
  answer = view;
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) =>
      stubFetch({ [`/api/Matters/${MATTER_ID}/Estate/Accounts`]: answer }, sent, () => [answer, 201])(
        input,
        init,
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the estate Accounts page (issue 17)', () => {
  it('shows the three accounts and each beneficiary; exports; marks the draft final', async () => {
    renderEstatePage('accounts', <EstateAccountsPage />, ['Matter Admin']);
    const distribution = await screen.findByRole('region', { name: 'Distribution account' });
    // £500,000 − £10,000 = £490,000 residue, £245,000 each.
    expect(within(distribution).getByText('£490,000.00')).toBeTruthy();
    expect(within(distribution).getAllByText('£245,000.00')).toHaveLength(2);
    const jane = within(screen.getByRole('region', { name: P.beneficiaries }))
      .getByText('Jane Doe')
      .closest('tr')!;
    expect(within(jane).getByText('£50,000.00')).toBeTruthy();
    expect(within(jane).getByText('£195,000.00')).toBeTruthy();
    expect(screen.getByText(P.draft)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: P.exportExcel }));
    expect(downloadFile).toHaveBeenCalledWith(
      `/api/Matters/${MATTER_ID}/Estate/Accounts/Export?format=xlsx`,
      'HF/EST/1 estate accounts.xlsx',
    );
    answer = { ...view, finalisation: final };
    fireEvent.click(screen.getByRole('button', { name: P.finalise }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: `/api/Matters/${MATTER_ID}/Estate/Accounts/Final` });
    // The answer is the final accounts: the firm records the person's approval; the charity approves itself.
    expect(await screen.findByText(P.finalisedOn('1 Apr 2026', 'Sam Lee'))).toBeTruthy();
    expect(screen.getByText(P.approvesOnProbity)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: P.recordApproval }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Meeting' }));
    fireEvent.click(within(dialog).getByRole('button', { name: P.saveApproval }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      url: `/api/Matters/${MATTER_ID}/Estate/Accounts/Approvals`,
      body: { beneficiaryId: 'person:jane doe', method: 'meeting' },
    });
  });

  it('says when the figures changed since they were marked final, and shows the problems', async () => {
    answer = {
      ...view,
      problemTexts: [ACCOUNTS_PROBLEM_TEXTS.sharesDoNotAddUp],
      finalisation: { ...final, changedSinceFinalised: true },
    };
    renderEstatePage('accounts', <EstateAccountsPage />, ['Matter Admin']);
    expect(await screen.findByText(P.changedSinceFinalised)).toBeTruthy();
    expect(screen.getByText(ACCOUNTS_PROBLEM_TEXTS.sharesDoNotAddUp)).toBeTruthy();
    expect(screen.getByRole('button', { name: P.refinalise })).toBeTruthy();
    expect(screen.queryByRole('button', { name: P.recordApproval })).toBeNull();
  });

  it('sends the client back to the details', async () => {
    renderEstatePage('accounts', <EstateAccountsPage />, ['Individual']);
    expect(await screen.findByText('Details page')).toBeTruthy();
  });
});
