/**
 * Child process of bench/export-legacies.ts: the comparator of the charity's "Legacies" export. A
 * minimal HTTP server (node:http, plain node-postgres on one connection) that sends PostgreSQL the
 * very statements the product sent for one CSV export (server.ts --capture: the actor query, the
 * shared estates' queries, the read-only transaction, the report's cursor and its fetches), in the
 * same order, with the same names, text and values, and writes the fetched rows with
 * csv-stringify's stream. The estate figures the product worked out in Node are in the captured
 * cursor's values (one JSON parameter), so what the comparator leaves out is the product's Node
 * work: the accounts engine per shared estate, drizzle, presenting and formatting each row (it
 * writes ids, pence and ISO times where the product writes names, pounds and dates). The audit
 * insert is not replayed (a write), nor what the server's background jobs sent meanwhile. Prints
 * one JSON line: { port }.
 *
 *   node --import tsx export-legacies-comparator.ts --schema bench_estate --captured results/x.json
 */
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import pg from 'pg';
import type { CapturedStatement } from './server.js';

const { values } = parseArgs({
  options: { schema: { type: 'string' }, captured: { type: 'string' } },
});
/**
 * The export's own statements: the capture also holds what the server's background jobs sent
 * meanwhile (pg-boss, the mail outbox) and the audit insert, which are writes; the export's
 * read-only transaction ends with its commit.
 */
const isWrite = (text: string) =>
  /^\s*(insert|update|delete)\b/i.test(text) || /^\s*with\b[\s\S]*\b(update|insert|delete)\b/i.test(text);
const captured = JSON.parse(fs.readFileSync(values.captured!, 'utf8')) as CapturedStatement[];
const commit = captured.findIndex((s) => /^\s*commit\b/i.test(s.text));
const statements = captured
  .slice(0, commit + 1)
  .filter((s) => !isWrite(s.text) && !s.text.includes('_pgboss.'));
const pool = new pg.Pool({
  connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  options: `-c search_path=${values.schema},public`,
  max: 2,
});
pool.on('error', () => undefined);

const isFetch = (text: string) => /^\s*fetch\b/i.test(text);

const server = http.createServer(async (_req, res) => {
  const client = await pool.connect();
  try {
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
    csv.pipe(res);
    let headerWritten = false;
    for (const s of statements) {
      const result = await client.query({
        name: s.name,
        text: s.text,
        values: s.values,
        rowMode: 'array',
      });
      if (!isFetch(s.text)) continue;
      if (!headerWritten) {
        csv.write(result.fields.map((f) => f.name));
        headerWritten = true;
      }
      for (const row of result.rows as unknown[][]) {
        const cells = row.map((v) => (v instanceof Date ? v.toISOString() : v));
        if (!csv.write(cells)) await new Promise((ok) => csv.once('drain', ok));
      }
    }
    csv.end();
    await new Promise((ok) => res.once('finish', ok));
  } catch (err) {
    console.error(err);
    await client.query('rollback').catch(() => undefined);
    res.destroy();
  } finally {
    client.release();
  }
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: '' }));
});
process.on('SIGINT', () => process.exit(0));
