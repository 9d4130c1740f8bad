/**
 * EXPLAIN ANALYZE of the statements the product sent (results/captured.json, written by
 * load-matters.ts), each prepared as the product prepares it and executed with its values,
 * once with PostgreSQL's custom plan and once with the generic plan it switches to from the
 * sixth execution (`SET plan_cache_mode = force_generic_plan`): both plans and their times.
 *
 *   npx tsx bench/explain.ts --schema bench_scale [--match Search] [--generic-only]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { CapturedStatement } from './server.js';

const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: 'bench' },
    captured: { type: 'string', default: new URL('./results/captured.json', import.meta.url).pathname },
    match: { type: 'string', default: '' },
    summary: { type: 'boolean', default: false },
  },
});
const captured = JSON.parse(fs.readFileSync(values.captured!, 'utf8')) as Record<string, CapturedStatement[]>;
const client = new pg.Client({
  connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  options: `-c search_path=${values.schema},public`,
});
await client.connect();
const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'NULL';
  if (Array.isArray(v)) return client.escapeLiteral(`{${v.map((x) => `"${String(x)}"`).join(',')}}`);
  if (typeof v === 'number') return String(v);
  return client.escapeLiteral(String(v));
};
let n = 0;
for (const [url, statements] of Object.entries(captured)) {
  if (!url.includes(values.match!)) continue;
  // The route's statements, the last (and costliest) ones: the list, the feed, the tiles.
  for (const s of statements.filter(
    (st) => /^(with|select)/i.test(st.text) && !/"users"\."user_id" = \$1/.test(st.text),
  )) {
    const name = `explain_${n++}`;
    await client.query(`PREPARE ${name} AS ${s.text}`);
    const exec = `EXECUTE ${name}(${(s.values ?? []).map(literal).join(', ')})`;
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      await client.query(`SET plan_cache_mode = ${mode}`);
      await client.query(`EXPLAIN (ANALYZE) ${exec}`); // warm
      const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${exec}`)).rows.map(
        (r) => r['QUERY PLAN'],
      );
      const time = plan.find((l: string) => l.startsWith('Execution Time'));
      console.log(`\n### ${url}\n${mode}: ${time}`);
      if (!values.summary) console.log(plan.join('\n'));
    }
    await client.query(`DEALLOCATE ${name}`);
  }
}
await client.end();
