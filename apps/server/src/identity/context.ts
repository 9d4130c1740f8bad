import type { TokenCache } from './token-cache.js';
import type { FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FormGuard } from './forms.js';
import type { SessionEvents } from './session-events.js';
import type { SessionLimits } from './session-limits.js';
import type { SignInOptions } from './sign-in.js';

/** What the built-in identity server's routes share. */
export interface IdentityContext {
  config: Config;
  database: Database;
  provider: Provider;
  guard: FormGuard;
  signIn: SignInOptions;
  /** Verified access tokens remembered briefly; forget a user's or grant's when they end. */
  tokenCache: TokenCache;
  /** Announces ended sessions (the realtime hubs disconnect their sockets). */
  sessionEvents: SessionEvents;
  /** SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS. */
  limits: SessionLimits;
}

/** Options of the built-in identity server that only tests change. */
export interface BuiltinIdentityOptions {
  /** Milliseconds added per consecutive failed sign-in before answering (default 200). */
  failureDelayStepMs?: number;
}

/** A public route of ours (no bearer token needed; the API's auth hook only runs under /api). */
export const PUBLIC = { public: true } as const;

/** Small bodies only: our forms hold a few short fields. */
export const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Sends one of our HTML pages. Referrer-Policy same-origin (instead of the site-wide no-referrer)
 * lets the browser send our Origin with the page's form posts, which FormGuard checks.
 */
export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .send(html);
}

/** Route config for our POST forms: at most RATE_LIMIT_SIGNIN_PER_MINUTE per minute per address. */
export function formRouteConfig(config: Config) {
  return {
    ...PUBLIC,
    rateLimit: { max: config.RATE_LIMIT_SIGNIN_PER_MINUTE, timeWindow: 60_000 },
  };
}

/** Issue 13: a form field holding a NUL or another control character is refused before any query. */
export const CONTROL_CHARACTERS_TEXT =
  'The form held characters it cannot take. Please type your details again.';
