import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { recordAudit } from '../audit/audit.js';
import { oidcPayloads, users } from '../db/schema/index.js';
import { normaliseEmail } from './accounts.js';
import { buildClientConfiguration, configurationRoute } from './routes/configuration.js';
import type { IdentityDeps, IdentityModule, VerifiedToken } from './types.js';

/** Revocations are kept this long: longer than any access token an issuer hands out. */
const REVOCATION_KEEP_SECONDS = 24 * 60 * 60;
const REVOCATION_TYPE = 'ExternalRevocation';
const DISCOVERY_TIMEOUT_MS = 10_000;

interface Discovery {
  issuer: string;
  jwks: JWTVerifyGetKey;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Sign-in through another OpenID provider (Entra ID, Keycloak…; OIDC_ISSUER). Access tokens are
 * JWTs checked against the issuer's published keys; the issuer's user (iss, sub) is mapped to a
 * Probity user, and linked once by e-mail address to a user nobody has linked yet.
 */
export function createExternalIdentity(
  deps: IdentityDeps,
  options: { fetch?: typeof fetch } = {},
): IdentityModule {
  const { config, database } = deps;
  const configuredIssuer = config.OIDC_ISSUER!;
  const doFetch = options.fetch ?? fetch;
  const list = (value: string) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  /** Issue 13: which of the issuer's acr and amr values mean a second factor was used. */
  const secondFactorAcr = list(config.OIDC_SECOND_FACTOR_ACR);
  const secondFactorAmr = list(config.OIDC_SECOND_FACTOR_AMR);
  let log: FastifyBaseLogger | undefined;
  let discovery: Promise<Discovery> | undefined;

  function discover(): Promise<Discovery> {
    discovery ??= (async () => {
      const url = `${trimSlash(configuredIssuer)}/.well-known/openid-configuration`;
      const res = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`OIDC discovery at ${url} answered HTTP ${res.status}`);
      const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
      if (typeof doc.issuer !== 'string' || typeof doc.jwks_uri !== 'string') {
        throw new Error(`OIDC discovery at ${url} has no issuer or jwks_uri`);
      }
      if (trimSlash(doc.issuer) !== trimSlash(configuredIssuer)) {
        throw new Error(`OIDC discovery issuer ${doc.issuer} is not OIDC_ISSUER ${configuredIssuer}`);
      }
      return { issuer: doc.issuer, jwks: createRemoteJWKSet(new URL(doc.jwks_uri)) };
    })();
    // A failed discovery is tried again on the next request instead of failing forever.
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  }

  /**
   * Without OIDC_AUDIENCE the token must at least be meant for our client: its audience or its
   * authorised party (azp, client_id, appid) is OIDC_CLIENT_ID.
   */
  function meantForUs(payload: JWTPayload): boolean {
    if (config.OIDC_AUDIENCE) return true; // jwtVerify checked the audience
    const aud = payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const parties = [payload.azp, payload.client_id, payload.appid, ...aud];
    return parties.includes(config.OIDC_CLIENT_ID);
  }

  async function userFor(payload: JWTPayload & { iss: string; sub: string }) {
    const [linked] = await database.db
      .select({ userID: users.userID, lastLogin: users.lastLogin })
      .from(users)
      .where(and(eq(users.externalIssuer, payload.iss), eq(users.externalSubject, payload.sub)))
      .limit(1);
    if (linked) return linked;

    const email = typeof payload.email === 'string' ? normaliseEmail(payload.email) : '';
    if (!email || payload.email_verified === false) return undefined;
    // First sign-in: link the user with this address, if nobody linked them yet (one statement, so
    // two concurrent first requests cannot link twice).
    const [link] = await database.db
      .update(users)
      .set({ externalIssuer: payload.iss, externalSubject: payload.sub })
      .where(and(sql`lower(${users.emailAddress}) = ${email}`, isNull(users.externalIssuer)))
      .returning({ userID: users.userID, lastLogin: users.lastLogin, organisationID: users.organisationID });
    if (!link) return undefined;
    await recordAudit(database.db, {
      action: 'identity.external_linked',
      actorUserID: link.userID,
      organisationID: link.organisationID,
      objectType: 'user',
      objectID: link.userID,
      details: { issuer: payload.iss },
    });
    return link;
  }

  async function revokedBefore(userID: string): Promise<number | undefined> {
    const [row] = await database.db
      .select({ payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.type, REVOCATION_TYPE),
          eq(oidcPayloads.id, userID),
          sql`${oidcPayloads.expiresAt} > now()`,
        ),
      )
      .limit(1);
    const value = row?.payload.revokedBefore;
    return typeof value === 'number' ? value : undefined;
  }

  return {
    kind: 'external',

    async verifyAccessToken(token: string): Promise<VerifiedToken | null> {
      if (!token || token.length > 16_384) return null;
      let payload: JWTPayload;
      try {
        const { issuer, jwks } = await discover();
        ({ payload } = await jwtVerify(token, jwks, {
          issuer,
          audience: config.OIDC_AUDIENCE,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: 30,
        }));
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        // Expired or forged tokens are ordinary; a broken discovery or key set is worth a warning.
        if (!code.startsWith('ERR_JW')) log?.warn({ err }, 'could not verify an external access token');
        return null;
      }
      if (!payload.iss || !payload.sub || !meantForUs(payload)) return null;
      const user = await userFor(payload as JWTPayload & { iss: string; sub: string });
      if (!user) return null;

      const revoked = await revokedBefore(user.userID);
      if (revoked !== undefined && (payload.iat ?? 0) <= revoked) return null;

      // Last login follows the issuer's sign-in time (auth_time), else the token's issue time.
      const signedInAt = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
      if (signedInAt && (!user.lastLogin || user.lastLogin.getTime() < (signedInAt - 60) * 1000)) {
        await database.db
          .update(users)
          .set({ lastLogin: new Date(signedInAt * 1000) })
          .where(eq(users.userID, user.userID));
      }
      const clientID = [payload.azp, payload.client_id, payload.appid].find(
        (v): v is string => typeof v === 'string',
      );
      const amr = Array.isArray(payload.amr)
        ? payload.amr.filter((m): m is string => typeof m === 'string')
        : [];
      const acr = typeof payload.acr === 'string' ? payload.acr : undefined;
      const secondFactor =
        (!!acr && secondFactorAcr.includes(acr)) || amr.some((m) => secondFactorAmr.includes(m));
      return { userID: user.userID, expiresAt: payload.exp, clientID, amr, acr, secondFactor };
    },

    async mintAccessToken(): Promise<string> {
      throw new Error(
        'An external OpenID issuer (OIDC_ISSUER) issues its own tokens: Probity cannot mint them.',
      );
    },

    clientConfiguration: () => buildClientConfiguration(config, configuredIssuer),

    /**
     * Tokens of an external issuer cannot be withdrawn there; from now on we refuse every token of
     * the user issued up to this moment (shared by all instances through the database).
     */
    async revokeUser(userID: string): Promise<void> {
      const now = Math.floor(Date.now() / 1000);
      const values = {
        payload: { revokedBefore: now },
        expiresAt: new Date((now + REVOCATION_KEEP_SECONDS) * 1000),
      };
      await database.db
        .insert(oidcPayloads)
        .values({ type: REVOCATION_TYPE, id: userID, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
    },

    async register(app: FastifyInstance): Promise<void> {
      log = app.log;
      await configurationRoute(app, config, () => buildClientConfiguration(config, configuredIssuer));
    },
  };
}
