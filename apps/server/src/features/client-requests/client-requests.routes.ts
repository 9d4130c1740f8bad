import {
  CLIENT_REQUEST_FILES_MAX,
  ZClientRequest,
  ZClientRequestAnswerInput,
  ZClientRequestBatch,
  ZClientRequestClient,
  ZClientRequestReopenInput,
  zUuid,
} from '@probity/domain';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import { requireActor } from '../../access/plugin.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { encryptionKey } from '../../lib/crypto.js';
import { notFound } from '../../lib/errors.js';
import { zFileName } from '../../lib/nul-bytes.js';
import { createDocuments, uploadDocumentStream } from '../documents/documents.service.js';
import { tooLarge } from '../documents/documents.files.js';
import { loadRequestItem, loadRequestScope } from './client-requests.access.js';
import { presentClientRequest } from './client-requests.presenter.js';
import { findMatterClients, findRequestViews } from './client-requests.queries.js';
import {
  acceptClientRequest,
  addClientRequests,
  answerClientRequest,
  checkUploadInto,
  linkUploads,
  reopenClientRequest,
  withdrawClientRequest,
} from './client-requests.service.js';

const tags = ['Client requests'];
const ACCESS =
  "The firm's matter roles (Matter Admin, Matter Executive, MLRO, Supervising Partner, Support, Admin Demo) and the matter's clients (role Individual) see the list; a client sees only the items asked of them or of all clients. Another firm's matter, another matter's client or an item asked of another client answers 404.";

/** Issue 14 "What we need from you": the client request list of a matter. */
export const clientRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const storage = fileStorage(config);
  const key = encryptionKey(config);
  const limitBytes = config.UPLOAD_LIMIT_BYTES;
  const meta = (ip: string) => ({ ip, publicUrl: config.publicUrl });

  /** One item as the caller sees it (after a change). */
  async function viewOf(actor: Actor, requestID: string) {
    const { scope } = await loadRequestItem(database.db, actor, requestID, 'clientRequest.read');
    const [view] = await findRequestViews(database.db, { requestIDs: [requestID.toLowerCase()] });
    if (!view) throw notFound();
    return presentClientRequest(view, { actor, isStaff: scope.isStaff, key });
  }

  app.get(
    '/Matters/:matterID/Requests',
    {
      schema: {
        tags,
        summary: "The matter's client request list",
        description: `${ACCESS} Oldest first; withdrawn items are left out.`,
        params: z.object({ matterID: zUuid }),
        response: { 200: z.array(ZClientRequest) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const scope = await loadRequestScope(database.db, actor, request.params.matterID, 'clientRequest.read');
      const views = await findRequestViews(database.db, { matterID: scope.loaded.matter.matterID });
      return views
        .filter((v) => scope.isStaff || !v.item.individualID || v.individualUserID === actor.userID)
        .map((v) => presentClientRequest(v, { actor, isStaff: scope.isStaff, key }));
    },
  );

  app.get(
    '/Matters/:matterID/Requests/Clients',
    {
      schema: {
        tags,
        summary: 'The clients of the matter who may be asked',
        description:
          "The matter's individuals with a Probity account. The firm's matter roles only (a client answers 403).",
        params: z.object({ matterID: zUuid }),
        response: { 200: z.array(ZClientRequestClient) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const scope = await loadRequestScope(
        database.db,
        actor,
        request.params.matterID,
        'clientRequest.create',
      );
      const clients = await findMatterClients(database.db, scope.loaded.matter.matterID);
      return clients.map((c) => ({
        individualID: c.individualID,
        name: `${c.firstName} ${c.surname}`.trim(),
      }));
    },
  );

  app.post(
    '/Matters/:matterID/Requests',
    {
      schema: {
        tags,
        summary: 'Ask the clients for documents or answers',
        description: `${ACCESS} The firm's matter roles only (a client answers 403). items: 1 to 20 of {kind: document|answer, title (max 200), detail (max 2000), dueDate (YYYY-MM-DD), individualID (an individual of the matter with an account; none: all clients), reminderDays (1–90, default 7)}. All or none; each asked client gets one e-mail (ClientRequestsAdded).`,
        params: z.object({ matterID: zUuid }),
        body: ZClientRequestBatch,
        response: { 201: z.array(ZClientRequest) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const ids = await database.db.transaction(async (tx) => {
        const scope = await loadRequestScope(tx, actor, request.params.matterID, 'clientRequest.create', {
          lock: true,
        });
        return addClientRequests(tx, actor, scope, request.body.items, meta(request.ip));
      });
      const out = [];
      for (const id of ids) out.push(await viewOf(actor, id));
      return reply.status(201).send(out);
    },
  );

  app.post(
    '/ClientRequests/:requestID/Answer',
    {
      schema: {
        tags,
        summary: 'The client answers an item',
        description: `${ACCESS} The asked client only (firm roles answer 403). An answer item only (a document item answers 400); answer max 5000 characters, encrypted at rest. Until the firm accepts the item the answer may be changed (then 409).`,
        params: z.object({ requestID: zUuid }),
        body: ZClientRequestAnswerInput,
        response: { 200: ZClientRequest },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        answerClientRequest(tx, actor, request.params.requestID, request.body.answer, {
          key,
          ...meta(request.ip),
        }),
      );
      return viewOf(actor, request.params.requestID);
    },
  );

  app.post(
    '/ClientRequests/:requestID/Documents',
    {
      bodyLimit: Math.ceil(limitBytes * 1.4) + 1024 * 1024,
      schema: {
        tags,
        summary: 'The client uploads files into a document item',
        description: `${ACCESS} The asked client only (firm roles answer 403). A document item only (an answer item answers 400). A list of 1 to ${CLIENT_REQUEST_FILES_MAX} {name, content (data URL)}: the files go into the matter's documents (the documents upload: type sniffed, malware scan, encrypted at rest, HTML/SVG refused with 400, over UPLOAD_LIMIT_BYTES 413) and are linked to the item, all or none.`,
        params: z.object({ requestID: zUuid }),
        body: z
          .array(z.object({ name: zFileName, content: z.string().min(1) }))
          .min(1)
          .max(CLIENT_REQUEST_FILES_MAX),
        response: { 200: ZClientRequest },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const item = await checkUploadInto(database.db, actor, request.params.requestID);
      await createDocuments(
        database,
        storage,
        actor,
        request.body.map((f) => ({ name: f.name, content: f.content, itemID: item.matterID })),
        {
          limitBytes,
          ...meta(request.ip),
          within: linkUploads(
            actor,
            item.requestID,
            request.body.map((f) => f.name),
            meta(request.ip),
          ),
        },
      );
      return viewOf(actor, item.requestID);
    },
  );

  const streamed: FastifyPluginAsyncZod = async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    raw.post(
      '/ClientRequests/:requestID/Documents/Upload',
      {
        config: { streamBody: true },
        schema: {
          tags,
          summary: 'The client uploads one large file into a document item, as a stream',
          description: `${ACCESS} As POST /api/ClientRequests/{id}/Documents, with the raw file as the body and its name in the query (the documents' streamed upload).`,
          params: z.object({ requestID: zUuid }),
          querystring: z.object({ name: zFileName }),
          response: { 200: ZClientRequest },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const body = request.body as Readable;
        let item: Awaited<ReturnType<typeof checkUploadInto>>;
        try {
          item = await checkUploadInto(database.db, actor, request.params.requestID);
        } catch (err) {
          body.resume();
          throw err;
        }
        if (Number(request.headers['content-length'] ?? 0) > limitBytes) {
          body.resume();
          throw tooLarge();
        }
        await uploadDocumentStream(
          database,
          storage,
          actor,
          { itemID: item.matterID, name: request.query.name },
          body,
          {
            limitBytes,
            ...meta(request.ip),
            within: linkUploads(actor, item.requestID, [request.query.name], meta(request.ip)),
          },
        );
        return viewOf(actor, item.requestID);
      },
    );
  };
  await app.register(streamed);

  app.post(
    '/ClientRequests/:requestID/Accept',
    {
      schema: {
        tags,
        summary: 'The firm accepts an item (done)',
        description: `${ACCESS} The firm's matter roles only (a client answers 403). An item already accepted answers 409.`,
        params: z.object({ requestID: zUuid }),
        response: { 200: ZClientRequest },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        acceptClientRequest(tx, actor, request.params.requestID, meta(request.ip)),
      );
      return viewOf(actor, request.params.requestID);
    },
  );

  app.post(
    '/ClientRequests/:requestID/Reopen',
    {
      schema: {
        tags,
        summary: 'The firm sends an answered item back to the client with a comment',
        description: `${ACCESS} The firm's matter roles only (a client answers 403). comment: required, max 1000. An item the client has not answered answers 409. Its reminders start afresh.`,
        params: z.object({ requestID: zUuid }),
        body: ZClientRequestReopenInput,
        response: { 200: ZClientRequest },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        reopenClientRequest(tx, actor, request.params.requestID, request.body.comment, meta(request.ip)),
      );
      return viewOf(actor, request.params.requestID);
    },
  );

  app.delete(
    '/ClientRequests/:requestID',
    {
      schema: {
        tags,
        summary: 'The firm withdraws an item',
        description: `${ACCESS} The firm's matter roles only (a client answers 403). The item is kept for the audit trail but listed to nobody and never reminded; files already uploaded stay in the matter's documents.`,
        params: z.object({ requestID: zUuid }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        withdrawClientRequest(tx, actor, request.params.requestID, meta(request.ip)),
      );
      return reply.status(204).send(null);
    },
  );
};
