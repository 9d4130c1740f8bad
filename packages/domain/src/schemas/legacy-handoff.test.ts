import { describe, expect, it } from 'vitest';
import {
  LEGACY_INTAKE_TEXTS,
  ZLegacyIntakeInput,
  charityLegacyTabPath,
  legacyIntakeErrors,
} from './legacy-handoff.js';
import { todayInUk } from '../calendar.js';

describe('the hand-off rules (issue 11)', () => {
  it("today in the UK is London's date, not the server's", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST); in January London is on UTC.
    expect(todayInUk(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayInUk(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
  });

  it('intake dates are real, not in the future, and the will comes before the notification', () => {
    expect(legacyIntakeErrors({ notifiedDate: '2026-02-29' })).toEqual({
      notifiedDate: [LEGACY_INTAKE_TEXTS.invalidDate],
    });
    expect(legacyIntakeErrors({ notifiedDate: '9999-01-01' })).toEqual({
      notifiedDate: [LEGACY_INTAKE_TEXTS.futureDate],
    });
    expect(legacyIntakeErrors({ notifiedDate: '2026-01-10', dateOfWill: '2026-01-11' })).toEqual({
      dateOfWill: [LEGACY_INTAKE_TEXTS.willAfterNotification],
    });
    expect(legacyIntakeErrors({ notifiedDate: '2024-02-29', dateOfWill: '2024-02-29' })).toEqual({});
  });

  it('empty texts are none; contacts default to executors', () => {
    const parsed = ZLegacyIntakeInput.parse({
      notifiedDate: '',
      contacts: [{ name: ' Margaret Hale ', emailAddress: '', phone: '', address: '' }],
    });
    expect(parsed).toEqual({
      notifiedDate: null,
      contacts: [{ role: 'executor', name: 'Margaret Hale', emailAddress: null, phone: null, address: null }],
    });
  });

  it("links to the charity's Legacy tab on the matter's Charities page", () => {
    expect(charityLegacyTabPath('m-1', 'c-2')).toBe(
      '/secure/matters/m-1/organisations?openCharityID=c-2&openCharityTab=legacy',
    );
  });
});
