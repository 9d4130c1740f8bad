/**
 * Charity register search benchmark (issue 16): GET /api/Charities/{term} over a register of
 * --charities rows (default 400,000, the public extract's size: registered and removed, main and
 * linked charities), by name and by number, through the real server (bench/server.ts), beside
 * the same SQL on a minimal Fastify + node-postgres route (bench/charity-comparator.ts) and a bare
 * Fastify JSON route, 16 connections, in one run.
 *
 *   npx tsx bench/charity-search.ts [--charities 400000] [--seconds 10] [--reuse]
 *   (generates the schema bench_data_charity with bench/generate.ts and the register in SQL
 *    unless --reuse; BENCH_DATABASE_URL chooses the PostgreSQL server)
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.js';
import { startScript } from './child.js';
import { type LoadResult, printTable, runLoad, startServer } from './load.js';

const { values } = parseArgs({
  options: {
    charities: { type: 'string', default: '400000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    schema: { type: 'string', default: 'bench_data_charity' },
    reuse: { type: 'boolean', default: false },
  },
});
const schema = values.schema!;
const total = Number(values.charities);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The words of the generated names: the extract's names are upper case.
const PLACES = `ASHFORD BARNSLEY BATH BEDFORD BIRMINGHAM BLACKBURN BOLTON BRADFORD BRIGHTON BRISTOL
  BURNLEY CAMBRIDGE CANTERBURY CARLISLE CHELMSFORD CHESTER COLCHESTER COVENTRY CRAWLEY DARLINGTON
  DERBY DONCASTER DORCHESTER DOVER DUDLEY DURHAM EXETER FALMOUTH GLOUCESTER GRANTHAM GRIMSBY
  GUILDFORD HALIFAX HARROGATE HASTINGS HEREFORD HUDDERSFIELD IPSWICH KENDAL KETTERING LANCASTER
  LEEDS LEICESTER LINCOLN LIVERPOOL LUTON MAIDSTONE MANCHESTER MARGATE MIDDLESBROUGH NEWARK
  NEWBURY NEWCASTLE NORTHAMPTON NORWICH NOTTINGHAM OLDHAM OXFORD PENRITH PETERBOROUGH PLYMOUTH
  PORTSMOUTH PRESTON READING REDDITCH RICHMOND ROCHDALE ROTHERHAM SALFORD SALISBURY SCARBOROUGH
  SHEFFIELD SHREWSBURY SLOUGH SOUTHAMPTON STAFFORD STOCKPORT STOKE SUNDERLAND SWINDON TAUNTON
  TELFORD TRURO WAKEFIELD WALSALL WARRINGTON WATFORD WELLS WIGAN WINCHESTER WOKING WORCESTER
  WORTHING YEOVIL YORK ALNWICK BAKEWELL BUXTON DEVIZES ELY FROME HEXHAM LEDBURY LUDLOW MALTON
  OAKHAM RIPON ROMSEY SHERBORNE SKIPTON STAMFORD TETBURY THIRSK WHITBY WITNEY`
  .split(/\s+/)
  .filter(Boolean);
const SAINTS =
  'MARY JOHN PETER PAUL ANDREW MICHAEL GEORGE JAMES LUKE MARK MATTHEW STEPHEN BARNABAS CUTHBERT AIDAN'.split(
    ' ',
  );
const SURNAMES =
  'SMITH JONES TAYLOR BROWN WILLIAMS WILSON JOHNSON DAVIES ROBINSON WRIGHT THOMPSON EVANS WALKER WHITE ROBERTS GREEN HALL WOOD JACKSON CLARKE'.split(
    ' ',
  );
const NOUNS = 'TRUST FOUNDATION FUND SOCIETY ASSOCIATION APPEAL'.split(' ');
const PLACES_OF = `VILLAGE HALL|COMMUNITY CENTRE|PRIMARY SCHOOL PTA|SCOUT GROUP|HOSPICE|FOOD BANK|ALMSHOUSES|
  MUSEUM|ARTS CENTRE|YOUTH CLUB|CRICKET CLUB|PLAYGROUP|LIBRARY|CHOIR|RESCUE`
  .split('|')
  .map((s) => s.trim());
const CAUSES =
  'CANCER SUPPORT|MIND|CARERS|AGE CONCERN|HOMELESS PROJECT|WOMENS AID|BEREAVEMENT SERVICE|CITIZENS ADVICE'.split(
    '|',
  );

// Villages: 40 × 15 made-up names (ASHFORD, BRADLEY, STONEHURST…), so most names are rare, as
// in the register; towns recur (about 600 charities each).
const PRE = `ASH BARN BRAD BROOK CHEL CLAY CROX DEN EAST ELM FAIR FERN GLEN HAZEL HOLM KINGS LANG LITTLE MARSH
  MILL NEW NORTH OAK PEN QUEENS RED ROCK SAND SHEP SOUTH STAN STONE THORN UPPER WEST WHIT WILLOW WIND WOOD YARN`
  .split(/\s+/)
  .filter(Boolean);
const SUF = 'FORD TON BURY HAM LEY WICK FIELD STEAD COMBE THORPE WORTH DALE MOOR BRIDGE HURST'.split(' ');

const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;
/** A word of a list chosen by a hash of n and a salt: deterministic, independent between salts. */
const pick = (list: string[], salt: number) =>
  `(${arr(list)})[1 + (hashtext(n || '-${salt}') & 2147483647) % ${list.length}]`;
const village = (salt: number) => `${pick(PRE, salt)} || ${pick(SUF, salt + 2)}`;

async function generate() {
  const gen = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'generate.ts', '--firms', '1', '--matters', '100', '--schema', schema],
    { cwd: import.meta.dirname, stdio: 'inherit' },
  );
  if (gen.status !== 0) throw new Error('generation failed');
  const db = await openDatabase({ databaseUrl: url, schema });
  const started = Date.now();
  // Every 25th row is a linked charity (suffix 1) of the main charity before it; 4 in 10 are
  // registered, the rest removed (the extract holds both, about 170,000 registered).
  await db.exec(`
INSERT INTO charity_register (organisation_number, registered_charity_number, linked_charity_number, charity_name,
  charity_type, registration_status, date_of_registration, date_of_removal, removal_reason, reporting_status,
  address1, address4, postcode, last_modified_time)
SELECT 5000000 + n, 200000 + n - CASE WHEN n % 25 = 1 THEN 1 ELSE 0 END, CASE WHEN n % 25 = 1 THEN 1 ELSE 0 END,
  CASE n % 6
    WHEN 0 THEN 'THE ' || ${pick(PLACES, 7)} || ' ' || ${village(9)} || ' ' || ${pick(NOUNS, 13)}
    WHEN 1 THEN ${village(11)} || ' ' || ${pick(PLACES_OF, 17)}
    WHEN 2 THEN 'FRIENDS OF ' || ${village(19)} || ' ' || ${pick(PLACES_OF, 23)}
    WHEN 3 THEN 'ST ' || ${pick(SAINTS, 29)} || '''S CHURCH ' || ${village(31)}
    WHEN 4 THEN 'THE ' || ${pick(SAINTS, 35)} || ' ' || ${pick(SURNAMES, 37)} || ' CHARITABLE ' || ${pick(NOUNS, 41)}
    ELSE ${village(43)} || ' ' || ${pick(CAUSES, 47)}
  END || CASE WHEN n % 25 = 1 THEN ' (LINKED FUND)' ELSE '' END,
  CASE WHEN n % 3 = 0 THEN 'Charitable company' ELSE 'Trust' END,
  CASE WHEN n % 10 < 4 THEN 'Registered' ELSE 'Removed' END,
  date '1962-01-01' + (n % 22000), CASE WHEN n % 10 < 4 THEN NULL ELSE date '2000-01-01' + (n % 9000) END,
  CASE WHEN n % 10 < 4 THEN NULL ELSE 'Ceased to exist' END, 'Submission Received',
  n || ' High Street', ${pick(PLACES, 53)}, 'AB1 2CD', now()
FROM generate_series(1, ${total}) n;`);
  await db.exec('VACUUM ANALYZE charity_register');
  console.log(`${total} charities in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.close();
}

if (!values.reuse) await generate();

// Terms a person types. Specific: a charity's name (without a leading THE; 40 charities spread
// over the register), as when looking one up. A town: one place name, about
// 600 charities each. Broad: 'trust' and 'church', 65,000 and 130,000 charities. Numbers: a
// registered number or an organisation number.
const rnd = (i: number) => crypto.createHash('md5').update(String(i)).digest().readUInt32BE(0);
const db = await openDatabase({ databaseUrl: url, schema });
const sampled = await db.query<{ charity_name: string }>(
  `SELECT charity_name FROM charity_register WHERE organisation_number = ANY($1::int[]) ORDER BY organisation_number`,
  [Array.from({ length: 40 }, (_, i) => 5000001 + (rnd(i) % total))],
);
await db.close();
const specificTerms = sampled.map((r) => r.charity_name.replace(/^THE /, '').toLowerCase());
const townTerms = PLACES.filter((_, i) => i % 6 === 0).map((p) => p.toLowerCase());
const numberTerms = Array.from({ length: 20 }, (_, i) =>
  i % 3 === 0 ? String(5000000 + (rnd(i) % total)) : String(200000 + (rnd(i) % total)),
);
const path = (t: string) => `/api/Charities/${encodeURIComponent(t)}`;
const broad = ['trust', 'church'];

const results: LoadResult[] = [];
const run = async (name: string, port: number, paths: string[], headers?: Record<string, string>) => {
  results.push(await runLoad({ name, port, paths, headers, seconds, connections }));
  console.log(`${name}: p95 ${results.at(-1)!.p95} ms`);
};

const bare = await startServer(['--bare']);
await run('bare Fastify JSON route', bare.port, ['/bare']);
bare.child.kill();

const idOf = (label: string) => {
  const md5 = crypto.createHash('md5').update(label).digest('hex');
  const h = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const product = await startServer(['--schema', schema, '--user', idOf('user1-1')]);
const auth = { authorization: `Bearer ${product.token}` };
await run('product: specific name', product.port, specificTerms.map(path), auth);
await run('product: one town', product.port, townTerms.map(path), auth);
await run('product: number search', product.port, numberTerms.map(path), auth);
await run('product: broad (trust, church)', product.port, broad.map(path), auth);
product.child.kill();

const comparator = await startScript('charity-comparator.ts', ['--schema', schema]);
await run('comparator: specific name', comparator.port, specificTerms.map(path));
await run('comparator: one town', comparator.port, townTerms.map(path));
await run('comparator: number search', comparator.port, numberTerms.map(path));
await run('comparator: broad (trust, church)', comparator.port, broad.map(path));
comparator.child.kill();

console.log(
  `\n${total.toLocaleString('en-GB')} charities, ${connections} connections, ${seconds} s each after 2 s warm-up; load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
printTable(results);
console.log(`specific terms: ${specificTerms.slice(0, 8).join(' | ')} …`);
