import { ZNotificationSettings } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/plugin.js';
import { getNotificationSettings, updateNotificationSettings } from './legacy-notifications.service.js';

const tags = ['Users'];
const WHO =
  "The signed-in user's own setting; only charity users have it (any other user, an administrator in demo mode included, answers 403).";
const MODES =
  "legacyNotifications: 'immediately' (one e-mail per change the law firm makes to a legacy whose team the user is on: its status, a document it adds, the legacy details), 'daily' (one digest a day of those changes, job legacy.digest at 07:00 GMT) or 'off'.";

/** issue 11: the per-user notification setting of the firm's changes to the user's legacies. */
export const legacyNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/User/NotificationSettings',
    {
      schema: {
        tags,
        summary: "The signed-in user's notification settings",
        description: `${WHO} ${MODES}`,
        response: { 200: ZNotificationSettings },
      },
    },
    async (request) => getNotificationSettings(database.db, requireActor(request)),
  );

  app.put(
    '/User/NotificationSettings',
    {
      schema: {
        tags,
        summary: "Save the signed-in user's notification settings",
        description: `${WHO} Body {legacyNotifications}: ${MODES} Anything else answers 400 naming the field. Choosing 'daily' starts the digest from now. Audited (user.notificationSettings).`,
        body: ZNotificationSettings,
        response: { 200: ZNotificationSettings },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return database.db.transaction((tx) =>
        updateNotificationSettings(tx, actor, request.body.legacyNotifications, { ip: request.ip }),
      );
    },
  );
};
