import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { mattersRoutes } from './matters/matters.routes.js';
import { termsRoutes } from './terms/terms.routes.js';
import { usersRoutes } from './users/users.routes.js';

/** Every feature's routes, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(usersRoutes);
  await api.register(termsRoutes);
  await api.register(mattersRoutes);
  await api.register(analyticsRoutes);
};
