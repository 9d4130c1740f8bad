import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from '../../test/helpers.js';
import { IMMUTABLE_ASSET, cacheControlFor } from './cache-policy.js';
import { isCompressibleType } from './compression.js';

// A built app in miniature: index.html, a hashed script with the build's .br and .gz beside it, a
// small hashed stylesheet without them (under the threshold) and an unhashed public file.
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};\n`;
const INDEX = `<!doctype html><html><head><title>Probity</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head></html>`;

function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-delivery-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(INDEX));
  const script = path.join(dist, 'assets', 'index-Ab12Cd34.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'small-Ef56Gh78.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/secret.tsx":{}}');
  return dist;
}

describe('delivery of the built web app (issue 16)', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    ctx = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the build’s Brotli file to a browser that takes br, gzip to one that takes gzip only', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is when the browser asks for no encoding, still saying it varies', async () => {
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('leaves a small asset uncompressed', async () => {
    const small = await get('/assets/small-Ef56Gh78.css', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('body{margin:0}');
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/small-Ef56Gh78.css'])
      expect((await get(url, 'br')).headers['cache-control'], url).toBe(
        'public, max-age=31536000, immutable',
      );
    for (const url of ['/favicon.svg', '/index.html', '/secure/dashboard', '/'])
      expect((await get(url, 'br')).headers['cache-control'], url).toBe('no-cache');
  });

  it('compresses index.html and the client routes’ fallback for the browser that asks', async () => {
    const br = await get('/secure/dashboard', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
    const gzip = await get('/secure/matters', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(INDEX);
    const plain = await get('/secure/matters');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('never serves the build’s manifest (a dot folder): the path is a client route', async () => {
    for (const url of ['/.vite/manifest.json', '/.VITE/manifest.json']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('never serves a source map, compressed or not', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.map'), '{"sources":["src/secret.ts"]}');
    for (const encoding of [undefined, 'br', 'gzip']) {
      const res = await get('/assets/index-Ab12Cd34.js.map', encoding);
      expect(res.statusCode, encoding).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });
});

describe('compression of dynamic answers (issue 16)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('compresses API JSON with br or gzip as asked, and not when not asked', async () => {
    const document = await ctx.app.inject({ url: '/api/docs/json' });
    expect(document.headers['content-encoding']).toBeUndefined();
    const plain = JSON.parse(document.body);
    const br = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(document.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain);
    const gzip = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain);
  });

  it('leaves a body under 1 kB as it is', async () => {
    const res = await ctx.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('compresses the identity server’s pages', async () => {
    const plain = await ctx.app.inject({ url: '/identity/register' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ctx.app.inject({ url: '/identity/register', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<form');
  });
});

describe('what is worth compressing', () => {
  it('takes text, JSON, XML, JavaScript and SVG', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css',
      'text/csv; charset=utf-8',
      'application/json; charset=utf-8',
      'application/problem+json',
      'application/javascript',
      'application/xml',
      'image/svg+xml',
    ])
      expect(isCompressibleType(type), type).toBe(true);
  });

  it('leaves alone what is compressed already, raw downloads and server-sent events', () => {
    for (const type of [
      'application/pdf',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/octet-stream',
      'image/png',
      'image/jpeg',
      'font/woff2',
      'text/event-stream',
    ])
      expect(isCompressibleType(type), type).toBe(false);
  });

  it('tells hashed build output from files that keep their names', () => {
    expect(cacheControlFor('/d', '/d/assets/a-1.js.br')).toBe(IMMUTABLE_ASSET);
    expect(cacheControlFor('/d', '/d/index.html')).toBe('no-cache');
    expect(cacheControlFor('/d', '/d/help-images/x.png')).toBe('no-cache');
  });
});
