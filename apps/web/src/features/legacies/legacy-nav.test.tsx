import { EMPTY_GUID, type Legacy } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { legacyNavItems } from './LegacyArea';
import { displayReference } from './legacies.api';

const base = {
  legacyID: 'l-1',
  matterID: EMPTY_GUID,
  deceased: { individualID: 'i-1', title: null, firstName: 'Walter', surname: 'Price', dobDateTime: null },
} as unknown as Legacy;

const labels = (legacy: Legacy, isCharity: boolean) => legacyNavItems(legacy, isCharity).map((i) => i.label);

describe('legacy area navigation (spec 03 §2.3)', () => {
  it('inserts Deceased second for Charity when there is a deceased and no matter', () => {
    expect(labels(base, true)).toEqual([
      'Information',
      'Deceased',
      'Legacy Details',
      'Documents',
      'Beneficiaries',
      'Team',
      'Activity',
    ]);
    expect(legacyNavItems(base, true)[1]?.to).toBe('individual/i-1');
    // issue 11: the legacy's Activity section comes last, for everyone in the area.
    expect(legacyNavItems(base, false).at(-1)?.to).toBe('activity');
  });

  it('leaves Deceased out for Admin Demo, with a matter, or with no deceased', () => {
    const withoutDeceased = [
      'Information',
      'Legacy Details',
      'Documents',
      'Beneficiaries',
      'Team',
      'Activity',
    ];
    expect(labels(base, false)).toEqual(withoutDeceased);
    expect(labels({ ...base, matterID: 'm-1' }, true)).toEqual(withoutDeceased);
    expect(labels({ ...base, deceased: null }, true)).toEqual(withoutDeceased);
  });

  it('shows the charity reference, else the reference', () => {
    expect(displayReference({ charityReference: 'CH-1', reference: 'R-1' })).toBe('CH-1');
    expect(displayReference({ charityReference: '  ', reference: 'R-1' })).toBe('R-1');
    expect(displayReference({ charityReference: null, reference: 'R-1' })).toBe('R-1');
  });
});
