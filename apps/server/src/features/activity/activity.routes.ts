import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { ZActivityEntry } from './activity.presenter.js';
import { listActivity } from './activity.queries.js';
import { legacyNotificationRoutes } from './legacy-notifications.routes.js';
import { matterActivityRoutes } from './matter-activity.routes.js';

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
        description: `Firm staff see their organisation's activity (their matters, and what they did on the legacies of their matters); an Individual the activity of the matters they are linked to, never a legacy's; charity staff the activity of the legacies they may read (legacy.read: the charity's legacies, or those whose team they are on) — the charity's own changes and the firm's changes that concern the legacy (the matter's status, documents the firm added to the legacy, legacy details the firm changed), each with legacyID. A charity's entries never reach a firm, an individual or another charity. An entry's user carries organisationName when they are of another organisation than the entry's (a firm user in a charity's feed). Roles that may read neither get an empty list. ${QUERY_HELP}`,
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

  await app.register(legacyNotificationRoutes);
  await app.register(matterActivityRoutes);
};
