import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { ZActivityEntry } from './activity.presenter.js';
import { listActivity } from './activity.queries.js';

const tags = ['Activity'];
const QUERY_HELP =
  'Paged with page and pageCount (x-pagination header), newest first. Filters: FilterType=activityType (matter, individual, user, document, check, legacy) and FilterType=matter (a matter id); SearchTerm looks in the reference, object and text.';

/** spec 01 §7 "Activity and live channels": the activity feed of the dashboard. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/Activity',
    {
      schema: {
        tags,
        summary: 'The activity the signed-in user may see',
        description: `Firm staff see their organisation's activity, an Individual the activity of the matters they are linked to. ${QUERY_HELP}`,
        querystring: ZListQuery,
        response: { 200: z.array(ZActivityEntry) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { items, totalCount } = await listActivity(database.db, actor, request.query);
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return items;
    },
  );

  app.get(
    '/Activity/Send',
    {
      schema: {
        tags,
        summary: 'The activity the signed-in user caused themself (their sent activity)',
        description: `The spec names this call without a shape; Probity answers the entries whose actor is the signed-in user, among those they may see, in the same shape as GET /api/Activity/. ${QUERY_HELP}`,
        querystring: ZListQuery,
        response: { 200: z.array(ZActivityEntry) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { items, totalCount } = await listActivity(database.db, actor, request.query, {
        causedBy: actor.userID,
      });
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return items;
    },
  );
};
