import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run on E2E_WORKERS workers (2 by default, one a core), each against a server of its
// own on a fresh embedded database: worker i (TEST_PARALLEL_INDEX, kept when a worker restarts)
// uses port E2E_PORT + i and data folder E2E_DATA_ROOT-i, so no journey meets another worker's data.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(WORKERS) || WORKERS < 1)
  throw new Error('E2E_WORKERS must be a whole number, 1 or more');
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const dataRoot = process.env.E2E_DATA_ROOT ?? path.join(os.tmpdir(), `probity-e2e-${Date.now()}`);
// Set here so that the worker processes, which load this file again, agree on the folders.
process.env.E2E_DATA_ROOT = dataRoot;
const servers = Array.from({ length: WORKERS }, (_, i) => ({
  url: `http://localhost:${FIRST_PORT + i}`,
  port: FIRST_PORT + i,
  dataDir: `${dataRoot}-${i}`,
}));
const mine = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? servers[0]!;
export const BASE_URL = mine.url;
// The journeys read delivered e-mail (DATA_DIR/mail/*.eml, written without SMTP) from here:
// administrators never see one-time links in the outbox.
process.env.E2E_DATA_DIR = mine.dataDir;

/** Journeys in Debian's Chromium against the whole product on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: WORKERS,
  // In CI a failed journey is run once more and reported as flaky (counted in the summary line).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: servers.map((server) => ({
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `${server.url}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(server.port),
      PUBLIC_URL: server.url,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '500',
      // Issue 15's back-pressure sheds requests while the event loop lags; on a shared test machine
      // that lag is the machine's load, not the product's (lifecycle/overload.test.ts tests it).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      // The demo's accreditation badge: an example that says it is one (issue 13).
      ACCREDITATION_NAME: 'ISO/IEC 27001',
      ACCREDITATION_SCOPE: 'Hosting and support of the Probity service',
      ACCREDITATION_DATE: '2026-01-15',
      ACCREDITATION_CERTIFICATE_URL: 'https://example.com/certificates/probity-demo',
      ACCREDITATION_EXAMPLE: 'true',
    },
  })),
});
