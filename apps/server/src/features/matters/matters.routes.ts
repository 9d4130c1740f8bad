import { FIRM_ROLES, MATTER_TYPES, zUuid } from '@probity/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { actsIn } from '../../access/actor.js';
import { requireActor, requireRole } from '../../access/plugin.js';
import { isPlatformAdministrator, noteOrganisationRead } from '../../audit/reads.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { ZMatterListItem } from './matters.presenter.js';
import { type MatterListSource, listMatters } from './matters.queries.js';

/** spec 01 §6: roles with read on the matter list (Individual reads its own through Individual/{id}). */
const MATTER_READERS = [...FIRM_ROLES, 'Administrators', 'Admin Demo'] as const;

const ZStatus = z.object({
  statusID: z.string(),
  name: z.string(),
  description: z.string(),
  key: z.string(),
  sortOrder: z.number(),
});
const ZMatterType = z.object({
  matterTypeID: z.string(),
  name: z.string(),
  description: z.string(),
  humanId: z.string(),
  icon: z.string(),
});

export const mattersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const listSchema = (summary: string, param: string) => ({
    tags: ['Matters'],
    summary,
    params: z.object({ [param]: zUuid }),
    querystring: ZListQuery,
    response: { 200: z.array(ZMatterListItem) },
  });

  async function answer(
    reply: FastifyReply,
    source: MatterListSource,
    q: z.infer<typeof ZListQuery>,
    actorUserID: string,
  ) {
    const { items, totalCount, totalIsEstimate } = await listMatters(database.db, source, q, actorUserID);
    setPaginationHeader(reply, paginationOf(q, totalCount, totalIsEstimate));
    return items;
  }

  app.get(
    '/Matters/Organisation/:orgId',
    { schema: listSchema('Matters of an organisation (Matter Admin, Matter Executive, Support)', 'orgId') },
    async (request, reply) => {
      const actor = requireActor(request);
      const { orgId } = request.params as { orgId: string };
      const isAdmin = actor.roles.includes('Administrators');
      if (!isAdmin && !actsIn(actor, orgId)) throw notFound();
      requireRole(actor, MATTER_READERS);
      noteOrganisationRead(actor, { organisationID: orgId, objectType: 'matter' });
      return answer(reply, { kind: 'organisation', organisationID: orgId }, request.query, actor.userID);
    },
  );

  app.get(
    '/Matters/User/:userId',
    { schema: listSchema('Matters whose team the user is on', 'userId') },
    async (request, reply) => {
      const actor = requireActor(request);
      // Ids are compared case-insensitively, like every path of the API.
      const userId = (request.params as { userId: string }).userId.toLowerCase();
      const isAdmin = actor.roles.includes('Administrators');
      if (userId !== actor.userID.toLowerCase() && !isAdmin) throw notFound();
      requireRole(actor, MATTER_READERS);
      const organisationIDs = isAdmin ? null : actor.organisationIDs;
      if (isPlatformAdministrator(actor) && userId !== actor.userID.toLowerCase()) {
        const [owner] = await database.db
          .select({ organisationID: users.organisationID })
          .from(users)
          .where(eq(users.userID, userId));
        noteOrganisationRead(actor, {
          organisationID: owner?.organisationID,
          objectType: 'user',
          objectID: userId,
        });
      }
      return answer(reply, { kind: 'user', userID: userId, organisationIDs }, request.query, actor.userID);
    },
  );

  app.get(
    '/Matters/Individual/:id',
    { schema: listSchema('Matters of the signed-in individual (by their user id)', 'id') },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = (request.params as { id: string }).id.toLowerCase();
      if (id !== actor.userID.toLowerCase()) throw notFound();
      requireRole(actor, ['Individual']);
      return answer(reply, { kind: 'individual', userID: id }, request.query, actor.userID);
    },
  );

  app.get(
    '/Matters/Types',
    {
      schema: {
        tags: ['Matters'],
        summary: 'The four matter types',
        response: { 200: z.array(ZMatterType) },
      },
    },
    async (request) => {
      requireActor(request);
      return MATTER_TYPES.map(({ matterTypeID, name, description, humanId, icon }) => ({
        matterTypeID,
        name,
        description,
        humanId,
        icon,
      }));
    },
  );

  app.get(
    '/Matters/Status/:matterTypeId',
    {
      schema: {
        tags: ['Matters'],
        summary: 'The ordered statuses of a matter type',
        params: z.object({ matterTypeId: zUuid }),
        response: { 200: z.array(ZStatus) },
      },
    },
    async (request) => {
      requireActor(request);
      const type = MATTER_TYPES.find((t) => t.matterTypeID === request.params.matterTypeId.toLowerCase());
      if (!type) throw notFound();
      return type.statuses;
    },
  );
};
