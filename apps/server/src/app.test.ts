import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../test/helpers.js';

describe('the server shell', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers health and readiness (the readiness check touches the database)', async () => {
    const health = await ctx.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const ready = await ctx.app.inject({ url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('sends security headers and a strict content security policy without inline scripts', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API path with a 404 that does not echo the URL', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-thing-<script>' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('no-such-thing');
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('refuses API calls without a token, and with a forged one, with 401', async () => {
    expect((await ctx.app.inject({ url: '/api/User' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      url: '/api/User',
      headers: { authorization: 'Bearer forged.token.value' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).not.toMatch(/stack|at .*\.ts/);
  });

  it('matches API paths case-insensitively', async () => {
    const res = await ctx.app.inject({ url: '/API/user' });
    expect(res.statusCode).toBe(401);
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/User', '/api/User/GetLatestTerms']));
  });

  it('refuses a body over the size limit with 413 and malformed JSON with 400, never 500', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const headers = { ...(await authHeaders(ctx, admin)), 'content-type': 'application/json' };
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/Terms',
      headers,
      payload: JSON.stringify({ title: 'x', contentHtml: 'a'.repeat(2_000_000) }),
    });
    expect(big.statusCode).toBe(413);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/User/${admin.userID}`,
      headers,
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
  });
});
