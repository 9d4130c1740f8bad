import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { sendNotFound } from '../../lib/error-handler.js';
import { PUBLIC } from '../context.js';

/**
 * GET /_configuration/{clientId}: the OIDC settings the web client starts from (spec 01 §7
 * "identity client-configuration URL"). Unknown client ids answer 404.
 */
export async function configurationRoute(
  app: FastifyInstance,
  config: Config,
  clientConfiguration: () => Record<string, unknown>,
): Promise<void> {
  app.get<{ Params: { clientId: string } }>(
    '/_configuration/:clientId',
    { config: PUBLIC, schema: { hide: true } },
    async (request, reply) => {
      if (request.params.clientId !== config.OIDC_CLIENT_ID) {
        return sendNotFound(request, reply);
      }
      return reply.header('cache-control', 'no-cache').send(clientConfiguration());
    },
  );
}

/** The settings object both identity modules return, for an authority (issuer) URL. */
export function buildClientConfiguration(config: Config, authority: string): Record<string, unknown> {
  return {
    authority,
    client_id: config.OIDC_CLIENT_ID,
    redirect_uri: `${config.publicUrl}/authentication/login-callback`,
    post_logout_redirect_uri: `${config.publicUrl}/authentication/logout-callback`,
    response_type: 'code',
    scope: config.OIDC_SCOPE,
    // spec 01 §9: silent token renewal is on and the ID token is included in silent renewals.
    automaticSilentRenew: true,
    includeIdTokenInSilentRenew: true,
    // Issue 13: the web app warns a minute before the server ends an idle or too old session.
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: config.SESSION_ABSOLUTE_HOURS,
  };
}
