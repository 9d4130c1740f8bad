import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.js';
import { SECURE_ROUTES, type SecureRoute } from '../routes.js';
import { ACTIONS, type Action } from './actions.js';
import { PERMISSIONS } from './matrix.js';

// Written out from spec 01 §6 independently of roles.ts.
const SPEC_ROLES: Role[] = [
  'Administrators',
  'Admin Demo',
  'Charity',
  'Trustee',
  'Individual',
  'Matter Admin',
  'Matter Executive',
  'MLRO',
  'Supervising Partner',
  'Support',
  'Finance',
  'Legacy Manager',
  'Legacy User',
  'Senior Legacy User',
];
const RULE_WORDS = ['allow', 'deny', 'own', 'org', 'team', 'linked'];
const FIRM: Role[] = ['Matter Admin', 'Supervising Partner', 'Matter Executive', 'MLRO', 'Support'];
const CHARITY_STAFF: Role[] = [
  'Charity',
  'Trustee',
  'Finance',
  'Legacy Manager',
  'Legacy User',
  'Senior Legacy User',
];

/** The roles whose cell is not 'deny', sorted. */
function granted(action: Action): Role[] {
  return SPEC_ROLES.filter((role) => PERMISSIONS[action][role] !== 'deny').sort();
}
const sorted = (roles: readonly Role[]) => [...roles].sort();
const cells = (action: Action) => Object.entries(PERMISSIONS[action]);

describe('the matrix is complete', () => {
  it('has the fourteen roles of the spec', () => {
    expect(sorted(ROLES)).toEqual(sorted(SPEC_ROLES));
  });

  it('has exactly one row per action', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...ACTIONS].sort());
    expect(new Set(ACTIONS).size).toBe(ACTIONS.length);
  });

  it('names actions as area.verb in camelCase', () => {
    for (const action of ACTIONS) expect(action).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/);
  });

  it.each([...ACTIONS])('%s: every role has a valid rule word', (action) => {
    const row = PERMISSIONS[action];
    expect(Object.keys(row).sort()).toEqual(sorted(SPEC_ROLES));
    for (const [, rule] of cells(action)) expect(RULE_WORDS).toContain(rule);
  });

  it('grants every row to somebody, except the rows the spec denies to all', () => {
    const empty = ACTIONS.filter((a) => granted(a).length === 0);
    // spec 03 §2.10: the legacy team's remove action "is disabled and does nothing".
    expect(empty).toEqual(['legacyTeam.delete']);
  });
});

describe('spec 01 §6', () => {
  it('create matter on the dashboard: exactly the firm roles and Admin Demo', () => {
    expect(granted('dashboard.createMatter')).toEqual(sorted([...FIRM, 'Admin Demo']));
    expect(PERMISSIONS['dashboard.createMatter'].Charity).toBe('deny');
    expect(PERMISSIONS['dashboard.createMatter'].Trustee).toBe('deny');
  });

  it('matter list: Individual read only, on matters linked to them', () => {
    expect(PERMISSIONS['matter.read'].Individual).toBe('linked');
    for (const verb of ['create', 'update', 'delete'] as const) {
      expect(PERMISSIONS[`matter.${verb}`].Individual).toBe('deny');
    }
  });

  it('matter list: firm roles, Administrators, Support and Admin Demo have full CRUD', () => {
    const full = sorted([...FIRM, 'Administrators', 'Admin Demo']);
    expect(granted('matter.create')).toEqual(full);
    expect(granted('matter.update')).toEqual(full);
    expect(granted('matter.delete')).toEqual(full);
    expect(granted('matter.read')).toEqual(sorted([...full, 'Individual']));
  });

  it('firm roles act on their own organisation matters; Administrators anywhere', () => {
    for (const role of [...FIRM, 'Admin Demo'] as Role[])
      expect(PERMISSIONS['matter.read'][role]).toBe('org');
    expect(PERMISSIONS['matter.delete'].Administrators).toBe('allow');
  });

  it('matter list data source: by organisation for Matter Admin, Matter Executive and Support only', () => {
    const byOrg = SPEC_ROLES.filter((r) => PERMISSIONS['matterList.read'][r] === 'org');
    expect(sorted(byOrg)).toEqual(sorted(['Matter Admin', 'Matter Executive', 'Support']));
    expect(PERMISSIONS['matterList.read'].Individual).toBe('linked');
    expect(PERMISSIONS['matterList.read']['Supervising Partner']).toBe('team');
    expect(PERMISSIONS['matterList.read'].MLRO).toBe('team');
  });

  it('a matter list never shows what reading the matter refuses', () => {
    for (const role of SPEC_ROLES) {
      if (PERMISSIONS['matterList.read'][role] !== 'deny') {
        expect(PERMISSIONS['matter.read'][role], role).not.toBe('deny');
      }
    }
  });

  it('Team page in a law firm: Matter Admin full, Admin Demo read only, others none', () => {
    for (const verb of ['create', 'read', 'update', 'delete'] as const) {
      const expected = verb === 'read' ? ['Admin Demo', 'Matter Admin'] : ['Matter Admin'];
      expect(granted(`lawfirmUsers.${verb}`), verb).toEqual(expected);
    }
  });

  it('Team page in a charity: Legacy Manager full, Admin Demo read only, others none', () => {
    for (const verb of ['create', 'read', 'update', 'delete'] as const) {
      const expected = verb === 'read' ? ['Admin Demo', 'Legacy Manager'] : ['Legacy Manager'];
      expect(granted(`charityUsers.${verb}`), verb).toEqual(expected);
    }
  });

  it('only Matter Admin and Legacy Manager may change their own roles, and only their own', () => {
    expect(granted('ownRoles.update')).toEqual(['Legacy Manager', 'Matter Admin']);
    expect(PERMISSIONS['ownRoles.update']['Matter Admin']).toBe('own');
    expect(PERMISSIONS['ownRoles.update']['Legacy Manager']).toBe('own');
  });

  it('everyone may edit their own account and accept terms, for themselves only', () => {
    for (const role of SPEC_ROLES) {
      expect(PERMISSIONS['ownAccount.update'][role]).toBe('own');
      expect(PERMISSIONS['terms.accept'][role]).toBe('own');
    }
  });

  it('the platform-administrator area is Administrators only, never Admin Demo', () => {
    const area = ACTIONS.filter((a) =>
      /^(adminDashboard|company|companySettings|companyMembers|companyChecks|emailTemplate|administrators|services|jobs)\./.test(
        a,
      ),
    );
    expect(area.length).toBe(22);
    for (const action of area) {
      expect(PERMISSIONS[action].Administrators, action).toBe('allow');
      expect(granted(action), action).toEqual(['Administrators']);
    }
  });
});

describe('spec 02 §6', () => {
  const MATTER_PAGE = [
    'matterStatus.create',
    'matterStatus.read',
    'matterDetails.create',
    'matterDetails.read',
    'broadcastMessage.create',
    'broadcastMessage.read',
    'summary.messages.read',
    'summary.individuals.read',
    'summary.charities.read',
    'summary.docs.read',
    'summary.checks.read',
  ] as const;

  it('firm roles and Admin Demo have full rights on the matter page areas', () => {
    for (const action of MATTER_PAGE) {
      for (const role of [...FIRM, 'Admin Demo'] as Role[])
        expect(PERMISSIONS[action][role], action).toBe('org');
    }
  });

  it('Individual reads status, messages and details; other summaries and broadcast are hidden', () => {
    const individualReads = MATTER_PAGE.filter((a) => PERMISSIONS[a].Individual !== 'deny');
    expect([...individualReads].sort()).toEqual([
      'matterDetails.read',
      'matterStatus.read',
      'summary.messages.read',
    ]);
    for (const action of individualReads) expect(PERMISSIONS[action].Individual).toBe('linked');
  });

  it('the matter page is closed to Administrators and charity roles (its routes exclude them)', () => {
    for (const action of MATTER_PAGE) {
      for (const role of ['Administrators', ...CHARITY_STAFF] as Role[]) {
        expect(PERMISSIONS[action][role], `${action} ${role}`).toBe('deny');
      }
    }
  });

  it('individual type: Individual cannot create; all others create and read', () => {
    expect(PERMISSIONS['individualType.create'].Individual).toBe('deny');
    expect(granted('individualType.create')).toEqual(sorted(SPEC_ROLES.filter((r) => r !== 'Individual')));
    expect(granted('individualType.read')).toEqual(sorted(SPEC_ROLES));
  });

  it('team: Individual read only; firm roles and Admin Demo full', () => {
    expect(PERMISSIONS['matterTeam.read'].Individual).toBe('linked');
    for (const verb of ['create', 'update', 'delete'] as const) {
      expect(PERMISSIONS[`matterTeam.${verb}`].Individual).toBe('deny');
      for (const role of [...FIRM, 'Admin Demo'] as Role[]) {
        expect(PERMISSIONS[`matterTeam.${verb}`][role]).not.toBe('deny');
      }
    }
  });

  it('documents: only the uploader changes access or deletes', () => {
    for (const action of ['document.manageAccess', 'document.delete'] as const) {
      const rules = new Set(cells(action).map(([, rule]) => rule));
      expect([...rules].sort()).toEqual(['deny', 'own']);
    }
  });

  it('chat: only the author deletes, anyone in the chat pins', () => {
    expect(new Set(cells('chatMessage.delete').map(([, r]) => r))).toEqual(new Set(['deny', 'own']));
    expect(granted('chatMessage.pin')).toEqual(granted('chatMessage.read'));
    expect(granted('chatMessage.read')).not.toContain('Administrators');
  });

  it('charities on a matter: firm roles and Admin Demo, not Charity', () => {
    expect(granted('matterCharity.read')).toEqual(sorted([...FIRM, 'Admin Demo']));
  });
});

describe('spec 03 §6', () => {
  const LEGACY_ROLES: Role[] = ['Legacy Manager', 'Legacy User', 'Senior Legacy User'];

  it('legacies list and area: Charity and Admin Demo, read and delete among them', () => {
    for (const action of ['legacy.create', 'legacy.update', 'legacy.delete'] as const) {
      expect(granted(action), action).toEqual(['Admin Demo', 'Charity']);
    }
    for (const action of ['legacy.read', 'legacyDetail.read', 'legacyTeam.read'] as const) {
      expect(granted(action), action).toEqual(sorted(['Admin Demo', 'Charity', ...LEGACY_ROLES]));
    }
  });

  it('issue 11: the legacy roles read their legacy team’s legacies, and change nothing', () => {
    const reads = [
      'legacy.read',
      'legacy.export',
      'legacyDetail.read',
      'legacyTeam.read',
      'coBeneficiaries.read',
    ] as const;
    const changes = ACTIONS.filter(
      (a) => /^legacy[A-Za-z]*\./.test(a) && !(reads as readonly string[]).includes(a),
    ).filter((a) => a !== 'legacyStatus.change');
    expect(changes.length).toBeGreaterThan(10);
    for (const role of LEGACY_ROLES) {
      for (const action of reads) expect(PERMISSIONS[action][role], `${action} ${role}`).toBe('team');
      for (const action of changes) expect(PERMISSIONS[action][role], `${action} ${role}`).toBe('deny');
      expect(PERMISSIONS['document.read'][role]).toBe('linked');
      expect(PERMISSIONS['document.create'][role]).toBe('deny');
      expect(PERMISSIONS['bankAccount.read'][role]).toBe('deny');
    }
  });

  it('legacy status change: Charity and Legacy Manager (on their team’s legacies)', () => {
    expect(granted('legacyStatus.change')).toEqual(['Charity', 'Legacy Manager']);
    expect(PERMISSIONS['legacyStatus.change']['Legacy Manager']).toBe('team');
  });

  it('deceased link: Charity only', () => {
    expect(granted('legacyDeceased.read')).toEqual(['Charity']);
    expect(granted('legacyDeceased.update')).toEqual(['Charity']);
  });

  it('charity settings: route Charity, Admin Demo, Finance; details saved by Charity, Finance', () => {
    expect(granted('charitySettings.read')).toEqual(['Admin Demo', 'Charity', 'Finance']);
    expect(granted('charitySettings.update')).toEqual(['Charity', 'Finance']);
  });

  it('bank accounts are managed by Finance only', () => {
    for (const verb of ['create', 'update', 'delete'] as const) {
      expect(granted(`bankAccount.${verb}`), verb).toEqual(['Finance']);
    }
  });

  it('chat button on settings: Individual', () => {
    expect(granted('charitySettings.chat')).toEqual(['Individual']);
  });

  it('the charities-only chat is closed to law firms and individuals', () => {
    for (const role of [...FIRM, 'Individual', 'Administrators'] as Role[]) {
      expect(PERMISSIONS['charityChat.read'][role], role).toBe('deny');
    }
    expect(granted('charityChat.read')).toEqual(sorted([...CHARITY_STAFF, 'Admin Demo']));
  });

  it('checks area: Charity and Admin Demo', () => {
    expect(granted('charityChecks.read')).toEqual(['Admin Demo', 'Charity']);
  });
});

describe("issue 12: the MLRO's workspace", () => {
  it('the compliance queue and its decisions: MLRO, Supervising Partner (own firm) and Admin Demo', () => {
    for (const action of ['complianceQueue.read', 'checkResolution.create'] as const) {
      expect(granted(action), action).toEqual(['Admin Demo', 'MLRO', 'Supervising Partner']);
      expect(PERMISSIONS[action].MLRO).toBe('org');
      expect(PERMISSIONS[action]['Supervising Partner']).toBe('org');
      // A fee-earner and a platform administrator take no AML decision of a firm.
      expect(PERMISSIONS[action]['Matter Executive']).toBe('deny');
      expect(PERMISSIONS[action].Administrators).toBe('deny');
    }
  });
});

describe('issue 12: risk assessment and source of funds / wealth', () => {
  it('firm side only: the firm roles and Admin Demo in their organisation; never the Individual or a charity', () => {
    for (const action of [
      'riskAssessment.create',
      'riskAssessment.read',
      'sourceOfFunds.create',
      'sourceOfFunds.read',
    ] as const) {
      expect(granted(action)).toEqual(sorted([...FIRM, 'Admin Demo']));
      for (const role of granted(action)) expect(PERMISSIONS[action][role]).toBe('org');
    }
  });

  it('whoever edits an individual on the firm side assesses it', () => {
    for (const role of [...FIRM, 'Admin Demo'] as Role[]) {
      expect(PERMISSIONS['riskAssessment.create'][role]).toBe(PERMISSIONS['individual.update'][role]);
    }
  });

  it('only the MLRO of the firm signs off a high-risk assessment', () => {
    expect(granted('riskAssessment.signOff')).toEqual(['MLRO']);
    expect(PERMISSIONS['riskAssessment.signOff'].MLRO).toBe('org');
  });
});

describe('the matrix agrees with the route table (spec 01 §2)', () => {
  const routeRoles = (route: SecureRoute) => sorted(SECURE_ROUTES[route] as readonly Role[]);
  it.each([
    ['dashboard.read', 'dashboard'],
    ['reports.read', 'reports'],
    ['reportDetails.read', 'reports/report-details'],
    ['legacy.read', 'charity-legacies'],
    ['charitySettings.read', 'charity-settings'],
    ['charityChecks.read', 'charity-checks'],
    ['complianceQueue.read', 'compliance'],
    ['company.read', 'companies'],
    ['administrators.read', 'settings'],
    ['jobs.read', 'jobs'],
    ['services.read', 'services'],
    ['adminDashboard.read', 'admin-dashboard'],
  ] as [Action, SecureRoute][])('%s is granted to the roles of route %s', (action, route) => {
    expect(granted(action)).toEqual(routeRoles(route));
  });

  it('whoever may read a matter page area may open the matter route', () => {
    const allowed = SECURE_ROUTES['matters/:matterId'] as readonly Role[];
    for (const action of ['matterDetails.read', 'matterStatus.read', 'matterTeam.create'] as const) {
      for (const role of granted(action)) {
        if (role !== 'Administrators') expect(allowed, `${action} ${role}`).toContain(role);
      }
    }
  });
});

describe('issue 14: file and attendance notes', () => {
  it('firm side only: the firm roles and Admin Demo in their organisation; never the Individual', () => {
    for (const action of ['fileNote.create', 'fileNote.read', 'fileNote.update'] as const) {
      expect(granted(action)).toEqual(sorted([...FIRM, 'Admin Demo']));
      for (const role of granted(action)) expect(PERMISSIONS[action][role]).toBe('org');
      expect(PERMISSIONS[action].Individual).toBe('deny');
      expect(PERMISSIONS[action].Administrators).toBe('deny');
    }
  });
});

describe('issue 17: the estate (register, will, tax facts, key dates, accounts, sharing)', () => {
  it('one read row, firm side only, as file notes: never the Individual, a charity or a platform administrator', () => {
    expect(granted('estate.read')).toEqual(sorted([...FIRM, 'Admin Demo']));
    for (const role of granted('estate.read')) expect(PERMISSIONS['estate.read'][role]).toBe('org');
    expect(PERMISSIONS['estate.read'].Individual).toBe('deny');
    expect(PERMISSIONS['estate.read'].Charity).toBe('deny');
    expect(PERMISSIONS['estate.read'].Administrators).toBe('deny');
    expect(ACTIONS.filter((a) => a.startsWith('estate'))).toEqual(['estate.read']);
  });

  it('changes follow matter.update: every role that reads the estate may edit its firm’s matters', () => {
    for (const role of granted('estate.read')) expect(PERMISSIONS['matter.update'][role]).toBe('org');
  });
});
