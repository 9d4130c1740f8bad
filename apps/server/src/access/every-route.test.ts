import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../test/helpers.js';
import { apiRoutes } from '../../test/routes.js';

describe('every API route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses a missing token and a forged one with 401, whatever the route', async () => {
    const routes = apiRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(10);
    const open: string[] = [];
    for (const route of routes) {
      for (const headers of [{}, { authorization: 'Bearer forged-token-that-was-never-issued' }]) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers,
          payload: {},
        });
        if (res.statusCode !== 401) open.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    // Public routes would be listed here by name; there are none under /api.
    expect(open).toEqual([]);
  });
});
