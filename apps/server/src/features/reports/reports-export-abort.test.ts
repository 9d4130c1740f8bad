import http from 'node:http';
import { MATTER_TYPES } from '@probity/domain';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { buildReportFirm } from './reports.factories.js';

const ROWS = 5000;

/**
 * A streamed export whose cursor fails after the first bytes (its backend terminated mid-download):
 * the answer is already 200, so the connection is cut rather than the file ended as if whole, and
 * the server goes on. Only PostgreSQL streams from a cursor (PGlite reads the rows first).
 */
describe.skipIf(!inject('pgSchema'))('an export failing while it streams', () => {
  it('cuts the connection, and the next export is whole', async () => {
    const ctx = await buildTestApp({ REPORT_EXPORT_BATCH_ROWS: '20' });
    try {
      const world = await buildReportFirm(ctx);
      const type = MATTER_TYPES[0]!;
      await ctx.database.query(
        `INSERT INTO matters (matter_id, organisation_id, reference, matter_type_id, status_id, matter_owner,
           created_date, last_updated_date)
         SELECT gen_random_uuid(), $1, 'ROW-' || lpad(n::text, 5, '0'), $2, $3, $4,
           now() - (n || ' minutes')::interval, now()
         FROM generate_series(1, ${ROWS}) n`,
        [world.firm.organisationID, type.matterTypeID, type.statuses[0]!.statusID, world.staff.userID],
      );
      const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(base);
      const download = (onFirstBytes?: () => Promise<unknown>) =>
        new Promise<{ complete: boolean; text: string }>((resolve) => {
          const chunks: Buffer[] = [];
          let acted = false;
          const done = (complete: boolean) =>
            resolve({ complete, text: Buffer.concat(chunks).toString('utf8') });
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/Reporting/Export',
              headers: { ...world.headers, 'content-type': 'application/json' },
            },
            (res) => {
              expect(res.statusCode).toBe(200);
              res.on('data', (c: Buffer) => {
                chunks.push(c);
                if (onFirstBytes && !acted) {
                  acted = true;
                  res.pause();
                  void onFirstBytes().then(() => res.resume());
                }
              });
              res.on('end', () => done(res.complete));
              res.on('error', () => done(false));
              res.on('aborted', () => done(false));
            },
          );
          req.on('error', () => done(false));
          req.end(JSON.stringify({ reportPath: 'client/matters-by-status', format: 'CSV' }));
        });

      const cut = await download(() =>
        ctx.database.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE pid <> pg_backend_pid() AND query ILIKE 'fetch % from report_export'`,
        ),
      );
      expect(cut.complete).toBe(false);
      expect(cut.text).not.toContain(`ROW-${String(ROWS).padStart(5, '0')}`);

      const whole = await download();
      expect(whole.complete).toBe(true);
      expect(whole.text.trimEnd().split('\r\n')).toHaveLength(ROWS + 1);
    } finally {
      await ctx.close();
    }
  });
});
