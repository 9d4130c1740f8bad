import { can } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/plugin.js';
import { recordAudit } from '../../audit/audit.js';
import { forbidden } from '../../lib/errors.js';
import { exportRateLimit, useRouteRateLimits } from '../../lib/rate-limits.js';
import { contentDisposition } from '../documents/content-disposition.js';
import { renderRecordsOfProcessing } from './records-of-processing.render.js';

/** Issue 19: the Records of processing (Art. 30) for those who answer for an organisation's data. */
export const recordsOfProcessingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  await useRouteRateLimits(app);

  app.get(
    '/DataRights/RecordsOfProcessing',
    {
      config: exportRateLimit(config),
      schema: {
        tags: ['Data rights'],
        summary: 'The Records of processing (UK GDPR Art. 30) as Markdown',
        description:
          "Platform administrators and an organisation's admins (Matter Admin of a law firm, Legacy Manager of a charity: those who read its Audit page); every other role 403. The same text as docs/records-of-processing.md: the categories of personal data Probity holds with their tables and columns, purposes, recipients, retention and security measures. text/markdown, an attachment named records-of-processing.md. Audited (recordsOfProcessing.downloaded).",
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const allowed =
        (actor.roles.includes('Administrators') && can(actor, 'audit.read')) ||
        actor.organisationIDs.some((organisationID) => can(actor, 'audit.read', { organisationID }));
      if (!allowed) throw forbidden();
      await recordAudit(database.db, {
        action: 'recordsOfProcessing.downloaded',
        actorUserID: actor.userID,
        organisationID: actor.organisationID,
        objectType: 'recordsOfProcessing',
        ip: request.ip,
      });
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'records-of-processing.md'))
        .header('access-control-expose-headers', 'content-disposition')
        .header('cache-control', 'private, no-store')
        .send(renderRecordsOfProcessing());
    },
  );
};
