import { type ChildProcess, execFileSync, spawn } from 'node:child_process';

/** Ports for Redis servers the tests start (never the machine's own 6379). */
const PORTS = [6391, 6392, 6393, 6394, 6395, 6396, 6397, 6398, 6399];

/** The redis-server binary when this machine has one. */
export function redisServerBinary(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** A Redis of the test's own that it may stop and start again on the same port. */
export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts redis-server on `port`; resolves once it accepts connections, rejects if it exits first. */
function launch(binary: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.resume();
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output.slice(-300)}`)));
    child.once('error', reject);
  });
}

export async function startOwnRedis(binary: string): Promise<OwnRedis> {
  let child: ChildProcess | null = null;
  let port = 0;
  for (const candidate of PORTS) {
    try {
      child = await launch(binary, candidate);
      port = candidate;
      break;
    } catch {
      // taken: try the next port
    }
  }
  if (!child) throw new Error(`no free port for redis-server among ${PORTS.join(', ')}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
    async start() {
      if (!child) child = await launch(binary, port);
    },
  };
}
