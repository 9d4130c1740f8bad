import {
  LEGACY_LIST_EXPORT_FORMATS,
  REPORT_FORMAT_FILES,
  can,
  legacyListExportFileName,
  listScope,
  zUuid,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actsIn } from '../../access/actor.js';
import { requireActor } from '../../access/plugin.js';
import { recordAudit } from '../../audit/audit.js';
import { organisations } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { ZListQuery } from '../../lib/list-query.js';
import { contentDisposition } from '../documents/content-disposition.js';
import { tags } from './legacies.route-common.js';
import { exportLegacyList } from './legacy-list-export.js';
import { exportRateLimit } from '../../lib/rate-limits.js';

const MEDIA = {
  csv: REPORT_FORMAT_FILES.CSV.mediaType,
  xlsx: REPORT_FORMAT_FILES.EXCELOPENXML.mediaType,
} as const;

/** Issue 11: the legacies list (filtered) as a CSV or Excel file. */
export const legacyListExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '/Legacy/Organisation/:organisationId/Export',
    {
      config: exportRateLimit(config),
      schema: {
        tags,
        summary: 'Export the legacies list of a charity to CSV or Excel (issue 11)',
        description: `The charity's own users holding both legacy.read and legacy.export (Charity, Admin Demo for the demo charity); another organisation, or one that is no charity, answers 404; a user of the charity without those rights 403. format is csv or xlsx; SearchTerm, FilterType=status/Filter and OrderBy are the list's own (GET /api/Legacy/Organisation/{organisationId}) and select the same legacies, every page of them (page and pageCount are ignored). Bounded, not streamed: at most REPORT_EXPORT_MAX_ROWS legacies (${config.REPORT_EXPORT_MAX_ROWS.toLocaleString('en-GB')} here), else 400 asking for a narrower list. One row per legacy with every field: references, status and its description, deceased, dates, toggles, intake and contacts, firm and its main contact, charity team, legacy details with their values, fixed amounts, the nominated bank account (bank name, account name, sort code, account number, visibility to the firm, payment reference), created and last updated. CSV: RFC 4180, UTF-8 with a BOM, money as £6,000.00, dates DD/MM/YYYY, text starting with = + - @ given a leading apostrophe. Excel: money as currency cells, real dates. The file is an attachment named sc_legacies_{organisationId}_{dd}-{mm}-{yyyy}.{csv|xlsx}. Audited (legacy.list_exported) as a view of bank data, with the accounts' ids, never their numbers. At most EXPORTS_PER_MINUTE downloads per user per minute (429).`,
        params: z.object({ organisationId: zUuid }),
        querystring: ZListQuery.extend({ format: z.enum(LEGACY_LIST_EXPORT_FORMATS) }),
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = request.params.organisationId.toLowerCase();
      if (!actsIn(actor, id)) throw notFound();
      const [charity] = await database.db
        .select()
        .from(organisations)
        .where(eq(organisations.organisationID, id));
      if (charity?.organisationType !== 'charity') throw notFound();
      const resource = { organisationID: id };
      if (!can(actor, 'legacy.read', resource) || !can(actor, 'legacy.export', resource)) throw forbidden();

      const { format, ...query } = request.query;
      const file = await exportLegacyList(
        database.db,
        config,
        charity,
        query,
        format,
        listScope(actor, 'legacy.read'),
      );
      await recordAudit(database.db, {
        action: 'legacy.list_exported',
        actorUserID: actor.userID,
        organisationID: id,
        objectType: 'organisation',
        objectID: id,
        ip: request.ip,
        details: { format, rows: file.rows, filters: file.filters, bankAccountIDs: file.bankAccountIDs },
      });
      return reply
        .header('content-type', MEDIA[format])
        .header(
          'content-disposition',
          contentDisposition('attachment', legacyListExportFileName(id, new Date(), format)),
        )
        .header('access-control-expose-headers', 'content-disposition')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
