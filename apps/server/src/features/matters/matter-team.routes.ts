import { ZMatterTeamInput, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import type { DbOrTx } from '../../db/client.js';
import type { Actor } from '../../access/actor.js';
import { updateMatterTeam } from './matter-team.service.js';
import { loadMatter } from './matter.access.js';
import { ZMatterTeamMember, presentTeamMember } from './matter.presenter.js';
import { findTeam } from './matter.queries.js';

const tags = ['Matters'];

async function getTeam(db: DbOrTx, actor: Actor, matterID: string) {
  const { matter } = await loadMatter(db, actor, matterID, { action: 'matterTeam.read' });
  const team = await findTeam(db, matter.matterID);
  return team.map((u) => presentTeamMember(u, matter.matterOwner));
}

/** The matter team (spec 02 §2.8, §4, §7): read it, or send the whole updated list. */
export const matterTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const params = z.object({ id: zUuid });

  app.get(
    '/Matters/:id/Team',
    {
      schema: {
        tags,
        summary: 'The team of a matter, owner flagged',
        params,
        response: { 200: z.array(ZMatterTeamMember) },
      },
    },
    async (request) => getTeam(database.db, requireActor(request), request.params.id),
  );

  app.patch(
    '/Matters/:id/Team',
    {
      schema: {
        tags,
        summary: 'Replace the team of a matter with the list sent',
        description:
          "Body: the whole team as an array of {userID}. Adding needs the team create right, removing the delete right. New members must be users of the matter's firm (400 per item otherwise); the owner cannot be removed (400). Answers the new team.",
        params,
        body: ZMatterTeamInput,
        response: { 200: z.array(ZMatterTeamMember) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const matterID = request.params.id;
      await database.db.transaction((tx) =>
        updateMatterTeam(tx, actor, { matterID, team: request.body }, { ip: request.ip }),
      );
      return getTeam(database.db, actor, matterID);
    },
  );
};
