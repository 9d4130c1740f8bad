import {
  TEMPLATE_CONTENT_MAX,
  TEXT_MAX,
  ZEmailTemplate,
  ZEmailTemplateCreateInput,
  ZEmailTemplatePreview,
  ZEmailTemplatePreviewInput,
  ZEmailTemplateUpdateInput,
  zUuid,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { notFound } from '../../lib/errors.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { presentEmailTemplate } from './email-templates.presenter.js';
import { findEmailTemplate, findEmailTemplateByName, listEmailTemplates } from './email-templates.queries.js';
import {
  authorizeTemplates,
  createEmailTemplate,
  deleteEmailTemplate,
  previewEmailTemplate,
  updateEmailTemplate,
} from './email-templates.service.js';

const tags = ['Email templates'];
/** spec 01 §5: template content may hold up to 100,000,000 characters; the JSON around it is small. */
const TEMPLATE_BODY_LIMIT = TEMPLATE_CONTENT_MAX + 1_048_576;

/** spec 01 §7 Email templates: Administrators only; the screen offers no delete (the API does). */
export const emailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/EmailTemplates',
    {
      schema: {
        tags,
        summary:
          'The e-mail templates (list query: SearchTerm over trigger and subject; OrderBy name, subject, dateCreated, lastUpdated)',
        querystring: ZListQuery,
        response: { 200: z.array(ZEmailTemplate) },
      },
    },
    async (request, reply) => {
      authorizeTemplates(requireActor(request), 'emailTemplate.read');
      const { rows, totalCount } = await listEmailTemplates(database.db, request.query);
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return rows.map(presentEmailTemplate);
    },
  );

  app.get(
    '/EmailTemplates/Name/:name',
    {
      schema: {
        tags,
        summary: 'The template of a trigger, by its name',
        params: z.object({ name: z.string().min(1).max(TEXT_MAX) }),
        response: { 200: ZEmailTemplate },
      },
    },
    async (request) => {
      authorizeTemplates(requireActor(request), 'emailTemplate.read');
      const row = await findEmailTemplateByName(database.db, request.params.name);
      if (!row) throw notFound();
      return presentEmailTemplate(row);
    },
  );

  app.get(
    '/EmailTemplates/:id',
    {
      schema: {
        tags,
        summary: 'One e-mail template',
        params: z.object({ id: zUuid }),
        response: { 200: ZEmailTemplate },
      },
    },
    async (request) => {
      authorizeTemplates(requireActor(request), 'emailTemplate.read');
      const row = await findEmailTemplate(database.db, request.params.id);
      if (!row) throw notFound();
      return presentEmailTemplate(row);
    },
  );

  app.post(
    '/EmailTemplates',
    {
      bodyLimit: TEMPLATE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Create the template of a trigger that has none',
        description:
          "name is the trigger (one of the product events); subject and templateContent are Handlebars over that trigger's placeholders. The HTML is sanitised.",
        body: ZEmailTemplateCreateInput,
        response: { 201: ZEmailTemplate },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) => createEmailTemplate(tx, actor, request.body));
      return reply.status(201).send(presentEmailTemplate(row));
    },
  );

  app.put(
    '/EmailTemplates',
    {
      bodyLimit: TEMPLATE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Change a template (subject and content; the trigger cannot change)',
        body: ZEmailTemplateUpdateInput,
        response: { 200: ZEmailTemplate },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) => updateEmailTemplate(tx, actor, request.body));
      return presentEmailTemplate(row);
    },
  );

  app.delete(
    '/EmailTemplates/:id',
    {
      schema: {
        tags,
        summary: "Delete a template; the trigger's mail then uses the built-in template",
        params: z.object({ id: zUuid }),
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) => deleteEmailTemplate(tx, actor, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/EmailTemplates/Preview',
    {
      bodyLimit: TEMPLATE_BODY_LIMIT,
      schema: {
        tags,
        summary: "Render a template (saved or not) with its trigger's sample values",
        body: ZEmailTemplatePreviewInput,
        response: { 200: ZEmailTemplatePreview },
      },
    },
    async (request) => previewEmailTemplate(requireActor(request), request.body),
  );
};
