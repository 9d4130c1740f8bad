import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';

/** Starts bench/server.ts (or another script of bench/) as a child process and waits for its { port, token } line. */
export async function startServer(
  args: string[],
  script = 'server.ts',
): Promise<{ port: number; token: string; tokens: string[]; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) {
      const { port, token, tokens } = JSON.parse(line) as { port: number; token: string; tokens?: string[] };
      return { port, token, tokens: tokens ?? [token], child };
    }
  }
  throw new Error('the benchmark server did not start');
}

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Keeps `connections` requests in flight against 127.0.0.1 for `seconds` (after a warm-up) and
 * records each latency: exact percentiles, no sampling. Bounded in time; loopback only.
 */
export async function runLoad(opts: {
  name: string;
  port: number;
  paths: string[];
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  warmupSeconds?: number;
}): Promise<LoadResult> {
  const connections = opts.connections ?? 16;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const once = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        { host: '127.0.0.1', port: opts.port, path, agent, headers: opts.headers },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`HTTP ${res.statusCode} ${path}`)),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  const phase = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    let i = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const path = opts.paths[i++ % opts.paths.length]!;
          try {
            const ms = await once(path);
            if (record) latencies.push(ms);
          } catch (err) {
            errors++;
            if (errors === 1) console.error(String(err));
          }
        }
      }),
    );
    return { latencies, errors };
  };
  await phase(opts.warmupSeconds ?? 2, false);
  const seconds = opts.seconds ?? 10;
  const { latencies, errors } = await phase(seconds, true);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name: opts.name,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
  };
}

export function printTable(results: LoadResult[]) {
  console.log('\n| scenario | requests | errors | req/s | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`,
    );
  }
}
