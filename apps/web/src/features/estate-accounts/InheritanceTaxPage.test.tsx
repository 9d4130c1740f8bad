import {
  ESTATE_TAX_PAGE_TEXTS as T,
  IHT_WORKSHEET_TEXTS as W,
  formatPence,
  inheritanceTaxWorksheet,
} from '@probity/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MATTER_ID, type Sent, renderEstatePage, stubFetch } from '../estate-will/estate-test-render';
import type { EstateTax } from './estate-accounts.api';
import { InheritanceTaxPage } from './InheritanceTaxPage';

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

const asset = (valueAtDeath: number, passesBySurvivorship = false) => ({
  kind: 'asset' as const,
  category: 'bankAccounts' as const,
  valueAtDeath,
  sharePercent: 100,
  passesBySurvivorship,
  inEstateForProbate: true,
  realisedAmount: null,
  realisedOn: null,
});

// The engine's own worksheet: £1,000,000 general and £20,000 by survivorship, £100,000 to charity.
const worksheet = inheritanceTaxWorksheet({
  dateOfDeath: '2026-01-15',
  items: [asset(100_000_000), asset(2_000_000, true)],
  settledPropertyValue: 0,
  gifts: [{ kind: 'charity', component: 'general', amount: 10_000_000 }],
  homeToDescendants: null,
  transferredNilRateBandPercent: 0,
  transferredResidenceBandPercent: 0,
  lifetimeGifts: [{ date: '2022-06-01', amount: 3_000_000, recipient: 'Jane Doe' }],
});
const tax: EstateTax = {
  matterID: MATTER_ID,
  dateOfDeath: '2026-01-15',
  worksheet,
  exemptGifts: [
    {
      estateLegacyID: 'l1',
      beneficiaryName: 'Moorland Rescue',
      legacyKind: 'residuary',
      kind: 'charity',
      component: 'general',
      amount: 10_000_000,
      share: { kind: 'fraction', numerator: 1, denominator: 10 },
      residueBeforeTax: 100_000_000,
    },
  ],
  problemTexts: [],
};

let answer: EstateTax = tax;
const sent: Sent[] = [];
beforeEach(() => {
  answer = tax;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) =>
      stubFetch({ [`/api/Matters/${MATTER_ID}/Estate/Tax`]: answer }, sent, () => [{}, 200])(input, init),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Inheritance tax page (issue 17)', () => {
  it('shows the tax, when it is due, the working per component and what is not worked out', async () => {
    renderEstatePage('inheritance-tax', <InheritanceTaxPage />, ['Matter Executive']);
    const summary = (await screen.findByRole('heading', { name: T.summary })).closest('section')!;
    expect(within(summary).getByText(formatPence(worksheet.totalTax))).toBeTruthy();
    expect(worksheet.totalTax).toBeGreaterThan(0);
    expect(within(summary).getByText('31 Jul 2026')).toBeTruthy();
    expect(within(summary).getByText('1 Aug 2026')).toBeTruthy();
    // The general component meets the 10 % test; the survivorship one does not, and says what would.
    const general = screen.getByRole('region', { name: /General component/ });
    expect(within(general).getByText(W.meetsTenPercent)).toBeTruthy();
    const survivorship = screen.getByRole('region', { name: /Survivorship component/ });
    expect(within(survivorship).getByText(W.doesNotMeetTenPercent)).toBeTruthy();
    expect(within(survivorship).getByText(/A further £[\d,.]+ to charity from this component/)).toBeTruthy();
    // The exempt gift with its working, and the lifetime gift that used up the band.
    expect(screen.getByText(T.residueWorking('1/10', '£1,000,000.00'))).toBeTruthy();
    expect(screen.getByText('1 Jun 2022 · Jane Doe')).toBeTruthy();
    for (const line of T.notModelled) expect(screen.getByText(line)).toBeTruthy();
  });

  it('points to the matter’s details without a date of death', async () => {
    answer = { ...tax, dateOfDeath: null, worksheet: null, exemptGifts: [] };
    renderEstatePage('inheritance-tax', <InheritanceTaxPage />, ['Matter Admin']);
    expect(await screen.findByText(T.noDateOfDeath)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.goToDetails }).getAttribute('href')).toBe(
      `/m/${MATTER_ID}/details`,
    );
  });

  it('sends the client back to the details', async () => {
    renderEstatePage('inheritance-tax', <InheritanceTaxPage />, ['Individual']);
    expect(await screen.findByText('Details page')).toBeTruthy();
  });
});
