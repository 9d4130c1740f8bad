import { TEXTS, canOpenRoute } from '@probity/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { organisations, termsAcceptances, termsVersions, users } from '../db/schema/index.js';
import type { IdentityModule } from '../identity/types.js';
import { AppError, forbidden, unauthenticated } from '../lib/errors.js';
import { type Actor, buildActor, toRoles } from './actor.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** The route needs no signed-in user. */
    public?: boolean;
    /** The route stays open to users who have not accepted the latest terms. */
    allowWithoutTerms?: boolean;
  }
}

export const DEMO_HEADER = 'x-demo-mode';

/** spec 01 §2/§4: users whose role may open the terms page must accept the newest terms. */
export async function hasAcceptedLatestTerms(
  database: Database,
  userID: string,
  roles: string[],
): Promise<boolean> {
  if (!canOpenRoute(toRoles(roles), 'terms-and-conditions')) return true;
  const [latest] = await database.db
    .select({ version: termsVersions.version })
    .from(termsVersions)
    .orderBy(desc(termsVersions.version))
    .limit(1);
  if (!latest) return true;
  const [accepted] = await database.db
    .select({ version: termsAcceptances.version })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userID, userID), eq(termsAcceptances.version, latest.version)))
    .limit(1);
  return !!accepted;
}

/**
 * Authenticates every API call: a valid bearer token of an active user whose company is not
 * locked. A token stops working as soon as the user or their company is locked or paused.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; identity: IdentityModule }) => {
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) {
        if (config.public) return;
        throw unauthenticated();
      }
      const verified = await opts.identity.verifyAccessToken(token);
      if (!verified) {
        if (config.public) return;
        throw unauthenticated();
      }
      const [row] = await opts.database.db
        .select({ user: users, organisation: organisations })
        .from(users)
        .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
        .where(eq(users.userID, verified.userID))
        .limit(1);
      if (row?.user.status !== 'active' || row.organisation.locked) throw unauthenticated();
      const demoRequested = String(request.headers[DEMO_HEADER] ?? '').toLowerCase() === 'true';
      request.actor = buildActor(row.user, row.organisation, demoRequested);
      if (!config.allowWithoutTerms && !config.public) {
        const accepted = await hasAcceptedLatestTerms(opts.database, row.user.userID, row.user.roles);
        if (!accepted) throw new AppError('FORBIDDEN', TEXTS.termsBanner);
      }
    });
  },
  { name: 'access' },
);

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

export function requireRole(actor: Actor, allowed: readonly string[]): void {
  if (!actor.roles.some((r) => allowed.includes(r))) throw forbidden();
}
