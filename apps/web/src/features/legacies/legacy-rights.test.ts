import type { Legacy, Role } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { legacyRights } from './legacy-rights';

const ORG = 'b0000000-0000-4000-8000-000000000001';
const ME = { userID: 'u-me' };
const legacy = (team: string[]) =>
  ({ organisationID: ORG, charityTeam: team.map((userID) => ({ userID })) }) as unknown as Pick<
    Legacy,
    'organisationID' | 'charityTeam'
  >;

describe('legacyRights (the buttons the server accepts)', () => {
  it('Charity: every change on any legacy of the charity', () => {
    expect(legacyRights(legacy([]), ME, ['Charity'])).toEqual({
      canUpdate: true,
      canExport: true,
      canChangeStatus: true,
      canDeceased: true,
    });
  });

  it('issue 11: the Legacy Manager changes the status of a legacy whose team holds them, nothing else', () => {
    expect(legacyRights(legacy(['u-me']), ME, ['Legacy Manager'])).toEqual({
      canUpdate: false,
      canExport: true,
      canChangeStatus: true,
      canDeceased: false,
    });
    expect(legacyRights(legacy(['u-other']), ME, ['Legacy Manager']).canChangeStatus).toBe(false);
  });

  it.each(['Legacy User', 'Senior Legacy User'] as Role[])('issue 11: %s reads and exports only', (role) => {
    expect(legacyRights(legacy(['u-me']), ME, [role])).toEqual({
      canUpdate: false,
      canExport: true,
      canChangeStatus: false,
      canDeceased: false,
    });
    expect(legacyRights(legacy([]), ME, [role]).canExport).toBe(false);
  });
});
