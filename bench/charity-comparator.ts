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

const app = Fastify({ logger: false });
app.get<{ Params: { name: string } }>('/api/Charities/:name', async (request) => {
  const term = request.params.name.trim();
  const digits = term.replace(/\s+/g, '');
  const contains = `%${escapeLike(term)}%`;
  const prefix = `${escapeLike(term.toLowerCase())}%`;
  if (/^\d{1,9}$/.test(digits)) {
    const number = Number(digits);
    const { rows } = await pool.query(
      `${SELECT} where ((registered_charity_number = $3 or organisation_number = $3) or charity_name ilike $1)
       order by case when registered_charity_number = $3 then 0 else 1 end, ${ORDER_TAIL}`,
      [contains, prefix, number],
    );
    return rows;
  }
  const { rows } = await pool.query(`${SELECT} where charity_name ilike $1 order by 0::int, ${ORDER_TAIL}`, [
    contains,
    prefix,
  ]);
  return rows;
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: '' }));
process.on('SIGINT', () => process.exit(0));
