import { ZDocumentFolderInput, zUuid } from '@probity/domain';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { recordRead } from '../../audit/reads.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { notFound } from '../../lib/errors.js';
import { zFileName } from '../../lib/nul-bytes.js';
import {
  findDocumentVersion,
  listDocumentVersions,
  setDocumentFolder,
  uploadDocumentVersion,
} from './document-versions.service.js';
import { loadDocument } from './documents.access.js';
import { tooLarge } from './documents.files.js';
import { ZDocument, presentDocument } from './documents.presenter.js';
import { findDocumentViews } from './documents.queries.js';
import { sendStoredFile } from './send-file.js';

const tags = ['Documents'];

const ZDocumentVersion = z.object({
  versionID: z.string(),
  version: z.number(),
  name: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  dateCreated: z.string(),
  uploadedBy: z.object({ userID: z.string(), firstName: z.string(), surname: z.string() }).nullable(),
});

/** Issue 14: a document's folder and its versions. Every call first loads the document for the caller. */
export const documentVersionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const storage = fileStorage(config);
  const limitBytes = config.UPLOAD_LIMIT_BYTES;
  const view = async (id: string) => {
    const [v] = await findDocumentViews(database.db, [id.toLowerCase()]);
    if (!v) throw notFound();
    return presentDocument(v.doc, v.uploader, v.sharedWith, v.versionUploader);
  };

  app.patch(
    '/Document/:id',
    {
      schema: {
        tags,
        summary: 'File a document in a folder',
        description:
          "The folder is one of DOCUMENT_FOLDERS (else 400 naming folder). The firm's staff on the item or the document's uploader (else 403).",
        params: z.object({ id: zUuid }),
        body: ZDocumentFolderInput,
        response: { 200: ZDocument },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        setDocumentFolder(tx, actor, request.params.id, request.body.folder, { ip: request.ip }),
      );
      return view(request.params.id);
    },
  );

  app.get(
    '/Document/:id/Versions',
    {
      schema: {
        tags,
        summary: 'The earlier versions of a document',
        description:
          'Newest first; the current version is the document itself. Whoever may see the document (its access rules hold for every version), else 404.',
        params: z.object({ id: zUuid }),
        response: { 200: z.array(ZDocumentVersion) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { doc } = await loadDocument(database.db, actor, request.params.id);
      // Issue 19: an erased document's versions are tombstones too; their files were destroyed.
      if (doc.conversationMessageID || doc.erasedAt) throw notFound();
      const rows = await listDocumentVersions(database.db, doc.documentID);
      return rows.map(({ version: v, uploader }) => ({
        versionID: v.versionID,
        version: v.version,
        name: v.name,
        mimeType: v.mimeType,
        fileSize: v.fileSize,
        dateCreated: v.dateCreated.toISOString(),
        uploadedBy: uploader?.userID ? uploader : null,
      }));
    },
  );

  app.get(
    '/Document/:id/Versions/:versionID',
    {
      schema: {
        tags,
        summary: 'Download an earlier version',
        description:
          'As the document download: an attachment, audited (document.downloaded with the version).',
        params: z.object({ id: zUuid, versionID: zUuid }),
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { doc, item } = await loadDocument(database.db, actor, request.params.id);
      // Issue 19: an erased document's versions are tombstones too; their files were destroyed.
      if (doc.conversationMessageID || doc.erasedAt) throw notFound();
      const version = await findDocumentVersion(database.db, doc.documentID, request.params.versionID);
      return sendStoredFile(reply, storage, { ...version, disposition: 'attachment' }, () =>
        recordRead(
          database.db,
          actor,
          {
            action: 'document.downloaded',
            organisationID: item.organisationID,
            objectType: 'document',
            objectID: doc.documentID,
            details: { itemID: doc.itemID, version: version.version, versionID: version.versionID },
          },
          { ip: request.ip },
        ),
      );
    },
  );

  const streamed: FastifyPluginAsyncZod = async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    raw.post(
      '/Document/:id/Versions',
      {
        config: { streamBody: true },
        schema: {
          tags,
          summary: 'Upload a new version of a document',
          description:
            "The raw file is the body, its name in the query. The current file is kept as an earlier version; the document's access and folder stay. The firm's staff on the item or the document's uploader (else 403); over UPLOAD_LIMIT_BYTES 413.",
          params: z.object({ id: zUuid }),
          querystring: z.object({ name: zFileName }),
          response: { 201: ZDocument },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const body = request.body as Readable;
        if (Number(request.headers['content-length'] ?? 0) > limitBytes) {
          body.resume();
          throw tooLarge();
        }
        await uploadDocumentVersion(
          database,
          storage,
          actor,
          { documentID: request.params.id, name: request.query.name },
          body,
          { limitBytes, ip: request.ip, publicUrl: config.publicUrl },
        );
        return reply.status(201).send(await view(request.params.id));
      },
    );
  };
  await app.register(streamed);
};
