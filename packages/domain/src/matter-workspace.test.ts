import { describe, expect, it } from 'vitest';
import { mainIndividualsOf, visibleMatterLinks } from './matter-workspace.js';

const person = (id: string, type: string) => ({
  individualID: id,
  individualType: { individualTypeID: type },
});

describe('visibleMatterLinks (spec 02 §2)', () => {
  const built = ['details', 'team', 'individuals', 'chat'] as const;

  it('shows staff the built links their roles allow, in order', () => {
    expect(visibleMatterLinks(['Matter Admin'], built, false)).toEqual(['details', 'individuals', 'team']);
    expect(visibleMatterLinks(['Matter Admin'], ['details', 'team'], false)).toEqual(['details', 'team']);
  });

  it('gives an Individual no Individuals link, and Chat on mobile only', () => {
    expect(visibleMatterLinks(['Individual'], built, false)).toEqual(['details', 'team']);
    expect(visibleMatterLinks(['Individual'], built, true)).toEqual(['details', 'team', 'chat']);
  });

  it('issue 14: Tasks after Documents for staff, never for the Individual', () => {
    const all = ['details', 'documents', 'tasks', 'chat'] as const;
    expect(visibleMatterLinks(['Matter Executive'], all, false)).toEqual(['details', 'documents', 'tasks']);
    expect(visibleMatterLinks(['Individual'], all, true)).toEqual(['details', 'documents', 'chat']);
  });

  it('follows the spec table, which leaves MLRO and charity roles out', () => {
    expect(visibleMatterLinks(['MLRO'], built, false)).toEqual([]);
    expect(visibleMatterLinks(['Charity'], built, true)).toEqual([]);
  });
});

describe('mainIndividualsOf (spec 02 §2.1)', () => {
  const people = [
    person('a', 'executor'),
    person('b', 'deceased'),
    person('c', 'settlor'),
    person('d', 'settlor'),
  ];

  it('takes the one Deceased of an Estate, every Settlor of a Trust', () => {
    expect(mainIndividualsOf('estate', people).map((p) => p.individualID)).toEqual(['b']);
    expect(mainIndividualsOf('trust', people).map((p) => p.individualID)).toEqual(['c', 'd']);
  });

  it('answers none when the type has no such individual yet', () => {
    expect(mainIndividualsOf('will', people)).toEqual([]);
    expect(mainIndividualsOf('powerOfAttorney', [person('e', 'donor'), person('f', 'donor')])).toHaveLength(
      1,
    );
  });
});

describe('issue 14: Notes and Activity links', () => {
  const built = ['details', 'documents', 'notes', 'activity', 'chat'] as const;
  it('gives staff Notes and Activity after Documents; the client Activity but never Notes', () => {
    expect(visibleMatterLinks(['Matter Executive'], built, false)).toEqual([
      'details',
      'documents',
      'notes',
      'activity',
    ]);
    expect(visibleMatterLinks(['Individual'], built, true)).toEqual([
      'details',
      'documents',
      'activity',
      'chat',
    ]);
  });
});

describe('issue 17: the estate’s links (Assets, Will and gifts, Key dates, Inheritance tax, Accounts)', () => {
  const built = [
    'details',
    'documents',
    'assets',
    'will',
    'key-dates',
    'inheritance-tax',
    'accounts',
    'notes',
    'activity',
  ] as const;
  it('the firm’s staff see them together after Documents (and Requests), on an Estate matter only; never the client', () => {
    expect(visibleMatterLinks(['Matter Executive'], built, false, 'estate')).toEqual([
      'details',
      'documents',
      'assets',
      'will',
      'key-dates',
      'inheritance-tax',
      'accounts',
      'notes',
      'activity',
    ]);
    expect(visibleMatterLinks(['Matter Admin'], built, false, 'will')).toEqual([
      'details',
      'documents',
      'notes',
      'activity',
    ]);
    expect(visibleMatterLinks(['Matter Admin'], built, false)).toEqual([
      'details',
      'documents',
      'notes',
      'activity',
    ]);
    expect(visibleMatterLinks(['Individual'], built, false, 'estate')).toEqual([
      'details',
      'documents',
      'activity',
    ]);
  });
});
