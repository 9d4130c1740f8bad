import { TEXTS } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../../test/helpers.js';

describe('terms and conditions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('a published version must be accepted by every user before they use the product', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const user = await buildUser(ctx.database, { roles: ['Matter Executive'] });
    const userHeaders = await authHeaders(ctx, user);
    const adminHeaders = await authHeaders(ctx, admin);

    const published = await ctx.app.inject({
      method: 'POST',
      url: '/api/Terms',
      headers: adminHeaders,
      payload: {
        title: 'Terms v-next',
        contentHtml: '<h2>Terms</h2><p>Be kind.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    });
    expect(published.statusCode).toBe(201);
    const version = published.json().version as number;
    // Sanitised: no script, no event handler attributes.
    expect(published.json().contentHtml).not.toMatch(/script|onerror/);

    const me = await ctx.app.inject({ url: '/api/User', headers: userHeaders });
    expect(me.json().acceptedLatestTerms).toBe(false);
    // Everything else is refused until acceptance.
    const held = await ctx.app.inject({ url: `/api/User/${user.userID}`, headers: userHeaders });
    expect(held.statusCode).toBe(403);
    expect(held.json().detail).toBe(TEXTS.termsBanner);

    const terms = await ctx.app.inject({ url: '/api/User/GetLatestTerms', headers: userHeaders });
    expect(terms.statusCode).toBe(200);
    const [button] = terms.json().buttons as { text: string; actionUrl: string }[];
    expect(button!.actionUrl).toBe(`/api/User/AcceptTerms/${version}`);

    const accept = await ctx.app.inject({ method: 'POST', url: button!.actionUrl, headers: userHeaders });
    expect(accept.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ url: '/api/User', headers: userHeaders })).json().acceptedLatestTerms,
    ).toBe(true);
    expect((await ctx.app.inject({ url: `/api/User/${user.userID}`, headers: userHeaders })).statusCode).toBe(
      200,
    );

    // A newer version asks again; accepting an old version is refused.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Terms',
      headers: adminHeaders,
      payload: { title: 'Again', contentHtml: '<p>v3</p>' },
    });
    expect(
      (await ctx.app.inject({ url: '/api/User', headers: userHeaders })).json().acceptedLatestTerms,
    ).toBe(false);
    const stale = await ctx.app.inject({ method: 'POST', url: button!.actionUrl, headers: userHeaders });
    expect(stale.statusCode).toBe(400);
  });

  it('only administrators publish terms (403), and bad input answers 400 per field', async () => {
    const exec = await buildUser(ctx.database, { roles: ['Matter Admin'] });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/Terms',
      headers: await authHeaders(ctx, exec),
      payload: { title: 'x', contentHtml: 'y' },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/Terms',
      headers: await authHeaders(ctx, admin),
      payload: { title: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contentHtml', 'title']);
  });
});
