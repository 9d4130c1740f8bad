import { ZPlatformAccreditation, ZUploadScanning } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../access/plugin.js';
import type { Config } from '../../config.js';
import { malwareScanner } from '../../integrations/malware-scan/index.js';
import { forbidden } from '../../lib/errors.js';

const tags = ['Platform'];

/** The accreditation of the configuration, or null without ACCREDITATION_NAME. */
export function accreditationOf(config: Config) {
  if (!config.ACCREDITATION_NAME) return null;
  return {
    name: config.ACCREDITATION_NAME,
    scope: config.ACCREDITATION_SCOPE ?? null,
    date: config.ACCREDITATION_DATE ?? null,
    certificateUrl: config.ACCREDITATION_CERTIFICATE_URL ?? null,
    isExample: config.ACCREDITATION_EXAMPLE,
  };
}

/** Issue 13: what the operator says of this deployment (badge, upload scanning). */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.get(
    '/Platform/Accreditation',
    {
      schema: {
        tags,
        summary: 'The security accreditation shown in the sidebar',
        description:
          'Any signed-in user. The accreditation the operator configured (ACCREDITATION_NAME, ACCREDITATION_SCOPE, ACCREDITATION_DATE, ACCREDITATION_CERTIFICATE_URL, ACCREDITATION_EXAMPLE), or null when none is: then no badge is shown.',
        response: { 200: ZPlatformAccreditation },
      },
    },
    async (request) => {
      requireActor(request);
      return { accreditation: accreditationOf(config) };
    },
  );

  app.get(
    '/Platform/UploadScanning',
    {
      schema: {
        tags,
        summary: 'Whether uploaded files are scanned for malware',
        description:
          'Platform administrators only (403 for every other role). scanned is true with CLAMD_URL, and scanner names it.',
        response: { 200: ZUploadScanning },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (!actor.realRoles.includes('Administrators')) throw forbidden();
      const scanner = malwareScanner(config);
      return { scanned: Boolean(scanner), scanner: scanner?.description ?? null };
    },
  );
};
