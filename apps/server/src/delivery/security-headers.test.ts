import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { productSecurityOptions, registerSecurityHeaders, securityHeaders } from './security-headers.js';

/** The options app.ts gives, with and without HTTPS. */
const optionsFor = (https: boolean) =>
  productSecurityOptions(
    https ? 'https://probity.example.test' : 'http://127.0.0.1:3000',
    'https://id.example.test',
  );

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
