import { describe, expect, it } from 'vitest';
import {
  CONFLICT_TEXTS,
  ZConflictCheckInput,
  isConflictCheckable,
  mainIndividualLabel,
} from './conflicts.js';

describe('conflict check rules (issue 14)', () => {
  it('is worth running with a full name and a real date of birth, or an e-mail address', () => {
    expect(isConflictCheckable({ firstName: 'Iris', lastName: 'Bennett', dateOfBirth: '1960-04-12' })).toBe(
      true,
    );
    expect(isConflictCheckable({ firstName: 'Iris', lastName: 'Bennett' })).toBe(false);
    expect(isConflictCheckable({ firstName: 'Iris', lastName: 'Bennett', dateOfBirth: '12/04/19' })).toBe(
      false,
    );
    expect(isConflictCheckable({ firstName: 'Iris', lastName: '', dateOfBirth: '1960-04-12' })).toBe(false);
    expect(isConflictCheckable({ email: 'iris@example.test' })).toBe(true);
    expect(isConflictCheckable({ email: 'iris@' })).toBe(false);
  });
  it('names the main individual of each matter type', () => {
    expect(mainIndividualLabel('estate')).toBe('Deceased');
    expect(mainIndividualLabel('powerOfAttorney')).toBe('Donor');
    expect(mainIndividualLabel('trust')).toBe('Settlor');
    expect(mainIndividualLabel('will')).toBe('Testator');
  });
  it('refuses an impossible or future date of birth and takes empty values as none', () => {
    expect(ZConflictCheckInput.safeParse({ dateOfBirth: '1960-02-30' }).success).toBe(false);
    expect(ZConflictCheckInput.safeParse({ dateOfBirth: '2999-01-01' }).success).toBe(false);
    expect(ZConflictCheckInput.parse({ dateOfBirth: '', email: '' })).toMatchObject({ dateOfBirth: null });
  });
  it('counts the matters in its intro', () => {
    expect(CONFLICT_TEXTS.intro(1)).toBe('This person already appears on another matter of your firm:');
    expect(CONFLICT_TEXTS.intro(3)).toBe('This person already appears on 3 other matters of your firm:');
  });
});
