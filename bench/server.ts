/**
 * Child process of the load benchmark: the real Probity server on the benchmark schema (or a
 * bare Fastify JSON route with --bare), on a free loopback port. Prints one JSON line:
 * { port, token, tokens } where tokens are access tokens issued by the server's own identity
 * module for each of --user a,b,… (token: the first).
 *
 * With --capture, every statement the server sends PostgreSQL is recorded per request (the
 * driver's own calls, as sent: name, text, values) and GET /__bench/captured answers them, so
 * the comparator (comparator.ts) can send the very same SQL. Capture is for one sequential pass:
 * the figures come from a second server started without it.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';

const { values } = parseArgs({
  options: {
    bare: { type: 'boolean', default: false },
    capture: { type: 'boolean', default: false },
    schema: { type: 'string', default: 'bench' },
    user: { type: 'string' },
  },
});

export interface CapturedStatement {
  name?: string;
  text: string;
  values?: unknown[];
  rowMode?: string;
}

if (values.bare) {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ hello: 'world', items: [1, 2, 3] }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: '' }));
} else {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let current: CapturedStatement[] | null = null;
  const captured: Record<string, CapturedStatement[]> = {};
  if (values.capture) {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
      if (current && config && typeof config === 'object' && 'text' in config) {
        const c = config as pg.QueryConfig & { rowMode?: string };
        // drizzle passes the values beside the config (query(config, values)).
        const given = c.values ?? (Array.isArray(rest[0]) ? rest[0] : undefined);
        current.push({ name: c.name, text: c.text, values: given, rowMode: c.rowMode });
      } else if (current && typeof config === 'string') {
        current.push({ text: config, values: Array.isArray(rest[0]) ? rest[0] : undefined });
      }
      return (query as (...a: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof query;
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    // PostgreSQL needs a given key (config.ts); the bench's data are thrown away.
    ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    DATABASE_SCHEMA: values.schema,
    DATA_DIR: `/tmp/probity-bench-data`,
    LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
    SEED_DEMO: 'never',
    PUBLIC_URL: 'http://127.0.0.1:1',
  });
  const database = await openDatabase({ databaseUrl: url, schema: values.schema });
  const app = await buildApp({ config, database, logger: process.env.BENCH_LOG ? {} : false });
  if (values.capture) {
    // The driver's calls between /__bench/start and /__bench/stop?url=… are the URL's statements
    // (the load script asks one URL at a time; the access plugin's actor query is included).
    const open = { config: { public: true } };
    app.get('/__bench/start', open, async () => {
      current = [];
      return {};
    });
    app.get('/__bench/stop', open, async (request) => {
      captured[(request.query as { url: string }).url] = current ?? [];
      current = null;
      return {};
    });
    app.get('/__bench/captured', open, async () => captured);
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const tokens = await Promise.all(
    (values.user ?? '').split(',').map((u) => app.identity.mintAccessToken(u)),
  );
  console.log(
    JSON.stringify({
      port: typeof address === 'object' && address ? address.port : 0,
      token: tokens[0],
      tokens,
    }),
  );
}

// Exit normally on SIGINT so profilers (node --cpu-prof) can write their files.
process.on('SIGINT', () => process.exit(0));
