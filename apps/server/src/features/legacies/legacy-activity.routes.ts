import { ZExpectedReceiptInput, ZLegacy } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { ZActivityEntry } from '../activity/activity.presenter.js';
import { listActivity } from '../activity/activity.queries.js';
import { ACCESS, ZLegacyParams, legacyView, tags } from './legacies.route-common.js';
import { loadLegacy } from './legacy.access.js';
import { setExpectedReceipt } from './legacy-receipt.service.js';

/** issue 11: a legacy's Activity section, and the charity's forecast of when it receives the legacy. */
export const legacyActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '/Legacy/:id/Activity',
    {
      schema: {
        tags,
        summary: 'The activity of a legacy (its Activity section)',
        description: `${ACCESS} The legacy's entries the caller may see, as GET /api/Activity/ answers them (the same visibility): for the charity its own changes and the firm's that concern the legacy (the matter's status, documents the firm added or removed, legacy details the firm changed); for the firm's staff what their firm did on it. Paged with page and pageCount (x-pagination header), newest first; FilterType=activityType and SearchTerm as the feed.`,
        params: ZLegacyParams,
        querystring: ZListQuery,
        response: { 200: z.array(ZActivityEntry) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { legacy } = await loadLegacy(database.db, actor, request.params.id);
      const { items, totalCount } = await listActivity(database.db, actor, request.query, {
        legacyID: legacy.legacyID,
      });
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return items;
    },
  );

  app.put(
    '/Legacy/:id/ExpectedReceipt',
    {
      schema: {
        tags,
        summary: 'Set when the charity expects to receive a legacy',
        description: `${ACCESS} The legacy's charity users who may change its details (legacyDetail.update), also while a firm is attached: the forecast is the charity's own, never shown to the firm (a firm user answers 403). Body {expectedReceiptDate}: a real date YYYY-MM-DD, or null to clear it ("Not forecast"); anything else answers 400 naming the field. Audited, with an entry in the legacy's activity. Answers the updated legacy.`,
        params: ZLegacyParams,
        body: ZExpectedReceiptInput,
        response: { 200: ZLegacy },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      return database.db.transaction(async (tx) => {
        await setExpectedReceipt(tx, actor, request.params.id, request.body.expectedReceiptDate, meta);
        return legacyView(tx, config, actor, request.params.id, meta);
      });
    },
  );
};
