import { describe, expect, it } from 'vitest';
import { defaultMatterTitle, fullNameOf, joinNames, matterTitleOf } from './matter-title.js';

const person = (individualTypeID: string, firstName: string, surname: string, middleNames = '') => ({
  individualTypeID,
  firstName,
  middleNames,
  surname,
});

describe('matter titles (issue 14)', () => {
  it('an Estate is "Estate of" its first deceased, by full name', () => {
    expect(
      defaultMatterTitle('estate', [
        person('executor', 'Iris', 'Bennett'),
        person('deceased', 'Margaret', 'Hale', 'Anne'),
        person('deceased', 'Later', 'Added'),
      ]),
    ).toBe('Estate of Margaret Anne Hale');
  });

  it('other types take their main individual; a Trust all its settlors', () => {
    expect(defaultMatterTitle('will', [person('testator', 'Tom', 'Reed')])).toBe('Tom Reed');
    expect(defaultMatterTitle('powerOfAttorney', [person('donor', 'Dora', 'Lane')])).toBe('Dora Lane');
    expect(
      defaultMatterTitle('trust', [
        person('settlor', 'A', 'One'),
        person('beneficiary', 'X', 'Y'),
        person('settlor', 'B', 'Two'),
        person('settlor', 'C', 'Three'),
      ]),
    ).toBe('A One, B Two and C Three');
  });

  it('no main individual: no title; a set title wins over the default', () => {
    expect(defaultMatterTitle('estate', [person('executor', 'Iris', 'Bennett')])).toBeNull();
    expect(matterTitleOf('  Smith family  ', 'Estate of X')).toBe('Smith family');
    expect(matterTitleOf('', 'Estate of X')).toBe('Estate of X');
    expect(matterTitleOf(null, null)).toBeNull();
  });

  it('joins names as a sentence and skips empty middle names', () => {
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(fullNameOf({ firstName: ' Ann ', middleNames: ' ', surname: 'Lee' })).toBe('Ann Lee');
  });
});
