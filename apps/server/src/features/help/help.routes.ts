import rateLimit from '@fastify/rate-limit';
import { ZHelpAnswer, ZHelpAskInput, ZHelpSections } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { rateLimitPluginOptions } from '../../lib/rate-limit-store.js';
import { createHelpService } from './help.service.js';

const tags = ['Help'];

/**
 * spec 01 §2 help overlay, §3 help section, §7 "GET /api/sections with populate=subsections":
 * the help, served by the product in the content service's shape, and its assistant.
 */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const help = createHelpService(app.config, app.log);
  // Route-level limits only (config.rateLimit), inside this plugin.
  await app.register(rateLimit, rateLimitPluginOptions(app));

  app.get(
    '/sections',
    {
      schema: {
        tags,
        summary: 'The help sections the caller may read (populate=subsections adds their subsections)',
        description:
          "The shape of a Strapi-like content service: { data, meta.pagination }, fields as the spec names them (name, order_number, section_identifier, user_roles_can_view, subsections with content in markdown). Sections and subsections are filtered by the caller's roles (user_roles_can_view; empty is visible to all) and sorted by order_number. With HELP_CONTENT_URL the server reads them from that content service instead of the help shipped with the product.",
        querystring: z.object({ populate: z.string().max(100).optional() }),
        response: { 200: ZHelpSections },
      },
    },
    async (request) => {
      const withSubsections = ['subsections', '*'].includes(request.query.populate ?? '');
      const data = await help.listSections(requireActor(request), withSubsections);
      return {
        data,
        meta: { pagination: { page: 1, pageSize: data.length, pageCount: 1, total: data.length } },
      };
    },
  );

  app.post(
    '/Help/Ask',
    {
      config: {
        rateLimit: {
          max: app.config.HELP_ASK_PER_MINUTE,
          timeWindow: 60_000,
          // Per user: the access hook has identified the caller by now.
          hook: 'preHandler',
          keyGenerator: (request) => `help-ask:${request.actor?.userID ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Ask the help assistant',
        description:
          'Answers from the help the caller may read: the best passages (full-text search with stemming) with links to their subsections written as #subsection_identifier, or "I could not find that in the help." With ASSISTANT_API_URL an OpenAI-compatible model words the answer from those passages. subsectionId is where the reader is; its passages are preferred. At most HELP_ASK_PER_MINUTE questions per user per minute (429).',
        body: ZHelpAskInput,
        response: { 200: ZHelpAnswer },
      },
    },
    async (request) => help.ask(requireActor(request), request.body),
  );
};
