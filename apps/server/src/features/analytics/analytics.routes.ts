import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, requireRole } from '../../access/plugin.js';
import { auditEvents, organisations, users } from '../../db/schema/index.js';

const ZAnalyticsSummary = z.object({
  organisations: z.object({ lawFirms: z.number(), charities: z.number() }),
  users: z.object({ total: z.number(), active: z.number(), locked: z.number(), paused: z.number() }),
  signInsLast30Days: z.number(),
  signInsByDay: z.array(z.object({ date: z.string(), count: z.number() })),
});

/** spec/README "Analytics": the admin dashboard's figures, computed from the product's own data. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  app.get(
    '/Analytics/Summary',
    {
      schema: {
        tags: ['Analytics'],
        summary: 'Platform figures for the admin dashboard (Administrators)',
        response: { 200: ZAnalyticsSummary },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      requireRole(actor, ['Administrators']);
      const db = database.db;
      const orgCounts = await db
        .select({ type: organisations.organisationType, n: sql<number>`count(*)`.mapWith(Number) })
        .from(organisations)
        .where(eq(organisations.isDemo, false))
        .groupBy(organisations.organisationType);
      const userCounts = await db
        .select({ status: users.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .groupBy(users.status);
      const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
      const day = sql<string>`to_char(${auditEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const byDay = await db
        .select({ date: day, count: sql<number>`count(*)`.mapWith(Number) })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'identity.sign_in'), gte(auditEvents.occurredAt, since)))
        .groupBy(day)
        .orderBy(day);
      const n = (type: string) => orgCounts.find((o) => o.type === type)?.n ?? 0;
      const u = (status: string) => userCounts.find((o) => o.status === status)?.n ?? 0;
      return {
        organisations: { lawFirms: n('lawfirm'), charities: n('charity') },
        users: {
          total: userCounts.reduce((a, b) => a + b.n, 0),
          active: u('active'),
          locked: u('locked'),
          paused: u('paused'),
        },
        signInsLast30Days: byDay.reduce((a, b) => a + b.count, 0),
        signInsByDay: byDay,
      };
    },
  );
};
