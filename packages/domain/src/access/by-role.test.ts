import { describe, expect, it } from 'vitest';
import type { Role } from '../roles.js';
import {
  helpVisible,
  isLegacyTeamScoped,
  matterListSource,
  mentionLinkFor,
  reportListFor,
  teamPageArea,
} from './by-role.js';

describe('teamPageArea (spec 01 §6: Team page rights by organisation type)', () => {
  it.each([
    ['lawfirm', 'lawfirmUsers'],
    ['charity', 'charityUsers'],
    ['platform', null],
    ['clients', null],
  ] as const)('%s → %s', (type, area) => {
    expect(teamPageArea(type)).toBe(area);
  });
});

describe('matterListSource (spec 01 §6 matter list data source)', () => {
  it.each([
    [['Individual'], 'individual'],
    [['Matter Admin'], 'organisation'],
    [['Matter Executive'], 'organisation'],
    [['Support'], 'organisation'],
    [['Supervising Partner'], 'user'],
    [['MLRO'], 'user'],
    [['Admin Demo'], 'user'],
    [['MLRO', 'Support'], 'organisation'],
  ] as [Role[], string][])('%j → %s', (roles, source) => {
    expect(matterListSource(roles)).toBe(source);
  });
});

describe('reportListFor (spec 01 §6 Reports)', () => {
  it('Administrators get the Admin list, without an organisation parameter', () => {
    expect(reportListFor(['Administrators'])).toEqual({ list: 'Admin', addOrganisationID: false });
  });
  it('Charity and Trustee get the Charity list; others the Client list; both with their organisation', () => {
    expect(reportListFor(['Charity'])).toEqual({ list: 'Charity', addOrganisationID: true });
    // Decision (issue 11): a charity's Trustee reads the charity's reports, not a firm's.
    expect(reportListFor(['Trustee'])).toEqual({ list: 'Charity', addOrganisationID: true });
    expect(reportListFor(['Matter Admin'])).toEqual({ list: 'Client', addOrganisationID: true });
    expect(reportListFor(['Admin Demo'])).toEqual({ list: 'Client', addOrganisationID: true });
  });
});

describe('mentionLinkFor (spec 01 §6 mention links)', () => {
  it.each([
    [['Individual'], null],
    [['Administrators'], null],
    [['Admin Demo'], null],
    [['Charity'], 'charityLegacy'],
    [['Trustee'], 'charityLegacy'],
    [['Finance'], 'charityLegacy'],
    [['Legacy Manager'], 'charityLegacy'],
    [['Legacy User'], 'charityLegacy'],
    [['Senior Legacy User'], 'charityLegacy'],
    [['Matter Admin'], 'matterOrganisations'],
    [['Supervising Partner'], 'matterOrganisations'],
    [['Matter Executive'], 'matterOrganisations'],
    [['MLRO'], 'matterOrganisations'],
    [['Support'], 'matterOrganisations'],
  ] as [Role[], string | null][])('%j → %s', (roles, link) => {
    expect(mentionLinkFor(roles)).toBe(link);
  });
});

describe('helpVisible (spec 01 §6 user_roles_can_view)', () => {
  it('an empty list means visible to all', () => {
    expect(helpVisible(['Individual'], [])).toBe(true);
  });
  it('otherwise the user must hold a listed role', () => {
    expect(helpVisible(['Individual'], ['Matter Admin', 'Support'])).toBe(false);
    expect(helpVisible(['Individual', 'Support'], ['Matter Admin', 'Support'])).toBe(true);
  });
});

describe('isLegacyTeamScoped (issue 11: legacy rights by legacy team)', () => {
  it.each([
    [['Legacy Manager'], true],
    [['Legacy User'], true],
    [['Senior Legacy User'], true],
    [['Legacy User', 'Finance'], true],
    [['Legacy User', 'Charity'], false],
    [['Charity'], false],
    [['Admin Demo'], false],
    [['Trustee'], false],
    [['Finance'], false],
    [['Matter Admin'], false],
  ] as [Role[], boolean][])('%j → %s', (roles, expected) => {
    expect(isLegacyTeamScoped(roles)).toBe(expected);
  });
});
