/**
 * Load benchmark of the matter list (search, filter, sort, page) and the activity feed through
 * the real HTTP server with a signed-in token, beside a bare Fastify JSON route, in one run.
 * Run `npm run generate -w @probity/bench` first (200,000 matters across 500 firms).
 *
 *   npm run matters -w @probity/bench -- --seconds 10 --connections 16
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { type LoadResult, printTable, runLoad, startServer } from './load.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    schema: { type: 'string', default: 'bench' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
// The generator's ids: md5 of a label shaped as a version-4 uuid (see generate.ts).
const idOf = (label: string) => {
  const md5 = crypto.createHash('md5').update(label).digest('hex');
  const h = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const firm = idOf('firm1');
const matterAdmin = idOf('user1-1');

const results: LoadResult[] = [];
const bare = await startServer(['--bare']);
results.push(
  await runLoad({ name: 'bare Fastify JSON route', port: bare.port, paths: ['/bare'], seconds, connections }),
);
bare.child.kill();

const server = await startServer(['--schema', values.schema!, '--user', matterAdmin]);
const headers = { authorization: `Bearer ${server.token}` };
const list = `/api/Matters/Organisation/${firm}`;
const scenarios: { name: string; paths: string[] }[] = [
  { name: 'matter list, first page', paths: [`${list}?page=1&pageCount=10`] },
  {
    name: 'matter list, search',
    paths: [`${list}?SearchTerm=2023`, `${list}?SearchTerm=EST%2F2024`, `${list}?SearchTerm=000451`],
  },
  {
    name: 'matter list, filter status and type',
    paths: [
      `${list}?FilterType=status&Filter=active&FilterType=type&Filter=estate`,
      `${list}?FilterType=status&Filter=complete`,
    ],
  },
  {
    name: 'matter list, sort and page',
    paths: [
      `${list}?OrderBy=-reference&page=5`,
      `${list}?OrderBy=status&page=12`,
      `${list}?OrderBy=createdDate&page=30`,
    ],
  },
  {
    name: 'activity feed',
    paths: ['/api/Activity/?page=1&pageCount=20', '/api/Activity/?page=3&pageCount=20'],
  },
];
for (const s of scenarios) {
  results.push(
    await runLoad({ name: s.name, port: server.port, paths: s.paths, headers, seconds, connections }),
  );
}
server.child.kill();

printTable(results);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const file = new URL(
  `./results/matters-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  import.meta.url,
);
fs.writeFileSync(file, JSON.stringify({ seconds, connections, results }, null, 2));
console.log(`\nresults written to ${file.pathname}`);
process.exit(0);
