import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { pruneExpiredPayloads } from './adapter.js';
import { sendStatusProblem } from '../lib/error-handler.js';
import { controlCharacterPaths } from '../lib/nul-bytes.js';
import { rateLimitPluginOptions } from '../lib/rate-limit-store.js';
import {
  type BuiltinIdentityOptions,
  CONTROL_CHARACTERS_TEXT,
  FORM_BODY_LIMIT,
  type IdentityContext,
  sendPage,
} from './context.js';
import { FormGuard } from './forms.js';
import { loadIdentityKeys } from './keys.js';
import { prunePendingRegistrations } from './registration.js';
import { pruneSignInFailures } from './throttle.js';
import { TokenCache } from './token-cache.js';
import { renderMessage } from './pages/messages.js';
import { createProvider, issuerUrl } from './provider.js';
import { accountRoutes } from './routes/account.js';
import { assetRoutes } from './routes/assets.js';
import { buildClientConfiguration, configurationRoute } from './routes/configuration.js';
import { interactionRoutes } from './routes/interaction.js';
import { passkeySecondStepRoutes } from './routes/passkey-second-step.js';
import { passkeySignInRoutes } from './routes/passkey-sign-in.js';
import { passkeyRoutes } from './routes/passkeys.js';
import { installSignOutHook, mountProvider } from './routes/mount.js';
import { passwordRoutes } from './routes/passwords.js';
import { registerRoutes } from './routes/register.js';
import { SessionEvents } from './session-events.js';
import { endAllSessions } from './sessions.js';
import { sessionLimits } from './session-limits.js';
import { secondStepRoutes } from './routes/second-step.js';
import { securityRoutes } from './routes/security.js';
import { ACR_SECOND_FACTOR, acrFor } from './second-factor.js';
import type { IdentityDeps, IdentityModule, MintOptions, VerifiedToken } from './types.js';
import {
  DATABASE_UNAVAILABLE_TEXT,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../lib/database-outage.js';

/** Expired sessions and tokens are ignored at once and deleted this often. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** Opaque access tokens of oidc-provider are 43 characters; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 512;

/** The built-in OpenID provider under /identity, with Probity's sign-in, registration and account pages. */
export async function createBuiltinIdentity(
  deps: IdentityDeps,
  options: BuiltinIdentityOptions = {},
): Promise<IdentityModule> {
  const { config, database } = deps;
  const keys = await loadIdentityKeys(config, database);
  const limits = sessionLimits(config);
  const provider = createProvider({ config, database, keys, limits });
  const ctx: IdentityContext = {
    config,
    database,
    provider,
    guard: new FormGuard(keys.csrfKey, config.publicUrl),
    signIn: {
      failureDelayStepMs: options.failureDelayStepMs,
      limits: {
        pairMaxFailures: config.SIGN_IN_MAX_FAILURES,
        addressMaxFailures: config.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      },
    },
    tokenCache: new TokenCache(),
    sessionEvents: new SessionEvents(),
    limits,
  };
  const { tokenCache, sessionEvents } = ctx;
  // Tokens revoked through the revocation endpoint end their grant.
  provider.on('grant.revoked', (_koa: unknown, grantId: string) => {
    tokenCache.forgetGrant(grantId);
    sessionEvents.emit({ grantIDs: [grantId] });
  });
  installSignOutHook(ctx);

  return {
    kind: 'builtin',

    async verifyAccessToken(token: string): Promise<VerifiedToken | null> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      const cached = tokenCache.get(token);
      if (cached) return cached;
      const accessToken = await provider.AccessToken.find(token);
      if (!accessToken || accessToken.isExpired || accessToken.clientId !== config.OIDC_CLIENT_ID)
        return null;
      // As oidc-provider's userinfo does: a token whose grant was revoked is no longer valid.
      const grant = await provider.Grant.find(accessToken.grantId);
      if (!grant || grant.accountId !== accessToken.accountId) return null;
      const extra = (accessToken.extra ?? {}) as { amr?: unknown; acr?: unknown };
      const amr = Array.isArray(extra.amr) ? extra.amr.filter((m): m is string => typeof m === 'string') : [];
      const acr = typeof extra.acr === 'string' ? extra.acr : undefined;
      const verified: VerifiedToken = {
        userID: accessToken.accountId,
        expiresAt: accessToken.exp,
        clientID: accessToken.clientId,
        grantID: accessToken.grantId,
        amr,
        acr,
        secondFactor: acr === ACR_SECOND_FACTOR,
      };
      tokenCache.set(token, verified, accessToken.grantId);
      return verified;
    },

    /** For API tests and benchmarks: a token as the web app would get it, without the sign-in pages. */
    async mintAccessToken(userID: string, options: MintOptions = {}): Promise<string> {
      const client = await provider.Client.find(config.OIDC_CLIENT_ID);
      if (!client) throw new Error(`client ${config.OIDC_CLIENT_ID} is not configured`);
      const scope = 'openid profile email';
      const grant = new provider.Grant({ clientId: client.clientId, accountId: userID });
      grant.addOIDCScope(scope);
      const grantId = await grant.save();
      const accessToken = new provider.AccessToken({
        client,
        accountId: userID,
        grantId,
        gty: 'authorization_code',
        scope,
      });
      const amr = options.amr ?? ['pwd', 'otp'];
      accessToken.extra = { amr, acr: acrFor(amr) };
      return accessToken.save();
    },

    clientConfiguration: () => buildClientConfiguration(config, issuerUrl(config)),

    async revokeUser(userID: string, options: { exceptGrantID?: string } = {}): Promise<void> {
      await endAllSessions(ctx, userID, options.exceptGrantID);
    },

    onSessionsEnded: (listener) => sessionEvents.on(listener),

    async register(app: FastifyInstance): Promise<void> {
      await app.register(async (pages) => {
        // HTML pages for the browser: not part of the API description.
        pages.addHook('onRoute', (route) => {
          route.schema = { ...route.schema, hide: true };
        });
        await pages.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
        // Issue 13: a NUL or another control character in any field is a 400 page before any query.
        pages.addHook('preValidation', async (request, reply) => {
          // The form parser's objects have a prototype of their own: walk their values (strings or lists).
          const values = request.body && typeof request.body === 'object' ? Object.values(request.body) : [];
          if (values.every((v) => controlCharacterPaths(v, false).length === 0)) return;
          return sendPage(
            reply,
            renderMessage(config.publicUrl, 'Please check what you typed', CONTROL_CHARACTERS_TEXT),
            400,
          );
        });
        // Route-level limits only (config.rateLimit); the app may already have registered the plugin.
        if (!pages.hasDecorator('rateLimit')) await pages.register(rateLimit, rateLimitPluginOptions(pages));
        pages.setErrorHandler((err: FastifyError, request, reply) => {
          const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
          // The passkey options routes answer identity.js's fetch in JSON: their errors are problems.
          if (request.routeOptions.url?.endsWith('/options')) {
            if (status >= 500) request.log.error({ err }, 'identity JSON route failed');
            return sendStatusProblem(request, reply, status);
          }
          if (status === 429) {
            const text = 'Too many attempts from your network. Please wait a minute and try again.';
            return sendPage(reply, renderMessage(config.publicUrl, 'Please wait a moment', text), 429);
          }
          // Issue 15: the database away is a page saying so, 503 with Retry-After, never a 500.
          if (isDatabaseUnavailable(err)) {
            request.log.warn({ err }, 'identity page: database unavailable');
            reply.header('retry-after', String(RETRY_AFTER_SECONDS));
            const page = renderMessage(
              config.publicUrl,
              'Please try again shortly',
              DATABASE_UNAVAILABLE_TEXT,
            );
            return sendPage(reply, page, 503);
          }
          if (status === 503) {
            // Closing or overloaded (lifecycle/): the Retry-After set with it stays.
            const text = 'The service is busy or restarting. Please try again in a moment.';
            return sendPage(reply, renderMessage(config.publicUrl, 'Please try again', text), 503);
          }
          if (status >= 500) request.log.error({ err }, 'identity page failed');
          const text =
            status >= 500 ? 'Something went wrong. Please try again.' : 'The request could not be read.';
          return sendPage(reply, renderMessage(config.publicUrl, 'Something went wrong', text), status);
        });
        await assetRoutes(pages);
        await interactionRoutes(pages, ctx);
        await secondStepRoutes(pages, ctx);
        await registerRoutes(pages, ctx);
        await passwordRoutes(pages, ctx);
        await accountRoutes(pages, ctx);
        await securityRoutes(pages, ctx);
        await passkeyRoutes(pages, ctx);
        await passkeySignInRoutes(pages, ctx);
        await passkeySecondStepRoutes(pages, ctx);
      });
      await mountProvider(app, ctx);
      await configurationRoute(app, config, () => buildClientConfiguration(config, issuerUrl(config)));

      const timer = setInterval(() => {
        Promise.all([
          pruneExpiredPayloads(database.db),
          pruneSignInFailures(database.db),
          prunePendingRegistrations(database.db),
        ]).catch((err) => app.log.warn({ err }, 'could not prune identity storage'));
      }, PRUNE_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    },
  };
}
