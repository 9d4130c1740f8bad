import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../test/helpers.js';
import { apiRoutes } from '../test/routes.js';
import { loadConfig } from './config.js';

/* Issue 13 "Hardening found in review": caching of API answers, source maps, the API's docs. */

describe('API answers are never cached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('says no-store on every route, signed in or not, successes and errors alike', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const signedIn = await authHeaders(ctx, admin);
    const routes = apiRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(100);
    const statuses = new Set<number>();
    const cached: string[] = [];
    for (const route of routes) {
      for (const headers of [{}, signedIn]) {
        const res = await ctx.app.inject({ method: route.method as 'GET', url: route.url, headers });
        statuses.add(res.statusCode);
        if (res.headers['cache-control'] !== 'no-store')
          cached.push(`${route.method} ${route.path} → ${res.statusCode} ${res.headers['cache-control']}`);
      }
    }
    expect(cached).toEqual([]);
    // The walk met successes, refusals and errors of every kind (not just 401s).
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  });

  it('says no-store on a path nobody knows, a malformed body, and in any letter case', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const unknown = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/API/Matters',
      headers: { ...(await authHeaders(ctx, admin)), 'content-type': 'application/json' },
      payload: '{"reference":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['cache-control']).toBe('no-store');
    // Not the health check: it is no API answer.
    expect((await ctx.app.inject({ url: '/healthz' })).headers['cache-control']).toBeUndefined();
  });
});

describe('API_DOCS=false', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ API_DOCS: 'false' });
  });
  afterAll(() => ctx.close());

  it('serves neither the docs page nor the description (app.test.ts shows them served by default)', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/index.html',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/openapi|swagger/i);
    }
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'no' })).toThrow(/API_DOCS/);
  });
});

describe('the built web app', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Probity</title>');
    fs.writeFileSync(
      path.join(dist, 'assets', 'index-abc.js'),
      'console.log(1)\n//# sourceMappingURL=index-abc.js.map',
    );
    fs.writeFileSync(
      path.join(dist, 'assets', 'index-abc.js.map'),
      '{"version":3,"sources":["src/secret.ts"]}',
    );
    ctx = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves scripts but never a source map, even when a build left one behind', async () => {
    expect((await ctx.app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
    for (const url of ['/assets/index-abc.js.map', '/assets/INDEX-abc.js.map', '/assets/index-abc.js.MAP']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });

  it('is built without source maps', async () => {
    const viteConfig = fs.readFileSync(path.resolve(__dirname, '../../web/vite.config.ts'), 'utf8');
    expect(viteConfig).toMatch(/sourcemap:\s*false/);
  });
});
