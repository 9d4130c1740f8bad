/**
 * The charity's "Legacies" export benchmark (issue 17): the Charity list report "Legacies" as CSV
 * (POST /api/Reporting/Export, charity/legacies, sorted by Fixed amounts), whose shared estates'
 * legacies take the charity's entitlement from the firm's estate figures (the accounts engine, once
 * per shared estate), streamed by the real server (bench/server.ts on PostgreSQL), beside a
 * comparator in the same run (bench/export-legacies-comparator.ts: the statements the product sent
 * for the same export, captured from its driver, sent again in order through plain node-postgres,
 * the fetched rows written by csv-stringify). For each download: time to the last byte, bytes, the
 * serving process's resident memory before it and its peak during it.
 *
 *   npx tsx bench/export-legacies.ts [--legacies 20000] [--shared 200] [--rounds 2] [--reuse]
 *   (generates, unless --reuse, two firms with bench/generate.ts and then one charity with
 *    --legacies legacies, --shared of them on Estate matters of firm 1 that share their figures,
 *    each estate with a register, a pecuniary gift and half the residue to the charity, in the
 *    schema bench_estate; BENCH_DATABASE_URL chooses the PostgreSQL server)
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { INITIAL_LEGACY_STATUS_ID, LEGACY_TYPES, MATTER_TYPE_IDS } from '@probity/domain';
import { openDatabase } from '../apps/server/src/db/client.js';
import { startScript } from './child.js';
import { type Download, download } from './download.js';
import { startServer } from './load.js';

const { values } = parseArgs({
  options: {
    legacies: { type: 'string', default: '20000' },
    shared: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '2' },
    schema: { type: 'string', default: 'bench_estate' },
    reuse: { type: 'boolean', default: false },
  },
});
const schema = values.schema!;
const legacies = Number(values.legacies);
const shared = Math.min(Number(values.shared), legacies);
const rounds = Math.max(1, Math.min(Number(values.rounds), 10));
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The generator's ids: md5 of a label shaped as a version-4 uuid (see generate.ts).
const idOf = (label: string) => {
  const md5 = crypto.createHash('md5').update(label).digest('hex');
  const h = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const charityUser = idOf('charityuser1');

if (!values.reuse) {
  // Two firms; every fourth matter or so of firm 1 an estate: enough Estate matters for --shared.
  const args = ['--import', 'tsx', 'generate.ts', '--firms', '2', '--users', '2'];
  args.push('--matters', String(Math.max(1000, shared * 6)), '--schema', schema);
  const gen = spawnSync(process.execPath, args, { cwd: import.meta.dirname, stdio: 'inherit' });
  if (gen.status !== 0) throw new Error('generation failed');
  const db = await openDatabase({ databaseUrl: url, schema });
  const pecuniary = LEGACY_TYPES[0].legacyTypeID;
  await db.exec(`
INSERT INTO organisations (organisation_id, organisation_type, name, address1, city_town, post_code, country)
VALUES (uid('charity1'), 'charity', 'Bench Charity', '1 Quay', 'Falmouth', 'TR11 1AA', 'United Kingdom');
INSERT INTO users (user_id, organisation_id, first_name, surname, email_address, roles, status)
VALUES (uid('charityuser1'), uid('charity1'), 'Casey', 'Legacy', 'casey@charity1.bench.test', ARRAY['Charity'], 'active');
INSERT INTO legacies (legacy_id, organisation_id, reference, charity_reference, status_id, created_date)
SELECT uid('legacy' || n), uid('charity1'), 'LEG-' || lpad(n::text, 7, '0'),
  CASE WHEN pct(n, 40) < 50 THEN 'CH-' || n ELSE NULL END,
  '${INITIAL_LEGACY_STATUS_ID}', now() - (n || ' minutes')::interval
FROM generate_series(1, ${legacies}) n;
INSERT INTO legacy_details (legacy_id, legacy_type_id, description, amount_pence, is_estimate)
SELECT uid('legacy' || n), '${pecuniary}', 'Gift', 100000 + pct(n, 41) * 99000, pct(n, 42) < 30
FROM generate_series(1, ${legacies}) n;
-- The first --shared legacies: each on an Estate matter of firm 1 that shares its figures.
CREATE UNLOGGED TABLE bench_shared AS
SELECT row_number() OVER (ORDER BY matter_id) AS k, matter_id FROM matters
WHERE organisation_id = uid('firm1') AND matter_type_id = '${MATTER_TYPE_IDS.estate}' LIMIT ${shared};
UPDATE legacies l SET matter_id = s.matter_id FROM bench_shared s WHERE l.legacy_id = uid('legacy' || s.k);
INSERT INTO matter_charities (matter_charity_id, matter_id, charity_reg_no, charity_org_no, charity_name,
  linked_organisation, legacy_id)
SELECT uid('mc' || k), matter_id, 1000000 + k, 5000000 + k, 'Bench Charity', uid('charity1'), uid('legacy' || k)
FROM bench_shared;
INSERT INTO estate_sharing (matter_id, organisation_id, share_figures) SELECT matter_id, uid('firm1'), true FROM bench_shared;
INSERT INTO estate_items (estate_item_id, matter_id, organisation_id, kind, category, description, value_at_death)
SELECT uid('item' || k || '-' || i), matter_id, uid('firm1'), CASE WHEN i = 4 THEN 'liability' ELSE 'asset' END,
  (ARRAY['property','bankAccounts','listedShares','mortgage'])[i], 'Item ' || i, 1000000 * i * (1 + k % 50)
FROM bench_shared, generate_series(1, 4) i;
INSERT INTO estate_legacies (estate_legacy_id, matter_id, organisation_id, kind, matter_charity_id, beneficiary_name,
  amount, share_kind, share_percent_scaled)
SELECT uid('gift' || k || '-' || g), matter_id, uid('firm1'), (ARRAY['pecuniary','residuary','residuary'])[g],
  CASE WHEN g < 3 THEN uid('mc' || k) END, CASE WHEN g = 3 THEN 'Jane Doe' END,
  CASE WHEN g = 1 THEN 500000 + 1000 * k END, CASE WHEN g > 1 THEN 'percent' END, CASE WHEN g > 1 THEN 500000 END
FROM bench_shared, generate_series(1, 3) g;
DROP TABLE bench_shared;
`);
  await db.exec('VACUUM ANALYZE');
  await db.close();
  console.log(`charity: ${legacies} legacies, ${shared} on shared estates`);
}

const exportBody = JSON.stringify({
  reportPath: 'charity/legacies',
  page: 1,
  parameters: { SortBy: ['value'] },
  format: 'CSV',
});
const productRequest = (port: number, token: string): [http.RequestOptions, string] => [
  {
    port,
    method: 'POST',
    path: '/api/Reporting/Export',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  },
  exportBody,
];
const get = (port: number, path: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => {
          body += c.toString('utf8');
        });
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

// The product's statements for one export, captured from its driver (a server of its own).
const capturing = await startServer(['--schema', schema, '--user', charityUser, '--capture']);
await get(capturing.port, '/__bench/start');
const once = await download(
  'capture',
  capturing.child.pid!,
  ...productRequest(capturing.port, capturing.token),
);
if (once.status !== 200) throw new Error(`the product's export answered ${once.status}`);
await get(capturing.port, '/__bench/stop?url=legacies');
const statements = JSON.parse(await get(capturing.port, '/__bench/captured')).legacies as unknown[];
capturing.child.kill('SIGINT');
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const capturedFile = new URL('./results/captured-legacies.json', import.meta.url).pathname;
fs.writeFileSync(capturedFile, JSON.stringify(statements));
console.log(`captured ${statements.length} statements for one export (${once.bytes} bytes)`);

const product = await startServer(['--schema', schema, '--user', charityUser]);
const comparator = await startScript('export-legacies-comparator.ts', [
  '--schema',
  schema,
  '--captured',
  capturedFile,
]);
// The servers go with this script, however it ends.
process.on('exit', () => {
  product.child.kill('SIGINT');
  comparator.child.kill('SIGINT');
});

const results: Download[] = [];
for (let round = 0; round < rounds + 1; round++) {
  const batch = [
    await download('product CSV', product.child.pid!, ...productRequest(product.port, product.token)),
    await download('comparator CSV', comparator.child.pid!, { port: comparator.port, path: '/csv' }),
  ];
  // The first round warms up the JIT and the connections.
  if (round > 0) results.push(...batch);
  else console.log(`warm-up: ${batch.map((d) => `${d.scenario} ${d.ms} ms`).join(', ')}`);
}
product.child.kill('SIGINT');
comparator.child.kill('SIGINT');

console.log(
  `\n${legacies.toLocaleString('en-GB')} legacies (${shared} on shared estates), ${rounds} rounds after one warm-up, load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log('| download | HTTP | time ms | MB | RSS before MB | peak RSS MB |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const d of results) {
  console.log(
    `| ${d.scenario} | ${d.status} | ${d.ms} | ${(d.bytes / 1e6).toFixed(2)} | ${d.rssBeforeMB} | ${d.peakMB} |`,
  );
}
for (let r = 0; r < results.length; r += 2) {
  console.log(
    `round ${r / 2 + 1}: product / comparator time ${(results[r]!.ms / results[r + 1]!.ms).toFixed(2)}`,
  );
}
