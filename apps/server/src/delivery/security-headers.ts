import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';

type HelmetOptions = Omit<FastifyHelmetOptions, 'enableCSPNonces' | 'global'>;
type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

// helmet itself, as @fastify/helmet (a dependency of this package) loads it: the same version.
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
const helmet = requireFromPlugin('helmet') as { default: (options: HelmetOptions) => HelmetMiddleware };

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet rebuilds helmet's
 * middleware for every request (its options parsed, the CSP directives checked and joined,
 * issue 16); with fixed options (no nonces, no functions as directive values) the headers are the
 * same every time.
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet.default(options)({} as IncomingMessage, response as unknown as ServerResponse, (err) => {
    failure = err;
  });
  if (failure) throw failure;
  return [...headers];
}

/** The product's security headers: what the app may load and who may frame or open it. */
export function productSecurityOptions(publicUrl: string, oidcIssuer?: string): HelmetOptions {
  const issuer = oidcIssuer ? [new URL(oidcIssuer).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and style attributes at run time; no script is ever inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...issuer],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...issuer],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Pop-up actions (spec 01 §2) open a provider's page and poll the window until it closes.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: publicUrl.startsWith('https://'),
  };
}

/** Sets helmet's headers on every answer, as @fastify/helmet did (on the raw response, at onRequest). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  // helmet also removes X-Powered-By, which Node never sets.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
