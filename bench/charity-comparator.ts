/**
 * Child process of bench/charity-search.ts: the comparator. A minimal Fastify route that runs the
 * product's charity register search SQL (integrations/charity-register/local.ts, written out by
 * hand with the same parameters) with plain node-postgres, no auth, no validation. Prints one
 * JSON line: { port, token }.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';

const { values } = parseArgs({ options: { schema: { type: 'string' } } });
const pool = new pg.Pool({
  connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  options: `-c search_path=${values.schema},public`,
  max: 10,
});
pool.on('error', () => undefined);

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const ORDER_TAIL = `case when lower(charity_name) like $2 then 0 else 1 end,
  case when registration_status = 'Registered' then 0 else 1 end, charity_name asc, linked_charity_number asc limit 50`;
const SELECT = `select organisation_number, charity_name, registered_charity_number, linked_charity_number from charity_register`;

// The product's name condition (local.ts nameContains): uncommon words to the trigram index,
// the whole term through lower().
const COMMON_WORDS = new Set(
  `the of and for in st trust trustees charitable charity church fund foundation society association
  friends school parish community centre council group club hall village memorial relief
  educational limited ltd cio uk national royal`.split(/\s+/),
);
function nameCondition(term: string, params: unknown[]): string {
  const lowered = term.toLowerCase();
  const words = [...new Set(lowered.split(/\s+/))].filter((w) => w.length >= 3 && !COMMON_WORDS.has(w));
  params.push(`%${escapeLike(term)}%`);
  if (words.length === 0 || (words.length === 1 && words[0] === lowered))
    return `charity_name ilike $${params.length}`;
  const parts = words.map((w) => {
    params.push(`%${escapeLike(w)}%`);
    return `charity_name ilike $${params.length}`;
  });
  return `(${parts.join(' and ')} and lower(charity_name) like lower($1))`;
}

const app = Fastify({ logger: false });
app.get<{ Params: { name: string } }>('/api/Charities/:name', async (request) => {
  const term = request.params.name.trim();
  const digits = term.replace(/\s+/g, '');
  // $1 the whole term (contains), $2 the prefix, then the words; a number last.
  const params: unknown[] = [];
  const name = nameCondition(term, params);
  params.splice(1, 0, `${escapeLike(term.toLowerCase())}%`);
  const named = name.replace(/\$(\d+)/g, (_, n) => `$${Number(n) === 1 ? 1 : Number(n) + 1}`);
  if (/^\d{1,9}$/.test(digits)) {
    params.push(Number(digits));
    const n = `$${params.length}`;
    const { rows } = await pool.query(
      `${SELECT} where ((registered_charity_number = ${n} or organisation_number = ${n}) or ${named})
       order by case when registered_charity_number = ${n} then 0 else 1 end, ${ORDER_TAIL}`,
      params,
    );
    return rows;
  }
  const { rows } = await pool.query(`${SELECT} where ${named} order by 0::int, ${ORDER_TAIL}`, params);
  return rows;
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: '' }));
process.on('SIGINT', () => process.exit(0));
