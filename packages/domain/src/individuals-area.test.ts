import { describe, expect, it } from 'vitest';
import { canOpenMatterIndividuals, visibleCharityChecksLinks } from './individuals-area.js';
import { ROLES } from './roles.js';

describe('charity Checks area links (spec 03 §2.14, §6)', () => {
  it('shows Individuals and Companies to Charity, in that order', () => {
    expect(visibleCharityChecksLinks(['Charity'])).toEqual(['individuals', 'companies']);
  });

  it('shows them to no other role, Admin Demo included (the route is open to it, the links are not)', () => {
    for (const role of ROLES.filter((r) => r !== 'Charity')) {
      expect(visibleCharityChecksLinks([role])).toEqual([]);
    }
  });
});

describe("a matter's individuals routes (spec 02 §2 sub-routes)", () => {
  it('are open to the firm roles, Admin Demo and Charity', () => {
    for (const role of [
      'Matter Admin',
      'Supervising Partner',
      'Matter Executive',
      'MLRO',
      'Support',
      'Admin Demo',
      'Charity',
    ] as const) {
      expect(canOpenMatterIndividuals([role])).toBe(true);
    }
  });

  it('are closed to the Individual and the other roles', () => {
    for (const role of ['Individual', 'Administrators', 'Trustee', 'Finance', 'Legacy Manager'] as const) {
      expect(canOpenMatterIndividuals([role])).toBe(false);
    }
  });
});
