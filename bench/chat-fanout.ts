/**
 * Chat fan-out benchmark: one message delivered to N sockets (default 500) that joined one chat
 * group, through the real app (Socket.IO hub, JoinGroup authorised like the API) on loopback.
 * Two figures per round: end to end (POST /api/Conversations/{id} started → MessageReceived on
 * every socket: HTTP, validation, the database write, then the fan-out) and fan-out only (the hub
 * emits → every socket received it). The sockets live in --workers child processes (default 2),
 * as browsers would, and stamp each delivery with the machine's clock (performance.timeOrigin +
 * performance.now(), comparable across processes); they share the machine's cores with the server.
 *
 *   npx tsx bench/chat-fanout.ts --sockets 500 --rounds 20 [--workers 2]
 *   (PGlite in a temporary directory; with BENCH_DATABASE_URL it uses PostgreSQL in a fresh schema;
 *    with --redis redis://127.0.0.1:6379 a second instance holds the sockets, so every message
 *    crosses Redis from the instance that saved it)
 */
import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Socket, io } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { organisations, users } from '../apps/server/src/db/schema/index.js';
import { buildIndividual, buildMatter } from '../apps/server/src/features/matters/matter.factories.js';
import { prepareDatabase } from '../apps/server/src/lib/database.js';
import { CHAT_NAMESPACE, HUB_PATH } from '../apps/server/src/realtime/index.js';
import { startChatComparator } from './chat-comparator.js';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '20' },
    redis: { type: 'string' },
    workers: { type: 'string', default: '2' },
    // Internal: this process is a worker holding sockets.
    client: { type: 'string' },
  },
});
const SOCKETS = Math.min(Number(values.sockets), 2000);
const ROUNDS = Math.min(Number(values.rounds), 200);
const WORKERS = Math.max(1, Math.min(Number(values.workers), 8));
const TIMEOUT_MS = 10_000;
/** A wall-clock instant in ms that two processes of this machine agree on. */
const clock = () => performance.timeOrigin + performance.now();

type ToWorker = { type: 'collect' } | { type: 'close' };
type FromWorker = { type: 'ready' } | { type: 'round'; times: number[] } | { type: 'error'; message: string };

/** A worker process: connects its share of the sockets, joins the group, reports each round. */
async function worker(spec: { base: string; conversationID: string; tokens: string[]; count: number }) {
  const send = (m: FromWorker) => process.send!(m);
  const sockets: Socket[] = [];
  for (let i = 0; i < spec.count; i++) {
    sockets.push(
      io(`${spec.base}${CHAT_NAMESPACE}`, {
        path: HUB_PATH,
        auth: { token: spec.tokens[i % spec.tokens.length] },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      }),
    );
  }
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve, reject) => {
          s.on('connect', () => resolve());
          s.on('connect_error', reject);
        }),
    ),
  );
  const joined = await Promise.all(
    sockets.map(
      (s) => s.timeout(TIMEOUT_MS).emitWithAck('JoinGroup', spec.conversationID) as Promise<boolean>,
    ),
  );
  if (joined.some((ok) => !ok)) throw new Error('a socket could not join');
  let times: number[] = [];
  let waiting: (() => void) | null = null;
  for (const s of sockets) {
    s.on('MessageReceived', () => {
      times.push(clock());
      if (times.length === sockets.length) waiting?.();
    });
  }
  process.on('message', async (m: ToWorker) => {
    if (m.type === 'close') {
      for (const s of sockets) s.close();
      process.exit(0);
    }
    if (times.length < sockets.length) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('message not delivered')), TIMEOUT_MS);
        waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      }).catch((err: Error) => send({ type: 'error', message: err.message }));
      waiting = null;
    }
    send({ type: 'round', times });
    times = [];
  });
  send({ type: 'ready' });
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/**
 * Connects SOCKETS sockets to socketBase from WORKERS processes, joins them to the conversation,
 * then times ROUNDS messages (after 2 of warm-up): `post` (end to end) and `emit` (fan-out only).
 */
async function measure(
  socketBase: string,
  conversationID: string,
  tokens: string[],
  post: (round: number) => Promise<unknown>,
  emit: () => void,
): Promise<{ endToEnd: number[]; fanOut: number[] }> {
  console.log(`connecting ${SOCKETS} sockets to ${socketBase} in ${WORKERS} worker processes…`);
  const workers: ChildProcess[] = [];
  const next = (w: ChildProcess) =>
    new Promise<FromWorker>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`worker exited with ${code}`));
      w.once('exit', exited);
      w.once('message', (m: FromWorker) => {
        w.off('exit', exited);
        if (m.type === 'error') reject(new Error(m.message));
        else resolve(m);
      });
    });
  for (let k = 0; k < WORKERS; k++) {
    const count = Math.floor(SOCKETS / WORKERS) + (k < SOCKETS % WORKERS ? 1 : 0);
    const spec = { base: socketBase, conversationID, tokens, count };
    workers.push(
      fork(new URL(import.meta.url).pathname, ['--client', JSON.stringify(spec)], {
        execArgv: ['--import', 'tsx'],
      }),
    );
  }
  await Promise.all(workers.map(next));

  const endToEnd: number[] = [];
  const fanOut: number[] = [];
  const round = async (send: () => Promise<unknown>, into: number[]) => {
    const start = clock();
    await send();
    const replies = await Promise.all(
      workers.map((w) => {
        const reply = next(w);
        w.send({ type: 'collect' } satisfies ToWorker);
        return reply;
      }),
    );
    for (const r of replies) if (r.type === 'round') into.push(...r.times.map((t) => t - start));
  };
  for (let r = 0; r < ROUNDS + 2; r++) {
    const e2e: number[] = [];
    await round(() => post(r), e2e);
    const only: number[] = [];
    await round(async () => emit(), only);
    // The first two rounds warm up the JIT and the connections.
    if (r >= 2) {
      endToEnd.push(...e2e);
      fanOut.push(...only);
    }
    if (e2e.length !== SOCKETS || only.length !== SOCKETS) throw new Error('a socket missed a message');
  }
  for (const w of workers) w.send({ type: 'close' } satisfies ToWorker);
  await Promise.all(
    workers.map(
      (w) => new Promise((resolve) => (w.exitCode === null ? w.once('exit', resolve) : resolve(null))),
    ),
  );
  return { endToEnd, fanOut };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-bench-'));
  const schema = `bench_chat_${process.pid}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(process.env.BENCH_DATABASE_URL
      ? {
          DATABASE_URL: process.env.BENCH_DATABASE_URL,
          DATABASE_SCHEMA: schema,
          // PostgreSQL needs a given key (config.ts); the bench's data are thrown away.
          ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        }
      : {}),
    ...(values.redis ? { REDIS_URL: values.redis } : {}),
  });
  const { database } = await prepareDatabase(config, () => undefined);
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // With Redis, the sockets connect to a second instance (same database): every message crosses Redis.
  const second = values.redis ? await buildApp({ config, database, logger: false }) : null;
  const socketBase = second ? await second.listen({ host: '127.0.0.1', port: 0 }) : base;

  const [firm] = await database.db
    .insert(organisations)
    .values({
      organisationType: 'lawfirm',
      name: 'Bench Firm',
      companyNo: 'B1',
      address1: '1 St',
      cityTown: 'London',
      postCode: 'EC1A 1BB',
      country: 'United Kingdom',
    })
    .returning();
  const [admin, client] = await database.db
    .insert(users)
    .values([
      {
        organisationID: firm!.organisationID,
        firstName: 'Bench',
        surname: 'Admin',
        emailAddress: `admin-${process.pid}@bench.test`,
        roles: ['Matter Admin'],
        status: 'active',
      },
      {
        organisationID: firm!.organisationID,
        firstName: 'Bench',
        surname: 'Client',
        emailAddress: `client-${process.pid}@bench.test`,
        roles: ['Individual'],
        status: 'active',
      },
    ])
    .returning();
  const matter = await buildMatter(database, { organisationID: firm!.organisationID, owner: admin!.userID });
  const individual = await buildIndividual(database, matter, { userID: client!.userID });
  const adminToken = await app.identity.mintAccessToken(admin!.userID);
  const clientToken = await app.identity.mintAccessToken(client!.userID);
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const chat = await fetch(
    `${base}/api/Conversations/Individual/${matter.matterID}/${individual.individualID}`,
    { headers },
  );
  const { conversationID } = (await chat.json()) as { conversationID: string };

  const tokens = [adminToken, clientToken];
  const product = await measure(
    socketBase,
    conversationID,
    tokens,
    (r) =>
      fetch(`${base}/api/Conversations/${conversationID}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ message: `Round ${r}` }),
      }),
    () => app.realtime.messageReceived({ conversationID, conversationMessageID: null, kind: 'created' }),
  );
  // The comparator, in the same process as the product was, with the same workers and payload.
  const comparator = await startChatComparator(values.redis);
  const payload = { conversationID, conversationMessageID: crypto.randomUUID(), kind: 'created' };
  const bare = await measure(
    comparator.socketBase,
    conversationID,
    tokens,
    () =>
      fetch(`${comparator.base}/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ conversationID, payload }),
      }),
    () => comparator.emit(conversationID, payload),
  );
  await comparator.close();
  const row = (name: string, xs: number[]) =>
    `| ${name} | ${percentile(xs, 50).toFixed(1)} | ${percentile(xs, 95).toFixed(1)} | ${Math.max(...xs).toFixed(1)} |`;
  console.log(
    `\n${SOCKETS} sockets × ${ROUNDS} messages (${product.endToEnd.length} deliveries each)${values.redis ? ', sockets on a second instance, via Redis' : ''}; load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  console.log('| figure (ms) | p50 | p95 | max |\n| --- | --- | --- | --- |');
  console.log(row('product: end to end (POST → socket)', product.endToEnd));
  console.log(row('comparator: end to end (POST → socket)', bare.endToEnd));
  console.log(row('product: fan-out only (emit → socket)', product.fanOut));
  console.log(row('comparator: fan-out only (emit → socket)', bare.fanOut));
  const ratio = percentile(product.endToEnd, 95) / percentile(bare.endToEnd, 95);
  console.log(`p95 end to end, product / comparator: ${ratio.toFixed(2)}`);
  await second?.close();
  await app.close();
  if (process.env.BENCH_DATABASE_URL) await database.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

(values.client ? worker(JSON.parse(values.client)) : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
