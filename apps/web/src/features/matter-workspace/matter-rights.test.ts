import { describe, expect, it } from 'vitest';
import { matterRightsFor } from './matter-rights';

describe('matterRightsFor (spec 02 §6)', () => {
  it('gives the firm roles and Admin Demo every workspace right', () => {
    for (const role of [
      'Matter Admin',
      'Matter Executive',
      'Supervising Partner',
      'MLRO',
      'Support',
      'Admin Demo',
    ] as const) {
      expect(matterRightsFor([role])).toEqual({
        canEditDetails: true,
        canChangeStatus: true,
        canAddMembers: true,
        canChangeOwner: true,
        canRemoveMembers: true,
      });
    }
  });

  it('leaves an Individual read only', () => {
    expect(Object.values(matterRightsFor(['Individual']))).toEqual([false, false, false, false, false]);
  });
});
