import { TEXTS, canOpenRoute } from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { organisations, termsAcceptances, termsVersions, users } from '../db/schema/index.js';
import { companyAllowsClient } from '../features/organisations/api-access.js';
import {
  grantSecondsSince,
  type SessionLimits,
  sessionEnded,
  touchGrant,
} from '../identity/session-limits.js';
import {
  mustUseSecondFactor,
  SECOND_FACTOR_CHALLENGE,
  SECOND_FACTOR_REQUIRED,
} from '../identity/second-factor.js';
import type { IdentityModule } from '../identity/types.js';
import { AppError, forbidden, unauthenticated } from '../lib/errors.js';
import { type Actor, type OrganisationRow, buildActor, toRoles } from './actor.js';
import { noteRequestOrganisation } from '../observability/request-context.js';

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

/** True when the user has accepted the newest terms version (or none is published). */
const acceptedNewestTerms = (userID: unknown) =>
  sql<boolean>`(not exists (select 1 from ${termsVersions}) or exists (select 1 from ${termsAcceptances} ta
    where ta.user_id = ${userID} and ta.version = (select max(${termsVersions.version}) from ${termsVersions})))`;

/** spec 01 §2/§4: users whose role may open the terms page must accept the newest terms. */
export async function hasAcceptedLatestTerms(
  database: Database,
  userID: string,
  roles: string[],
): Promise<boolean> {
  if (!canOpenRoute(toRoles(roles), 'terms-and-conditions')) return true;
  const [row] = await database.db
    .select({ accepted: acceptedNewestTerms(userID) })
    .from(sql`(select 1) as one`);
  return !!row?.accepted;
}

/**
 * One round trip: the user, their company, whether they accepted the newest terms and the clocks
 * of the token's grant (null when it was revoked or signed out: issue 13, a revocation takes
 * effect at once on every instance, whatever any token cache remembers). Prepared once per
 * database, since every API call and hub connection runs it.
 */
const actorQueries = new WeakMap<Database, ReturnType<typeof prepareActorQuery>>();
function prepareActorQuery(database: Database) {
  return database.db
    .select({
      user: users,
      organisation: organisations,
      acceptedTerms: acceptedNewestTerms(users.userID),
      grantIdleSeconds: grantSecondsSince('last_active_at', sql.placeholder('grantID')),
      grantAgeSeconds: grantSecondsSince('signed_in_at', sql.placeholder('grantID')),
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(eq(users.userID, sql.placeholder('userID')))
    .limit(1)
    .prepare('probity_actor');
}
function actorQuery(database: Database) {
  let query = actorQueries.get(database);
  if (!query) actorQueries.set(database, (query = prepareActorQuery(database)));
  return query;
}

/** The session a token belongs to: the built-in provider's grant, checked against the limits. */
export interface TokenSession {
  grantID?: string;
  limits: SessionLimits;
}

/**
 * The actor of a verified token: an active user whose company is not locked, with whether they
 * accepted the newest terms (or need not). With a grant, the grant must still exist and be within
 * the idle and absolute limits; `idleSeconds` says how long ago it was last used. Shared by the
 * API and the realtime hubs.
 */
export async function findActor(
  database: Database,
  userID: string,
  demoRequested: boolean,
  session?: TokenSession,
): Promise<{
  actor: Actor;
  organisation: OrganisationRow;
  acceptedTerms: boolean;
  idleSeconds?: number;
} | null> {
  const grantID = session?.grantID;
  const [row] = await actorQuery(database).execute({ userID, grantID: grantID ?? null });
  if (row?.user.status !== 'active' || row.organisation.locked) return null;
  let idleSeconds: number | undefined;
  if (grantID && session) {
    if (row.grantIdleSeconds == null || row.grantAgeSeconds == null) return null;
    const clock = { idleSeconds: Number(row.grantIdleSeconds), ageSeconds: Number(row.grantAgeSeconds) };
    if (sessionEnded(clock, session.limits)) return null;
    idleSeconds = clock.idleSeconds;
  }
  return {
    actor: buildActor(row.user, row.organisation, demoRequested),
    organisation: row.organisation,
    acceptedTerms: row.acceptedTerms || !canOpenRoute(toRoles(row.user.roles), 'terms-and-conditions'),
    idleSeconds,
  };
}

/**
 * Authenticates every API call: a valid bearer token of an active user whose company is not
 * locked. A token stops working as soon as the user or their company is locked or paused.
 */
export const accessPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { database: Database; identity: IdentityModule; webClientID: string; limits: SessionLimits },
  ) => {
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request, reply) => {
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
      const demoRequested = String(request.headers[DEMO_HEADER] ?? '').toLowerCase() === 'true';
      const session = { grantID: verified.grantID, limits: opts.limits };
      const found = await findActor(opts.database, verified.userID, demoRequested, session);
      if (!found) throw unauthenticated();
      // The idle clock: an API call is activity (written at most once per touchAfterSeconds).
      if (verified.grantID && (found.idleSeconds ?? 0) >= opts.limits.touchAfterSeconds)
        await touchGrant(opts.database.db, verified.grantID);
      // spec 01 §4: with Integrated off a company keeps web-portal access only.
      if (!companyAllowsClient(found.organisation, verified.clientID, opts.webClientID)) {
        throw forbidden('API access is turned off for this company');
      }
      // Issue 13: a user who must use a second factor is refused with a token of a sign-in without one.
      if (!verified.secondFactor && mustUseSecondFactor(found.actor.user, found.organisation)) {
        reply.header('www-authenticate', SECOND_FACTOR_CHALLENGE);
        throw forbidden(SECOND_FACTOR_REQUIRED);
      }
      request.actor = { ...found.actor, grantID: verified.grantID };
      noteRequestOrganisation(request.actor.organisationID);
      if (!config.allowWithoutTerms && !config.public && !found.acceptedTerms) {
        throw new AppError('FORBIDDEN', TEXTS.termsBanner);
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
