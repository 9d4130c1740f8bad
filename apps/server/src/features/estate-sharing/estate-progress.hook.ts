import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { syncEstateProgress } from './estate-progress-notices.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The matter a firm's write was about: /api/Matters/{id}/… or the matter update PUT /api/Matters. */
function matterOf(request: FastifyRequest): string | null {
  const route = request.routeOptions.url ?? '';
  if (/^\/api\/Matters\/:id(\/|$)/i.test(route)) {
    const id = (request.params as { id?: unknown }).id;
    return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
  }
  if (/^\/api\/Matters$/i.test(route) && request.method === 'PUT') {
    const id = (request.body as { matterID?: unknown } | null)?.matterID;
    return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
  }
  return null;
}

/**
 * Issue 17: after each successful write to a matter, before the answer goes out, the charities of
 * an Estate matter are told what changed that they can see (estate-progress-notices.ts). The write
 * has committed; a failure here is logged and the next write tells what was missed (the comparison
 * is with what each charity was last told), so the answer of the write is never turned into an error.
 */
export const estateProgressHook = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const actor = request.actor;
      if (!actor || !MUTATING.has(request.method) || reply.statusCode >= 400) return payload;
      const matterID = matterOf(request);
      if (!matterID) return payload;
      try {
        await app.database.db.transaction((tx) =>
          syncEstateProgress(tx, actor, matterID, { ip: request.ip, publicUrl: app.config.publicUrl }),
        );
      } catch (err) {
        request.log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'could not tell the charities of the estate’s progress',
        );
      }
      return payload;
    });
  },
  { name: 'estate-progress-hook' },
);
