import { zDocumentFolder, zUuid } from '@probity/domain';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { requireActor } from '../../access/plugin.js';
import { documents } from '../../db/schema/index.js';
import { INLINE_IMAGE_TYPES, fileStorage } from '../../integrations/storage/index.js';
import {
  ZListQuery,
  likePattern,
  orderByOf,
  paginationOf,
  setPaginationHeader,
} from '../../lib/list-query.js';
import { recordRead } from '../../audit/reads.js';
import { sendStoredFile } from './send-file.js';
import { zFileName } from '../../lib/nul-bytes.js';
import { isItemStaff, loadDocument, loadDocumentItem } from './documents.access.js';
import { ZDocument, ZUserSummary, presentDocument } from './documents.presenter.js';
import { findDocumentViews, findSharedWith, visibleDocumentsWhere } from './documents.queries.js';
import {
  createDocuments,
  deleteDocument,
  setDocumentUsers,
  uploadDocumentStream,
} from './documents.service.js';
import { tooLarge } from './documents.files.js';
import { documentVersionsRoutes } from './document-versions.routes.js';

const tags = ['Documents'];
const ZName = zFileName;
const ZDocumentUpload = z.object({
  name: ZName,
  mimeType: z.string().max(255).optional(),
  content: z.string().min(1),
  itemID: zUuid,
  /** Issue 14: the folder to file it in (default Other). */
  folder: zDocumentFolder.optional(),
});

/** spec 02 §7 "Documents" and 03 §2.9. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const storage = fileStorage(config);
  const limitBytes = config.UPLOAD_LIMIT_BYTES;

  const views = async (ids: string[]) =>
    (await findDocumentViews(database.db, ids)).map((v) =>
      presentDocument(v.doc, v.uploader, v.sharedWith, v.versionUploader),
    );

  app.post(
    '/Document',
    {
      // Data URLs are a third larger than the files; the rest of the API keeps the small limit.
      bodyLimit: Math.ceil(limitBytes * 1.4) + 1024 * 1024,
      schema: {
        tags,
        summary: 'Upload documents (data URLs)',
        description:
          'A list of {name, mimeType, content (data URL), itemID (a matter or an individual)}; all are stored or none. The stored mimeType is sniffed from the bytes (the sent one is ignored); HTML and SVG answer 400. A file over UPLOAD_LIMIT_BYTES answers 413. Everybody has access to a new document.',
        body: z.array(ZDocumentUpload).min(1).max(20),
        response: { 201: z.array(ZDocument) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const ids = await createDocuments(database, storage, actor, request.body, {
        limitBytes,
        ip: request.ip,
        publicUrl: config.publicUrl,
      });
      return reply.status(201).send(await views(ids));
    },
  );

  const streamed: FastifyPluginAsyncZod = async (raw) => {
    // The streamed upload reads its body itself, whatever type the browser gives the file.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    raw.post(
      '/Document/Upload',
      {
        config: { streamBody: true },
        schema: {
          tags,
          summary: 'Upload one document as a stream',
          description:
            'The raw file is the request body (any content type, e.g. application/octet-stream); itemID and name in the query. For large files: the body is streamed to storage, never held whole. Over UPLOAD_LIMIT_BYTES answers 413 and leaves nothing behind.',
          querystring: z.object({ itemID: zUuid, name: ZName, folder: zDocumentFolder.optional() }),
          response: { 201: ZDocument },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const length = Number(request.headers['content-length'] ?? 0);
        const body = request.body as Readable;
        if (length > limitBytes) {
          body.resume();
          throw tooLarge();
        }
        const id = await uploadDocumentStream(database, storage, actor, request.query, body, {
          limitBytes,
          ip: request.ip,
          publicUrl: config.publicUrl,
        });
        const [view] = await views([id]);
        return reply.status(201).send(view!);
      },
    );
  };
  await app.register(streamed);
  await app.register(documentVersionsRoutes);

  app.get(
    '/Document/List/:itemID',
    {
      schema: {
        tags,
        summary: 'The documents of a matter or an individual',
        description:
          "Not GET /api/Document/Item/{id}: that path is the check report download (spec 02 §7 Checks) and the router is case-insensitive. The documents the caller may see: a matter's individuals see only those everybody has access to. SearchTerm matches the name; Folder keeps one folder (issue 14); OrderBy name, dateCreated, fileSize or mimeType (default newest first). x-pagination header.",
        params: z.object({ itemID: zUuid }),
        querystring: ZListQuery.extend({ Folder: zDocumentFolder.optional() }),
        response: { 200: z.array(ZDocument) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const item = await loadDocumentItem(database.db, actor, request.params.itemID);
      const q = request.query;
      const where = and(
        visibleDocumentsWhere(item.itemID, actor.userID, isItemStaff(actor, item)),
        q.SearchTerm ? ilike(documents.name, likePattern(q.SearchTerm)) : undefined,
        q.Folder ? eq(documents.folder, q.Folder) : undefined,
      );
      const [total] = await database.db.select({ n: count() }).from(documents).where(where);
      const rows = await database.db
        .select({ documentID: documents.documentID })
        .from(documents)
        .where(where)
        .orderBy(
          ...orderByOf(
            q,
            {
              name: documents.name,
              dateCreated: documents.dateCreated,
              fileSize: documents.fileSize,
              mimeType: documents.mimeType,
              folder: documents.folder,
            },
            desc(documents.dateCreated),
          ),
        )
        .limit(q.pageCount)
        .offset((q.page - 1) * q.pageCount);
      setPaginationHeader(reply, paginationOf(q, total?.n ?? 0));
      return views(rows.map((r) => r.documentID));
    },
  );

  app.get(
    '/Document/:documentID',
    {
      schema: {
        tags,
        summary: 'Download a document',
        description:
          'The file, as an attachment with its name (X-Content-Type-Options nosniff, Content-Security-Policy sandbox). With ?inline=1 a PNG, JPEG, GIF or WebP image is sent inline (thumbnails); any other type stays an attachment. Every download and preview is audited (document.downloaded) before the file is sent.',
        params: z.object({ documentID: zUuid }),
        querystring: z.object({ inline: z.enum(['0', '1', 'true', 'false']).optional() }),
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { doc, item } = await loadDocument(database.db, actor, request.params.documentID);
      // Issue 19: an erased document is a tombstone; its file was destroyed.
      if (doc.erasedAt) throw notFound();
      const inline =
        (request.query.inline === '1' || request.query.inline === 'true') &&
        INLINE_IMAGE_TYPES.includes(doc.mimeType);
      // Issue 13: the file body leaves only once its reading is on the audit trail.
      return sendStoredFile(reply, storage, { ...doc, disposition: inline ? 'inline' : 'attachment' }, () =>
        recordRead(
          database.db,
          actor,
          {
            action: 'document.downloaded',
            organisationID: item.organisationID,
            objectType: 'document',
            objectID: doc.documentID,
            details: {
              inline,
              ...(doc.conversationMessageID ? { conversationID: doc.itemID } : { itemID: doc.itemID }),
            },
          },
          { ip: request.ip },
        ),
      );
    },
  );

  app.delete(
    '/Document',
    {
      schema: {
        tags,
        summary: 'Delete a document',
        description: "Only the uploader ('Only uploader can delete', 403). Its earlier versions go with it.",
        querystring: z.object({ id: zUuid }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const doc = await database.db.transaction((tx) =>
        deleteDocument(tx, actor, request.query.id, { ip: request.ip, publicUrl: config.publicUrl }),
      );
      // The row is gone; a file left by a failure here is removed by the sweeper.
      await Promise.all(doc.storageKeys.map((key) => storage.remove(key).catch(() => undefined)));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Document/:id/Users',
    {
      schema: {
        tags,
        summary: 'Set who may see a document',
        description:
          "A list of user ids (or {userID}); an empty list means everybody has access. Only the uploader ('Only uploader can edit access', 403). The users must be of the caller's organisation or the matter team (else 400).",
        params: z.object({ id: zUuid }),
        body: z.array(z.union([zUuid, z.object({ userID: zUuid })])).max(500),
        response: { 200: ZDocument },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const ids = request.body.map((u) => (typeof u === 'string' ? u : u.userID));
      await database.db.transaction((tx) =>
        setDocumentUsers(tx, actor, request.params.id, ids, { ip: request.ip }),
      );
      const [view] = await views([request.params.id.toLowerCase()]);
      return view!;
    },
  );

  app.get(
    '/Document/:id/Users',
    {
      schema: {
        tags,
        summary: 'The users a document is shared with',
        description: 'Empty when everybody has access.',
        params: z.object({ id: zUuid }),
        response: { 200: z.array(ZUserSummary) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { doc } = await loadDocument(database.db, actor, request.params.id);
      if (doc.everybody) return [];
      return (await findSharedWith(database.db, [doc.documentID])).get(doc.documentID) ?? [];
    },
  );
};
