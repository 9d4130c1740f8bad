/**
 * Node's own CPU time per API call (issue 16): the real app (production config, no logger, as
 * bench/server.ts) on PostgreSQL, asked through app.inject one call at a time, so the figure is
 * the CPU this process spends per request (routing, access, the handler, the driver, the
 * serialiser), not PostgreSQL's. The schema comes from the generator (firm 2's first user):
 *
 *   npm run generate -w @probity/bench -- --schema bench_ovh --firms 2 --matters 2000 --users 2
 *   npx tsx bench/overhead.ts --schema bench_ovh --calls 3000 [--rounds 3]
 *
 * Add `node --cpu-prof` (NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof') to see where it goes.
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';

const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: 'bench_ovh' },
    calls: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '3' },
  },
});
const schema = values.schema!;
const calls = Number(values.calls);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const idOf = (label: string) => {
  const md5 = crypto.createHash('md5').update(label).digest('hex');
  const h = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

const database = await openDatabase({ databaseUrl: url, schema });
// A few registered charities for the number search (the register's shape, charity-search.ts).
await database.exec(`
INSERT INTO charity_register (organisation_number, registered_charity_number, linked_charity_number, charity_name,
  charity_type, registration_status, date_of_registration, reporting_status, address1, address4, postcode,
  last_modified_time)
SELECT 5000000 + n, 200000 + n, 0, 'THE OVERHEAD TRUST ' || n, 'Trust', 'Registered', date '1990-01-01',
  'Submission Received', n || ' High Street', 'York', 'AB1 2CD', now()
FROM generate_series(1, 500) n ON CONFLICT DO NOTHING`);
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  DATABASE_SCHEMA: schema,
  DATA_DIR: '/tmp/probity-bench-ovh-data',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'never',
  PUBLIC_URL: 'http://127.0.0.1:1',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
const token = await app.identity.mintAccessToken(idOf('user2-1'));
const headers = { authorization: `Bearer ${token}` };
const list = `/api/Matters/Organisation/${idOf('firm2')}`;
const scenarios = [
  { name: 'charity register, number', path: '/api/Charities/200123' },
  { name: 'matter list, first page', path: `${list}?page=1&pageCount=10` },
  { name: 'activity feed', path: '/api/Activity/?page=1&pageCount=20' },
];

// The statements one call sends (the driver's own calls), printed once per scenario.
let sent: string[] | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const c = args[0] as { name?: string; text?: string } | string;
  sent?.push(typeof c === 'string' ? c : `${c.name ?? ''} ${c.text ?? ''}`.trim());
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
for (const s of scenarios) {
  sent = [];
  await app.inject({ method: 'GET', url: s.path, headers });
  console.log(`${s.name}: ${sent.length} statements`);
  for (const text of sent) console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
  sent = null;
}

const results: Record<string, number[]> = {};
for (let round = 0; round < Number(values.rounds); round++)
  for (const s of scenarios) {
    const first = await app.inject({ method: 'GET', url: s.path, headers });
    if (first.statusCode !== 200) throw new Error(`${s.path}: ${first.statusCode} ${first.body}`);
    for (let i = 0; i < 200; i++) await app.inject({ method: 'GET', url: s.path, headers });
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < calls; i++) await app.inject({ method: 'GET', url: s.path, headers });
    const used = process.cpuUsage(cpu);
    const perCall = (used.user + used.system) / 1000 / calls;
    (results[s.name] ??= []).push(perCall);
    console.log(
      `${s.name}: ${perCall.toFixed(3)} ms CPU a call, ${((performance.now() - wall) / calls).toFixed(3)} ms wall (round ${round + 1})`,
    );
  }
console.log('median CPU ms a call:');
for (const [name, figures] of Object.entries(results)) {
  const sorted = [...figures].sort((a, b) => a - b);
  console.log(`  ${name}: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)}`);
}
await app.close();
await database.close();
