import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ClientAuthorizationState } from 'oidc-provider';
import { recordAudit } from '../../audit/audit.js';
import { findUserByID } from '../accounts.js';
import { type IdentityContext, PUBLIC } from '../context.js';
import { isUnrecognizedRoute } from '../pages/messages.js';
import { IDENTITY_PATH } from '../provider.js';
import {
  DATABASE_UNAVAILABLE_TEXT,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../../lib/database-outage.js';
import { PROBLEM_CONTENT_TYPE, PROBLEM_DETAILS, problemBody } from '../../lib/problem.js';
import { endGrants } from '../sessions.js';

/**
 * Hands every other /identity/* request (discovery, authorize, token, userinfo, revocation,
 * end-session, JWKS) to oidc-provider. In its own encapsulated context the body parsers are
 * replaced by one that leaves the stream untouched: oidc-provider reads the body itself.
 * Our pages are more specific routes, so Fastify matches them first.
 */
export async function mountProvider(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { provider } = ctx;

  provider.on('server_error', (koa, err) => {
    // Issue 15: the database away is a 503 to retry, not the provider's 500 (its answer is not
    // written yet: Koa sends it once the middleware returns). JSON callers get OAuth's own code.
    if (isDatabaseUnavailable(err)) {
      app.log.warn({ err }, 'identity server: database unavailable');
      koa.status = 503;
      koa.set('retry-after', String(RETRY_AFTER_SECONDS));
      if (!koa.response.is('html'))
        koa.body = { error: 'temporarily_unavailable', error_description: DATABASE_UNAVAILABLE_TEXT };
      return;
    }
    app.log.error({ err }, 'identity server error');
  });
  // Issue 15: the provider answers a path or method it does not know with an OAuth error that
  // echoes both; that answer is the server's usual 404 problem instead. Its protocol errors
  // (invalid_grant and the like) stay as OAuth 2.0 defines them (RFC 6749 §5.2).
  const requestIDs = new WeakMap<IncomingMessage, string>();
  provider.use(async (koa, next) => {
    await next();
    const body = koa.body as { error?: unknown; error_description?: unknown } | undefined;
    if (koa.status === 404 && body?.error === 'invalid_request' && isUnrecognizedRoute(body)) {
      koa.status = 404;
      koa.type = PROBLEM_CONTENT_TYPE;
      koa.body = JSON.stringify(
        problemBody(404, requestIDs.get(koa.req), { detail: PROBLEM_DETAILS.notFound }),
      );
    }
  });

  // Koa composes the middleware when the callback is made: after every provider.use.
  const callback = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The identity server's own protocol (described by its discovery document), not the API.
    scope.all(`${IDENTITY_PATH}/*`, { config: PUBLIC, schema: { hide: true } }, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { baseUrl?: string };
      requestIDs.set(raw, request.id);
      // A hijacked reply skips the onSend hooks: the request id is named here, as on every answer.
      reply.raw.setHeader('x-request-id', request.id);
      const original = raw.url ?? IDENTITY_PATH;
      const inner = original.slice(IDENTITY_PATH.length);
      raw.url = inner.startsWith('/') ? inner : `/${inner}`;
      // oidc-provider builds its own URLs (interaction cookies, redirects) from the mount path.
      raw.baseUrl = IDENTITY_PATH;
      reply.raw.once('finish', () => {
        raw.url = original;
      });
      void callback(raw, reply.raw);
    });
  });
}

/**
 * After a sign-out (end_session confirmed): end every grant the session held, including any that
 * would outlive it, and leave an audit event.
 */
export function installSignOutHook(ctx: IdentityContext): void {
  const { provider, database } = ctx;
  provider.use(async (koa, next) => {
    await next();
    if (koa.oidc?.route !== 'end_session_confirm' || koa.status !== 303) return;
    const session = koa.oidc.session;
    const accountId = session?.accountId;
    if (!session || !accountId || !(session as { destroyed?: boolean }).destroyed) return;
    const authorizations: Record<string, ClientAuthorizationState> = session.authorizations ?? {};
    const grantIDs = Object.values(authorizations).flatMap(({ grantId }) => (grantId ? [grantId] : []));
    await endGrants(ctx, grantIDs, accountId);
    const found = await findUserByID(database.db, accountId);
    await recordAudit(database.db, {
      action: 'identity.sign_out',
      actorUserID: accountId,
      organisationID: found?.user.organisationID ?? null,
      objectType: 'user',
      objectID: accountId,
      ip: koa.ip,
    });
  });
}
