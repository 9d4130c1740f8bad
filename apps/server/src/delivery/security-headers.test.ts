import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.js';

/** The options app.ts gives, with and without HTTPS. */
const optionsFor = (https: boolean) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'", 'https://id.example.test'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
  strictTransportSecurity: https,
});

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void> | void) {
  const app = Fastify();
  await register(app);
  app.get('/x', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  const { date: _date, ...headers } = res.headers;
  return headers;
}

describe('security headers worked out once', () => {
  for (const https of [false, true])
    it(`are the headers @fastify/helmet sets per request (HTTPS ${https})`, async () => {
      const options = optionsFor(https);
      const perRequest = await headersOf((app) => app.register(helmet, options));
      const once = await headersOf((app) => registerSecurityHeaders(app, options));
      expect(once).toEqual(perRequest);
      expect(once['content-security-policy']).toContain("frame-ancestors 'none'");
      expect('strict-transport-security' in once).toBe(https);
    });

  it('refuses options helmet refuses', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });
});
