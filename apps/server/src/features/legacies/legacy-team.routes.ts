import { ZLegacyUser, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { ACCESS, ZLegacyParams, legacyView, tags } from './legacies.route-common.js';
import { addTeamMembers } from './legacy-team.service.js';

/** spec 03 §2.10 the charity team of a legacy. */
export const legacyTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '/Legacy/:id/Team',
    {
      schema: {
        tags,
        summary: "The legacy's charity team (spec 03 §2.10)",
        description: ACCESS,
        params: ZLegacyParams,
        response: { 200: z.array(ZLegacyUser) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      // Only the team goes out: no bank account to audit.
      const legacy = await legacyView(database.db, config, actor, request.params.id, null);
      return legacy.charityTeam;
    },
  );

  app.post(
    '/Legacy/:id/Team',
    {
      schema: {
        tags,
        summary: 'Add team members to a legacy (spec 03 §2.10)',
        description: `${ACCESS} legacyTeam.create (charity users). Body: a list of user ids (or {userIDs}); they must be users of the legacy's charity (else 400). Answers the new charityTeam list.`,
        params: ZLegacyParams,
        body: z.union([
          z.array(zUuid).min(1).max(100),
          z.object({ userIDs: z.array(zUuid).min(1).max(100) }),
        ]),
        response: { 200: z.array(ZLegacyUser) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const ids = Array.isArray(request.body) ? request.body : request.body.userIDs;
      return database.db.transaction((tx) =>
        addTeamMembers(tx, actor, request.params.id, ids, { ip: request.ip }),
      );
    },
  );
};
