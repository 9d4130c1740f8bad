import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue 18, several instances: the compiled server (dist/main.js) as separate processes on one
 * PostgreSQL schema and one Redis, and a small load balancer in front of them.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(probe: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** One instance: `node dist/main.js` on its port and a data folder of its own; start() may follow stop(). */
export class Instance {
  readonly url: string;
  private child: ChildProcess | null = null;
  private readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-cluster-'));
  private log = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** The process's output so far (for a failed test's message). */
  output(): string {
    return this.log;
  }

  /** Starts the process; resolves once /readyz answers 200. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        WEB_DIST_DIR: path.join(this.dataDir, 'no-web'),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (c: Buffer) => {
      this.log = (this.log + c.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`${this.name} exited (${code}):\n${this.log.slice(-2000)}`)),
      ),
    );
    exited.catch(() => undefined);
    await Promise.race([
      exited,
      until(
        async () => ((await fetch(`${this.url}/readyz`)).status === 200 ? true : undefined),
        60_000,
        `${this.name} to be ready`,
      ),
    ]);
  }

  /** SIGTERM, as an orchestrator stops a container; resolves with the exit code. */
  async stop(): Promise<number | null> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const code = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    child.kill('SIGTERM');
    return code;
  }

  /** After the tests: whatever is left is killed, and the data folder removed. */
  kill(): void {
    if (this.child && this.child.exitCode === null) this.child.kill('SIGKILL');
    this.child = null;
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const REFUSED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * The test's load balancer: round-robin over the instances whose /readyz answered 200 at its last
 * look (every 200 ms), and on a refused connection the next instance, as a load balancer retries
 * a request that never reached a server. HTTP requests are buffered; WebSocket upgrades are piped.
 * It never retries a request an instance received: a 503 from a draining one goes to the client.
 */
export class RoundRobin {
  readonly served: Record<string, number> = {};
  /** Which instance each upgrade (socket) went to, in order. */
  readonly upgrades: string[] = [];
  private readonly piped = new Set<net.Socket>();
  private readonly ready = new Map<string, boolean>();
  private next = 0;
  private readonly server: http.Server;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly upstreams: Instance[]) {
    for (const u of upstreams) this.ready.set(u.name, true);
    this.server = http.createServer((req, res) => void this.forward(req, res));
    this.server.on('upgrade', (req, socket, head) => this.upgrade(req, socket as net.Socket, head));
    this.timer = setInterval(() => void this.look(), 200);
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve) => this.server.listen(port, '127.0.0.1', () => resolve()));
  }

  private async look() {
    for (const u of this.upstreams) {
      const ok = await fetch(`${u.url}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      this.ready.set(u.name, ok);
    }
  }

  /** The instances in the order to try: ready ones first, round-robin, then the others. */
  private order(): Instance[] {
    const n = this.upstreams.length;
    const start = this.next++ % n;
    const turn = Array.from({ length: n }, (_, i) => this.upstreams[(start + i) % n]!);
    return [...turn.filter((u) => this.ready.get(u.name)), ...turn.filter((u) => !this.ready.get(u.name))];
  }

  private async forward(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    for (const upstream of this.order()) {
      const sent = await new Promise<boolean>((resolve) => {
        const out = http.request(
          `${upstream.url}${req.url}`,
          { method: req.method, headers: req.headers, agent: false },
          (answer) => {
            this.served[upstream.name] = (this.served[upstream.name] ?? 0) + 1;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            resolve(true);
          },
        );
        out.on('error', (err: NodeJS.ErrnoException) => {
          if (REFUSED.has(err.code ?? '') && !res.headersSent) resolve(false);
          else res.destroy(err);
        });
        out.end(body);
      });
      if (sent) return;
    }
    res.writeHead(502).end('no instance answered');
  }

  private upgrade(req: http.IncomingMessage, client: net.Socket, head: Buffer) {
    const candidates = this.order();
    const attempt = (i: number) => {
      const upstream = candidates[i];
      if (!upstream) return client.destroy();
      const target = net.connect(upstream.port, '127.0.0.1');
      target.once('error', () => {
        if (target.bytesRead === 0 && !client.destroyed) attempt(i + 1);
        else client.destroy();
      });
      target.once('connect', () => {
        this.upgrades.push(upstream.name);
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let h = 0; h < req.rawHeaders.length; h += 2)
          lines.push(`${req.rawHeaders[h]}: ${req.rawHeaders[h + 1]}`);
        target.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) target.write(head);
        this.piped.add(client).add(target);
        target.pipe(client).pipe(target);
        target.on('close', () => client.destroy());
        client.on('close', () => target.destroy());
        client.on('error', () => target.destroy());
      });
    };
    attempt(0);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.server.closeAllConnections();
    for (const socket of this.piped) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
