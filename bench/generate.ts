/**
 * Generates a large data set on PostgreSQL for the load benchmarks: firms, users, matters of
 * every type and status, team members, individuals and activity. Deterministic (no randomness:
 * values come from the row numbers), done in SQL with generate_series so 200,000 matters take
 * seconds, in its own schema (default `bench`) so it never touches real data.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run generate -w @probity/bench -- --firms 500 --matters 200000
 */
import { parseArgs } from 'node:util';
import { MATTER_TYPES } from '@probity/domain';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';

const { values } = parseArgs({
  options: {
    firms: { type: 'string', default: '500' },
    matters: { type: 'string', default: '200000' },
    users: { type: 'string', default: '10' },
    schema: { type: 'string', default: 'bench' },
  },
});
const firms = Number(values.firms);
const mattersTotal = Number(values.matters);
const usersPerFirm = Number(values.users);
const schema = values.schema!;
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const started = Date.now();
const say = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

const admin = await openDatabase({ databaseUrl: url });
await admin.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
await admin.close();

const db = await openDatabase({ databaseUrl: url, schema });
await migrate(db);
// Ids derived from labels, shaped as version-4 UUIDs (the API accepts only valid UUIDs).
await db.exec(`CREATE FUNCTION uid(label text) RETURNS uuid IMMUTABLE LANGUAGE sql
  AS $$ SELECT overlay(overlay(md5(label) placing '4' from 13) placing '8' from 17)::uuid $$`);
say(`migrated schema ${schema}`);

// Type ids and their status ids, as SQL arrays indexed from 1.
const typeIds = MATTER_TYPES.map((t) => `'${t.matterTypeID}'`).join(',');
const statusCases = MATTER_TYPES.map(
  (t, i) =>
    `WHEN ${i} THEN (ARRAY[${t.statuses.map((s) => `'${s.statusID}'::uuid`).join(',')}])[1 + (n / 4) % ${t.statuses.length}]`,
).join(' ');

await db.exec(`
INSERT INTO organisations (organisation_id, organisation_type, name, company_no, vat_reg_no, sra_number, dpr_no,
  address1, city_town, county, post_code, country, date_created)
SELECT uid('firm' || f), 'lawfirm', 'Bench Firm ' || f, 'C' || f, 'GB' || f, 'S' || f, 'D' || f,
  f || ' High Street', 'London', 'Greater London', 'EC1A 1BB', 'United Kingdom', now() - (f || ' days')::interval
FROM generate_series(1, ${firms}) f;
`);
say(`${firms} firms`);

await db.exec(`
INSERT INTO users (user_id, organisation_id, first_name, surname, email_address, roles, status)
SELECT uid('user' || f || '-' || u), uid('firm' || f),
  (ARRAY['Alice','Ben','Chloe','David','Emma','Farid','Grace','Hugo','Isla','Jack'])[1 + u % 10],
  (ARRAY['Smith','Jones','Patel','Brown','Khan','Wilson','Evans','Taylor','Roberts','Walker'])[1 + (u + f) % 10],
  'user' || u || '@firm' || f || '.bench.test',
  CASE WHEN u = 1 THEN ARRAY['Matter Admin'] WHEN u % 3 = 0 THEN ARRAY['Supervising Partner'] ELSE ARRAY['Matter Executive'] END,
  'active'
FROM generate_series(1, ${firms}) f, generate_series(1, ${usersPerFirm}) u;
`);
say(`${firms * usersPerFirm} users`);

await db.exec(`
INSERT INTO matters (matter_id, organisation_id, reference, matter_type_id, status_id, matter_owner, created_date, last_updated_date,
  probate_reference)
SELECT uid('matter' || n), uid('firm' || (1 + n % ${firms})),
  (ARRAY['EST','POA','TRU','WIL'])[1 + n % 4] || '/' || (2020 + n % 7) || '/' || lpad(n::text, 6, '0'),
  (ARRAY[${typeIds}]::uuid[])[1 + n % 4],
  CASE n % 4 ${statusCases} END,
  uid('user' || (1 + n % ${firms}) || '-' || (1 + n % ${usersPerFirm})),
  now() - ((n % 1500) || ' days')::interval - ((n % 86400) || ' seconds')::interval,
  now() - ((n % 300) || ' days')::interval,
  CASE WHEN n % 4 = 0 THEN 'PRB-' || n ELSE NULL END
FROM generate_series(1, ${mattersTotal}) n;
`);
say(`${mattersTotal} matters`);

await db.exec(`
INSERT INTO matter_team (matter_id, user_id)
SELECT uid('matter' || n), uid('user' || (1 + n % ${firms}) || '-' || (1 + (n + k) % ${usersPerFirm}))
FROM generate_series(1, ${mattersTotal}) n, generate_series(0, 2) k
ON CONFLICT DO NOTHING;
`);
say('team members');

await db.exec(`
INSERT INTO individuals (matter_id, organisation_id, individual_type_id, first_name, surname)
SELECT uid('matter' || n), uid('firm' || (1 + n % ${firms})),
  (ARRAY['deceased','donor','settlor','testator'])[1 + n % 4], 'Client', 'Number ' || n
FROM generate_series(1, ${mattersTotal}) n;
`);
say('individuals');

await db.exec(`
INSERT INTO activity_entries (organisation_id, matter_id, reference, user_id, activity_type, object, action, text, date_time)
SELECT uid('firm' || (1 + n % ${firms})), uid('matter' || n), 'REF ' || n,
  uid('user' || (1 + n % ${firms}) || '-' || (1 + (n + k) % ${usersPerFirm})), 'matter', 'REF ' || n,
  (ARRAY['added','changed_details'])[1 + k], CASE WHEN k = 1 THEN 'Changed status' ELSE NULL END,
  now() - ((n % 365) || ' days')::interval + (k || ' hours')::interval
FROM generate_series(1, ${mattersTotal}) n, generate_series(0, 1) k;
`);
say('activity');

// As autovacuum would after a bulk load: statistics and the visibility map (index-only scans).
await db.exec('VACUUM ANALYZE');
say('vacuumed and analysed');
await db.close();
