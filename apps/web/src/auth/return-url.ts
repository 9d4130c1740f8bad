import { TEXTS } from '@probity/domain';
import { DEFAULT_RETURN_PATH, RETURN_URL_PARAM } from './paths';

export class InvalidReturnUrlError extends Error {
  constructor() {
    super(TEXTS.invalidReturnUrl);
    this.name = 'InvalidReturnUrlError';
  }
}

/**
 * spec 01 §2: a return URL must be on the same origin as the page. Accepts a path
 * ('/secure/matters?x=1') or an absolute URL of this origin and answers the local path
 * (path, query and hash), or null when the URL points anywhere else (another host,
 * '//host', 'javascript:', a backslash trick).
 */
export function toSameOriginPath(url: string, origin: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, `${origin}/`);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The return URL of an authentication route: from the sign-in state when there is one,
 * else from the returnUrl query, else the secure area. Throws InvalidReturnUrlError for a
 * URL of another origin. Authentication routes themselves are never a destination, so a
 * crafted return URL cannot loop sign-in.
 */
export function resolveReturnUrl(search: string, origin: string, stateReturnUrl?: string | null): string {
  const fromQuery = new URLSearchParams(search).get(RETURN_URL_PARAM);
  const candidate = stateReturnUrl || fromQuery;
  if (!candidate) return DEFAULT_RETURN_PATH;
  const path = toSameOriginPath(candidate, origin);
  if (path === null) throw new InvalidReturnUrlError();
  if (path.startsWith('/authentication/')) return DEFAULT_RETURN_PATH;
  return path;
}
