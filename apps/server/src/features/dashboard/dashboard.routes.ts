import { zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { ZDashboardTile } from './dashboard.presenter.js';
import { getDashboard } from './dashboard.service.js';

/** spec 01 §7 Organisations: GET /api/Organisations/{id}/Dashboard (the Performance Indicator tiles). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  app.get(
    '/Organisations/:id/Dashboard',
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'The dashboard tiles of an organisation',
        description:
          "Entries of { apiId, title, label, icon, data }, data being the tile's figure. A law firm has Matters (open matters: not Complete, Archive or Rejected), Individuals (on its matters) and Active Users; roles that list matters by user count only the matters whose team they are on. Tiles for checks and legacies are added when those records exist. Another organisation answers 404; roles without a dashboard 403.",
        params: z.object({ id: zUuid }),
        response: { 200: z.array(ZDashboardTile) },
      },
    },
    async (request) => getDashboard(database.db, requireActor(request), request.params.id),
  );
};
