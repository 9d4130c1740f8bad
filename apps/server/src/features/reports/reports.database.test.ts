import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { buildDatedMatter, buildReportFirm, viewOk } from './reports.factories.js';

const pgSchema = inject('pgSchema');

/** ARCHITECTURE "replicas for reports": only meaningful on PostgreSQL (the DATABASE_URL run). */
describe.skipIf(!pgSchema || !process.env.DATABASE_URL)('REPORTS_DATABASE_URL', () => {
  it('reads the reports through their own read-only connection, in the same schema', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('application_name', 'probity-reports-test');
    const ctx = await buildTestApp({ REPORTS_DATABASE_URL: url.toString(), DATABASE_SCHEMA: pgSchema! });
    try {
      const firm = await buildReportFirm(ctx);
      await buildDatedMatter(ctx, firm.firm.organisationID, { reference: 'REPLICA-1' });
      const res = await viewOk(ctx, firm.headers, { reportPath: 'client/matters-by-status' });
      expect(res.rows.map((r) => r[1])).toEqual(['REPLICA-1']);
      const sessions = await ctx.database.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name = 'probity-reports-test'",
      );
      expect(sessions[0]?.n).toBeGreaterThan(0);
      // An export still writes its audit event (to the primary).
      const exported = await ctx.app.inject({
        method: 'POST',
        url: '/api/Reporting/Export',
        headers: firm.headers,
        payload: { reportPath: 'client/matters-by-status', format: 'CSV' },
      });
      expect(exported.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
