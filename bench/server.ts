/**
 * Child process of the load benchmark: the real Probity server on the benchmark schema (or a
 * bare Fastify JSON route with --bare), on a free loopback port. Prints one JSON line:
 * { port, token } where token is an access token issued by the server's own identity module.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';

const { values } = parseArgs({
  options: {
    bare: { type: 'boolean', default: false },
    schema: { type: 'string', default: 'bench' },
    user: { type: 'string' },
  },
});

if (values.bare) {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ hello: 'world', items: [1, 2, 3] }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: '' }));
} else {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
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
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const token = await app.identity.mintAccessToken(values.user!);
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token }));
}

// Exit normally on SIGINT so profilers (node --cpu-prof) can write their files.
process.on('SIGINT', () => process.exit(0));
