import { ZDocumentGenerate, ZDocumentTemplateCreate, ZDocumentTemplateUpdate, zUuid } from '@probity/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { documentTemplates } from '../../db/schema/index.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { notFound } from '../../lib/errors.js';
import { ZDocument, presentDocument } from '../documents/documents.presenter.js';
import { findDocumentViews } from '../documents/documents.queries.js';
import { sendStoredFile } from '../documents/send-file.js';
import {
  type TemplateRow,
  assertTemplateRight,
  createTemplate,
  deleteTemplate,
  generateDocument,
  loadTemplate,
  updateTemplate,
} from './document-templates.service.js';

const tags = ['Letter templates'];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ZTemplate = z.object({
  templateID: z.string(),
  name: z.string(),
  fileSize: z.number(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
  uploadedBy: z.string().nullable(),
});

const present = (t: TemplateRow) => ({
  templateID: t.templateID,
  name: t.name,
  fileSize: t.fileSize,
  dateCreated: t.dateCreated.toISOString(),
  lastUpdated: t.lastUpdated.toISOString(),
  uploadedBy: t.uploadedBy,
});

/** Issue 14: a firm's letter templates and letters generated from them into a matter. */
export const documentTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const storage = fileStorage(config);
  const limitBytes = config.UPLOAD_LIMIT_BYTES;
  const bodyLimit = Math.ceil(limitBytes * 1.4) + 1024 * 1024;
  const byID = async (id: string) => {
    const [row] = await database.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.templateID, id.toLowerCase()));
    if (!row) throw notFound();
    return present(row);
  };

  app.get(
    '/DocumentTemplates',
    {
      schema: {
        tags,
        summary: "The firm's letter templates",
        description: 'Every firm role (documentTemplate.read), else 403. Sorted by name.',
        response: { 200: z.array(ZTemplate) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      assertTemplateRight(actor, 'documentTemplate.read');
      const rows = await database.db
        .select()
        .from(documentTemplates)
        .where(eq(documentTemplates.organisationID, actor.organisationID))
        .orderBy(asc(documentTemplates.name));
      return rows.map(present);
    },
  );

  app.post(
    '/DocumentTemplates',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Upload a letter template',
        description:
          '{name, content (a .docx as a data URL)}. Matter Admin only (403). Not a .docx, a tag docxtemplater cannot parse or a merge field it does not know answers 400 on content naming the tag. Stored encrypted like documents.',
        body: ZDocumentTemplateCreate,
        response: { 201: ZTemplate },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = await createTemplate(database, storage, actor, request.body, {
        limitBytes,
        ip: request.ip,
      });
      return reply.status(201).send(await byID(id));
    },
  );

  app.put(
    '/DocumentTemplates/:id',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Rename a letter template or replace its file',
        description: "Either or both of {name, content}. Matter Admin only (403); another firm's 404.",
        params: z.object({ id: zUuid }),
        body: ZDocumentTemplateUpdate,
        response: { 200: ZTemplate },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await updateTemplate(database, storage, actor, request.params.id, request.body, {
        limitBytes,
        ip: request.ip,
      });
      return byID(request.params.id);
    },
  );

  app.delete(
    '/DocumentTemplates/:id',
    {
      schema: {
        tags,
        summary: 'Delete a letter template',
        description: "Documents generated from it stay. Matter Admin only (403); another firm's 404.",
        params: z.object({ id: zUuid }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await deleteTemplate(database, storage, actor, request.params.id, { ip: request.ip });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/DocumentTemplates/:id/File',
    {
      schema: {
        tags,
        summary: 'Download a letter template',
        description: 'The .docx as an attachment, for the firm roles.',
        params: z.object({ id: zUuid }),
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await loadTemplate(database.db, actor, request.params.id, 'documentTemplate.read');
      return sendStoredFile(reply, storage, {
        storageKey: row.storageKey,
        name: `${row.name}.docx`,
        mimeType: DOCX,
      });
    },
  );

  app.post(
    '/DocumentTemplates/:id/Generate',
    {
      schema: {
        tags,
        summary: 'Generate a letter into a matter',
        description:
          "Fills the template with the matter's data and saves it as a new document of the matter (\"{template} – {reference}.docx\", folder Correspondence unless given), with activity and audit like an upload. Firm roles who may upload to the matter; a client 403; another firm's template or matter 404. Using the deceased's NINO is audited as individual.identity_viewed.",
        params: z.object({ id: zUuid }),
        body: ZDocumentGenerate,
        response: { 201: ZDocument },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = await generateDocument(database, storage, config, actor, request.params.id, request.body, {
        limitBytes,
        ip: request.ip,
        publicUrl: config.publicUrl,
      });
      const [v] = await findDocumentViews(database.db, [id]);
      return reply.status(201).send(presentDocument(v!.doc, v!.uploader, v!.sharedWith, v!.versionUploader));
    },
  );
};
