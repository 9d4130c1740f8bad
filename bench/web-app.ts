/**
 * The built product (apps/web/dist served by apps/server) on a fresh embedded database in a
 * temporary folder, for the browser benchmarks (first-load.ts, lighthouse.ts): 127.0.0.1 only.
 * Build first: `npm run build`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built web app: apps/web/dist, or WEB_DIST_DIR (as the server reads it). */
export const WEB_DIST = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(ROOT, 'apps/web/dist');
export const DEMO_EMAIL = 'matter.admin@harbourfinch.test';
export const DEMO_PASSWORD = 'Probity-Demo-2026!';
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/** Starts `node --import tsx apps/server/src/main.ts` on the port and waits until /readyz answers. */
export async function startBuiltApp(port: number, webDist = WEB_DIST): Promise<RunningApp> {
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error('Build the web app first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-bench-web-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST_DIR: webDist,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '500',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not become ready in 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
