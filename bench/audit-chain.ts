/**
 * Audit chain benchmark (issue 13): what the hash chain costs an insert. Concurrent clients insert
 * audit events, one per transaction as recordAudit does inside a change's transaction, into
 * audit_events (chained: the BEFORE INSERT trigger locks the head, hashes and moves it) and into a
 * copy of the table without the triggers, in the same run, alternating the two so that both see
 * the same machine. A second pair holds each transaction open for --work ms after the insert (the
 * rest of a change's work): the head's lock is held until commit, so chained transactions queue.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/audit-chain.ts \
 *     --clients 16 --seconds 10 [--work 2] [--rounds 2]
 *
 * It migrates a fresh schema bench_audit_<random>, prints a table and drops the schema.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { verifyAuditChain } from '../apps/server/src/audit/audit-chain.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    work: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
  },
});
const CLIENTS = Math.max(1, Math.min(Number(values.clients), 64));
const SECONDS = Math.max(1, Math.min(Number(values.seconds), 60));
const WORK_MS = Math.max(0, Math.min(Number(values.work), 100));
const ROUNDS = Math.max(1, Math.min(Number(values.rounds), 5));
const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Result {
  inserts: number;
  latencies: number[];
}

const INSERT = (table: string) =>
  `INSERT INTO ${table} (action, actor_user_id, organisation_id, object_type, object_id, ip, details)
   VALUES ('document.viewed', $1, $2, 'document', $3, '203.0.113.1', $4)`;

async function run(pool: pg.Pool, table: string, workMs: number): Promise<Result> {
  const end = performance.now() + SECONDS * 1000;
  const latencies: number[] = [];
  const organisationID = randomUUID();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < end) {
          const t0 = performance.now();
          await client.query('BEGIN');
          await client.query(INSERT(table), [
            randomUUID(),
            organisationID,
            randomUUID(),
            { file: 'x.pdf', n: 1 },
          ]);
          if (workMs > 0) await client.query(`SELECT pg_sleep(${workMs / 1000})`);
          await client.query('COMMIT');
          latencies.push(performance.now() - t0);
        }
      } finally {
        client.release();
      }
    }),
  );
  return { inserts: latencies.length, latencies };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

async function main() {
  const schema = `bench_audit_${randomBytes(3).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: URL, schema });
  await migrate(database);
  // The same table without its triggers (no chain, no refusal), the same indexes.
  await database.exec(`CREATE TABLE audit_plain (LIKE audit_events INCLUDING INDEXES);
    ALTER TABLE audit_plain ALTER COLUMN chain_hash DROP NOT NULL;
    CREATE SEQUENCE audit_plain_seq OWNED BY audit_plain.audit_event_id;
    ALTER TABLE audit_plain ALTER COLUMN audit_event_id SET DEFAULT nextval('audit_plain_seq');
    ALTER TABLE audit_plain ALTER COLUMN occurred_at SET DEFAULT now();`);
  const pool = new pg.Pool({
    connectionString: URL,
    max: CLIENTS,
    options: `-c search_path=${schema},public`,
  });
  const totals: Record<string, Result> = {};
  const add = (name: string, r: Result) => {
    const t = (totals[name] ??= { inserts: 0, latencies: [] });
    t.inserts += r.inserts;
    t.latencies.push(...r.latencies);
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      add('without chain', await run(pool, 'audit_plain', 0));
      add('with chain', await run(pool, 'audit_events', 0));
      if (WORK_MS > 0) {
        add(`without chain, ${WORK_MS} ms of work after the insert`, await run(pool, 'audit_plain', WORK_MS));
        add(`with chain, ${WORK_MS} ms of work after the insert`, await run(pool, 'audit_events', WORK_MS));
      }
    }
    const seconds = SECONDS * ROUNDS;
    process.stdout.write(
      `\n${CLIENTS} clients, ${ROUNDS} × ${SECONDS} s per scenario, PostgreSQL ${URL.replace(/\/\/[^@]*@/, '//')}\n\n`,
    );
    process.stdout.write(
      '| scenario | inserts/s | p50 ms | p95 ms | p99 ms |\n| --- | --- | --- | --- | --- |\n',
    );
    for (const [name, r] of Object.entries(totals)) {
      const sorted = [...r.latencies].sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(2);
      process.stdout.write(
        `| ${name} | ${Math.round(r.inserts / seconds)} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 95))} | ${f(percentile(sorted, 99))} |\n`,
      );
    }
    const rate = (name: string) => (totals[name]?.inserts ?? 0) / seconds;
    process.stdout.write(
      `\nchained / plain throughput: ${(rate('with chain') / rate('without chain')).toFixed(2)}` +
        (WORK_MS > 0
          ? `; with ${WORK_MS} ms of work: ${(rate(`with chain, ${WORK_MS} ms of work after the insert`) / rate(`without chain, ${WORK_MS} ms of work after the insert`)).toFixed(2)}`
          : '') +
        '\n',
    );
    const t0 = performance.now();
    const v = await verifyAuditChain(database);
    process.stdout.write(
      `verify: ${v.ok ? 'OK' : 'BROKEN'}, ${v.count} events in ${((performance.now() - t0) / 1000).toFixed(1)} s (${Math.round(v.count / ((performance.now() - t0) / 1000))} events/s)\n`,
    );
  } finally {
    await pool.end();
    await database.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
