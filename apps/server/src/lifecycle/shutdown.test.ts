import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.js';
import { SHARED_TEMP_MAX_AGE_MS } from '../integrations/storage/sweeper.js';
import { descendantsOf, isAlive } from './testing/process-tree.js';

/**
 * Issue 15, shutdown: the server as `npm start` serves it (`npm run serve` from the repository's
 * root: npm → npm → node dist/main.js), a real process on its own port and data folder, stopped
 * with SIGTERM to npm alone.
 */
// The PGlite and PostgreSQL runs go side by side (scripts/test.sh): each has its own two ports.
const PORT = inject('pgSchema') ? 3223 : 3221;
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const LEFTOVER_ID = '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b';

interface Answer {
  status: number;
  /** Sent on a connection kept alive from an earlier request. */
  reused?: boolean;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  method: string,
  url: string,
  opts: { agent?: http.Agent | false; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url.startsWith('http') ? url : `${BASE}${url}`, {
      method,
      agent: opts.agent ?? false,
      headers: opts.headers,
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, headers: res.headers, body }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** A POST whose body is sent in two halves: in flight until finish() sends the rest. */
function holdPost(url: string, headers: http.OutgoingHttpHeaders, body: string) {
  const req = http.request(url.startsWith('http') ? url : `${BASE}${url}`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  req.flushHeaders();
  return {
    /** The answer, or the connection's end when the server goes first. */
    answer,
    finish() {
      req.end(body.slice(half));
      return answer;
    },
  };
}

/**
 * `npm run serve` runs the compiled server (issue 16): build it from the code under test first.
 * The side-by-side PGlite and PostgreSQL runs both build; build.mjs writes each file whole, and
 * both write the same bytes.
 */
beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/build.mjs')], { stdio: 'pipe' });
}, 120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(probe: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

interface Server {
  npm: ChildProcess;
  dataDir: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `npm run serve` from the repository's root on its own port and data folder, with a crash's
 * leftover upload in its file store; resolves once /readyz answers 200.
 */
async function startServer(port: number, extraEnv: Record<string, string>): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-shutdown-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'true',
    // This machine's load is not what this test is about (back-pressure: overload.test.ts).
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...extraEnv,
  };
  const schema = inject('pgSchema');
  if (schema) {
    // On PostgreSQL: the run's migrated schema (this file reads no rows of others).
    env.DATABASE_SCHEMA = schema;
  } else {
    // On PGlite: the run's migrated template in the server's own folder (a fresh migration takes a minute here).
    delete env.DATABASE_URL;
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: template });
    await database.close();
  }
  // Crash leftovers: an upload cut off (no row): swept before the server listens.
  fs.mkdirSync(path.join(dataDir, 'files', 'tmp'), { recursive: true });
  const leftover = path.join(dataDir, 'files', 'tmp', `${LEFTOVER_ID}.0a1b2c3d4e5f.part`);
  fs.writeFileSync(leftover, 'cut off');
  if (schema) {
    // Beside PostgreSQL the store may be shared: only a temporary file untouched for 10 minutes is surely a leftover.
    const before = new Date(Date.now() - SHARED_TEMP_MAX_AGE_MS - 60_000);
    fs.utimesSync(leftover, before, before);
  }
  const npm = spawn('npm', ['run', 'serve'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  npm.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await until(
    async () => ((await send('GET', `${base}/readyz`)).status === 200 ? true : undefined),
    240_000,
    'the server to start',
  );
  return { npm, dataDir, output: () => output, exited };
}

/** Kills what is left of a server (only after a failed test) and removes its folder. */
function cleanUp(server: Server | undefined, started: number[]) {
  if (!server) return;
  for (const pid of new Set([...started, ...descendantsOf(server.npm.pid!), server.npm.pid!])) {
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

describe('SIGTERM to `npm run serve`', () => {
  let server: Server | undefined;
  let dataDir: string;
  let npm: ChildProcess;
  let exited: Server['exited'];

  beforeAll(async () => {
    server = await startServer(PORT, { SHUTDOWN_DELAY_SECONDS: '1', SHUTDOWN_TIMEOUT_SECONDS: '20' });
    ({ npm, dataDir, exited } = server);
  }, 300_000);

  /** The processes under npm, as the test found them before the signal. */
  let started: number[] = [];

  afterAll(() => cleanUp(server, started));

  it('swept the upload a crash left before it listened', () => {
    expect(fs.readdirSync(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
    expect(server!.output()).toContain('removed 1 unfinished upload(s)');
  });

  it('turns readiness false, finishes the request in flight, refuses new ones with 503 and Connection: close, and exits 0 leaving no process', async () => {
    // A kept-alive connection, used once before the signal.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await send('GET', '/healthz', { agent: keptAlive });
    expect(first.status).toBe(200);

    // A request in flight: the forgot-password form, its body half sent.
    const page = await send('GET', '/identity/forgot-password');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
    const cookie = String(page.headers['set-cookie']?.[0] ?? '').split(';')[0];
    expect(csrf && cookie).toBeTruthy();
    const inFlight = holdPost(
      '/identity/forgot-password',
      { 'content-type': 'application/x-www-form-urlencoded', origin: BASE, cookie },
      new URLSearchParams({ csrf: csrf!, emailAddress: 'nobody-shutdown@example.test' }).toString(),
    );

    const processes = descendantsOf(npm.pid!);
    started = processes;
    expect(processes.length).toBeGreaterThan(0);
    npm.kill('SIGTERM');

    // Readiness goes false first, while requests are still served (SHUTDOWN_DELAY_SECONDS).
    const ready = await until(
      async () => {
        const r = await send('GET', '/readyz');
        return r.status === 503 ? r : undefined;
      },
      5_000,
      '/readyz to answer 503',
    );
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });

    // Then a new request on the kept-alive connection is refused, and the connection closed.
    const refused = await until(
      async () => {
        const r = await send('GET', '/api/Matters', { agent: keptAlive });
        return r.status === 503 ? r : undefined;
      },
      5_000,
      'a new request to be refused',
    );
    expect(refused.reused).toBe(true);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body)).toMatchObject({ status: 503, title: 'Service Unavailable' });

    // The request in flight completes normally.
    const done = await inFlight.finish();
    expect(done.status).toBe(200);
    expect(done.body).toContain('</html>');

    const { code, signal } = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(server!.output()).toContain('SIGTERM received');
    await until(
      async () => (processes.every((pid) => !isAlive(pid)) ? true : undefined),
      5_000,
      'no process left',
    );
    keptAlive.destroy();
  }, 60_000);
});

describe('SIGTERM with a request that never finishes', () => {
  const port = PORT + 1;
  let server: Server | undefined;
  let started: number[] = [];
  beforeAll(async () => {
    server = await startServer(port, { SHUTDOWN_TIMEOUT_SECONDS: '2' });
  }, 300_000);
  afterAll(() => cleanUp(server, started));

  it('exits 1 at SHUTDOWN_TIMEOUT_SECONDS, leaving no process', async () => {
    const base = `http://127.0.0.1:${port}`;
    // Half a body, never the rest: the drain would wait for ever.
    const stuck = holdPost(
      `${base}/identity/forgot-password`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      'emailAddress=nobody%40example.test',
    );
    const cut = stuck.answer.then(
      () => 'answered',
      () => 'cut off',
    );
    await sleep(500); // its headers reach the server
    started = descendantsOf(server!.npm.pid!);
    const signalledAt = Date.now();
    server!.npm.kill('SIGTERM');
    const { code } = await server!.exited;
    expect(code).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1900);
    expect(server!.output()).toContain('shutdown took longer than 2 s');
    expect(await cut).toBe('cut off');
    await until(
      async () => (started.every((pid) => !isAlive(pid)) ? true : undefined),
      5_000,
      'no process left',
    );
  }, 30_000);
});
