import { describe, expect, it } from 'vitest';
import { LEGACY_STATUS_DESCRIPTIONS, legacyStatusDescription } from './legacy-status-texts.js';
import { LEGACY_STATUSES, MATTER_TYPES } from './matter-types.js';

describe('the legacy status descriptions (issue 11: the charity reads them)', () => {
  it('describe every legacy status, with and without a firm', () => {
    for (const status of LEGACY_STATUSES) {
      expect(legacyStatusDescription(status.key, true)).not.toBe('');
      expect(legacyStatusDescription(status.key, false)).not.toBe('');
    }
    expect(Object.keys(LEGACY_STATUS_DESCRIPTIONS).sort()).toEqual(LEGACY_STATUSES.map((s) => s.key).sort());
  });

  it("never use the firm's internal words for the matter", () => {
    for (const texts of Object.values(LEGACY_STATUS_DESCRIPTIONS))
      for (const text of [texts.withFirm, texts.withoutFirm]) {
        expect(text).not.toMatch(/\bmatter\b|\bclient\b|engagement/i);
      }
  });

  it('name the firm only when one is attached', () => {
    expect(legacyStatusDescription('post-grant', true)).toBe(
      "Probate has been granted; the firm is collecting the estate's assets.",
    );
    expect(legacyStatusDescription('post-grant', false)).not.toMatch(/firm/);
    for (const texts of Object.values(LEGACY_STATUS_DESCRIPTIONS))
      expect(texts.withoutFirm).not.toMatch(/firm/);
  });

  it('are what the legacy statuses carry, while the matter statuses keep the firm’s texts', () => {
    const postGrant = LEGACY_STATUSES.find((s) => s.key === 'post-grant');
    expect(postGrant?.description).toBe(legacyStatusDescription('post-grant', false));
    const estatePreEngagement = MATTER_TYPES[0]?.statuses[0];
    expect(estatePreEngagement?.description).toBe('Engagement is being agreed with the client.');
  });

  it('have none for an unknown key', () => {
    expect(legacyStatusDescription('nonsense', true)).toBe('');
  });
});
