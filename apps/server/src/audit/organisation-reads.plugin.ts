import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { recordOrganisationReads, takeOrganisationReads } from './reads.js';

/**
 * Issue 13: a platform administrator's GET of another organisation's records writes
 * 'admin.viewed_organisation_record'. The loaders note what they hand out (noteOrganisationRead);
 * this step writes the event in onSend, which runs before the first byte of the answer: when the
 * insert fails the hook throws, Fastify answers with the error instead and the body never goes out.
 * Changes (POST, PUT, DELETE) are audited by their own events; refused reads (4xx) write nothing.
 */
export const organisationReadsAudit = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const actor = request.actor;
      if (!actor) return payload;
      const reads = takeOrganisationReads(actor);
      if (!reads.length || request.method !== 'GET' || reply.statusCode >= 400) return payload;
      try {
        await recordOrganisationReads(opts.database.db, actor, reads, {
          ip: request.ip,
          route: request.routeOptions.url,
        });
      } catch (err) {
        // A file's stream would otherwise stay open.
        if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function') {
          (payload as { destroy: () => void }).destroy();
        }
        throw err;
      }
      return payload;
    });
  },
  { name: 'organisation-reads-audit', dependencies: ['access'] },
);
