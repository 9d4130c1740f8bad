import { AUDIT_EXPORT_MAX_ROWS, AUDIT_TEXTS, ZAuditEvent } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { recordAudit } from '../../audit/audit.js';
import { invalid } from '../../lib/errors.js';
import { exportRateLimit, useRouteRateLimits } from '../../lib/rate-limits.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { contentDisposition } from '../documents/content-disposition.js';
import { streamAuditCsv } from './audit-export.js';
import {
  auditFiltersOf,
  auditWhere,
  countAuditEvents,
  listAuditEvents,
  presentAuditEvent,
} from './audit.queries.js';

const tags = ['Audit'];

const WHO =
  "Platform administrators see every organisation's events (and those of no organisation) and may filter by one; an organisation's admins (Matter Admin of a law firm, Legacy Manager of a charity) see only their own organisation's, and naming another organisation answers 404; every other role 403.";
const FILTERS =
  "FilterType/Filter pairs: user (a user id: the actor), objectType, objectId (exact), action (exact, or a kind: 'document' matches document.viewed and document.downloaded), organisation (an organisation id), from and to (YYYY-MM-DD, UK days, both inclusive). A malformed filter is a 400 naming it.";

/** Issue 13: the Audit page of organisation admins and platform administrators. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  await useRouteRateLimits(app);

  app.get(
    '/Audit',
    {
      schema: {
        tags,
        summary: 'The audit trail: who did or read what, when and from where',
        description: `${WHO} ${FILTERS} Newest first; page and pageCount, x-pagination header with the total.`,
        querystring: ZListQuery,
        response: { 200: z.array(ZAuditEvent) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const q = request.query;
      const where = auditWhere(actor, auditFiltersOf(q));
      const [rows, total] = await Promise.all([
        listAuditEvents(database.db, where, { limit: q.pageCount, offset: (q.page - 1) * q.pageCount }),
        countAuditEvents(database.db, where),
      ]);
      setPaginationHeader(reply, paginationOf(q, total));
      return rows.map(presentAuditEvent);
    },
  );

  app.get(
    '/Audit/Export',
    {
      config: exportRateLimit(config),
      schema: {
        tags,
        summary: 'The audit trail as CSV, with the same filters',
        description: `${WHO} ${FILTERS} page and pageCount are ignored: every selected event, newest first, at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-GB')} (more is a 400 asking for narrower filters). Streamed as text/csv (RFC 4180, UTF-8 with a BOM), columns When (UTC, ISO 8601), Who, User ID, Organisation, Action, Object type, Object ID, From, Details (JSON), Event; text starting with = + - @ gets a leading apostrophe. An attachment named audit_{yyyy}-{mm}-{dd}.csv. Audited (audit.exported) with its filters and count. At most EXPORTS_PER_MINUTE exports per user per minute (429).`,
        querystring: ZListQuery,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const filters = auditFiltersOf(request.query);
      const where = auditWhere(actor, filters);
      const total = await countAuditEvents(database.db, where);
      if (total > AUDIT_EXPORT_MAX_ROWS)
        throw invalid(
          { Filter: [AUDIT_TEXTS.tooMany(AUDIT_EXPORT_MAX_ROWS)] },
          AUDIT_TEXTS.tooMany(AUDIT_EXPORT_MAX_ROWS),
        );
      await recordAudit(database.db, {
        action: 'audit.exported',
        actorUserID: actor.userID,
        organisationID: actor.organisationID,
        objectType: 'auditTrail',
        ip: request.ip,
        details: { rows: total, filters: { ...filters } },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `audit_${day}.csv`))
        .header('access-control-expose-headers', 'content-disposition')
        .header('cache-control', 'private, no-store')
        .send(streamAuditCsv(database.db, where));
    },
  );
};
