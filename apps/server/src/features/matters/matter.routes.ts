import {
  MAIN_INDIVIDUAL,
  ZIndividualInput,
  ZMatterCreateInput,
  ZMatterUpdateInput,
  matterTypeById,
  zUuid,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { createIndividual } from '../individuals/individuals.service.js';
import { changeMatterStatus } from './matter-status.service.js';
import { setMatterOwner } from './matter-team.service.js';
import { ZMatter } from './matter.presenter.js';
import { createMatter, deleteMatter, getMatter, updateMatterDetails } from './matter.service.js';

const tags = ['Matters'];
const ZMatterParams = z.object({ id: zUuid });

/** One matter (spec 02 §7 "Matters", 01 §7 POST and DELETE): details, status, owner. */
export const matterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.post(
    '/Matters',
    {
      schema: {
        tags,
        summary: 'Create a matter',
        description:
          "Body: reference, matterType.matterTypeID, matterOwner (a user id or {userID}; defaults to the creator), organisation.organisationID (defaults to the firm the caller acts in) and, optionally, mainIndividual (firstName, surname, dob, emailAddress): the matter type's main individual (Deceased, Donor, Settlor or Testator), created with the matter in the same transaction. The matter starts at the first status of its type; its creator and owner form the team.",
        body: ZMatterCreateInput,
        response: { 201: ZMatter },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      const matterID = await database.db.transaction(async (tx) => {
        const id = await createMatter(tx, actor, request.body, meta);
        const main = request.body.mainIndividual;
        const type = matterTypeById(request.body.matterType.matterTypeID);
        // Issue 14: the main individual goes in with the matter, or neither does.
        if (main && type) {
          const individual = ZIndividualInput.parse({
            ...main,
            matterID: id,
            individualTypeID: MAIN_INDIVIDUAL[type.key].individualTypeID,
          });
          await createIndividual(tx, actor, individual, { config }, meta);
        }
        return id;
      });
      return reply.status(201).send(await getMatter(database.db, actor, matterID));
    },
  );

  app.get(
    '/Matters/:id',
    {
      schema: {
        tags,
        summary: 'One matter, with its team, individuals and summary counts',
        description:
          "Summary counts the caller may not see are null (an Individual sees only unreadMessages). viewingIndividual is the caller's own individual on the matter, if any. chatEnabled is false while the matter's firm has individual chat off ('Chat disabled'; unreadMessages is then 0).",
        params: ZMatterParams,
        response: { 200: ZMatter },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return getMatter(database.db, actor, request.params.id);
    },
  );

  app.put(
    '/Matters',
    {
      schema: {
        tags,
        summary: 'Edit the details of a matter',
        description:
          'The matter body with matterID. reference is required (max 200); for an Estate also probateReference (max 200), dateOfDeath and dateOfProbate (YYYY-MM-DD), grantSubmitted and accountsApproved. Other fields are ignored. A 400 lists every invalid field.',
        body: ZMatterUpdateInput,
        response: { 200: ZMatter },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) => updateMatterDetails(tx, actor, request.body, { ip: request.ip }));
      return getMatter(database.db, actor, request.body.matterID);
    },
  );

  app.put(
    '/Matters/:id/Status/:statusId',
    {
      schema: {
        tags,
        summary: 'Change the status of a matter',
        description:
          "Any status of the matter type's list may be chosen, forwards or back. A status of another type answers 400. Entering Complete sets completedDate, entering Archive sets archivedDate.",
        params: z.object({ id: zUuid, statusId: zUuid }),
        response: { 200: ZMatter },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id, statusId } = request.params;
      await database.db.transaction((tx) =>
        changeMatterStatus(
          tx,
          actor,
          { matterID: id, statusID: statusId },
          { ip: request.ip, publicUrl: config.publicUrl },
        ),
      );
      return getMatter(database.db, actor, id);
    },
  );

  app.put(
    '/Matters/:id/Owner/:userId',
    {
      schema: {
        tags,
        summary: 'Change the owner of a matter',
        description:
          "The new owner must be a user of the matter's firm; one not yet on the team is added to it.",
        params: z.object({ id: zUuid, userId: zUuid }),
        response: { 200: ZMatter },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id, userId } = request.params;
      await database.db.transaction((tx) =>
        setMatterOwner(tx, actor, { matterID: id, userID: userId }, { ip: request.ip }),
      );
      return getMatter(database.db, actor, id);
    },
  );

  app.delete(
    '/Matters/:id',
    {
      schema: {
        tags,
        summary: 'Delete a matter with its team and individuals',
        params: ZMatterParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        deleteMatter(tx, actor, { matterID: request.params.id }, { ip: request.ip }),
      );
      return reply.status(204).send(null);
    },
  );
};
