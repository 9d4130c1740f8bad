import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../test/helpers.js';
import { enqueueMail } from './mail/outbox.js';

/*
 * Issue 15 "One error shape": every error the server answers, Fastify's router errors included,
 * is an RFC 9457 problem (application/problem+json) with exactly type, title, status, detail and
 * instance (plus errors where fields are named), and none echoes the URL it was asked for. Every
 * URL below carries the marker zq7x so an echo of it is found.
 */

const MARK = 'zq7x';
const KEYS = ['detail', 'instance', 'status', 'title', 'type'];

let ctx: TestContext;
let dist: string;
let admin: Record<string, string>;
let firm: Record<string, string>;
let adminID: string;

/** The whole app, with one route that fails as a bug would (added before the app is ready). */
function buildAppWithFailingRoute(env: Record<string, string>): Promise<TestContext> {
  return buildTestApp(env, {
    beforeReady: (app) =>
      app.get(`/fails-${MARK}`, { config: { public: true }, schema: { hide: true } }, async () => {
        throw new Error(`SELECT secret FROM users WHERE path = '/fails-${MARK}'`);
      }),
  });
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Probity</title>');
  fs.writeFileSync(path.join(dist, 'assets', `app-${MARK}.js`), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', `app-${MARK}.js.map`), '{}');
  ctx = await buildAppWithFailingRoute({
    WEB_DIST_DIR: dist,
    EXPORTS_PER_MINUTE: '1',
    RATE_LIMIT_SIGNIN_PER_MINUTE: '2',
  });
  const adminUser = await buildUser(ctx.database, { roles: ['Administrators'] });
  adminID = adminUser.userID;
  admin = await authHeaders(ctx, adminUser);
  firm = await authHeaders(ctx, await buildUser(ctx.database, { roles: ['Matter Admin'] }));
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Asks, and checks the answer is a problem of this status in the one shape. */
async function expectProblem(request: InjectOptions, status: number, type = 'about:blank') {
  const res = await ctx.app.inject(request);
  const where = `${request.method ?? 'GET'} ${String(request.url).slice(0, 60)}`;
  expect(res.statusCode, where).toBe(status);
  // Fastify names UTF-8 on the bodies it sends; JSON is UTF-8 either way (RFC 8259).
  expect(res.headers['content-type'], where).toMatch(/^application\/problem\+json(; charset=utf-8)?$/);
  expect(res.body, where).not.toContain(MARK);
  const body = res.json() as Record<string, unknown>;
  const expectedKeys = body.errors === undefined ? KEYS : [...KEYS, 'errors'].sort();
  expect(Object.keys(body).sort(), where).toEqual(expectedKeys);
  expect(body.type, where).toBe(type);
  expect(body.status, where).toBe(status);
  expect(typeof body.title === 'string' && body.title.length > 0, where).toBe(true);
  expect(typeof body.detail === 'string' && body.detail.length > 0, where).toBe(true);
  // The occurrence is the request (its id is in x-request-id), never the URL.
  expect(body.instance, where).toBe(`urn:uuid:${res.headers['x-request-id']}`);
  return body;
}

const json = { 'content-type': 'application/json' };

describe('one error shape: RFC 9457 problems (issue 15)', () => {
  it("answers Fastify's router errors as problems without the raw path", async () => {
    const bad = await expectProblem({ url: `/api/${MARK}%E0%A4%A` }, 400);
    expect(bad).toMatchObject({ title: 'Bad Request', detail: 'The address is not valid' });
    await expectProblem(
      { method: 'POST', url: `/identity/interaction/${MARK}%E0%A4%A/passkey/options` },
      400,
    );
    const long = await expectProblem({ url: `/api/User/${MARK}${'a'.repeat(120)}`, headers: admin }, 414);
    expect(long).toMatchObject({ title: 'URI Too Long', detail: 'Part of the address is too long' });
    // The router's answers carry the headers every answer of the API has.
    const res = await ctx.app.inject({ url: `/api/${MARK}%E0%A4%A` });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown routes, methods, assets and client ids with a 404 problem', async () => {
    const notFound = await expectProblem({ url: `/api/no-such-thing-${MARK}-<script>` }, 404);
    expect(notFound).toMatchObject({ title: 'Not Found', detail: 'Not found' });
    await expectProblem({ method: 'PATCH', url: `/api/no-such-thing-${MARK}`, headers: admin }, 404);
    await expectProblem({ url: `/assets/missing-${MARK}.js` }, 404);
    await expectProblem({ url: `/assets/app-${MARK}.js.map` }, 404);
    await expectProblem({ url: `/api/docs/static/missing-${MARK}.js` }, 404);
    await expectProblem({ url: `/_configuration/${MARK}` }, 404);
    // The identity server's unknown paths and methods (its default answer echoes both).
    await expectProblem({ url: `/identity/${MARK}` }, 404);
    await expectProblem({ method: 'DELETE', url: `/identity/token?${MARK}` }, 404);
    // A browser gets the identity server's page, which does not name the path either.
    const page = await ctx.app.inject({ url: `/identity/${MARK}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This page does not exist.');
    expect(page.body).not.toContain(MARK);
  });

  it('answers a method the path does not take with 405 and the methods it takes', async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/User?${MARK}`, headers: admin });
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    const wrong = await expectProblem({ method: 'PATCH', url: `/api/user/?${MARK}`, headers: admin }, 405);
    expect(wrong).toMatchObject({ title: 'Method Not Allowed' });
    await expectProblem({ method: 'DELETE', url: `/api/User/${adminID}/Roles-${MARK}` }, 404);
    const item = await ctx.app.inject({ method: 'PATCH', url: `/api/User/${adminID}` });
    expect(item.statusCode).toBe(405);
    expect(item.headers.allow).toMatch(/\bGET\b.*\bPUT\b/);
    expect((await ctx.app.inject({ method: 'POST', url: '/healthz' })).headers.allow).toBe('GET, HEAD');
  });

  it("answers the body parsers' refusals as problems", async () => {
    const url = `/api/User/${adminID}?${MARK}`;
    const headers = { ...admin, ...json };
    await expectProblem({ method: 'PUT', url, headers, payload: `{"${MARK}` }, 400);
    await expectProblem({ method: 'PUT', url, headers, payload: '' }, 400);
    const csv = { ...admin, 'content-type': 'text/csv' };
    const unsupported = await expectProblem({ method: 'PUT', url, headers: csv, payload: 'a,b' }, 415);
    expect(unsupported.title).toBe('Unsupported Media Type');
    const big = JSON.stringify({ title: MARK, contentHtml: 'a'.repeat(2_000_000) });
    const tooLarge = await expectProblem(
      { method: 'POST', url: `/api/Terms?${MARK}`, headers, payload: big },
      413,
    );
    expect(tooLarge.title).toBe('Content Too Large');
  });

  it('answers 401 and 403 from the access checks as problems', async () => {
    const anonymous = await expectProblem({ url: `/api/User?${MARK}` }, 401);
    expect(anonymous).toMatchObject({ title: 'Unauthorized', detail: 'Sign-in required' });
    const forged = { authorization: `Bearer forged.${MARK}.value` };
    await expectProblem({ url: `/api/User?${MARK}`, headers: forged }, 401);
    const forbidden = await expectProblem({ url: `/api/Mail/Outbox?${MARK}`, headers: firm }, 403);
    expect(forbidden.title).toBe('Forbidden');
  });

  it('answers field problems with the validation type and every field in errors', async () => {
    const headers = { ...admin, ...json };
    const schema = await expectProblem(
      { method: 'PUT', url: `/api/User/${adminID}?${MARK}`, headers, payload: {} },
      400,
      'urn:probity:problem:validation',
    );
    expect(schema).toMatchObject({ title: 'Invalid input', detail: 'One or more fields are invalid' });
    expect(Object.keys(schema.errors as object).sort()).toEqual(
      ['emailAddress', 'firstName', 'roles', 'surname'].sort(),
    );
    const params = await expectProblem(
      { url: `/api/User/${MARK}`, headers: admin },
      400,
      'urn:probity:problem:validation',
    );
    expect(params.errors).toEqual({ 'params.id': [expect.any(String)] });
  });

  it('answers a missing object with 404 and a clash with the conflict type', async () => {
    await expectProblem(
      { url: `/api/Mail/Outbox/00000000-0000-4000-8000-000000000000?${MARK}`, headers: admin },
      404,
    );
    const pending = await enqueueMail(ctx.database.db, {
      trigger: 'UserInvitation',
      to: `problem-${Date.now()}@example.test`,
      subject: 'Pending',
      html: '<p>x</p>',
      text: 'x',
    });
    const clash = await expectProblem(
      { method: 'POST', url: `/api/Mail/Outbox/${pending}/Retry?${MARK}`, headers: admin },
      409,
      'urn:probity:problem:conflict',
    );
    expect(clash.title).toBe('Conflict with the stored data');
  });

  it('answers rate limits as 429 problems, the Retry-After header kept', async () => {
    await ctx.app.inject({ url: '/api/Audit/Export', headers: admin });
    const res = await ctx.app.inject({ url: `/api/Audit/Export?${MARK}`, headers: admin });
    expect(res.headers['retry-after']).toBeTruthy();
    const limited = await expectProblem({ url: `/api/Audit/Export?${MARK}`, headers: admin }, 429);
    expect(limited.detail).toMatch(/downloaded 1 files/);
    // The identity server's JSON route (the passkey options) too, behind its own limit.
    let last = 0;
    for (let i = 0; i < 3; i++)
      last = (await ctx.app.inject({ method: 'POST', url: '/identity/account/passkeys/options' })).statusCode;
    expect(last).toBe(429);
    await expectProblem({ method: 'POST', url: `/identity/account/passkeys/options?${MARK}` }, 429);
  });

  it("answers the identity server's JSON routes' refusals as problems", async () => {
    const expired = await expectProblem(
      { method: 'POST', url: `/identity/interaction/${MARK}/passkey/options`, headers: json, payload: {} },
      400,
    );
    expect(expired.detail).toBe('Your sign-in page has expired.');
  });

  it('answers a failure as a 500 problem that holds nothing of the error', async () => {
    const failed = await expectProblem({ url: `/fails-${MARK}` }, 500);
    expect(failed).toMatchObject({
      title: 'Internal Server Error',
      detail: 'Something went wrong. Please try again.',
    });
    const res = await ctx.app.inject({ url: `/fails-${MARK}` });
    expect(res.body).not.toMatch(/SELECT|secret|stack/);
  });

  it("names a proxy's own request id as the instance", async () => {
    const res = await ctx.app.inject({ url: '/api/User', headers: { 'x-request-id': 'proxy-id_42' } });
    expect(res.json().instance).toBe('urn:probity:request:proxy-id_42');
  });
});

describe('the realtime transport (issue 15)', () => {
  let base: string;
  beforeAll(async () => {
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });

  /** Over HTTP: the transport answers on the server itself, outside Fastify's inject. */
  async function expectTransportProblem(url: string, status: number, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${url}`, { headers });
    const text = await res.text();
    expect(res.status, url).toBe(status);
    expect(res.headers.get('content-type'), url).toBe('application/problem+json');
    expect(text, url).not.toContain(MARK);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(body).sort(), url).toEqual(KEYS);
    expect(body, url).toMatchObject({ type: 'about:blank', status });
    expect(body.instance, url).toBe(`urn:uuid:${res.headers.get('x-request-id')}`);
    return body;
  }

  it('answers a refused handshake as a problem, and still shakes hands', async () => {
    const unknown = await expectTransportProblem(`/hubs/?EIO=4&transport=${MARK}`, 400);
    expect(unknown).toMatchObject({ title: 'Bad Request', detail: 'Transport unknown' });
    await expectTransportProblem(`/hubs/?EIO=4&transport=polling&sid=${MARK}`, 400);
    const origin = { origin: `https://${MARK}.example` };
    const refused = await expectTransportProblem('/hubs/?EIO=4&transport=polling', 403, origin);
    expect(refused).toMatchObject({ title: 'Forbidden', detail: 'Forbidden' });
    const open = await fetch(`${base}/hubs/?EIO=4&transport=polling`);
    expect(open.status).toBe(200);
    expect(await open.text()).toMatch(/^0\{"sid":/);
  });
});
