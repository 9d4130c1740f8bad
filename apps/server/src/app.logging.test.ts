import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helpers.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { Database } from './db/client.js';

/* Issue 16: one log line per request at info (Fastify's own two are off), without the query. */

describe('request logging', () => {
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-log-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://127.0.0.1:3999',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ config, database, logger: { stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs each request once, when answered, with its status and time', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/api/Matters/Organisation/x?SearchTerm=secret' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const requestLines = lines.filter((l) => l.req || l.res);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/Matters/Organisation/x' },
      res: { statusCode: res.statusCode },
    });
    expect(typeof requestLines[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
