import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { EMPTY_GUID, LEGACY_TYPES, type Legacy, type LegacyDetail } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditLegacyModal } from './EditLegacyModal';
import { DetailModal } from './LegacyDetailModal';

/*
 * Issue 11 "Correct data, clear errors" on the charity's legacy forms: an impossible date says
 * "Enter a real date" (not "Required"), the date rules show under their field, and an amount or a
 * percentage out of range is said to be wrong and kept as typed (never clamped to £0.00 or 100 %).
 */

vi.mock('../../app/notify', () => ({
  notify: { loading: vi.fn(() => 't'), success: vi.fn(), information: vi.fn(), error: vi.fn() },
}));
vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => null,
  forgetUser: async () => undefined,
}));

let writes: { method: string; url: string }[] = [];
beforeEach(() => {
  writes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') writes.push({ method, url: String(input) });
      const body = String(input).endsWith('LegacyTypes') ? LEGACY_TYPES : {};
      return new Response(JSON.stringify(body), {
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

function renderWith(node: React.ReactNode) {
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {node}
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

const legacy = {
  legacyID: 'd0000000-0000-4000-8000-000000000001',
  matterID: EMPTY_GUID,
  reference: 'LEG-1',
  charityReference: 'CH-1',
  probateReference: 'PR-1',
  dateOfDeath: '2025-01-02',
  dateOfProbate: '2025-06-30',
  accountsApproved: false,
  grantSubmitted: false,
  deceased: null,
  nominatedBankAccount: null,
  details: [],
} as unknown as Legacy;

function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: new RegExp(label) }) as HTMLInputElement;
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe('Edit Legacy dates (issue 11)', () => {
  it('says "Enter a real date" for an impossible date, not "Required", and saves nothing', async () => {
    renderWith(<EditLegacyModal legacy={legacy} opened onClose={() => undefined} />);
    const death = typeDate('Date of death', '31/02/2023');
    expect(death.value).toBe('31/02/2023');
    fireEvent.click(screen.getByRole('button', { name: 'Save legacy' }));
    await waitFor(() => expect(screen.getAllByText('Enter a real date').length).toBeGreaterThan(0));
    expect(screen.queryByText('Required')).toBeNull();
    expect(writes).toEqual([]);
  });

  it('says "Enter a real date" for a half-typed date left behind', async () => {
    renderWith(<EditLegacyModal legacy={legacy} opened onClose={() => undefined} />);
    const probate = typeDate('Date of probate', '12/0');
    expect(probate.value).toBe('12/0');
    fireEvent.click(screen.getByRole('button', { name: 'Save legacy' }));
    await waitFor(() => expect(screen.getAllByText('Enter a real date').length).toBeGreaterThan(0));
    expect(writes).toEqual([]);
  });

  it('shows the date rules under their field', async () => {
    renderWith(<EditLegacyModal legacy={legacy} opened onClose={() => undefined} />);
    typeDate('Date of probate', '01/01/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Save legacy' }));
    expect(await screen.findByText('The date of probate cannot be before the date of death')).toBeTruthy();
    typeDate('Date of death', '01/01/2999');
    expect(await screen.findByText('The date of death cannot be in the future')).toBeTruthy();
    expect(writes).toEqual([]);
  });
});

describe('legacy detail amounts (issue 11)', () => {
  const detail: LegacyDetail = {
    legacyDetailID: 'e0000000-0000-4000-8000-000000000001',
    legacyType: LEGACY_TYPES[1],
    description: 'Residue',
    amountPence: 100_000,
    isEstimate: false,
    isPercentage: true,
    percentageValue: 50,
  };

  it('keeps -100 and 150 as typed and says what is wrong with each', async () => {
    renderWith(<DetailModal legacyID={legacy.legacyID} detail={detail} opened onClose={() => undefined} />);
    const amount = screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    const percentage = screen.getByRole('textbox', { name: /Percentage value/ }) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '-100' } });
    fireEvent.blur(amount);
    fireEvent.change(percentage, { target: { value: '150' } });
    fireEvent.blur(percentage);
    fireEvent.click(screen.getByRole('button', { name: 'Save legacy detail' }));

    expect(await screen.findByText('Enter an amount of £0.00 or more')).toBeTruthy();
    expect(await screen.findByText('Enter a percentage between 0 and 100')).toBeTruthy();
    expect(amount.value).toBe('-£100');
    expect(percentage.value).toBe('150%');
    expect(screen.queryByText('Required')).toBeNull();
    expect(writes).toEqual([]);
  });

  it('refuses a fractional penny rather than rounding it', async () => {
    renderWith(<DetailModal legacyID={legacy.legacyID} detail={detail} opened onClose={() => undefined} />);
    const amount = screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '10.005' } });
    fireEvent.blur(amount);
    fireEvent.click(screen.getByRole('button', { name: 'Save legacy detail' }));
    expect(await screen.findByText('Enter an amount in pounds and pence')).toBeTruthy();
    expect(amount.value).toBe('£10.005');
    expect(writes).toEqual([]);
  });
});
