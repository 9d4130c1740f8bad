import { registrationStatusLabel, showingCharitiesText, suffixLabel } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { addressLines, cifCdfLabel, currentPageOf, registerDate, yesNo } from './charity-format';

describe('the charities page texts (spec 02 §2.12, 03 §2.15)', () => {
  it("says 'Showing X through Y out of Z charity/charities' for each page", () => {
    expect(showingCharitiesText(1, 10, 1)).toBe('Showing 1 through 1 out of 1 charity');
    expect(showingCharitiesText(1, 10, 23)).toBe('Showing 1 through 10 out of 23 charities');
    expect(showingCharitiesText(3, 10, 23)).toBe('Showing 21 through 23 out of 23 charities');
    expect(showingCharitiesText(1, 10, 0)).toBe('Showing 0 through 0 out of 0 charities');
    // A page past the end (a stale link) never counts beyond the total.
    expect(showingCharitiesText(5, 10, 23)).toBe('Showing 23 through 23 out of 23 charities');
  });

  it('reads currentPage from the query string, 1 when missing or not a page', () => {
    expect(currentPageOf(new URLSearchParams('currentPage=3'))).toBe(3);
    for (const bad of ['', 'currentPage=0', 'currentPage=-2', 'currentPage=1.5', 'currentPage=x']) {
      expect(currentPageOf(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('labels the register fields as the details panel shows them', () => {
    expect(suffixLabel(0)).toBe('Main');
    expect(suffixLabel(2)).toBe('2');
    expect(registrationStatusLabel('R')).toBe('Registered');
    expect(registrationStatusLabel('RM')).toBe('Removed');
    expect(registrationStatusLabel(null)).toBe('-');
    expect([yesNo(true), yesNo(false)]).toEqual(['YES', 'NO']);
    expect([cifCdfLabel('CIF'), cifCdfLabel('CDF'), cifCdfLabel(null), cifCdfLabel('X')]).toEqual([
      'CIF',
      'CDF',
      'None',
      'None',
    ]);
    expect(registerDate('1965-09-07T00:00:00')).toBe('07/09/1965');
    expect(registerDate(null)).toBe('-');
    expect(
      addressLines({
        address_line_one: '22 River Walk',
        address_line_two: null,
        address_line_three: ' ',
        address_line_four: 'York',
        address_line_five: 'North Yorkshire',
      }),
    ).toEqual(['22 River Walk', 'York', 'North Yorkshire']);
  });
});
