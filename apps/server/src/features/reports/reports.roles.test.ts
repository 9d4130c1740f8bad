import { INITIAL_LEGACY_STATUS_ID, LEGACY_TYPES, ROLES, type Role } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestContext,
  authHeaders,
  buildOrganisation,
  buildTestApp,
  buildUser,
} from '../../../test/helpers.js';
import { legacies, legacyDetails } from '../../db/schema/index.js';
import { view, viewOk } from './reports.factories.js';

/*
 * Issue 11: a role is listed only the reports it can open, and a charity's Trustee runs the
 * charity's Legacies report (the legacies and their value) and nothing else.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const list = async (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/Reporting', headers });
const exportReport = async (headers: Record<string, string>, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/Reporting/Export', headers, payload: body });

async function charityWithLegacy(reference: string, pence: number) {
  const charity = await buildOrganisation(ctx.database, { organisationType: 'charity' });
  const [legacy] = await ctx.database.db
    .insert(legacies)
    .values({ organisationID: charity.organisationID, reference, statusID: INITIAL_LEGACY_STATUS_ID })
    .returning();
  await ctx.database.db.insert(legacyDetails).values({
    legacyID: legacy!.legacyID,
    legacyTypeID: LEGACY_TYPES[0].legacyTypeID,
    description: 'Gift',
    amountPence: pence,
  });
  return charity;
}

describe("a charity's Trustee (issue 11)", () => {
  it("is listed the Legacies report alone and runs it on the charity's own legacies", async () => {
    const charity = await charityWithLegacy('TRUSTEE-OWN', 600_000);
    const other = await charityWithLegacy('TRUSTEE-FOREIGN', 100);
    const trustee = await authHeaders(
      ctx,
      await buildUser(ctx.database, { roles: ['Trustee'], organisation: charity }),
    );

    const listed = await list(trustee);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      { name: 'Legacies', description: expect.any(String), path: 'charity/legacies' },
    ]);

    // Scoped to the Trustee's charity, even when another charity's id is sent.
    const report = await viewOk(ctx, trustee, {
      reportPath: 'charity/legacies',
      parameters: { OrganisationID: [other.organisationID] },
    });
    expect(report.rows.map((r) => r[1])).toEqual(['TRUSTEE-OWN']);
    expect(report.content).not.toContain('TRUSTEE-FOREIGN');
    expect(report.rows[0]).toContain('£6,000.00');

    const exported = await exportReport(trustee, { reportPath: 'charity/legacies', format: 'CSV' });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('TRUSTEE-OWN');
    expect(exported.body).not.toContain('TRUSTEE-FOREIGN');
  });

  it("is refused (403) the charity's reports on staff and checks, and (404) the firm reports", async () => {
    const trustee = await authHeaders(ctx, await buildUser(ctx.database, { roles: ['Trustee'] }));
    for (const reportPath of ['charity/team-members', 'charity/charity-checks']) {
      expect((await view(ctx, trustee, { reportPath })).statusCode, reportPath).toBe(403);
      expect((await exportReport(trustee, { reportPath, format: 'PDF' })).statusCode, reportPath).toBe(403);
    }
    for (const reportPath of ['client/matters-by-status', 'admin/companies']) {
      expect((await view(ctx, trustee, { reportPath })).statusCode, reportPath).toBe(404);
      expect((await exportReport(trustee, { reportPath, format: 'CSV' })).statusCode, reportPath).toBe(404);
    }
  });
});

describe('every role is listed only reports it can open (issue 11)', () => {
  const holders: { label: string; roles: Role[]; demo?: boolean }[] = [
    ...ROLES.map((role) => ({ label: role, roles: [role] as Role[] })),
    { label: 'Administrators in demo mode', roles: ['Administrators'], demo: true },
  ];

  it.each(holders)('$label', async ({ roles, demo }) => {
    const user = await buildUser(ctx.database, { roles });
    const headers = await authHeaders(ctx, user, demo ? { 'x-demo-mode': 'true' } : {});
    const res = await list(headers);
    if (res.statusCode === 403) {
      // No list, and no report to open either.
      for (const reportPath of ['client/matters-by-status', 'charity/legacies', 'admin/companies'])
        expect([403, 404]).toContain((await view(ctx, headers, { reportPath })).statusCode);
      return;
    }
    expect(res.statusCode).toBe(200);
    const reports = res.json() as { path: string }[];
    expect(reports.length).toBeGreaterThan(0);
    for (const { path } of reports) {
      const opened = await view(ctx, headers, { reportPath: path });
      expect(opened.statusCode, path).toBe(200);
      const exported = await exportReport(headers, { reportPath: path, format: 'CSV' });
      expect(exported.statusCode, path).toBe(200);
    }
  });
});
