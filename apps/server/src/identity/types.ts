import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

export interface VerifiedToken {
  userID: string;
  /** Seconds since epoch. */
  expiresAt?: number;
  /** The OIDC client the token was issued to: the web client means web-portal access. */
  clientID?: string;
  /** How the user signed in (RFC 8176 amr values, e.g. ['pwd', 'otp']); [] when the token does not say. */
  amr?: string[];
  acr?: string;
  /** Whether the sign-in used a second factor (issue 13): the API refuses tokens without one to users who must use one. */
  secondFactor?: boolean;
}

export interface MintOptions {
  /** How the token says the user signed in; default ['pwd', 'otp'] (a second factor). */
  amr?: string[];
}

/**
 * The sign-in side of the product: the built-in OpenID provider under /identity, or an external
 * issuer (OIDC_ISSUER). The API only asks it to verify bearer tokens.
 */
export interface IdentityModule {
  kind: 'builtin' | 'external';
  /** Verifies a bearer access token; null when it is missing, forged, expired or revoked. */
  verifyAccessToken(token: string): Promise<VerifiedToken | null>;
  /** The JSON the web client loads its OIDC settings from (GET /_configuration/{clientId}). */
  clientConfiguration(): Record<string, unknown>;
  /** Ends every session and token of a user (lock, pause, delete). */
  revokeUser(userID: string): Promise<void>;
  /**
   * Issues an access token for a user without an interactive sign-in: used by the API tests
   * and the benchmarks, never exposed over HTTP. External issuers cannot mint: they throw.
   */
  mintAccessToken(userID: string, options?: MintOptions): Promise<string>;
  /** Mounts /identity/* and /_configuration/:clientId. */
  register(app: FastifyInstance): Promise<void>;
}

export interface IdentityDeps {
  config: Config;
  database: Database;
}
