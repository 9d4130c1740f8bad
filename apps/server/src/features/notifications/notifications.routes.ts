import { zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { loadIndividual } from '../individuals/individuals.access.js';
import { listOpenNotifications } from './notifications.service.js';

/** spec 01 §3 Server notification, with what the client needs to act on it and mark it. */
export const ZServerNotification = z.object({
  notificationID: z.string(),
  message: z.string(),
  actionText: z.string(),
  /** A product page; the client opens it in a pop-up with a responseUrl query (spec 01 §7 Other). */
  actionTargetUrl: z.string(),
  checkResultID: z.string().nullable(),
  dateCreated: z.string(),
});

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  app.get(
    '/Individuals/:id/Notifications',
    {
      schema: {
        tags: ['Individuals'],
        summary: "The open server notifications of an individual's user",
        description:
          'Actions the server asks the registered user of the individual to take, e.g. completing an identity check: message, actionText, actionTargetUrl. An individual with no user has none. Whoever may read the individual may read them; others get 404.',
        params: z.object({ id: zUuid }),
        response: { 200: z.array(ZServerNotification) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { individual } = await loadIndividual(database.db, actor, request.params.id);
      if (!individual.userID) return [];
      const rows = await listOpenNotifications(database.db, individual.userID, individual.individualID);
      return rows.map((n) => ({
        notificationID: n.notificationID,
        message: n.message,
        actionText: n.actionText,
        actionTargetUrl: n.actionTargetUrl,
        checkResultID: n.checkResultID,
        dateCreated: n.createdAt.toISOString(),
      }));
    },
  );
};
