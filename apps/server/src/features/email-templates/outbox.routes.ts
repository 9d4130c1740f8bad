import { ZOutboxMessage, ZOutboxMessageSummary, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { notFound } from '../../lib/errors.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { presentOutboxMessage, presentOutboxSummary } from './email-templates.presenter.js';
import { findOutboxMessage, listOutbox } from './email-templates.queries.js';
import { authorizeOutbox, retryOutboxMessage } from './outbox.service.js';

const tags = ['Mail'];

/** The outbox: every e-mail the product sends, for administrators to read (spec/README e-mail). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/Mail/Outbox',
    {
      schema: {
        tags,
        summary: 'The outbox, newest first',
        description:
          'List query: FilterType status (pending, sent, failed) or trigger; SearchTerm over recipient and subject; OrderBy createdAt, sentAt, toAddress, subject, trigger, status.',
        querystring: ZListQuery,
        response: { 200: z.array(ZOutboxMessageSummary) },
      },
    },
    async (request, reply) => {
      authorizeOutbox(requireActor(request), 'read');
      const { rows, totalCount } = await listOutbox(database.db, request.query);
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return rows.map(presentOutboxSummary);
    },
  );

  app.get(
    '/Mail/Outbox/:id',
    {
      schema: {
        tags,
        summary: 'One message with its HTML and text',
        params: z.object({ id: zUuid }),
        response: { 200: ZOutboxMessage },
      },
    },
    async (request) => {
      authorizeOutbox(requireActor(request), 'read');
      const row = await findOutboxMessage(database.db, request.params.id);
      if (!row) throw notFound();
      return presentOutboxMessage(row);
    },
  );

  app.post(
    '/Mail/Outbox/:id/Retry',
    {
      schema: {
        tags,
        summary: 'Send a failed message again (it goes back to pending)',
        params: z.object({ id: zUuid }),
        response: { 200: ZOutboxMessage },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) => retryOutboxMessage(tx, actor, request.params.id));
      return presentOutboxMessage(row);
    },
  );
};
