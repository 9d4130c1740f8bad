/**
 * Child process of the load benchmark: the comparator. A minimal Fastify + node-postgres server
 * that answers each captured URL by sending PostgreSQL the very statements the product sent for
 * it (server.ts --capture: same names, so the same prepared statements, same text, same values),
 * one after another as the product does, and answers the last one's rows as JSON. What it lacks
 * is everything the product does in Node around the SQL. Prints { port } on one line.
 *
 *   node --import tsx comparator.ts --schema bench_scale --captured results/captured.json
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedStatement } from './server.js';

const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: 'bench' },
    captured: { type: 'string' },
  },
});
const captured = JSON.parse(fs.readFileSync(values.captured!, 'utf8')) as Record<string, CapturedStatement[]>;
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// The product's pool (db/client.ts): 10 connections, the schema first on the search path.
const pool = new pg.Pool({
  connectionString: url,
  max: 10,
  options: `-c search_path=${values.schema},public`,
});

const app = Fastify({ logger: false });
app.get('/*', async (request, reply) => {
  // The capture's key: which firm's caller (load-matters.ts), then the URL.
  const statements = captured[`${request.headers['x-bench-firm']}#${request.url}`];
  if (!statements) return reply.code(404).send({ error: 'not captured' });
  let rows: unknown[] = [];
  for (const s of statements) {
    const result = await pool.query({
      name: s.name,
      text: s.text,
      values: s.values,
      ...(s.rowMode ? { rowMode: s.rowMode as 'array' } : {}),
    });
    rows = result.rows;
  }
  return rows;
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: '' }));
process.on('SIGINT', () => process.exit(0));
