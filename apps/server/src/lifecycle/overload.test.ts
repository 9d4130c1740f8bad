import { afterEach, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../test/helpers.js';
import { OVERLOADED_MESSAGE } from './overload.js';

/**
 * Issue 15, back-pressure: a server whose event loop lags (here really blocked, over and over, as
 * a flood of work does) or whose heap is past its limit refuses new requests at once with 503 and
 * Retry-After, while /healthz and /readyz keep answering.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps the event loop busy for `ms`: 150 ms blocks with a turn of the loop between them. */
async function overload(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const block = Date.now() + 150;
    while (Date.now() < block) {
      // busy: nothing else runs
    }
    await new Promise((r) => setImmediate(r));
  }
}

describe('shedding load under pressure', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  /** Until the sampler's last second was calm (building the app blocks the loop too). */
  async function calm(app: TestContext['app']) {
    for (let i = 0; i < 100; i++) {
      if ((await app.inject({ method: 'GET', url: '/api/Matters' })).statusCode !== 503) return;
      await sleep(200);
    }
    throw new Error('never calm');
  }

  it('refuses requests with 503 and Retry-After while the event loop lags, keeps the probes, and recovers', async () => {
    ctx = await buildTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: '100', OVERLOAD_RETRY_AFTER_SECONDS: '3' });
    const { app } = ctx;
    await calm(app);
    const served = (await app.inject({ method: 'GET', url: '/api/Matters' })).statusCode;
    expect(served).not.toBe(503);

    await overload(2500);
    const api = await app.inject({ method: 'GET', url: '/api/Matters' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('3');
    expect(api.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(api.json()).toMatchObject({
      type: 'about:blank',
      status: 503,
      title: 'Service Unavailable',
      detail: OVERLOADED_MESSAGE,
    });
    // The identity pages refuse as a page, with the same Retry-After.
    const page = await app.inject({ method: 'GET', url: '/identity/forgot-password' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('3');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The probes are never shed: a busy server is alive, and says whether it is ready itself.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    // Once the loop is calm again (the next samples), requests are served.
    await calm(app);
    expect((await app.inject({ method: 'GET', url: '/api/Matters' })).statusCode).toBe(served);
    expect((await app.inject({ method: 'GET', url: '/identity/forgot-password' })).statusCode).toBe(200);
  }, 30_000);

  it('refuses requests while the heap in use is past OVERLOAD_HEAP_USED_PERCENT of its limit', async () => {
    // 0.01 % of V8's limit (a few hundred kB): the heap of any running server is above it.
    ctx = await buildTestApp({ OVERLOAD_HEAP_USED_PERCENT: '0.01' });
    await sleep(1200);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Matters' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ status: 503, detail: OVERLOADED_MESSAGE });
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 30_000);

  it('is off in tests unless asked for, and on by default elsewhere', async () => {
    const { loadConfig } = await import('../config.js');
    expect(loadConfig({ NODE_ENV: 'test' }).OVERLOAD_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }).OVERLOAD_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'production' }).OVERLOAD_HEAP_USED_PERCENT).toBe(90);
  });
});
