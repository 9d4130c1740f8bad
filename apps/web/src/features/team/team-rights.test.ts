import { ORGANISATION_TYPES } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { teamRights } from './team-rights';

const LAWFIRM = ORGANISATION_TYPES.lawfirm.organisationTypeID;
const CHARITY = ORGANISATION_TYPES.charity.organisationTypeID;

describe('teamRights (spec 01 §6 Team page by organisation type)', () => {
  it('gives a law firm Matter Admin every right', () => {
    expect(teamRights(LAWFIRM, ['Matter Admin'])).toEqual({
      canCreate: true,
      canRead: true,
      canUpdate: true,
      canDelete: true,
    });
  });

  it('gives Admin Demo read only, in a law firm and in a charity', () => {
    for (const type of [LAWFIRM, CHARITY]) {
      expect(teamRights(type, ['Admin Demo'])).toEqual({
        canCreate: false,
        canRead: true,
        canUpdate: false,
        canDelete: false,
      });
    }
  });

  it('gives other law-firm roles nothing', () => {
    for (const role of ['Matter Executive', 'Supervising Partner', 'Support', 'MLRO'] as const) {
      expect(teamRights(LAWFIRM, [role]).canUpdate).toBe(false);
      expect(teamRights(LAWFIRM, [role]).canDelete).toBe(false);
    }
  });

  it('gives a charity Legacy Manager every right and the Charity role none', () => {
    expect(teamRights(CHARITY, ['Legacy Manager']).canDelete).toBe(true);
    expect(teamRights(CHARITY, ['Charity'])).toEqual({
      canCreate: false,
      canRead: false,
      canUpdate: false,
      canDelete: false,
    });
  });

  it('does not carry a law-firm role into a charity', () => {
    expect(teamRights(CHARITY, ['Matter Admin']).canUpdate).toBe(false);
  });

  it('gives nothing in other organisation types or without one', () => {
    expect(teamRights(ORGANISATION_TYPES.platform.organisationTypeID, ['Matter Admin']).canRead).toBe(false);
    expect(teamRights(null, ['Matter Admin']).canRead).toBe(false);
  });
});
