import { MantineProvider } from '@mantine/core';
import { CHARITY_TEXTS, type CharityDetails } from '@probity/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddCharityModal } from './AddCharityModal';

vi.mock('../../auth/auth-service', () => ({
  getAccessToken: async () => 'token',
  forgetUser: async () => {},
}));

const RESULT = {
  organisation_number: 4051827,
  charity_name: 'BRIGHTWATER TRUST',
  reg_charity_number: 1098765,
  group_subsid_suffix: 0,
};
const DETAILS: CharityDetails = {
  ...RESULT,
  charityType: 'Charitable company',
  charity_co_reg_number: '04811230',
  insolvent: false,
  in_administration: false,
  prev_excepted_ind: false,
  cif_cdf_ind: null,
  linked_organisation: true,
  reg_status: 'R',
  date_of_registration: '2003-06-18T00:00:00',
  date_of_removal: null,
  removal_reason: null,
  latest_acc_fin_year_end_date: '2026-03-31T00:00:00',
  reporting_status: 'Submission Received',
  last_modified_time: '2026-11-01T00:00:00',
  address_line_one: '22 River Walk',
  address_line_two: null,
  address_line_three: null,
  address_line_four: 'York',
  address_line_five: null,
  address_post_code: 'YO1 7HT',
  phone: null,
  email: null,
  web: null,
  trustee_names: [],
  other_names: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: string[] = [];
let searchAnswer: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  searchAnswer = async () => json([RESULT]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      calls.push(path);
      if (path === '/api/Charities/1098765/0') return json(DETAILS);
      return searchAnswer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal(onSelect = vi.fn()) {
  render(
    <MantineProvider>
      <AddCharityModal opened onClose={() => {}} onSelect={onSelect} />
    </MantineProvider>,
  );
  return onSelect;
}

const search = (text: string) => {
  const input = screen.getByPlaceholderText(CHARITY_TEXTS.searchPlaceholder);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form')!);
};

describe('Add Charity overlay (spec 03 §2.15)', () => {
  it('shows its texts, searches on Enter and fetches the details before it selects', async () => {
    const onSelect = renderModal();
    expect(screen.getByText(CHARITY_TEXTS.addTitle)).toBeTruthy();
    expect(screen.getByText(CHARITY_TEXTS.searchSection)).toBeTruthy();
    expect(screen.getByText(CHARITY_TEXTS.searchText)).toBeTruthy();
    search('brightwater');
    expect(await screen.findByText('BRIGHTWATER TRUST')).toBeTruthy();
    expect(screen.getByText(CHARITY_TEXTS.resultsTitle)).toBeTruthy();
    expect(calls).toEqual(['/api/Charities/brightwater']);
    fireEvent.click(screen.getByRole('button', { name: `${CHARITY_TEXTS.select} BRIGHTWATER TRUST` }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(DETAILS));
    expect(calls).toEqual(['/api/Charities/brightwater', '/api/Charities/1098765/0']);
  });

  it('shows the details panel, and the empty text when nothing matches', async () => {
    renderModal();
    search('brightwater');
    fireEvent.click(
      await screen.findByRole('button', { name: `${CHARITY_TEXTS.viewDetails} of BRIGHTWATER TRUST` }),
    );
    expect(await screen.findByText('Charitable company')).toBeTruthy();
    expect(screen.getByText('Main')).toBeTruthy();
    expect(screen.getByText('Registered')).toBeTruthy();
    expect(screen.getByText(CHARITY_TEXTS.verified)).toBeTruthy();
    searchAnswer = async () => json([]);
    search('nothing');
    expect(await screen.findByText(CHARITY_TEXTS.noResults)).toBeTruthy();
  });

  it('ignores a search while one runs, and empties the list when a search fails', async () => {
    let release: (r: Response) => void = () => {};
    searchAnswer = () => new Promise<Response>((resolve) => (release = resolve));
    renderModal();
    search('brightwater');
    expect(await screen.findByText(CHARITY_TEXTS.searching)).toBeTruthy();
    search('cedar');
    expect(calls).toEqual(['/api/Charities/brightwater']);
    release(json({ detail: 'boom' }, 500));
    expect(await screen.findByText(CHARITY_TEXTS.noResults)).toBeTruthy();
  });
});
