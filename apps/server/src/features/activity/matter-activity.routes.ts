import { zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { loadMatter } from '../matters/matter.access.js';
import { ZActivityEntry } from './activity.presenter.js';
import { listActivity } from './activity.queries.js';

/** Issue 14 "See what happened": a matter's Activity tab. */
export const matterActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/Matters/:id/Activity',
    {
      schema: {
        tags: ['Activity'],
        summary: 'The activity of a matter (its Activity tab)',
        description:
          "Whoever may read the matter (another firm's matter, or one the caller is not linked to, answers 404). The matter's entries the caller would see on the dashboard (GET /api/Activity/, the same visibility): the firm's staff every entry of their firm on it; the matter's individuals its entries except the firm-only kinds (notes) and those about its legacies. Paged with page and pageCount (x-pagination header), newest first; FilterType=activityType (matter, individual, user, document, check, legacy, note) and SearchTerm as the feed.",
        params: z.object({ id: zUuid }),
        querystring: ZListQuery,
        response: { 200: z.array(ZActivityEntry) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { matter } = await loadMatter(database.db, actor, request.params.id);
      const { items, totalCount } = await listActivity(database.db, actor, request.query, {
        matterID: matter.matterID,
      });
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return items;
    },
  );
};
