import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.js';

/**
 * Issue 18: with OTEL_EXPORTER_OTLP_ENDPOINT the compiled server (node dist/main.js, as `npm start`
 * runs it) sends its traces over OTLP/HTTP to a real peer: this test's own receiver.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
// The PGlite and PostgreSQL runs go side by side: each has its own port.
const PORT = inject('pgSchema') ? 3604 : 3602;
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = 'secret-query-value-7f3a';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface Received {
  scope: string;
  span: OtlpSpan;
  attrs: Record<string, string | number | undefined>;
}

const bodies: string[] = [];
let receiver: http.Server;
let server: ChildProcess | undefined;
let dataDir: string;
let output = '';

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe' });
  receiver = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-tracing-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'true',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_SERVICE_NAME: 'probity-under-test',
  };
  const schema = inject('pgSchema');
  if (schema) env.DATABASE_SCHEMA = schema;
  else {
    delete env.DATABASE_URL;
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: template });
    await database.close();
  }
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  server.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const end = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${BASE}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > end || server.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function spansOf(): Received[] {
  const found: Received[] = [];
  for (const body of bodies) {
    const doc = JSON.parse(body) as {
      resourceSpans: { scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[];
    };
    for (const rs of doc.resourceSpans)
      for (const ss of rs.scopeSpans)
        for (const span of ss.spans) {
          const attrs = Object.fromEntries(
            span.attributes.map((a) => [a.key, a.value.stringValue ?? a.value.intValue]),
          );
          found.push({ scope: ss.scope.name, span, attrs });
        }
  }
  return found;
}

describe('traces over OTLP/HTTP', () => {
  it('sends a span for a request under its route (its query dropped), its Fastify spans, a job run and, on PostgreSQL, its statements', async () => {
    const url = `${BASE}/api/Matters/Organisation/x?SearchTerm=${SECRET}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(`${BASE}/healthz`)).status).toBe(200);
    // At start the runner delivers the outbox once (jobs/index.ts); its span comes in a batch.
    const end = Date.now() + 30_000;
    while (!bodies.some((b) => b.includes('"job mail.deliver"')) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 200));
    // SIGTERM: the server drains, closes and sends the spans it still holds before it exits.
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);

    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.join('\n')).toContain('"probity-under-test"');
    const spans = spansOf();
    const incoming = spans.find(
      (s) =>
        s.scope === '@opentelemetry/instrumentation-http' &&
        s.attrs['http.route'] === '/api/Matters/Organisation/:orgId',
    );
    expect(incoming?.span.kind).toBe(2); // SERVER
    expect(incoming?.attrs['http.target']).toBe('/api/Matters/Organisation/x');
    expect(Number(incoming?.attrs['http.response.status_code'] ?? incoming?.attrs['http.status_code'])).toBe(
      401,
    );
    const fastify = spans.filter(
      (s) => s.scope === '@fastify/otel' && s.span.traceId === incoming?.span.traceId,
    );
    expect(fastify.map((s) => s.span.name)).toContain('request');
    // Probes are not traced; nothing of the query reached the collector.
    expect(spans.some((s) => Object.values(s.attrs).some((v) => String(v).includes('/healthz')))).toBe(false);
    expect(bodies.join('\n')).not.toContain(SECRET);
    expect(spans.find((s) => s.span.name === 'job mail.deliver')?.attrs['job.queue']).toBe('mail.deliver');
    if (inject('pgSchema'))
      expect(spans.filter((s) => s.scope === '@opentelemetry/instrumentation-pg').length).toBeGreaterThan(0);
  }, 60_000);
});
