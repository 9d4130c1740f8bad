/**
 * Report export benchmark (issue 16): 100,000 rows of "Matters by status" as XLSX and as CSV,
 * streamed by the real server (bench/server.ts on PostgreSQL), beside a comparator in the same run
 * (bench/export-comparator.ts: the same SQL read through a cursor with plain node-postgres and
 * written by exceljs's streaming writer or csv-stringify, on node:http). For each download: the
 * time to the last byte, the bytes, and the server process's peak resident memory (VmHWM, reset
 * before each download through /proc/<pid>/clear_refs) and its resident memory before it.
 *
 *   npx tsx bench/export.ts [--matters 100000] [--rounds 2] [--reuse]
 *   (generates one firm with --matters matters in the schema bench_data_export with
 *    bench/generate.ts unless --reuse; BENCH_DATABASE_URL chooses the PostgreSQL server)
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import { parseArgs } from 'node:util';
import { MATTER_TYPES } from '@probity/domain';
import { startScript } from './child.js';
import { type Download, download } from './download.js';
import { startServer } from './load.js';

const { values } = parseArgs({
  options: {
    matters: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '2' },
    schema: { type: 'string', default: 'bench_data_export' },
    reuse: { type: 'boolean', default: false },
  },
});
const schema = values.schema!;
const matters = Number(values.matters);
const rounds = Math.max(1, Math.min(Number(values.rounds), 10));

// The generator's ids: md5 of a label shaped as a version-4 uuid (see generate.ts).
const idOf = (label: string) => {
  const md5 = crypto.createHash('md5').update(label).digest('hex');
  const h = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const firm = idOf('firm1');
const matterAdmin = idOf('user1-1');

if (!values.reuse) {
  const args = [
    '--import',
    'tsx',
    'generate.ts',
    '--firms',
    '1',
    '--matters',
    String(matters),
    '--schema',
    schema,
  ];
  const gen = spawnSync(process.execPath, args, { cwd: import.meta.dirname, stdio: 'inherit' });
  if (gen.status !== 0) throw new Error('generation failed');
}

/** The product's query (reports.client.ts, mattersByStatus) written by hand for the comparator. */
const keys = MATTER_TYPES[0]!.statuses.map((s) => s.key);
const statusOrder = MATTER_TYPES.flatMap((t) =>
  t.statuses.map((s) => `when '${s.statusID}'::uuid then ${keys.indexOf(s.key)}`),
).join(' ');
const comparatorSql = `select m.status_id, m.reference, m.matter_type_id, o.first_name || ' ' || o.surname,
  (select count(*) from matter_team t where t.matter_id = m.matter_id),
  (select count(*) from individuals i where i.matter_id = m.matter_id),
  m.created_date, m.completed_date, count(*) over ()
from matters m left join users o on o.user_id = m.matter_owner
where m.organisation_id = $1
order by case m.status_id ${statusOrder} else 99 end, m.created_date desc, m.matter_id
limit ${matters + 1}`;

const results: Download[] = [];
const product = await startServer(['--schema', schema, '--user', matterAdmin]);
const comparator = await startScript('export-comparator.ts', [
  '--schema',
  schema,
  '--firm',
  firm,
  '--sql',
  comparatorSql,
]);
const compChild = comparator.child;
const compPort = comparator.port;

const exportBody = (format: string) =>
  JSON.stringify({ reportPath: 'client/matters-by-status', page: 1, parameters: {}, format });
const productRequest = (format: string): [http.RequestOptions, string] => [
  {
    port: product.port,
    method: 'POST',
    path: '/api/Reporting/Export',
    headers: { authorization: `Bearer ${product.token}`, 'content-type': 'application/json' },
  },
  exportBody(format),
];

for (let round = 0; round < rounds + 1; round++) {
  const batch: Download[] = [];
  for (const [name, format, path] of [
    ['XLSX', 'EXCELOPENXML', '/xlsx'],
    ['CSV', 'CSV', '/csv'],
  ] as const) {
    batch.push(await download(`product ${name}`, product.child.pid!, ...productRequest(format)));
    batch.push(await download(`comparator ${name}`, compChild.pid!, { port: compPort, path }));
  }
  // The first round warms up the JIT and the connections.
  if (round > 0) results.push(...batch);
  else console.log(`warm-up: ${batch.map((d) => `${d.scenario} ${d.ms} ms`).join(', ')}`);
}
product.child.kill('SIGINT');
compChild.kill('SIGINT');

console.log(
  `\n${matters.toLocaleString('en-GB')} rows, ${rounds} rounds after one warm-up, load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log('| download | HTTP | time ms | MB | server RSS before MB | server peak RSS MB |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const d of results) {
  console.log(
    `| ${d.scenario} | ${d.status} | ${d.ms} | ${(d.bytes / 1e6).toFixed(1)} | ${d.rssBeforeMB} | ${d.peakMB} |`,
  );
}
