import { describe, expect, it } from 'vitest';
import {
  CHARITY_INDIVIDUAL_TYPES,
  INDIVIDUAL_TYPES,
  INDIVIDUAL_TYPES_BY_MATTER_TYPE,
  individualTypeView,
  isIndividualTypeAllowed,
} from './individual-types.js';
import { MAIN_INDIVIDUAL } from './matter-workspace.js';

describe('individual types per matter type (spec 02 §3)', () => {
  it('names every type it offers and starts with the main individual of the matter type', () => {
    for (const [key, list] of Object.entries(INDIVIDUAL_TYPES_BY_MATTER_TYPE)) {
      for (const t of list) expect(INDIVIDUAL_TYPES[t], t).toBeDefined();
      expect(list[0]).toBe(MAIN_INDIVIDUAL[key as keyof typeof MAIN_INDIVIDUAL].individualTypeID);
    }
    for (const t of CHARITY_INDIVIDUAL_TYPES) expect(INDIVIDUAL_TYPES[t], t).toBeDefined();
  });
  it('offers the types seen in the spec', () => {
    const names = Object.values(INDIVIDUAL_TYPES).map((t) => t.name);
    for (const n of [
      'Individual',
      'Matter Admin',
      'Supervising Partner',
      'Matter Executive',
      'MLRO',
      'Support',
      'Admin Demo',
      'Charity',
      'Deceased',
    ])
      expect(names).toContain(n);
  });
  it('keeps types to their matter type', () => {
    expect(isIndividualTypeAllowed('deceased', 'estate')).toBe(true);
    expect(isIndividualTypeAllowed('donor', 'estate')).toBe(false);
    expect(isIndividualTypeAllowed('donor', 'powerOfAttorney')).toBe(true);
    expect(isIndividualTypeAllowed('executor', 'charity')).toBe(false);
    expect(individualTypeView('nope')).toEqual({ individualTypeID: 'nope', name: 'nope', description: '' });
  });
});
