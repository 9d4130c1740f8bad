import { ZSubjectAccessInput, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { recordRead } from '../../audit/reads.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { exportRateLimit, useRouteRateLimits } from '../../lib/rate-limits.js';
import { sendStoredFile } from '../documents/send-file.js';
import {
  type SubjectAccessExportRow,
  createSubjectAccessExport,
  isAvailable,
  listSubjectAccessExports,
  loadDownloadableExport,
} from './subject-access.service.js';

const tags = ['Data rights'];

const ZSubjectAccessExport = z.object({
  exportID: z.string(),
  individualID: z.string().nullable(),
  requestedBy: z.string().nullable(),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
  available: z.boolean(),
  /** The one who asked may download it, while it lasts. */
  canDownload: z.boolean(),
  downloadUrl: z.string().nullable(),
  manifest: z.object({
    counts: z.record(z.string(), z.number()),
    files: z.array(z.object({ name: z.string(), size: z.number() })),
    sha256: z.string(),
    size: z.number(),
  }),
});

const WHO =
  "A firm's Matter Admin or MLRO for an individual their firm holds, or the Individual themself (My Data). An individual the caller may not read answers 404; one they read but may not export (Support, Matter Executive…) 403.";

/** Issue 19 "Subject access and portability" (UK GDPR Arts. 15 and 20). */
export const subjectAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const storage = fileStorage(config);
  await useRouteRateLimits(app);
  const present = (
    row: SubjectAccessExportRow & { requestedByName?: string | null },
    userID: string,
  ): z.infer<typeof ZSubjectAccessExport> => {
    const available = isAvailable(row);
    const canDownload = available && row.requestedBy === userID;
    return {
      exportID: row.exportID,
      individualID: row.individualID,
      requestedBy: row.requestedBy,
      requestedByName: row.requestedByName ?? null,
      requestedAt: row.requestedAt.toISOString(),
      fileName: row.fileName,
      expiresAt: row.expiresAt.toISOString(),
      available,
      canDownload,
      downloadUrl: canDownload ? `/api/SubjectAccessExports/${row.exportID}/File` : null,
      manifest: row.manifest,
    };
  };

  app.post(
    '/Individuals/:individualId/SubjectAccessExports',
    {
      // Each export gathers and packs a person's whole record: counted with the other exports.
      config: exportRateLimit(config),
      schema: {
        tags,
        summary: 'Produce a subject access export of an individual',
        description: `One zip: data.json (every record the organisation holding the individual has about the person — their records on each of its matters, found by the record, its user account or its e-mail address; identity checks and results; documents about them or uploaded by them; messages of their conversations and messages they wrote; mentions of them; e-mails the organisation's users sent them; and who viewed their protected data), summary.pdf, and files/ with the documents decrypted. Nothing of another organisation; other people's names and words in shared conversations read "[redacted]". Body: reason (optional, at most 500 characters). Recorded with its manifest (counts, files and sizes, SHA-256) and audited (subjectAccess.exported); downloadable by the one who asked for SUBJECT_ACCESS_EXPORT_DAYS (7) days. At most EXPORTS_PER_MINUTE exports and downloads per user per minute (429). ${WHO}`,
        params: z.object({ individualId: zUuid }),
        body: ZSubjectAccessInput.optional(),
        response: { 201: ZSubjectAccessExport },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await createSubjectAccessExport(
        { config, database, storage },
        actor,
        request.params.individualId,
        { reason: request.body?.reason ?? null },
        { ip: request.ip },
      );
      return reply.status(201).send(present(row, actor.userID));
    },
  );

  app.get(
    '/Individuals/:individualId/SubjectAccessExports',
    {
      schema: {
        tags,
        summary: 'The subject access exports of an individual',
        description: `Newest first, expired ones too (available false). Staff see every export their firm made of the record; the Individual sees the ones they asked for. ${WHO}`,
        params: z.object({ individualId: zUuid }),
        response: { 200: z.array(ZSubjectAccessExport) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const rows = await listSubjectAccessExports(database, actor, request.params.individualId);
      return rows.map((r) => present(r, actor.userID));
    },
  );

  app.get(
    '/SubjectAccessExports/:exportId/File',
    {
      config: exportRateLimit(config),
      schema: {
        tags,
        summary: 'Download a subject access export',
        description:
          'The zip, as an attachment, for the one who asked for it until it expires; anyone else, and an expired or removed export, answers 404. Every download is audited (subjectAccess.downloaded) before a byte is sent. At most EXPORTS_PER_MINUTE downloads per user per minute (429).',
        params: z.object({ exportId: zUuid }),
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await loadDownloadableExport(database, actor, request.params.exportId);
      return sendStoredFile(
        reply,
        storage,
        {
          storageKey: row.storageKey,
          name: row.fileName,
          mimeType: 'application/zip',
          fileSize: row.manifest.size,
        },
        () =>
          recordRead(
            database.db,
            actor,
            {
              action: 'subjectAccess.downloaded',
              organisationID: row.organisationID,
              objectType: 'subjectAccessExport',
              objectID: row.exportID,
              details: { individualID: row.individualID },
            },
            { ip: request.ip },
          ),
      );
    },
  );
};
