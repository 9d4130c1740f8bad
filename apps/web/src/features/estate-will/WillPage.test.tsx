import { ACCOUNTS_PROBLEM_TEXTS, MATTER_TYPE_IDS, WILL_TEXTS } from '@probity/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EstateFacts, EstateLegacy } from './estate-will.api';
import { MATTER_ID, type Sent, renderEstatePage, stubFetch } from './estate-test-render';
import { WillPage } from './WillPage';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const CHARITY_ID = 'c0000000-0000-4000-8000-000000000001';
const pecuniary: EstateLegacy = {
  estateLegacyID: 'e0000000-0000-4000-8000-000000000001',
  matterID: MATTER_ID,
  kind: 'pecuniary',
  component: 'general',
  beneficiary: { type: 'charity', matterCharityID: CHARITY_ID, name: 'Lantern Trust' },
  amount: 500_000,
  description: null,
  estateItemID: null,
  share: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: null,
};
const residue: EstateLegacy = {
  ...pecuniary,
  estateLegacyID: 'e0000000-0000-4000-8000-000000000002',
  kind: 'residuary',
  amount: null,
  share: { kind: 'fraction', numerator: 1, denominator: 3 },
};
const facts: EstateFacts = {
  matterID: MATTER_ID,
  transferredNilRateBandPercent: 0,
  transferredResidenceBandPercent: 0,
  homeToDescendants: false,
  homeToDescendantsValue: null,
  lifetimeGifts: [],
  updatedAt: null,
};

let sent: Sent[] = [];
let legacies: EstateLegacy[] = [];
beforeEach(() => {
  sent = [];
  legacies = [pecuniary, residue];
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) =>
      stubFetch(
        {
          [`/api/Matters/${MATTER_ID}/Estate/Legacies`]: {
            legacies,
            residuaryWarning: legacies.length ? ACCOUNTS_PROBLEM_TEXTS.sharesDoNotAddUp : null,
          },
          [`/api/Matters/${MATTER_ID}/Estate/Facts`]: facts,
          [`/api/Matters/${MATTER_ID}/Charity`]: {
            data: [{ matterCharityID: CHARITY_ID, charityName: 'Lantern Trust' }],
            paginationResp: { totalPages: 1, totalCount: 1, pageSize: 50, currentPage: 1 },
          },
        },
        sent,
        () => [pecuniary, 201],
      )(input, init),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Will and gifts page (issue 17)', () => {
  it('lists the gifts with what each gives, and the residuary warning', async () => {
    renderEstatePage('will', <WillPage />, ['Matter Executive']);
    // At the test's width (a phone, as jsdom matches every media query) the gifts are cards.
    const [gift] = await screen.findAllByRole('article', { name: 'Lantern Trust' });
    expect(within(gift!).getByText('£5,000.00')).toBeTruthy();
    expect(screen.getByText('1/3 of the residue')).toBeTruthy();
    expect(screen.getByText(ACCOUNTS_PROBLEM_TEXTS.sharesDoNotAddUp)).toBeTruthy();
  });

  it('shows the empty state when the will has no gifts yet', async () => {
    legacies = [];
    renderEstatePage('will', <WillPage />, ['Matter Executive']);
    expect(await screen.findByText(WILL_TEXTS.noLegacies)).toBeTruthy();
  });

  it('adds a pecuniary legacy typed in pounds, sent in exact pence', async () => {
    renderEstatePage('will', <WillPage />, ['Matter Admin']);
    fireEvent.click(await screen.findByRole('button', { name: WILL_TEXTS.addLegacy }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: WILL_TEXTS.toPerson }));
    fireEvent.click(within(dialog).getByRole('button', { name: WILL_TEXTS.addLegacy }));
    expect(await within(dialog).findByText(WILL_TEXTS.amountRequired)).toBeTruthy();
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name of the beneficiary/ }), {
      target: { value: 'Ann Doe' },
    });
    // 1,234.29: as a float × 100 it is 123428.99999999999; read as text it is 123429 pence.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount/ }), {
      target: { value: '£1,234.29' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: WILL_TEXTS.addLegacy }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: `/api/Matters/${MATTER_ID}/Estate/Legacies`,
      body: {
        kind: 'pecuniary',
        component: 'general',
        beneficiary: { type: 'person', name: 'Ann Doe' },
        amount: 123_429,
      },
    });
  });

  it('asks before deleting a gift, then deletes it', async () => {
    renderEstatePage('will', <WillPage />, ['Matter Admin']);
    const list = await screen.findByRole('region', { name: WILL_TEXTS.title });
    fireEvent.click(within(list).getAllByRole('button', { name: WILL_TEXTS.delete })[0]!);
    const confirmDialog = await screen.findByRole('dialog');
    expect(within(confirmDialog).getByText(WILL_TEXTS.deleteLegacyConfirm)).toBeTruthy();
    fireEvent.click(within(confirmDialog).getByRole('button', { name: /Delete|Yes|Confirm/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'DELETE',
      url: `/api/Matters/${MATTER_ID}/Estate/Legacies/${pecuniary.estateLegacyID}`,
    });
  });

  it('sends the client, and any matter not an estate, back to the details', async () => {
    renderEstatePage('will', <WillPage />, ['Individual']);
    expect(await screen.findByText('Details page')).toBeTruthy();
    cleanup();
    renderEstatePage('will', <WillPage />, ['Matter Admin'], MATTER_TYPE_IDS.will);
    expect(await screen.findByText('Details page')).toBeTruthy();
  });
});
