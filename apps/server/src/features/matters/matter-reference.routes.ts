import { MATTER_TYPES, ZMatterReferencePatternInput, can, matterTypeById, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { findReferencePattern, nextReference, setReferencePattern } from './matter-reference.service.js';

const tags = ['Matters'];
const ZReferencePattern = z.object({
  matterReferencePattern: z.string().nullable(),
  /** The reference the next new matter of the type would get now; null without a pattern. */
  nextReference: z.string().nullable(),
});

const estateTypeID = MATTER_TYPES.find((t) => t.key === 'estate')!.matterTypeID;

/** Issue 14: a firm's matter reference pattern, and the next reference it would make. */
export const matterReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  async function answer(organisationID: string, matterTypeID: string) {
    const type = matterTypeById(matterTypeID);
    if (!type) throw invalid({ matterTypeId: ['Unknown matter type'] });
    const pattern = await findReferencePattern(database.db, organisationID);
    return {
      matterReferencePattern: pattern,
      nextReference: pattern
        ? await nextReference(database.db, organisationID, pattern, type.key, false)
        : null,
    };
  }

  app.get(
    '/Organisations/:id/MatterReferencePattern',
    {
      schema: {
        tags,
        summary: "A firm's matter reference pattern and the next reference it makes",
        description:
          "For those who may create the firm's matters or set its pattern. nextReference is what a new matter of matterTypeId (default: Estate) with an empty reference would get now; it is taken only when the matter is created.",
        params: z.object({ id: zUuid }),
        querystring: z.object({ matterTypeId: zUuid.optional() }),
        response: { 200: ZReferencePattern },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const organisationID = request.params.id.toLowerCase();
      const isAdmin = actor.roles.includes('Administrators');
      if (!isAdmin && !actor.organisationIDs.includes(organisationID)) throw notFound();
      const resource = { organisationID };
      if (!can(actor, 'matter.create', resource) && !can(actor, 'matterReferencePattern.update', resource))
        throw forbidden();
      return answer(organisationID, request.query.matterTypeId ?? estateTypeID);
    },
  );

  app.put(
    '/Organisations/:id/MatterReferencePattern',
    {
      schema: {
        tags,
        summary: "Set or remove a firm's matter reference pattern (its Matter Admin, Administrators)",
        description:
          "Body: matterReferencePattern, e.g. '{TYPE}/{YYYY}/{SEQ:4}', or null / '' for none. Parts: {TYPE} (EST, POA, TRU, WIL), {YYYY}, {YY}, {MM} and exactly one {SEQ} or {SEQ:n} (the firm's counter, padded to n digits); anything else is a 400. With a pattern, POST /api/Matters may leave the reference empty and gets the next free one.",
        params: z.object({ id: zUuid }),
        body: ZMatterReferencePatternInput,
        response: { 200: ZReferencePattern },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const organisationID = request.params.id.toLowerCase();
      await database.db.transaction((tx) =>
        setReferencePattern(tx, actor, { organisationID, ...request.body }, { ip: request.ip }),
      );
      return answer(organisationID, estateTypeID);
    },
  );
};
