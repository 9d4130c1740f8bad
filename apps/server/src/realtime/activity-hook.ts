import { and, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activityEntries } from '../db/schema/index.js';
import type { Realtime } from './index.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Entries already sent, so overlapping requests of one user do not send one twice. */
const SENT_MEMORY = 1000;

/**
 * spec 01 "activityReceived": after a change succeeds (its transaction has committed, since the
 * response is on its way), the activity entries the caller's request wrote are sent to their
 * organisation's room. Every feature's entries are covered without each one calling the hub.
 */
export const activityBroadcast = fp(
  async (app: FastifyInstance, opts: { realtime: Realtime }) => {
    const sent = new Set<string>();
    app.addHook('onRequest', async (request) => {
      (request as { startedAt?: Date }).startedAt = new Date(Date.now() - 1000);
    });
    app.addHook('onResponse', async (request, reply) => {
      const actor = request.actor;
      const startedAt = (request as { startedAt?: Date }).startedAt;
      if (!actor || !startedAt || !MUTATING.has(request.method) || reply.statusCode >= 400) return;
      try {
        const rows = await app.database.db
          .select()
          .from(activityEntries)
          .where(and(eq(activityEntries.userID, actor.userID), gte(activityEntries.dateTime, startedAt)));
        for (const row of rows) {
          if (sent.has(row.activityID)) continue;
          sent.add(row.activityID);
          if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value as string);
          opts.realtime.activityReceived({ ...row, dateTime: row.dateTime.toISOString() });
        }
      } catch (err) {
        request.log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'could not send activity',
        );
      }
    });
  },
  { name: 'activity-broadcast' },
);
