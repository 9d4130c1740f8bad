import { REPORT_TEXTS, type Role } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildUser,
  buildTestApp,
} from '../../../test/helpers.js';
import { activityEntries, organisations, users } from '../../db/schema/index.js';
import { buildCheck, buildDatedMatter, buildReportFirm, view, viewOk } from './reports.factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const list = async (headers: Record<string, string>, url = '/api/Reporting') =>
  ctx.app.inject({ method: 'GET', url, headers });
const paths = (res: { json(): unknown }) => (res.json() as { path: string }[]).map((r) => r.path);
const headersFor = async (roles: Role[]) => authHeaders(ctx, await buildUser(ctx.database, { roles }));

describe('GET /api/Reporting (spec 01 §6 Reports)', () => {
  it('gives administrators the Admin list, Charity the Charity list and firm roles the Client list', async () => {
    const admin = await list(await headersFor(['Administrators']));
    expect(admin.statusCode).toBe(200);
    expect(paths(admin)).toEqual([
      'admin/companies',
      'admin/users-by-company',
      'admin/checks-across-companies',
      'admin/email-outbox',
    ]);
    const charity = await list(await headersFor(['Charity']));
    expect(paths(charity)).toEqual(['charity/legacies', 'charity/charity-checks', 'charity/team-members']);
    for (const role of [
      'Matter Admin',
      'Supervising Partner',
      'Matter Executive',
      'MLRO',
      'Support',
    ] as const) {
      const res = await list(await headersFor([role]));
      expect(res.statusCode, role).toBe(200);
      expect(paths(res), role).toEqual([
        'client/matters-by-status',
        'client/identity-checks',
        'client/activity-by-user',
        'client/team-members',
      ]);
    }
    expect(admin.json()[0]).toEqual({
      name: 'Companies',
      description: expect.any(String),
      path: 'admin/companies',
    });
  });

  it('answers a named list only for its own holders (case-insensitively), 404 for no list', async () => {
    const firm = await headersFor(['Matter Admin']);
    expect(paths(await list(firm, '/api/reporting/CLIENT'))).toContain('client/matters-by-status');
    expect((await list(firm, '/api/Reporting/Admin')).statusCode).toBe(403);
    expect((await list(firm, '/api/Reporting/Charity')).statusCode).toBe(403);
    expect((await list(firm, '/api/Reporting/Everything')).statusCode).toBe(404);
    const admin = await headersFor(['Administrators']);
    expect(paths(await list(admin, '/api/Reporting/Admin'))).toContain('admin/companies');
  });

  it('lets an administrator in demo mode read the Client list of the demo firm', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const res = await list(await authHeaders(ctx, admin, { 'x-demo-mode': 'true' }));
    expect(paths(res)).toContain('client/matters-by-status');
  });

  it('refuses roles without reports: Individual, Finance and the legacy roles get 403', async () => {
    for (const role of [
      'Individual',
      'Finance',
      'Legacy Manager',
      'Legacy User',
      'Senior Legacy User',
    ] as const) {
      const headers = await headersFor([role]);
      expect((await list(headers)).statusCode, role).toBe(403);
      expect((await view(ctx, headers, { reportPath: 'client/matters-by-status' })).statusCode, role).toBe(
        403,
      );
    }
  });

  // Behaviour changed on purpose (issue 11): a Trustee no longer gets the firm reports of the Client
  // list, which all led back to the dashboard; reports.roles.test.ts covers what a Trustee runs now.
  it("gives a Trustee no firm report: the Client list's reports are not theirs (404)", async () => {
    const trustee = await headersFor(['Trustee']);
    expect((await list(trustee)).statusCode).toBe(200);
    expect(paths(await list(trustee))).not.toContain('client/matters-by-status');
    const res = await view(ctx, trustee, { reportPath: 'client/matters-by-status' });
    expect(res.statusCode).toBe(404);
    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/api/Reporting/Export',
      headers: trustee,
      payload: { reportPath: 'client/matters-by-status', format: 'CSV' },
    });
    expect(exported.statusCode).toBe(404);
  });
});

describe('POST /api/Reporting/View: Matters by status', () => {
  let a: Awaited<ReturnType<typeof buildReportFirm>>;
  let b: Awaited<ReturnType<typeof buildReportFirm>>;
  beforeAll(async () => {
    a = await buildReportFirm(ctx);
    b = await buildReportFirm(ctx);
    // 30 matters in firm A over January 2026: every third a will, every fifth complete.
    for (let i = 1; i <= 30; i++) {
      await buildDatedMatter(ctx, a.firm.organisationID, {
        reference: `A-${String(i).padStart(2, '0')}`,
        type: i % 3 === 0 ? 'will' : 'estate',
        status: i % 5 === 0 ? 'complete' : 'active',
        day: `2026-01-${String(i).padStart(2, '0')}`,
        team: i === 1 ? [a.staff.userID] : undefined,
      });
    }
    for (let i = 1; i <= 3; i++) {
      await buildDatedMatter(ctx, b.firm.organisationID, { reference: `B-SECRET-${i}`, day: '2026-01-15' });
    }
  });

  it('pages at 25 rows with totalPages, and shows the title, the firm and the time in GMT', async () => {
    const first = await viewOk(ctx, a.headers, { reportPath: 'client/matters-by-status', page: 1 });
    expect(first.totalPages).toBe(2);
    expect(first.rows).toHaveLength(25);
    expect(first.headers).toEqual([
      'Status',
      'Reference',
      'Matter type',
      'Owner',
      'Team',
      'Individuals',
      'Created',
      'Completed',
    ]);
    const second = await viewOk(ctx, a.headers, { reportPath: 'client/matters-by-status', page: 2 });
    expect(second.rows).toHaveLength(5);
    const all = [...first.rows, ...second.rows].map((r) => r[1]);
    expect(new Set(all).size).toBe(30);
    // By status (Active before Complete), newest first within a status.
    expect(first.rows[0]?.slice(0, 3)).toEqual(['Active', 'A-29', 'Estate']);
    expect(second.rows.at(-1)?.[0]).toBe('Complete');
    expect(first.content).toContain('<h2 class="probity-report-title">Matters by status</h2>');
    expect(first.content).toContain(a.firm.name);
    expect(first.content).toMatch(/Generated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} GMT/);
    expect(first.content).toContain('30 rows');
    expect(first.content).toContain(REPORT_TEXTS.noFilters);
    // The first matter's owner and team.
    const a01 = all.indexOf('A-01');
    expect(a01).toBeGreaterThanOrEqual(0);
    expect(first.parameters.map((p) => p.key)).toEqual(['MatterType', 'Status', 'From', 'To', 'Reference']);
  });

  it('filters by type, status, created dates (the To date includes its whole day) and reference', async () => {
    const wills = await viewOk(ctx, a.headers, {
      reportPath: 'client/matters-by-status',
      parameters: { MatterType: ['will'], Status: ['complete'] },
    });
    // Wills (every third) that are complete (every fifth): 15 and 30.
    expect(wills.rows.map((r) => r[1]).sort()).toEqual(['A-15', 'A-30']);
    expect(wills.rows.every((r) => r[2] === 'Will' && r[0] === 'Complete')).toBe(true);
    expect(wills.content).toContain('<dt>Matter type</dt><dd>Will</dd>');
    expect(wills.totalPages).toBe(1);

    const dated = await viewOk(ctx, a.headers, {
      reportPath: 'client/matters-by-status',
      parameters: { From: ['05/01/2026 12:00:00 AM'], To: ['07/01/2026 12:00:00 AM'] },
    });
    expect(dated.rows.map((r) => r[1]).sort()).toEqual(['A-05', 'A-06', 'A-07']);
    expect(dated.content).toContain('<dt>Created to</dt><dd>07/01/2026</dd>');

    const byReference = await viewOk(ctx, a.headers, {
      reportPath: 'client/matters-by-status',
      parameters: { Reference: ['a-2'] },
    });
    expect(byReference.rows.map((r) => r[1]).sort()).toEqual([
      'A-20',
      'A-21',
      'A-22',
      'A-23',
      'A-24',
      'A-25',
      'A-26',
      'A-27',
      'A-28',
      'A-29',
    ]);
  });

  it("never shows another firm's matters, even when its OrganisationID is sent", async () => {
    for (const key of ['OrganisationID', 'organisationid']) {
      const res = await viewOk(ctx, a.headers, {
        reportPath: 'client/matters-by-status',
        parameters: { [key]: [b.firm.organisationID] },
      });
      expect(res.content).not.toContain('B-SECRET');
      expect(res.content).toContain('A-01');
      expect(res.content).toContain('30 rows');
    }
    const own = await viewOk(ctx, b.headers, { reportPath: 'client/matters-by-status' });
    expect(own.rows.map((r) => r[1]).sort()).toEqual(['B-SECRET-1', 'B-SECRET-2', 'B-SECRET-3']);
  });

  it('escapes every value: a reference written as HTML stays text', async () => {
    const firm = await buildReportFirm(ctx);
    await buildDatedMatter(ctx, firm.firm.organisationID, { reference: '<img src=x onerror=alert(1)>&"' });
    const res = await viewOk(ctx, firm.headers, { reportPath: 'client/matters-by-status' });
    expect(res.content).not.toContain('<img');
    expect(res.content).toContain('&lt;img src=x onerror=alert(1)&gt;&amp;&quot;');
    expect(res.rows[0]?.[1]).toBe('<img src=x onerror=alert(1)>&"');
  });

  it('answers an empty page past the end, still with totalPages', async () => {
    const res = await viewOk(ctx, a.headers, { reportPath: 'client/matters-by-status', page: 9 });
    expect(res.rows).toHaveLength(0);
    expect(res.totalPages).toBe(2);
  });
});

describe('POST /api/Reporting/View: validation', () => {
  it("answers 404 for a report that is not on the caller's list", async () => {
    const { headers } = await buildReportFirm(ctx);
    expect((await view(ctx, headers, { reportPath: 'client/no-such-report' })).statusCode).toBe(404);
    expect((await view(ctx, headers, { reportPath: 'admin/companies' })).statusCode).toBe(404);
    expect((await view(ctx, headers, { reportPath: 'charity/charity-checks' })).statusCode).toBe(404);
    // Paths match case-insensitively.
    expect((await view(ctx, headers, { reportPath: 'Client/Matters-By-Status' })).statusCode).toBe(200);
  });

  it("answers 400 with every field's problem at once", async () => {
    const { headers } = await buildReportFirm(ctx);
    const res = await view(ctx, headers, {
      reportPath: 'client/identity-checks',
      parameters: {
        From: ['2026-01-01'],
        To: ['31/02/2026 12:00:00 AM'],
        MinScore: ['123456789012345678901'],
        Outcome: ['maybe'],
        Colour: ['red'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'parameters.From': [REPORT_TEXTS.invalidDate],
      'parameters.To': [REPORT_TEXTS.invalidDate],
      'parameters.MinScore': ['Too many characters (21/20)'],
      'parameters.Outcome': [REPORT_TEXTS.chooseFromList],
      'parameters.Colour': [REPORT_TEXTS.unknownParameter],
    });
    const more = await view(ctx, headers, {
      reportPath: 'client/matters-by-status',
      parameters: {
        Reference: ['x'.repeat(201)],
        Status: ['active', 'nope'],
        From: ['01/01/2026 12:00:00 AM', '02/01/2026 12:00:00 AM'],
      },
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({
      'parameters.Reference': ['Too many characters (201/200)'],
      'parameters.Status': [REPORT_TEXTS.chooseFromList],
      'parameters.From': [REPORT_TEXTS.oneValueOnly],
    });
    const notNumber = await view(ctx, headers, {
      reportPath: 'client/identity-checks',
      parameters: { MinScore: ['7O'] },
    });
    expect(notNumber.json().errors).toEqual({ 'parameters.MinScore': [REPORT_TEXTS.invalidNumber] });
  });

  it('answers 400 for a malformed body: no path, a bad page, values that are not lists, an unknown format', async () => {
    const { headers } = await buildReportFirm(ctx);
    const res = await view(ctx, headers, { page: 0, parameters: { Status: 'active' }, format: 'DOC' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'format',
      'page',
      'parameters.Status',
      'reportPath',
    ]);
    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/api/Reporting/Export',
      headers,
      payload: { reportPath: 'client/matters-by-status', format: 'DOCX' },
    });
    expect(exported.statusCode).toBe(400);
    expect(Object.keys(exported.json().errors)).toEqual(['format']);
  });
});

describe('the other reports', () => {
  it("Identity checks: the firm's checks by outcome, score and date; never another firm's", async () => {
    const a = await buildReportFirm(ctx);
    const b = await buildReportFirm(ctx);
    const matter = await buildDatedMatter(ctx, a.firm.organisationID, { reference: 'CHK-1' });
    await buildCheck(ctx, {
      organisationID: a.firm.organisationID,
      matter,
      surname: 'Passer',
      outcome: 'passed',
      score: 95,
      day: '2026-02-01',
    });
    await buildCheck(ctx, {
      organisationID: a.firm.organisationID,
      matter,
      surname: 'Failer',
      outcome: 'failed',
      score: 40,
      day: '2026-02-02',
    });
    await buildCheck(ctx, {
      organisationID: a.firm.organisationID,
      matter,
      surname: 'Waiter',
      outcome: 'pending',
      day: '2026-02-03',
    });
    const other = await buildDatedMatter(ctx, b.firm.organisationID, { reference: 'CHK-B' });
    await buildCheck(ctx, {
      organisationID: b.firm.organisationID,
      matter: other,
      surname: 'Outsider',
      outcome: 'passed',
      score: 99,
    });

    const all = await viewOk(ctx, a.headers, { reportPath: 'client/identity-checks' });
    expect(all.rows.map((r) => [r[1], r[2], r[5], r[6]])).toEqual([
      ['Iris Waiter', 'CHK-1', 'Pending', ''],
      ['Iris Failer', 'CHK-1', 'Failed', '40'],
      ['Iris Passer', 'CHK-1', 'Passed', '95'],
    ]);
    expect(all.rows[2]?.[0]).toBe('01/02/2026 09:30');
    const failed = await viewOk(ctx, a.headers, {
      reportPath: 'client/identity-checks',
      parameters: { Outcome: ['failed'] },
    });
    expect(failed.rows.map((r) => r[1])).toEqual(['Iris Failer']);
    const scored = await viewOk(ctx, a.headers, {
      reportPath: 'client/identity-checks',
      parameters: { MinScore: ['50.5'] },
    });
    expect(scored.rows.map((r) => r[1])).toEqual(['Iris Passer']);
    const dated = await viewOk(ctx, a.headers, {
      reportPath: 'client/identity-checks',
      parameters: { From: ['02/02/2026 12:00:00 AM'], To: ['02/02/2026 12:00:00 AM'] },
    });
    expect(dated.rows.map((r) => r[1])).toEqual(['Iris Failer']);
    const sneaky = await viewOk(ctx, a.headers, {
      reportPath: 'client/identity-checks',
      parameters: { OrganisationID: [b.firm.organisationID] },
    });
    expect(sneaky.content).not.toContain('Outsider');
  });

  it("Team members and Activity by user read the caller's organisation only", async () => {
    const a = await buildReportFirm(ctx);
    const colleague = await buildUser(ctx.database, {
      roles: ['Support'],
      organisation: a.firm,
      status: 'paused',
    });
    const b = await buildReportFirm(ctx);
    await buildDatedMatter(ctx, a.firm.organisationID, { reference: 'TEAM-1', team: [a.staff.userID] });
    const team = await viewOk(ctx, a.headers, { reportPath: 'client/team-members' });
    const emails = team.rows.map((r) => r[1]);
    expect(emails.sort()).toEqual([a.staff.emailAddress, colleague.emailAddress].sort());
    // Matters on team: each member's own (other firms' teams exist in this database too).
    const mattersOf = (email: string) => team.rows.find((r) => r[1] === email)?.[6];
    expect(mattersOf(a.staff.emailAddress)).toBe('1');
    expect(mattersOf(colleague.emailAddress)).toBe('0');
    expect(team.content).not.toContain(b.staff.emailAddress);
    const paused = await viewOk(ctx, a.headers, {
      reportPath: 'client/team-members',
      parameters: { Status: ['paused'] },
    });
    expect(paused.rows.map((r) => [r[1], r[2], r[3]])).toEqual([
      [colleague.emailAddress, 'Support', 'Paused'],
    ]);
    const admins = await viewOk(ctx, a.headers, {
      reportPath: 'client/team-members',
      parameters: { Role: ['Matter Admin'] },
    });
    expect(admins.rows.map((r) => r[1])).toEqual([a.staff.emailAddress]);

    const m1 = await buildDatedMatter(ctx, a.firm.organisationID, { reference: 'ACT-1' });
    const m2 = await buildDatedMatter(ctx, a.firm.organisationID, { reference: 'ACT-2' });
    const entry = (
      organisationID: string,
      userID: string | null,
      matterID: string | null,
      at: string,
      activityType: 'matter' | 'document' = 'matter',
    ) => ({
      organisationID,
      userID,
      matterID,
      activityType,
      action: 'changed_details',
      dateTime: new Date(at),
    });
    await ctx.database.db
      .insert(activityEntries)
      .values([
        entry(a.firm.organisationID, a.staff.userID, m1.matterID, '2026-02-01T08:00:00Z'),
        entry(a.firm.organisationID, a.staff.userID, m1.matterID, '2026-02-03T08:00:00Z', 'document'),
        entry(a.firm.organisationID, a.staff.userID, m2.matterID, '2026-02-05T17:45:00Z'),
        entry(a.firm.organisationID, colleague.userID, m2.matterID, '2026-02-04T08:00:00Z'),
        entry(a.firm.organisationID, null, m2.matterID, '2026-02-04T09:00:00Z'),
        entry(b.firm.organisationID, b.staff.userID, null, '2026-02-04T08:00:00Z'),
      ]);
    const activity = await viewOk(ctx, a.headers, { reportPath: 'client/activity-by-user' });
    expect(activity.rows).toEqual([
      [`Test ${a.staff.surname}`, a.staff.emailAddress, '3', '2', '01/02/2026 08:00', '05/02/2026 17:45'],
      [`Test ${colleague.surname}`, colleague.emailAddress, '1', '1', '04/02/2026 08:00', '04/02/2026 08:00'],
      ['System', '', '1', '1', '04/02/2026 09:00', '04/02/2026 09:00'],
    ]);
    expect(activity.content).not.toContain(b.staff.emailAddress);
    const documents = await viewOk(ctx, a.headers, {
      reportPath: 'client/activity-by-user',
      parameters: { ActivityType: ['document'], From: ['02/02/2026 12:00:00 AM'] },
    });
    expect(documents.rows.map((r) => [r[0], r[2]])).toEqual([[`Test ${a.staff.surname}`, '1']]);
  });

  it('Charity: its checks and its team only', async () => {
    const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    const user = await buildUser(ctx.database, { roles: ['Charity'], organisation: charity });
    const headers = await authHeaders(ctx, user);
    await buildCheck(ctx, {
      organisationID: charity.organisationID,
      surname: 'Donor',
      outcome: 'passed',
      score: 88,
    });
    const otherCharity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
    await buildCheck(ctx, {
      organisationID: otherCharity.organisationID,
      surname: 'Stranger',
      outcome: 'passed',
    });
    const checks = await viewOk(ctx, headers, {
      reportPath: 'charity/charity-checks',
      parameters: { OrganisationID: [otherCharity.organisationID] },
    });
    expect(checks.headers).not.toContain('Matter');
    expect(checks.rows.map((r) => r[1])).toEqual(['Iris Donor']);
    const team = await viewOk(ctx, headers, { reportPath: 'charity/team-members' });
    expect(team.rows.map((r) => r[1])).toEqual([user.emailAddress]);
  });

  it('Admin: companies by type and lock, users of one company', async () => {
    const admin = await headersFor(['Administrators']);
    const locked = await buildOrganisation(ctx.database, {
      organisationType: 'charity',
      name: 'Zz Locked Charity',
    });
    await ctx.database.db
      .update(organisations)
      .set({ locked: true })
      .where(eq(organisations.organisationID, locked.organisationID));
    await buildUser(ctx.database, { roles: ['Charity'], organisation: locked });
    await buildUser(ctx.database, { roles: ['Trustee'], organisation: locked });
    await buildDatedMatter(ctx, locked.organisationID, { reference: 'LOCKED-1' });
    await buildOrganisation(ctx.database, { organisationType: 'charity', name: 'Zz Open Charity' });
    const onlyLocked = await viewOk(ctx, admin, {
      reportPath: 'admin/companies',
      parameters: { LockedOnly: ['true'] },
    });
    // Other tests' companies share the PostgreSQL run's database: look at this test's two.
    const names = onlyLocked.rows.map((r) => r[0]);
    expect(names).toContain('Zz Locked Charity');
    expect(names).not.toContain('Zz Open Charity');
    expect(onlyLocked.rows.every((r) => r[6] === 'Yes')).toBe(true);
    // Locked, then its own users and matters (counted per company, not across all).
    expect(onlyLocked.rows.find((r) => r[0] === 'Zz Locked Charity')?.slice(6)).toEqual(['Yes', '2', '1']);
    const firms = await viewOk(ctx, admin, {
      reportPath: 'admin/companies',
      parameters: { CompanyType: ['lawfirm'] },
    });
    expect(firms.rows.length).toBeGreaterThan(0);
    expect(firms.rows.every((r) => r[1] === 'Law firm')).toBe(true);

    const firm = await buildReportFirm(ctx);
    await ctx.database.db
      .update(users)
      .set({ lastLogin: new Date('2026-03-01T10:15:00Z') })
      .where(eq(users.userID, firm.staff.userID));
    const members = await viewOk(ctx, admin, {
      reportPath: 'admin/users-by-company',
      parameters: { OrganisationID: [firm.firm.organisationID] },
    });
    expect(members.rows).toEqual([
      [
        firm.firm.name,
        `Test ${firm.staff.surname}`,
        firm.staff.emailAddress,
        'Matter Admin',
        'Active',
        '01/03/2026 10:15',
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      ],
    ]);
    const companyParam = members.parameters.find((p) => p.key === 'OrganisationID') as unknown as {
      value: { label: string; value: string }[];
    };
    expect(companyParam.value).toContainEqual({ label: firm.firm.name, value: firm.firm.organisationID });
  });
});
