import { describe, expect, it } from 'vitest';
import { DEMO_CHARITY_ID, DEMO_FIRM_ID } from '../ids.js';
import type { Role } from '../roles.js';
import { type AccessActor, can, crudFlags, listScope, ruleFor } from './can.js';

const FIRM_A = '0f000000-0000-4000-8000-00000000000a';
const FIRM_B = '0f000000-0000-4000-8000-00000000000b';
const CHARITY_C = '0f000000-0000-4000-8000-00000000000c';
const ME = '11111111-0000-4000-8000-000000000001';
const OTHER = '11111111-0000-4000-8000-000000000002';

function actor(roles: Role[], organisationIDs: string[] = [FIRM_A], userID = ME): AccessActor {
  return { userID, roles, organisationIDs };
}

describe('can: unknown means deny', () => {
  it('denies an unknown action, even to Administrators', () => {
    expect(can(actor(['Administrators']), 'matter.fly')).toBe(false);
    expect(can(actor(['Administrators']), '')).toBe(false);
    expect(can(actor(['Administrators']), 'matter.read')).toBe(true);
  });

  it('denies an actor with no roles or only unknown roles', () => {
    expect(can(actor([]), 'help.read')).toBe(false);
    expect(can(actor(['Wizard' as Role]), 'help.read')).toBe(false);
    expect(ruleFor('Wizard', 'help.read')).toBe('deny');
    expect(ruleFor('Matter Admin', 'no.such')).toBe('deny');
  });

  it('denies where the row says deny', () => {
    expect(can(actor(['Charity'], [CHARITY_C]), 'dashboard.createMatter')).toBe(false);
    expect(can(actor(['Individual']), 'matter.delete')).toBe(false);
  });
});

describe('can: several roles combine, any allowing role wins', () => {
  it('Charity alone may not manage bank accounts; Charity with Finance may', () => {
    const res = { organisationID: CHARITY_C };
    expect(can(actor(['Charity'], [CHARITY_C]), 'bankAccount.create', res)).toBe(false);
    expect(can(actor(['Charity', 'Finance'], [CHARITY_C]), 'bankAccount.create', res)).toBe(true);
  });

  it('a Support user who is also Matter Admin may manage the firm Team page', () => {
    expect(can(actor(['Support']), 'lawfirmUsers.update')).toBe(false);
    expect(can(actor(['Support', 'Matter Admin']), 'lawfirmUsers.update')).toBe(true);
  });
});

describe("can: 'org'", () => {
  const ma = actor(['Matter Admin'], [FIRM_A]);

  it('without a resource means allowed in principle (for showing buttons)', () => {
    expect(can(ma, 'matter.delete')).toBe(true);
  });

  it('with a resource checks the organisation', () => {
    expect(can(ma, 'matter.delete', { organisationID: FIRM_A })).toBe(true);
    expect(can(ma, 'matter.delete', { organisationID: FIRM_B })).toBe(false);
  });

  it('denies a resource without an organisation', () => {
    expect(can(ma, 'matter.read', {})).toBe(false);
    expect(can(ma, 'matter.read', { organisationID: null })).toBe(false);
  });

  it('compares ids case-insensitively', () => {
    expect(can(ma, 'matter.read', { organisationID: FIRM_A.toUpperCase() })).toBe(true);
  });

  it('Admin Demo acts inside the demo organisations only', () => {
    const demo = actor(['Admin Demo'], [DEMO_FIRM_ID, DEMO_CHARITY_ID]);
    expect(can(demo, 'matter.update', { organisationID: DEMO_FIRM_ID })).toBe(true);
    expect(can(demo, 'legacy.read', { organisationID: DEMO_CHARITY_ID })).toBe(true);
    expect(can(demo, 'matter.update', { organisationID: FIRM_A })).toBe(false);
  });

  it("Administrators' 'allow' needs no organisation", () => {
    expect(can(actor(['Administrators'], []), 'matter.read', { organisationID: FIRM_B })).toBe(true);
    expect(can(actor(['Administrators'], []), 'company.delete', { organisationID: CHARITY_C })).toBe(true);
  });
});

describe("can: 'own', 'team', 'linked'", () => {
  it("'own': only the uploader deletes a document", () => {
    const ma = actor(['Matter Admin']);
    expect(can(ma, 'document.delete', { organisationID: FIRM_A, ownerUserID: ME })).toBe(true);
    expect(can(ma, 'document.delete', { organisationID: FIRM_A, ownerUserID: OTHER })).toBe(false);
    expect(can(ma, 'document.delete', { organisationID: FIRM_A })).toBe(false);
  });

  it("'own': Matter Admin changes only their own roles", () => {
    const ma = actor(['Matter Admin']);
    expect(can(ma, 'ownRoles.update', { ownerUserID: ME })).toBe(true);
    expect(can(ma, 'ownRoles.update', { ownerUserID: OTHER })).toBe(false);
    expect(can(actor(['Matter Executive']), 'ownRoles.update', { ownerUserID: ME })).toBe(false);
  });

  it("'team': a Legacy User reads the chat of a legacy whose team they are on", () => {
    const lu = actor(['Legacy User'], [CHARITY_C]);
    expect(can(lu, 'chatMessage.read', { teamUserIDs: [OTHER, ME] })).toBe(true);
    expect(can(lu, 'chatMessage.read', { teamUserIDs: [OTHER] })).toBe(false);
    expect(can(lu, 'chatMessage.read', { organisationID: CHARITY_C })).toBe(false);
  });

  it("'team' (issue 11): the legacy roles read only their legacy team's legacies; Legacy Manager changes status", () => {
    const onTeam = { organisationID: CHARITY_C, teamUserIDs: [OTHER, ME] };
    const offTeam = { organisationID: CHARITY_C, teamUserIDs: [OTHER] };
    for (const role of ['Legacy Manager', 'Legacy User', 'Senior Legacy User'] as Role[]) {
      const a = actor([role], [CHARITY_C]);
      expect(can(a, 'legacy.read', onTeam), role).toBe(true);
      expect(can(a, 'legacy.read', offTeam), role).toBe(false);
      expect(can(a, 'legacy.update', onTeam), role).toBe(false);
      expect(can(a, 'legacyBankAccount.assign', onTeam), role).toBe(false);
      expect(can(a, 'legacyStatus.change', onTeam), role).toBe(role === 'Legacy Manager');
    }
    expect(can(actor(['Legacy Manager'], [CHARITY_C]), 'legacyStatus.change', offTeam)).toBe(false);
    expect(listScope(actor(['Legacy User'], [CHARITY_C]), 'legacy.read')).toEqual({
      kind: 'where',
      organisationIDs: [],
      ownerUserID: null,
      teamUserID: ME,
      linkedUserID: null,
    });
  });

  it("'linked': an Individual reads only the matters they are linked to", () => {
    const ind = actor(['Individual'], [FIRM_A]);
    expect(can(ind, 'matter.read', { organisationID: FIRM_A, linkedUserIDs: [ME] })).toBe(true);
    expect(can(ind, 'matter.read', { organisationID: FIRM_A, linkedUserIDs: [OTHER] })).toBe(false);
    expect(can(ind, 'matter.read', { organisationID: FIRM_A })).toBe(false);
    expect(can(ind, 'matter.update', { organisationID: FIRM_A, linkedUserIDs: [ME] })).toBe(false);
  });

  it('a scoped rule without a resource is allowed in principle', () => {
    expect(can(actor(['Individual']), 'matter.read')).toBe(true);
    expect(can(actor(['Legacy User']), 'chatMessage.read')).toBe(true);
  });
});

describe('crudFlags: [create, read, update, delete]', () => {
  it('Individual on matters: read only', () => {
    expect(crudFlags(['Individual'], 'matter')).toEqual([false, true, false, false]);
  });

  it('Team page by organisation type', () => {
    expect(crudFlags(['Matter Admin'], 'lawfirmUsers')).toEqual([true, true, true, true]);
    expect(crudFlags(['Admin Demo'], 'lawfirmUsers')).toEqual([false, true, false, false]);
    expect(crudFlags(['Matter Executive'], 'lawfirmUsers')).toEqual([false, false, false, false]);
    expect(crudFlags(['Legacy Manager'], 'charityUsers')).toEqual([true, true, true, true]);
    expect(crudFlags(['Charity'], 'charityUsers')).toEqual([false, false, false, false]);
    expect(crudFlags(['Charity', 'Legacy Manager'], 'charityUsers')).toEqual([true, true, true, true]);
  });

  it('areas without some verbs report them false', () => {
    expect(crudFlags(['Matter Admin'], 'matterStatus')).toEqual([true, true, false, false]);
    expect(crudFlags(['Individual'], 'matterStatus')).toEqual([false, true, false, false]);
    expect(crudFlags(['Charity'], 'legacyTeam')).toEqual([true, true, false, false]);
  });

  it('summary areas: hidden for Individual, read for firm roles', () => {
    expect(crudFlags(['Individual'], 'summary.individuals')).toEqual([false, false, false, false]);
    expect(crudFlags(['Individual'], 'summary.messages')).toEqual([false, true, false, false]);
    expect(crudFlags(['MLRO'], 'summary.checks')).toEqual([false, true, false, false]);
  });

  it('no roles: nothing', () => {
    expect(crudFlags([], 'matter')).toEqual([false, false, false, false]);
  });
});

describe('listScope: the where of a list, from the same rules', () => {
  it("'allow' gives all, nothing gives none", () => {
    expect(listScope(actor(['Administrators']), 'matter.read')).toEqual({ kind: 'all' });
    expect(listScope(actor(['Charity'], [CHARITY_C]), 'matter.read')).toEqual({ kind: 'none' });
    expect(listScope(actor(['Administrators']), 'no.such')).toEqual({ kind: 'none' });
  });

  it('scoped rules give their conditions, combined across roles', () => {
    expect(listScope(actor(['Matter Admin']), 'matter.read')).toEqual({
      kind: 'where',
      organisationIDs: [FIRM_A],
      ownerUserID: null,
      teamUserID: null,
      linkedUserID: null,
    });
    expect(listScope(actor(['Individual', 'Supervising Partner']), 'matterList.read')).toEqual({
      kind: 'where',
      organisationIDs: [],
      ownerUserID: null,
      teamUserID: ME,
      linkedUserID: ME,
    });
  });
});
