import { ZLegacyDetail, ZLegacyDetailInput, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { presentDetail } from './legacies.presenter.js';
import { ACCESS, ZLegacyParams, tags } from './legacies.route-common.js';
import { addDetail, deleteDetail, updateDetail } from './legacy-details.service.js';

/** spec 03 §2.8 the details of a legacy. */
export const legacyDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const metaOf = (request: { ip: string }) => ({ ip: request.ip, publicUrl: config.publicUrl });

  const DETAILS = `${ACCESS} With no firm matter the charity users (legacyDetail.*); with a firm matter the firm staff who may change the matter (the charity gets 403: read-only). Body: legacyType {legacyTypeID}, description (required, max 500), amountPence (integer pence), isEstimate, isPercentage, percentageValue (0–100).`;

  app.post(
    '/Legacy/:id/Details',
    {
      schema: {
        tags,
        summary: 'Add a legacy detail (spec 03 §2.8)',
        description: DETAILS,
        params: ZLegacyParams,
        body: ZLegacyDetailInput,
        response: { 201: ZLegacyDetail },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) =>
        addDetail(tx, actor, request.params.id, request.body, metaOf(request)),
      );
      return reply.status(201).send(presentDetail(row));
    },
  );

  app.put(
    '/Legacy/:id/Details/:detailId',
    {
      schema: {
        tags,
        summary: 'Save a legacy detail (spec 03 §2.8)',
        description: DETAILS,
        params: z.object({ id: zUuid, detailId: zUuid }),
        body: ZLegacyDetailInput,
        response: { 200: ZLegacyDetail },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) =>
        updateDetail(tx, actor, request.params.id, request.params.detailId, request.body, metaOf(request)),
      );
      return presentDetail(row);
    },
  );

  app.delete(
    '/Legacy/:id/Details/:detailId',
    {
      schema: {
        tags,
        summary: 'Delete a legacy detail (spec 03 §2.8)',
        description: DETAILS,
        params: z.object({ id: zUuid, detailId: zUuid }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        deleteDetail(tx, actor, request.params.id, request.params.detailId, metaOf(request)),
      );
      return reply.status(204).send(null);
    },
  );
};
