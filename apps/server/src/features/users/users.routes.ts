import { ROLES_BY_ORGANISATION_TYPE, ZUser, ZUserUpdateInput, zRole, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasAcceptedLatestTerms, requireActor } from '../../access/plugin.js';
import { noteOrganisationRead } from '../../audit/reads.js';
import { notFound } from '../../lib/errors.js';
import { presentUser } from './users.presenter.js';
import { findUserWithOrganisation } from './users.queries.js';
import { mayViewUser, updateUser } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/User',
    {
      config: { allowWithoutTerms: true },
      schema: { tags: ['Users'], summary: 'The signed-in user', response: { 200: ZUser } },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await findUserWithOrganisation(database.db, actor.userID);
      if (!row) throw notFound();
      const accepted = await hasAcceptedLatestTerms(database, actor.userID, actor.realRoles);
      const organisation =
        actor.demoMode && actor.organisationID !== row.organisation.organisationID
          ? ((await findOrganisation(actor.organisationID)) ?? row.organisation)
          : row.organisation;
      return presentUser(row.user, organisation, { roles: actor.roles, acceptedLatestTerms: accepted });
    },
  );

  async function findOrganisation(id: string) {
    return database.db.query.organisations.findFirst({ where: (o, { eq }) => eq(o.organisationID, id) });
  }

  app.get(
    '/User/Organisation/Roles',
    {
      config: { allowWithoutTerms: true },
      schema: {
        tags: ['Users'],
        summary: "Roles of the signed-in user's organisation",
        response: { 200: z.array(zRole) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return [...ROLES_BY_ORGANISATION_TYPE[actor.organisationType]];
    },
  );

  app.get(
    '/User/:id',
    {
      schema: {
        tags: ['Users'],
        summary: 'One user (same organisation, or any for administrators)',
        params: z.object({ id: zUuid }),
        response: { 200: ZUser },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await findUserWithOrganisation(database.db, request.params.id);
      if (!row || !mayViewUser(actor, row.user)) throw notFound();
      noteOrganisationRead(actor, {
        organisationID: row.user.organisationID,
        objectType: 'user',
        objectID: row.user.userID,
      });
      const accepted = await hasAcceptedLatestTerms(database, row.user.userID, row.user.roles);
      return presentUser(row.user, row.organisation, { acceptedLatestTerms: accepted });
    },
  );

  app.put(
    '/User/:userID',
    {
      schema: {
        tags: ['Users'],
        summary: 'Update a user (the update-user modal and the Team page)',
        params: z.object({ userID: zUuid }),
        body: ZUserUpdateInput,
        response: { 200: ZUser },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const target = await findUserWithOrganisation(database.db, request.params.userID);
      if (!target || !mayViewUser(actor, target.user)) throw notFound();
      const updated = await database.db.transaction((tx) => updateUser(tx, actor, target, request.body));
      // Issue 13: locking or pausing a user, or changing their roles, ends their sessions at once.
      const locked = updated.status !== 'active' && target.user.status === 'active';
      const before = [...target.user.roles].sort().join();
      if (locked || before !== [...updated.roles].sort().join()) {
        // A manager changing their own roles keeps the session that asked.
        const self = updated.userID === actor.userID;
        await app.identity.revokeUser(updated.userID, self ? { exceptGrantID: actor.grantID } : {});
      }
      const accepted = await hasAcceptedLatestTerms(database, updated.userID, updated.roles);
      return presentUser(updated, target.organisation, {
        roles: updated.userID === actor.userID && actor.demoMode ? actor.roles : undefined,
        acceptedLatestTerms: accepted,
      });
    },
  );
};
