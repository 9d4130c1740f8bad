import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CSRF_COOKIE = 'probity_idf';
const CSRF_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw.startsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** A form field as one trimmed-or-raw string (url-encoded bodies may repeat a name). */
export function formField(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/**
 * Protects our own forms against cross-site submission, in two independent ways:
 * - the browser's Origin (or, failing that, Referer) must be the product's own origin;
 * - a double-submit token: a random value in an HttpOnly SameSite=Lax cookie, and in the form its
 *   HMAC under a server key, so a cookie planted by a sibling site is useless without the key.
 */
export class FormGuard {
  private readonly origin: string;
  private readonly secure: boolean;

  constructor(
    private readonly key: Buffer,
    publicUrl: string,
  ) {
    const url = new URL(publicUrl);
    this.origin = url.origin;
    this.secure = url.protocol === 'https:';
  }

  private sign(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  /** The token to put in a form; sets the cookie when the browser has none yet. */
  token(request: FastifyRequest, reply: FastifyReply): string {
    let value = parseCookies(request.headers.cookie)[CSRF_COOKIE];
    if (!value || !CSRF_PATTERN.test(value)) {
      value = randomBytes(32).toString('base64url');
      const attributes = ['Path=/identity', 'HttpOnly', 'SameSite=Lax', ...(this.secure ? ['Secure'] : [])];
      reply.header('set-cookie', `${CSRF_COOKIE}=${value}; ${attributes.join('; ')}`);
    }
    return this.sign(value);
  }

  /** True when the request comes from our own page and carries a matching token. */
  check(request: FastifyRequest, submitted: string): boolean {
    if (!this.sameOrigin(request)) return false;
    const value = parseCookies(request.headers.cookie)[CSRF_COOKIE];
    if (!value || !CSRF_PATTERN.test(value) || !submitted) return false;
    const expected = Buffer.from(this.sign(value));
    const actual = Buffer.from(submitted);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  private sameOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin) return origin === this.origin;
    const referer = request.headers.referer;
    if (!referer) return false;
    try {
      return new URL(referer).origin === this.origin;
    } catch {
      return false;
    }
  }
}
