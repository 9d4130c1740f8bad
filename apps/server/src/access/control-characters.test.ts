import { INVALID_CHARACTER_TEXT } from '@probity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, authHeaders, buildTestApp, buildUser } from '../../test/helpers.js';
import { type JsonSchema, apiRoutes } from '../../test/routes.js';
import { PDF_BYTES, buildDocumentsScene, dataUrl } from '../features/documents/documents.factories.js';
import { FILE_NAME_CHARACTER_TEXT, controlCharacterPaths } from '../lib/nul-bytes.js';

/*
 * Issue 13 "Hardening": a control character in any string a request carries (query, route
 * parameter, JSON body) is a 400 naming the field on every route, never a 500.
 */

/** NUL, BEL, ESC, DEL and two C1 controls, one per route in turn. */
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b'];

/** A body shaped like the schema with every string holding `bad`; collects each string's path. */
function sampleBody(schema: JsonSchema | undefined, bad: string, paths: string[], path = ''): unknown {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (!schema) {
    paths.push(at('note'));
    return { note: bad };
  }
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) {
    const first = choice.find((s) => s.type !== 'null') ?? choice[0];
    return sampleBody(first, bad, paths, path);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'array') return [sampleBody(schema.items ?? { type: 'string' }, bad, paths, at('0'))];
  if (type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? { note: { type: 'string' } });
    return Object.fromEntries(entries.map(([k, s]) => [k, sampleBody(s, bad, paths, at(k))]));
  }
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  paths.push(path || '_');
  return bad;
}

/** The uploads whose body is the raw file (a stream), not JSON: a document, a new version, a client's upload (issue 14). */
const STREAMED_BODIES = [
  '/api/Document/Upload',
  '/api/Document/{id}/Versions',
  '/api/ClientRequests/{requestID}/Documents/Upload',
];

describe('control characters in requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('names every string and key holding one; bodies keep tab, CR and LF, queries do not', () => {
    expect(controlCharacterPaths({ a: 'x', b: ['ok', 'n\u0000'], c: { 'k\u0001': 1, d: '\u009b' } })).toEqual(
      ['b.1', 'c.k\u0001', 'c.d'],
    );
    expect(controlCharacterPaths({ note: 'line 1\r\n\tline 2' })).toEqual([]);
    expect(controlCharacterPaths({ SearchTerm: 'a\tb' }, false, 'querystring')).toEqual([
      'querystring.SearchTerm',
    ]);
    expect(controlCharacterPaths('\u007f')).toEqual(['_']);
    expect(controlCharacterPaths({ name: 'Zoë Ørsted – 東京 🙂' }, false)).toEqual([]);
  });

  it('is a 400 naming the field on every route: query, route parameters and body, never a 500', async () => {
    const admin = await buildUser(ctx.database, { roles: ['Administrators'] });
    const headers = await authHeaders(ctx, admin);
    const routes = apiRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    let requests = 0;
    for (const [i, route] of routes.entries()) {
      const bad = CONTROLS[i % CONTROLS.length]!;
      const encoded = encodeURIComponent(bad);
      const cases: { what: string; url: string; payload?: unknown; expected: string[] }[] = [];
      if (route.query.length > 0) {
        const query = route.query.map((q) => `${encodeURIComponent(q)}=x${encoded}y`).join('&');
        cases.push({
          what: 'query',
          url: `${route.url}?${query}`,
          expected: route.query.map((q) => `querystring.${q}`),
        });
      }
      if (route.params.length > 0) {
        let url = route.path;
        for (const p of route.params) url = url.replace(`{${p}}`, `x${encoded}y`);
        cases.push({ what: 'params', url, expected: route.params.map((p) => `params.${p}`) });
      }
      // The streamed uploads' bodies are raw files, not data (their query is checked above).
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !STREAMED_BODIES.includes(route.path)) {
        const expected: string[] = [];
        const payload = sampleBody(route.body, `x${bad}y`, expected);
        // A body of numbers and booleans only (issue 17's sharing switches) has no string to carry one.
        if (expected.length > 0) cases.push({ what: 'body', url: route.url, payload, expected });
      }
      for (const c of cases) {
        requests++;
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: c.url,
          headers,
          ...(c.payload !== undefined ? { payload: c.payload as object } : {}),
        });
        const errors = res.statusCode === 400 ? (res.json().errors ?? {}) : {};
        const missing = c.expected.filter((field) => !errors[field]?.includes(INVALID_CHARACTER_TEXT));
        if (res.statusCode !== 400 || missing.length > 0)
          wrong.push(`${route.method} ${route.path} (${c.what}) → ${res.statusCode} ${missing.join(',')}`);
      }
    }
    expect(requests).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });

  it('refuses control and text-direction characters in file names, through both uploads', async () => {
    const s = await buildDocumentsScene(ctx);
    const headers = await authHeaders(ctx, s.admin);
    for (const name of ['invoice\u202Efdp.exe', 'report\u2066.pdf', 'tab\there.pdf']) {
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/Document',
        headers,
        payload: [{ name, content: dataUrl(PDF_BYTES), itemID: s.matter.matterID }],
      });
      expect(json.statusCode, name).toBe(400);
      expect(Object.values(json.json().errors).flat().join(' ')).toMatch(
        new RegExp(`${FILE_NAME_CHARACTER_TEXT}|${INVALID_CHARACTER_TEXT}`),
      );
      const streamed = await ctx.app.inject({
        method: 'POST',
        url: `/api/Document/Upload?itemID=${s.matter.matterID}&name=${encodeURIComponent(name)}`,
        headers: { ...headers, 'content-type': 'application/pdf' },
        payload: PDF_BYTES,
      });
      expect(streamed.statusCode, name).toBe(400);
      expect(Object.keys(streamed.json().errors)).toEqual(['querystring.name']);
    }
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/Document',
      headers,
      payload: [{ name: 'Will – signed (Zoë).pdf', content: dataUrl(PDF_BYTES), itemID: s.matter.matterID }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('leaves a 5 MB streamed upload alone (its body is a stream, not data to walk)', async () => {
    const s = await buildDocumentsScene(ctx);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Document/Upload?itemID=${s.matter.matterID}&name=large.pdf`,
      headers: { ...(await authHeaders(ctx, s.admin)), 'content-type': 'application/octet-stream' },
      payload: big,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileSize: big.length });
  });
});
