import { finished } from 'node:stream/promises';
import {
  REPORT_EXPORT_MAX_ROWS,
  REPORT_FORMAT_FILES,
  REPORT_FORMATS,
  REPORT_ROWS_PER_PAGE,
  ZReportExportRequest,
  ZReportSummary,
  ZReportView,
  ZReportViewRequest,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { openReportsDatabase } from './reports.database.js';
import { exportReport, listReports, viewReport } from './reports.service.js';
import { exportRateLimit, useRouteRateLimits } from '../../lib/rate-limits.js';

const tags = ['Reporting'];

const LIST_DESCRIPTION =
  "spec 01 §6: Administrators get the Admin list, Charity and (decision, issue 11) a charity's Trustee the Charity list, everyone else with reports the Client list; each list holds only the reports the caller's role may run (Trustee: the Legacies report). Roles without reports (Individual, Finance, the legacy roles) get 403.";

const BODY_DESCRIPTION = `reportPath is a path of the caller's list (another answers 404) that the caller's role may run (else 403: a Trustee runs only the Legacies report). parameters maps each parameter key to a list of values: one value for all but MultiChoice; Boolean 'true'/'false'; Date 'DD/MM/YYYY hh:mm:ss AM/PM' read as GMT (a date at 12:00:00 AM that ends a range includes that whole day); Number at most 20 characters; String at most 200; SingleChoice and MultiChoice values from the parameter's value list. A parameter not sent (or sent as an empty list) takes its defaultValue. Every problem answers 400 at once, keyed parameters.{key}. A non-administrator's OrganisationID is always their own organisation: one sent in parameters is ignored (spec 01 §6).`;

/** spec 01 §7 Reporting. */
export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  await useRouteRateLimits(app);
  const database = await openReportsDatabase(app);

  app.get(
    '/Reporting',
    {
      schema: {
        tags,
        summary: "The caller's reports",
        description: LIST_DESCRIPTION,
        response: { 200: z.array(ZReportSummary) },
      },
    },
    async (request) => listReports(requireActor(request)),
  );

  app.get(
    '/Reporting/:list',
    {
      schema: {
        tags,
        summary: 'A list of reports: Admin, Charity or Client',
        description: `${LIST_DESCRIPTION} Asking for another list than one's own answers 403; a name that is no list 404.`,
        params: z.object({ list: z.string().max(40) }),
        response: { 200: z.array(ZReportSummary) },
      },
    },
    async (request) => listReports(requireActor(request), request.params.list),
  );

  app.post(
    '/Reporting/View',
    {
      schema: {
        tags,
        summary: 'One page of a report as HTML',
        description: `${BODY_DESCRIPTION} Answers content (the page as HTML: title, applied filters, generation time in GMT and a table of at most ${REPORT_ROWS_PER_PAGE} rows; every value escaped), the report's parameters and totalPages. page starts at 1; format is accepted and ignored (View renders HTML).`,
        body: ZReportViewRequest,
        response: { 200: ZReportView },
      },
    },
    async (request) => viewReport(database.db, requireActor(request), request.body),
  );

  app.post(
    '/Reporting/Export',
    {
      config: exportRateLimit(config),
      schema: {
        tags,
        summary: 'Every row of a report as a file',
        description: `${BODY_DESCRIPTION} format is one of ${REPORT_FORMATS.join(', ')}; the answer is an attachment: ${REPORT_FORMATS.map((f) => `${f} ${REPORT_FORMAT_FILES[f].mediaType}`).join('; ')}. CSV is RFC 4180 with a UTF-8 BOM, and text starting with = + - @ gets a leading apostrophe so a spreadsheet never runs it. An export holds at most REPORT_EXPORT_MAX_ROWS rows (${REPORT_EXPORT_MAX_ROWS.toLocaleString('en-GB')} by default); a larger one answers 400 asking for narrower filters. CSV and Excel are streamed (on PostgreSQL read through a cursor, REPORT_EXPORT_BATCH_ROWS rows at a time): a failure after the first byte cuts the connection, so an incomplete file never looks whole. Each export is audited. At most EXPORTS_PER_MINUTE downloads per user per minute (429).`,
        body: ZReportExportRequest,
        produces: REPORT_FORMATS.map((f) => REPORT_FORMAT_FILES[f].mediaType.split(';')[0]!),
      },
    },
    async (request, reply) => {
      const databases = { reports: database.db, primary: app.database.db };
      let started = false;
      try {
        await exportReport(databases, requireActor(request), request.body, {
          maxRows: config.REPORT_EXPORT_MAX_ROWS,
          ip: request.ip,
          cursorBatch: database.kind === 'postgres' ? config.REPORT_EXPORT_BATCH_ROWS : undefined,
          deliver: async (file) => {
            reply
              .header('content-type', file.mediaType)
              .header('content-disposition', `attachment; filename="${file.fileName}"`)
              .header('cache-control', 'private, no-store');
            started = true;
            if (Buffer.isBuffer(file.body)) {
              reply.send(file.body);
              return;
            }
            const done = finished(file.body);
            reply.send(file.body);
            await done;
          },
        });
      } catch (err) {
        if (!started) throw err;
        // The answer is already 200 and partly sent: the connection is cut so the client sees an
        // incomplete download, never a file that looks whole.
        const gone = (err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
        request.log[gone ? 'info' : 'error'](
          { err, reportPath: request.body.reportPath, format: request.body.format },
          gone ? 'report export abandoned by the client' : 'report export failed while streaming',
        );
        reply.raw.destroy();
      }
      return reply;
    },
  );
};
