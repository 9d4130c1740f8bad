import { TEXT_MAX, ZTerms, requiredText } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, requireRole } from '../../access/plugin.js';
import { notFound } from '../../lib/errors.js';
import { acceptTerms, latestTerms, publishTerms } from './terms.service.js';

const TERMS_CONTENT_MAX = 500_000;

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/User/GetLatestTerms',
    {
      config: { allowWithoutTerms: true },
      schema: { tags: ['Terms'], summary: 'The latest terms and conditions', response: { 200: ZTerms } },
    },
    async (request) => {
      requireActor(request);
      const latest = await latestTerms(database.db);
      if (!latest) throw notFound();
      return {
        title: latest.title,
        contentHtml: latest.contentHtml,
        version: latest.version,
        buttons: [
          { text: 'Accept terms and conditions', actionUrl: `/api/User/AcceptTerms/${latest.version}` },
        ],
      };
    },
  );

  app.post(
    '/User/AcceptTerms/:version',
    {
      config: { allowWithoutTerms: true },
      schema: {
        tags: ['Terms'],
        summary: "A terms button's action: records the signed-in user's acceptance",
        params: z.object({ version: z.coerce.number().int().min(1) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) => acceptTerms(tx, actor.userID, request.params.version));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Terms',
    {
      schema: {
        tags: ['Terms'],
        summary: 'Publish a new terms version (administrators); every user must accept it again',
        body: z.object({ title: requiredText(TEXT_MAX), contentHtml: requiredText(TERMS_CONTENT_MAX) }),
        response: { 201: ZTerms },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      requireRole(actor, ['Administrators']);
      const row = await database.db.transaction((tx) =>
        publishTerms(tx, { ...request.body, publishedBy: actor.userID }),
      );
      return reply.status(201).send({
        title: row.title,
        contentHtml: row.contentHtml,
        version: row.version,
        buttons: [{ text: 'Accept terms and conditions', actionUrl: `/api/User/AcceptTerms/${row.version}` }],
      });
    },
  );
};
