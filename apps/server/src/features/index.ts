import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './activity/activity.routes.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { matterTeamRoutes } from './matters/matter-team.routes.js';
import { matterRoutes } from './matters/matter.routes.js';
import { mattersRoutes } from './matters/matters.routes.js';
import { termsRoutes } from './terms/terms.routes.js';
import { usersRoutes } from './users/users.routes.js';

/** Every feature's routes, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(usersRoutes);
  await api.register(termsRoutes);
  await api.register(mattersRoutes);
  await api.register(matterRoutes);
  await api.register(matterTeamRoutes);
  await api.register(activityRoutes);
  await api.register(dashboardRoutes);
  await api.register(analyticsRoutes);
};
