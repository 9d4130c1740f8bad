/**
 * Issue 16, the server's footprint: cold start on existing data (spawn → /readyz 200) and idle
 * resident memory (VmRSS and VmHWM from /proc after start-up, a few requests and an idle pause),
 * for the compiled server (`node dist/main.js`, what `npm start` runs) beside the TypeScript run
 * through tsx (what it ran before), on PostgreSQL and on PGlite, in the same run, alternating.
 *
 *   npm run footprint -w @probity/bench -- [--runs 5] [--idle 10] [--databases postgres,pglite]
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), schema
 * `bench_srv_footprint` (dropped and made again by a first start that migrates and seeds the demo).
 * PGlite: a fresh data folder under the system's temporary folder, made the same way.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    idle: { type: 'string', default: '10' },
    databases: { type: 'string', default: 'postgres,pglite' },
    port: { type: 'string', default: '3420' },
    'no-build': { type: 'boolean', default: false },
    /** Another checkout's server run through tsx beside them (e.g. the code before a change). */
    baseline: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const IDLE_MS = Number(values.idle) * 1000;
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_DIR = path.resolve(import.meta.dirname, '../apps/server');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_srv_footprint';

type Variant = 'compiled' | 'tsx' | 'baseline';
const COMMANDS: Record<Variant, string[]> = {
  compiled: ['--enable-source-maps', 'dist/main.js'],
  tsx: ['--import', 'tsx', 'src/main.ts'],
  baseline: ['--import', 'tsx', 'src/main.ts'],
};
const BASELINE_DIR = values.baseline ? path.resolve(values.baseline, 'apps/server') : undefined;
const VARIANTS: Variant[] = BASELINE_DIR ? ['compiled', 'tsx', 'baseline'] : ['compiled', 'tsx'];
/** What a browser and a load balancer ask of a fresh server: probes, an identity page, discovery, the app. */
const REQUESTS = [
  '/healthz',
  '/readyz',
  '/identity/forgot-password',
  '/identity/.well-known/openid-configuration',
  '/api/Matters',
  '/',
];

interface Sample {
  startMs: number;
  /** CPU seconds (user + system) the server used until ready: less sensitive to a busy machine. */
  startCpuS: number;
  rssMB: number;
  hwmMB: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function start(variant: Variant, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, COMMANDS[variant], {
    cwd: variant === 'baseline' ? BASELINE_DIR : SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

async function untilReady(child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${BASE}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > end) throw new Error(`not ready after ${timeoutMs} ms:\n${output()}`);
    await sleep(25);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** utime + stime of a process, in seconds (fields 14 and 15 of /proc/<pid>/stat, at 100 ticks a second). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function memoryOf(pid: number): { rssMB: number; hwmMB: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: kB('VmRSS') / 1024, hwmMB: kB('VmHWM') / 1024 };
}

/** One cold start on existing data, a few requests, the idle pause, the memory, the stop. */
async function measure(variant: Variant, env: NodeJS.ProcessEnv): Promise<Sample> {
  const spawned = performance.now();
  const { child, output } = start(variant, env);
  try {
    await untilReady(child, output, 180_000);
    const startMs = performance.now() - spawned;
    const startCpuS = cpuSecondsOf(child.pid!);
    for (const url of REQUESTS) await fetch(`${BASE}${url}`).then((r) => r.arrayBuffer());
    await sleep(IDLE_MS);
    return { startMs, startCpuS, ...memoryOf(child.pid!) };
  } finally {
    await stop(child);
  }
}

async function preparePostgres(): Promise<NodeJS.ProcessEnv> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  // Only this bench's own schemas (the server's and pg-boss's).
  await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA}_pgboss CASCADE`);
  await client.end();
  return { DATABASE_URL, DATABASE_SCHEMA: SCHEMA, SEED_DEMO: 'always' };
}

function baseEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'S3_ENDPOINT', 'SMTP_URL'])
    delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function main() {
  if (!values['no-build']) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  }
  const rows: string[] = [];
  for (const database of values.databases.split(',')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-footprint-'));
    try {
      const env = {
        ...baseEnv(dataDir),
        ...(database === 'postgres' ? await preparePostgres() : {}),
      };
      // The first start migrates and seeds: every measured start after it is on existing data.
      process.stdout.write(`${database}: migrating and seeding…\n`);
      const first = start('compiled', env);
      await untilReady(first.child, first.output, 600_000);
      await stop(first.child);
      const samples: Record<Variant, Sample[]> = { compiled: [], tsx: [], baseline: [] };
      for (let run = 0; run < RUNS; run++) {
        // Rotating which goes first, so none always meets a warmer page cache.
        const order = VARIANTS.map((_, i) => VARIANTS[(i + run) % VARIANTS.length]!);
        for (const variant of order) {
          const s = await measure(variant, env);
          samples[variant].push(s);
          process.stdout.write(
            `${database} ${variant} run ${run + 1}: ready in ${(s.startMs / 1000).toFixed(2)} s ` +
              `(${s.startCpuS.toFixed(2)} CPU-s), ` +
              `VmRSS ${s.rssMB.toFixed(0)} MB, VmHWM ${s.hwmMB.toFixed(0)} MB\n`,
          );
        }
      }
      const m = (v: Variant, k: keyof Sample) => median(samples[v].map((s) => s[k]));
      for (const v of VARIANTS) {
        rows.push(
          `| ${database} | ${v} | ${(m(v, 'startMs') / 1000).toFixed(2)} | ${m(v, 'startCpuS').toFixed(2)} | ` +
            `${m(v, 'rssMB').toFixed(0)} | ${m(v, 'hwmMB').toFixed(0)} |`,
        );
      }
      for (const other of VARIANTS.slice(1)) {
        const ratio = (k: keyof Sample) => (m('compiled', k) / m(other, k)).toFixed(2);
        rows.push(
          `| ${database} | compiled / ${other} | ${ratio('startMs')} | ${ratio('startCpuS')} | ${ratio('rssMB')} | ${ratio('hwmMB')} |`,
        );
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  process.stdout.write(
    `\nMedians of ${RUNS} runs (load average ${os.loadavg()[0]!.toFixed(1)} at the end):\n\n` +
      '| database | server | cold start s | CPU-s to ready | idle VmRSS MB | VmHWM MB |\n' +
      '| --- | --- | --- | --- | --- | --- |\n' +
      `${rows.join('\n')}\n`,
  );
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
