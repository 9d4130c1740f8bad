import { ZScreeningListStatus, can } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { listStatuses } from '../../integrations/sanctions/list-metadata.js';
import { forbidden } from '../../lib/errors.js';

/** issue 12: the screening lists loaded, for the platform administrators' Scheduled jobs page. */
export const screeningListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '/ScreeningLists',
    {
      schema: {
        tags: ['Jobs'],
        summary: 'The screening lists loaded: publication date, size, import time, source and state',
        description:
          "Administrators only (jobs.read; 403 for every other role, Admin Demo included). One entry per list (the UK Sanctions List, the PEP list), loaded or not: its publication date (the list's own), number of designations, when and from where it was imported, and its state: ok, stale (older than SANCTIONS_LIST_MAX_AGE_DAYS: checks refuse to screen) or missing.",
        response: { 200: z.array(ZScreeningListStatus) },
      },
    },
    async (request) => {
      if (!can(requireActor(request), 'jobs.read')) throw forbidden();
      return listStatuses(database.db, config);
    },
  );
};
