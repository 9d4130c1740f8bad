import { describe, expect, it } from 'vitest';
import { legacyFormErrors } from './legacy-form.js';
import { ZLegacyDetailInput, formatPounds } from './legacy-detail.js';
import { LEGACY_TEXTS, LEGACY_TYPES } from './legacy.js';

describe('legacy form rules (spec 03 §5)', () => {
  it('with no matter every charity-owned field is checked', () => {
    expect(Object.keys(legacyFormErrors({}, false)).sort()).toEqual([
      'charityReference',
      'dateOfDeath',
      'dateOfProbate',
      'probateReference',
    ]);
    expect(
      legacyFormErrors(
        {
          charityReference: 'A',
          probateReference: 'B',
          dateOfDeath: '2025-01-31',
          dateOfProbate: '2025-02-01T00:00:00Z',
        },
        false,
      ),
    ).toEqual({});
    expect(
      Object.keys(
        legacyFormErrors(
          {
            charityReference: 'A',
            probateReference: 'x'.repeat(201),
            dateOfDeath: '2025-13-40',
            dateOfProbate: 'soon',
          },
          false,
        ),
      ).sort(),
    ).toEqual(['dateOfDeath', 'dateOfProbate', 'probateReference']);
  });

  it('with a firm matter only the charity reference', () => {
    expect(legacyFormErrors({ charityReference: 'A' }, true)).toEqual({});
    expect(Object.keys(legacyFormErrors({ charityReference: ' ' }, true))).toEqual(['charityReference']);
  });

  it('legacy details need type, description and amount; pounds display', () => {
    const valid = {
      legacyType: { legacyTypeID: LEGACY_TYPES[1].legacyTypeID },
      description: 'd',
      amountPence: 5,
    };
    expect(ZLegacyDetailInput.safeParse(valid).success).toBe(true);
    // Ids are compared case-insensitively; an id that is none of spec 03 §3's types is refused on its field.
    const upper = { ...valid, legacyType: { legacyTypeID: LEGACY_TYPES[1].legacyTypeID.toUpperCase() } };
    expect(ZLegacyDetailInput.safeParse(upper).success).toBe(true);
    const unknown = ZLegacyDetailInput.safeParse({ ...valid, legacyType: { legacyTypeID: 'x' } });
    expect(unknown.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['legacyType.legacyTypeID', LEGACY_TEXTS.unknownLegacyType],
    ]);
    expect(
      ZLegacyDetailInput.safeParse({ description: '', amountPence: 1.5 })
        .error?.issues.map((i) => i.path.join('.'))
        .sort(),
    ).toEqual(['amountPence', 'description', 'legacyType']);
    expect(formatPounds(123456)).toBe('£1,234.56');
    expect(formatPounds(0)).toBe('£0.00');
  });
});
