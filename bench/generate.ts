/**
 * Generates a large data set on PostgreSQL for the load benchmarks: firms, users, matters, team
 * members, individuals and activity. Deterministic (no randomness: values come from hashes of
 * the row numbers), done in SQL with generate_series, in its own schema (default `bench`) so it
 * never touches real data. Every firm gets a realistic mix of matter types (about half estates)
 * and statuses (most active, some at each later stage); `--large-firm-share 0.1` puts a tenth of
 * the matters in firm 1 (a large firm after some years) and spreads the rest over the others.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run generate -w @probity/bench -- \
 *     --schema bench_scale --firms 1000 --matters 1000000 --large-firm-share 0.1
 */
import { parseArgs } from 'node:util';
import { MAIN_INDIVIDUAL, MATTER_TYPES, MATTER_TYPE_IDS } from '@probity/domain';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';

const { values } = parseArgs({
  options: {
    firms: { type: 'string', default: '500' },
    matters: { type: 'string', default: '200000' },
    users: { type: 'string', default: '10' },
    schema: { type: 'string', default: 'bench' },
    'large-firm-share': { type: 'string', default: '0' },
  },
});
const firms = Number(values.firms);
const mattersTotal = Number(values.matters);
const usersPerFirm = Number(values.users);
const largeShare = Number(values['large-firm-share']);
const schema = values.schema!;
if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('--schema: lower-case letters, digits and _');
if (!(firms >= 2 || largeShare === 0) || !(largeShare >= 0 && largeShare < 1))
  throw new Error('--large-firm-share: from 0 to under 1, with at least 2 firms');
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const largeCount = Math.floor(mattersTotal * largeShare);

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
// A number from 0 to 99 for row n and a salt: the same every run, unrelated between salts.
await db.exec(`CREATE FUNCTION pct(n bigint, salt int) RETURNS int IMMUTABLE LANGUAGE sql
  AS $$ SELECT abs(hashint8(n * 7919 + salt)) % 100 $$`);
// The firm of matter n: the first `largeCount` matters in firm 1 when a large firm is asked for.
await db.exec(`CREATE FUNCTION firm_of(n bigint) RETURNS int IMMUTABLE LANGUAGE sql
  AS $$ SELECT CASE WHEN n <= ${largeCount} THEN 1
    ELSE ${largeCount > 0 ? `2 + (n % ${firms - 1})` : `1 + (n % ${firms})`} END::int $$`);
say(`migrated schema ${schema}`);

// The mix of matter types (percent of a firm's matters) and statuses (the first two of each
// type's list are pre-engagement and active; the rest share what is left, in order).
const TYPE_MIX: [keyof typeof MATTER_TYPE_IDS, number][] = [
  ['estate', 50],
  ['will', 20],
  ['powerOfAttorney', 20],
  ['trust', 10],
];
let upTo = 0;
const typeCase = TYPE_MIX.map(([key, share]) => {
  upTo += share;
  return `WHEN pct(n, 1) < ${upTo} THEN '${MATTER_TYPE_IDS[key]}'::uuid`;
}).join(' ');
const statusCase = MATTER_TYPES.map((t) => {
  const ids = t.statuses.map((s) => `'${s.statusID}'::uuid`);
  const rest = ids.slice(2);
  return `WHEN '${t.matterTypeID}' THEN CASE WHEN pct(n, 2) < 8 THEN ${ids[0]} WHEN pct(n, 2) < 55 THEN ${ids[1]}
    ELSE (ARRAY[${rest.join(',')}])[1 + (pct(n, 3) % ${rest.length})] END`;
}).join(' ');
const mainTypeCase = TYPE_MIX.map(
  ([key]) => `WHEN '${MATTER_TYPE_IDS[key]}' THEN '${MAIN_INDIVIDUAL[key].individualTypeID}'`,
).join(' ');
const prefixCase = TYPE_MIX.map(
  ([key]) =>
    `WHEN '${MATTER_TYPE_IDS[key]}' THEN '${{ estate: 'EST', will: 'WIL', powerOfAttorney: 'POA', trust: 'TRU' }[key]}'`,
).join(' ');
const FIRST = `ARRAY['Alice','Ben','Chloe','David','Emma','Farid','Grace','Hugo','Isla','Jack','Katherine','Liam',
  'Maya','Noah','Olivia','Priya','Quentin','Rosa','Samuel','Tara','Umar','Violet','William','Yusuf','Zara',
  'Arthur','Beatrice','Cyril','Doreen','Edmund','Florence','Geoffrey','Hilda','Ivor','Joan','Kenneth','Lilian',
  'Maurice','Nora','Percy']`;
const SURNAME = `ARRAY['Smith','Jones','Patel','Brown','Khan','Wilson','Evans','Taylor','Roberts','Walker','Wright',
  'Thompson','White','Hughes','Edwards','Green','Hall','Wood','Harris','Lewis','Martin','Jackson','Clarke',
  'Clark','Turner','Hill','Scott','Cooper','Morris','Ward','Moore','King','Watson','Baker','Harrison','Morgan',
  'Young','Allen','Mitchell','James','Anderson','Phillips','Lee','Bell','Parker','Davies','Shah','Begum',
  'Ali','Hussain','Singh','Kaur','Murphy','Kelly','Price','Bennett','Griffiths','Richardson','Cox','Marshall']`;

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

// One pass computes each matter's firm and type (UNLOGGED scratch table, dropped at the end).
await db.exec(`
CREATE UNLOGGED TABLE bench_rows AS
SELECT n, firm_of(n) AS f, CASE ${typeCase} END AS type_id FROM generate_series(1, ${mattersTotal}) n;
`);

await db.exec(`
INSERT INTO matters (matter_id, organisation_id, reference, matter_type_id, status_id, matter_owner, created_date, last_updated_date,
  probate_reference)
SELECT uid('matter' || n), uid('firm' || f),
  CASE type_id ${prefixCase} END || '/' || (2020 + n % 7) || '/' || lpad(n::text, 7, '0'),
  type_id,
  CASE type_id ${statusCase} END,
  uid('user' || f || '-' || (1 + n % ${usersPerFirm})),
  now() - ((n % 1500) || ' days')::interval - ((n % 86400) || ' seconds')::interval,
  now() - ((n % 300) || ' days')::interval,
  CASE WHEN type_id = '${MATTER_TYPE_IDS.estate}' AND pct(n, 4) < 60 THEN 'PRB-' || n ELSE NULL END
FROM bench_rows;
`);
say(`${mattersTotal} matters (${largeCount} in firm 1)`);

await db.exec(`
INSERT INTO matter_team (matter_id, user_id)
SELECT uid('matter' || n), uid('user' || f || '-' || (1 + (n + k) % ${usersPerFirm}))
FROM bench_rows, generate_series(0, 2) k
ON CONFLICT DO NOTHING;
`);
say('team members');

// The main individual of each matter (a trust: one or two settlors) and, for most, an executor,
// attorney, trustee or beneficiary. The triggers that keep each matter's default title and
// names are off for the bulk load; one UPDATE fills them afterwards (as the migration does).
await db.exec('ALTER TABLE individuals DISABLE TRIGGER individuals_refresh_matter');
await db.exec(`
INSERT INTO individuals (matter_id, organisation_id, individual_type_id, first_name, middle_names, surname, date_created)
SELECT uid('matter' || n), uid('firm' || f),
  CASE WHEN k = 0 OR (k = 1 AND type_id = '${MATTER_TYPE_IDS.trust}') THEN CASE type_id ${mainTypeCase} END
    ELSE CASE type_id WHEN '${MATTER_TYPE_IDS.estate}' THEN 'executor' WHEN '${MATTER_TYPE_IDS.powerOfAttorney}' THEN 'attorney'
      WHEN '${MATTER_TYPE_IDS.trust}' THEN 'trustee' ELSE 'beneficiary' END END,
  (${FIRST})[1 + pct(n, 10 + k) % 40],
  CASE WHEN pct(n, 20 + k) < 30 THEN (${FIRST})[1 + pct(n, 30 + k) % 40] ELSE '' END,
  (${SURNAME})[1 + (abs(hashint8(n * 31 + k)) % 60)],
  now() - ((n % 1500) || ' days')::interval + (k || ' minutes')::interval
FROM bench_rows, generate_series(0, 1) k
WHERE k = 0 OR pct(n, 5) < 70;
`);
await db.exec('ALTER TABLE individuals ENABLE TRIGGER individuals_refresh_matter');
say('individuals');
await db.exec(`
UPDATE matters m SET default_title = matter_default_title(m.matter_id, m.matter_type_id),
  people_names = matter_people_names(m.matter_id);
`);
say('default titles and names');

await db.exec(`
INSERT INTO activity_entries (organisation_id, matter_id, reference, user_id, activity_type, object, action, text, date_time)
SELECT uid('firm' || f), uid('matter' || n), 'REF ' || n,
  uid('user' || f || '-' || (1 + (n + k) % ${usersPerFirm})), 'matter', 'REF ' || n,
  (ARRAY['added','changed_details'])[1 + k], CASE WHEN k = 1 THEN 'Changed status' ELSE NULL END,
  now() - ((n % 365) || ' days')::interval + (k || ' hours')::interval
FROM bench_rows, generate_series(0, 1) k;
`);
say('activity');
await db.exec('DROP TABLE bench_rows');

// As autovacuum would after a bulk load: statistics and the visibility map (index-only scans).
await db.exec('VACUUM ANALYZE');
say('vacuumed and analysed');
await db.close();
