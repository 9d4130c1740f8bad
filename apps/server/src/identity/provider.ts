import Provider, { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { accessBlock, findUserByID, userClaims } from './accounts.js';
import { databaseAdapterFactory } from './adapter.js';
import type { IdentityKeys } from './keys.js';
import { renderLoggedOut, renderLogout, renderProviderError } from './pages/messages.js';
import { ACR_PASSWORD_ONLY, ACR_SECOND_FACTOR, acrFor, mustUseSecondFactor } from './second-factor.js';

/** Where the built-in issuer lives and how long its artefacts last. */
export const IDENTITY_PATH = '/identity';
const HOUR = 60 * 60;
/** A working day: after that the user signs in again (sliding while they keep using Probity). */
export const SESSION_TTL_SECONDS = 12 * HOUR;
export const INTERACTION_TTL_SECONDS = HOUR / 2;

export function issuerUrl(config: Config): string {
  return `${config.publicUrl}${IDENTITY_PATH}`;
}

export function clientUrls(config: Config) {
  return {
    redirectUri: `${config.publicUrl}/authentication/login-callback`,
    postLogoutRedirectUri: `${config.publicUrl}/authentication/logout-callback`,
  };
}

function html(ctx: KoaContextWithOIDC, body: string) {
  ctx.type = 'html';
  // Our pages post forms to ourselves; see sendPage for why the referrer policy is same-origin.
  ctx.set('referrer-policy', 'same-origin');
  ctx.body = body;
}

/**
 * The built-in OpenID provider: one public client (the Probity web app) using the authorization
 * code flow with PKCE (S256), opaque short-lived access tokens and rotating refresh tokens. Nothing
 * is kept in memory: sessions, grants and tokens live in oidc_payloads.
 */
export function createProvider(opts: { config: Config; database: Database; keys: IdentityKeys }): Provider {
  const { config, database, keys } = opts;
  const { redirectUri, postLogoutRedirectUri } = clientUrls(config);
  const publicOrigin = new URL(config.publicUrl).origin;

  const configuration: Configuration = {
    adapter: databaseAdapterFactory(database.db),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        client_name: 'Probity',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [postLogoutRedirectUri],
      },
    ],
    responseTypes: ['code'],
    pkce: { methods: ['S256'], required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      // Issue 13: how the user signed in (acr, amr) is in the ID token.
      openid: ['sub', 'acr', 'amr'],
      profile: ['given_name', 'family_name', 'name', 'role'],
      email: ['email'],
    },
    // The web client reads the profile (role included) from the ID token of every renewal.
    conformIdTokenClaims: false,
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      // The web app and the identity server share one origin, so Lax is enough (silent renewal included).
      long: { httpOnly: true, sameSite: 'lax', signed: true, path: IDENTITY_PATH },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      introspection: { enabled: false },
      registration: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => html(ctx, renderLogout(config.publicUrl, form)),
        postLogoutSuccessSource: (ctx) => html(ctx, renderLoggedOut(config.publicUrl)),
      },
    },
    // Only our own origin may call the token, userinfo and revocation endpoints from a browser.
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin,
    ttl: {
      AccessToken: config.ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
    },
    // The web app renews silently with refresh tokens even without offline_access (which
    // oidc-provider drops unless prompt=consent); they still end with the session at sign-out.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Probity's own web app is first-party: grant what it asks for, so nobody sees a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId || client.clientId !== config.OIDC_CLIENT_ID) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== session.accountId || grant.clientId !== client.clientId))
        grant = undefined;
      grant ??= new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const scopes = (ctx.oidc as unknown as { requestParamOIDCScopes: Set<string> }).requestParamOIDCScopes;
      if (scopes.size) grant.addOIDCScope([...scopes].join(' '));
      if (ctx.oidc.requestParamClaims.size) grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      await grant.save();
      return grant;
    },
    // A user who is locked, paused, deleted or in a locked company gets no code, token or userinfo.
    findAccount: async (_ctx, sub) => {
      const found = await findUserByID(database.db, sub);
      if (!found || accessBlock(found)) return undefined;
      const claims = userClaims(found.user);
      return { accountId: sub, claims: async () => claims };
    },
    acrValues: [ACR_PASSWORD_ONLY, ACR_SECOND_FACTOR],
    interactions: {
      url: (_ctx, interaction) => `${IDENTITY_PATH}/interaction/${interaction.uid}`,
      policy: signInPolicy(database),
    },
    // Issue 13: opaque access tokens keep how the user signed in (from the code, or from the
    // refresh token on renewals); tokens minted without a request keep what the minter set.
    extraTokenClaims: async (ctx, token) => {
      const from = ctx?.oidc?.entities.AuthorizationCode ?? ctx?.oidc?.entities.RefreshToken;
      if (!from) return (token as { extra?: Record<string, unknown> }).extra;
      const amr = from.amr ?? [];
      return { amr, acr: from.acr ?? acrFor(amr) };
    },
    renderError: async (ctx, out) => {
      html(ctx, renderProviderError(config.publicUrl, out));
    },
  };

  const provider = new Provider(issuerUrl(config), configuration);
  provider.proxy = config.TRUST_PROXY;
  return provider;
}

/**
 * oidc-provider's prompts plus one check: an existing session signed in without a second factor
 * does not sign in a user who must now use one (an administrator, or a company that turned the
 * setting on since): they sign in again, and the second step (or enrolment) follows.
 */
function signInPolicy(database: Database) {
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  login?.checks.add(
    new interactionPolicy.Check('second_factor_required', 'A second factor is required', async (ctx) => {
      const session = ctx.oidc.session;
      if (!session?.accountId || acrFor(session.amr ?? []) === ACR_SECOND_FACTOR)
        return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const found = await findUserByID(database.db, session.accountId);
      return found && mustUseSecondFactor(found.user, found.organisation)
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}
