/**
 * Load benchmark of the matter list (first page, search, filter, sort and page), the activity
 * feed and the dashboard tiles through the real HTTP server with a signed-in token, each beside
 * the comparator (comparator.ts: a minimal Fastify + node-postgres route sending the very SQL the
 * product sent for the same URL, captured from the product's driver first) and a bare Fastify
 * JSON route as the ceiling, all in one run. For a typical firm (firm 2) and, with
 * --large-firm, firm 1 (generate.ts --large-firm-share puts its share of the matters there).
 *
 *   npm run matters -w @probity/bench -- --schema bench_scale --large-firm --seconds 10 --connections 16
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { type LoadResult, runLoad, startServer } from './load.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    schema: { type: 'string', default: 'bench' },
    'large-firm': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const schema = values.schema!;
// The generator's ids: md5 of a label shaped as a version-4 uuid (see generate.ts).
const idOf = (label: string) => {
  const md5 = crypto.createHash('md5').update(label).digest('hex');
  const h = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** Firm 2 is a typical firm; firm 1 the large one (its matters are 1…largeCount, generate.ts). */
const firms = [
  { label: 'typical firm (firm 2)', firm: 2, ownMatter: '0100899' },
  ...(values['large-firm'] ? [{ label: 'large firm (firm 1)', firm: 1, ownMatter: '0045123' }] : []),
];
const scenariosOf = (firm: number, ownMatter: string) => {
  const list = `/api/Matters/Organisation/${idOf(`firm${firm}`)}`;
  return [
    { name: 'matter list, first page', paths: [`${list}?page=1&pageCount=10`] },
    {
      name: 'matter list, search',
      paths: [
        `${list}?SearchTerm=smith`,
        `${list}?SearchTerm=EST%2F2024`,
        `${list}?SearchTerm=${ownMatter}`,
        `${list}?SearchTerm=Grace%20Hill`,
      ],
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
    { name: 'dashboard tiles', paths: [`/api/Organisations/${idOf(`firm${firm}`)}/Dashboard`] },
  ].filter((s) => !values.only || s.name.includes(values.only));
};

const get = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(body) : reject(new Error(`${res.statusCode} ${path}`)),
        );
      })
      .on('error', reject);
  });

const users = firms.map((f) => idOf(`user${f.firm}-1`)).join(',');
// 1. Capture: each URL twice, one at a time (the second is kept: tokens are verified once).
const capturing = await startServer(['--schema', schema, '--user', users, '--capture']);
for (const [i, f] of firms.entries()) {
  const headers = { authorization: `Bearer ${capturing.tokens[i]}` };
  for (const s of scenariosOf(f.firm, f.ownMatter))
    for (const path of s.paths) {
      await get(capturing.port, path, headers);
      await get(capturing.port, '/__bench/start', {});
      await get(capturing.port, path, headers);
      // Keyed by firm too: the feed's URL is the same for every caller.
      await get(capturing.port, `/__bench/stop?url=${encodeURIComponent(`${i}#${path}`)}`, {});
    }
}
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const capturedFile = new URL('./results/captured.json', import.meta.url).pathname;
fs.writeFileSync(capturedFile, await get(capturing.port, '/__bench/captured', {}));
capturing.child.kill();

// 2. Load: the bare route, then each scenario on the product and on the comparator in turn.
const results: (LoadResult & { firm: string; side: string })[] = [];
const bare = await startServer(['--bare']);
results.push({
  ...(await runLoad({
    name: 'bare Fastify JSON route',
    port: bare.port,
    paths: ['/bare'],
    seconds,
    connections,
  })),
  firm: '',
  side: 'ceiling',
});
bare.child.kill();
const product = await startServer(['--schema', schema, '--user', users]);
const comparator = await startServer(['--schema', schema, '--captured', capturedFile], 'comparator.ts');
for (const [i, f] of firms.entries()) {
  const headers = { authorization: `Bearer ${product.tokens[i]}` };
  for (const s of scenariosOf(f.firm, f.ownMatter)) {
    const run = (port: number, side: string, h: Record<string, string>) =>
      runLoad({ name: s.name, port, paths: s.paths, headers: h, seconds, connections }).then((r) => ({
        ...r,
        firm: f.label,
        side,
      }));
    results.push(
      await run(product.port, 'product', headers),
      await run(comparator.port, 'comparator', { 'x-bench-firm': String(i) }),
    );
  }
}
product.child.kill();
comparator.child.kill();

console.log(
  '\n| firm | scenario | side | req/s | p50 ms | p95 ms | p99 ms | errors | product/comparator req/s |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [i, r] of results.entries()) {
  const c = r.side === 'product' ? results[i + 1] : undefined;
  const ratio = c ? `${Math.round((100 * r.rps) / Math.max(1, c.rps))} %` : '';
  console.log(
    `| ${r.firm} | ${r.name} | ${r.side} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${ratio} |`,
  );
}
const file = new URL(
  `./results/matters-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  import.meta.url,
);
fs.writeFileSync(file, JSON.stringify({ seconds, connections, schema, results }, null, 2));
console.log(`\nresults written to ${file.pathname}`);
process.exit(0);
