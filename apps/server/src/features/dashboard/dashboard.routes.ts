import { ZLegacyDashboard, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { ZDashboardTile } from './dashboard.presenter.js';
import { ZEstateDeadlinesDashboard, getEstateDeadlinesDashboard } from './dashboard-deadlines.js';
import { getDashboard, getLegacyDashboard, loadDashboardOrganisation } from './dashboard.service.js';

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

  app.get(
    '/Organisations/:id/Dashboard/Legacies',
    {
      schema: {
        tags: ['Dashboard'],
        summary: "A charity's legacy figures: value, pipeline by status, expected receipts by financial year",
        description:
          "The dashboard's roles (dashboard.read: Charity, Trustee; Admin Demo in the demo charity) for their own charity; roles without a dashboard answer 403, another organisation or one that is not a charity 404. legacies and valuePence (the legacies' details, residuary shares counted as their percentage of the estimated residue, rounded to the penny), estimatedPence (the part that is an estimate: details marked as estimates and every residuary share). pipeline: one row per legacy status in the spec's order (03 §4; a firm's legacy has its matter's status) with count, valuePence and estimatedPence. receipts: the open legacies (not Complete, Archive or Rejected) by the financial year (1 April to 31 March) of their expected receipt date, oldest first, then 'Not forecast' for those without a date. Money in integer pence.",
        params: z.object({ id: zUuid }),
        response: { 200: ZLegacyDashboard },
      },
    },
    async (request) => getLegacyDashboard(database.db, requireActor(request), request.params.id),
  );

  app.get(
    '/Organisations/:id/Dashboard/Deadlines',
    {
      schema: {
        tags: ['Dashboard'],
        summary: "The estates' deadlines of a law firm: the next 30 days and those passed in the last 30",
        description:
          "Issue 17, the Deadlines tile. The dashboard's roles of a law firm (its staff; Admin Demo in the demo firm), for their own firm. The open Estate matters the role lists (the whole firm for the roles that list it, else the matters whose team the caller is on) with a date of death: each deadline worked out from the date of death, the grant date and the later s.27 notice (inheritance tax due, creditors' claim period end, 1975 Act claims out of time, executor's year end; the interest's start repeats the tax and is left out) due from today (UK date) to 30 days ahead, or passed in the last 30 days (isOverdue; due today is not overdue), in date order, each with matterID, reference, kind, label and date. No figures. Roles without a dashboard 403; another organisation, or one that is not a law firm, 404.",
        params: z.object({ id: zUuid }),
        response: { 200: ZEstateDeadlinesDashboard },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id, organisation } = await loadDashboardOrganisation(database.db, actor, request.params.id);
      return getEstateDeadlinesDashboard(database.db, actor, { id, type: organisation.type });
    },
  );
};
