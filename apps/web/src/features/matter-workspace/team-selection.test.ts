import { describe, expect, it } from 'vitest';
import { canToggleMember, hasSelectionChanged, selectionToTeam } from './team-selection';

describe('selectionToTeam (spec 02 §4 the whole team list)', () => {
  it('keeps members in order, drops the unticked, appends the ticked', () => {
    expect(selectionToTeam(['a', 'b', 'c'], new Set(['a', 'c', 'd']), ['a', 'b', 'c', 'd', 'e'])).toEqual([
      'a',
      'c',
      'd',
    ]);
  });

  it('never drops a member the overlay did not list', () => {
    expect(selectionToTeam(['a', 'z'], new Set(['a']), ['a', 'b'])).toEqual(['a', 'z']);
  });
});

describe('canToggleMember', () => {
  const base = { currentTeam: ['owner', 'member'], ownerID: 'owner' };

  it('never lets the owner go', () => {
    expect(canToggleMember('owner', { ...base, canAdd: true, canRemove: true })).toBe(false);
  });

  it('needs delete to untick a member and create to tick a newcomer', () => {
    expect(canToggleMember('member', { ...base, canAdd: true, canRemove: false })).toBe(false);
    expect(canToggleMember('member', { ...base, canAdd: false, canRemove: true })).toBe(true);
    expect(canToggleMember('new', { ...base, canAdd: false, canRemove: true })).toBe(false);
    expect(canToggleMember('new', { ...base, canAdd: true, canRemove: false })).toBe(true);
  });
});

describe('hasSelectionChanged', () => {
  it('sees additions and removals but not order', () => {
    expect(hasSelectionChanged(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(hasSelectionChanged(['a', 'b'], ['a'])).toBe(true);
    expect(hasSelectionChanged(['a'], ['a', 'c'])).toBe(true);
  });
});
