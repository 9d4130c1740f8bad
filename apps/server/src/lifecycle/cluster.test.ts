import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type Socket, io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestContext } from '../../test/helpers.js';
import { type OwnRedis, redisServerBinary, startOwnRedis } from '../../test/own-redis.js';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { identitySecrets, users } from '../db/schema/index.js';
import { buildDocumentsScene } from '../features/documents/documents.factories.js';
import { discoverIssuer, signIn } from '../identity/testing/flow.js';
import { hashPassword } from '../identity/passwords.js';
import { CHECKS_COMPLETE_QUEUE } from '../jobs/queues.js';
import { RATE_LIMIT_REDIS_PREFIX } from '../lib/rate-limit-store.js';
import { CHAT_NAMESPACE, HUB_PATH } from '../realtime/index.js';
import { Instance, RoundRobin, until } from './testing/cluster.js';

/**
 * Issue 18, several instances: two compiled servers (separate processes, data folders of their
 * own) on one PostgreSQL schema and one Redis, behind the test's round-robin load balancer.
 * PostgreSQL only: the embedded database belongs to one process.
 */
const runSchema = inject('pgSchema');
const binary = redisServerBinary();
const skip = !runSchema
  ? 'needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process'
  : !binary
    ? 'needs a redis-server binary on this machine'
    : null;
if (skip) console.warn(`cluster.test: several instances skipped: ${skip}`);

// The test's own ports (the other lifecycle tests use 3221-3224).
const PROXY_PORT = 3710;
const PUBLIC_URL = `http://127.0.0.1:${PROXY_PORT}`;
const EXPORTS_PER_MINUTE = 4;
const PASSWORD = 'Cluster-Test-Password-2026!';

describe.skipIf(skip)('two instances on one PostgreSQL and one Redis', () => {
  const schema = `${runSchema}_cluster`;
  let database: Database;
  let redis: OwnRedis;
  let a: Instance;
  let b: Instance;
  let proxy: RoundRobin;
  let scene: Awaited<ReturnType<typeof buildDocumentsScene>>;
  let adminToken: string;
  let clientToken: string;
  const sockets: Socket[] = [];
  const started = Date.now();

  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: 'pipe',
    });
    redis = await startOwnRedis(binary!);
    // A schema of its own: the job runner's schema beside it is this test's alone too.
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema });
    await migrate(database);
    scene = await buildDocumentsScene({ database } as TestContext);
    const passwordHash = await hashPassword(PASSWORD);
    for (const user of [scene.admin, scene.client])
      await database.db.update(users).set({ passwordHash }).where(eq(users.userID, user.userID));

    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL,
      DATABASE_URL: process.env.DATABASE_URL!,
      DATABASE_SCHEMA: schema,
      ENCRYPTION_KEY: Buffer.alloc(32, 18).toString('base64'),
      REDIS_URL: redis.url,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'true',
      // Every instance looks for due schedules every second (30 s in production): many chances to send twice.
      JOBS_SCHEDULE_CHECK_SECONDS: '1',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      EXPORTS_PER_MINUTE: String(EXPORTS_PER_MINUTE),
      SHUTDOWN_TIMEOUT_SECONDS: '15',
    };
    // A turns /readyz false a second before it refuses requests, so the load balancer stops sending
    // first; B refuses at once (503 with Retry-After), so its clients retry.
    a = new Instance('A', 3711, { ...env, SHUTDOWN_DELAY_SECONDS: '1' });
    b = new Instance('B', 3712, { ...env, SHUTDOWN_DELAY_SECONDS: '0' });
    // Both at once: the first start of a schema is where two instances race hardest.
    await Promise.all([a.start(), b.start()]);
    proxy = new RoundRobin([a, b]);
    await proxy.listen(PROXY_PORT);
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await proxy?.close();
    await Promise.all([a, b].map((i) => i?.stop()));
    a?.kill();
    b?.kill();
    await redis?.stop();
    if (database) {
      await database.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await database.exec(`DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`);
      await database.close();
    }
  }, 60_000);

  const api = (base: string, token: string, url: string, init: RequestInit = {}) =>
    fetch(`${base}/api${url}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

  it('signs in through both instances (pages, cookies and tokens of one are good on the other)', async () => {
    const setup = { publicUrl: PUBLIC_URL, clientId: 'probity-web' };
    const before = { ...proxy.served };
    const oidc = await discoverIssuer(setup);
    const admin = await signIn(oidc, setup, { emailAddress: scene.admin.emailAddress, password: PASSWORD });
    const client = await signIn(oidc, setup, { emailAddress: scene.client.emailAddress, password: PASSWORD });
    expect(admin.html).toBeUndefined();
    expect(client.html).toBeUndefined();
    adminToken = admin.tokens!.access_token;
    clientToken = client.tokens!.access_token;
    // The flows' requests went to both (the sign-in page from one, the form posted to the other…).
    expect(proxy.served.A! - (before.A ?? 0)).toBeGreaterThan(2);
    expect(proxy.served.B! - (before.B ?? 0)).toBeGreaterThan(2);
    for (const base of [a.url, b.url]) {
      const me = await api(base, adminToken, '/User');
      expect(me.status).toBe(200);
    }
    // The signing keys and cookie secret were made once, by whichever started first, and shared.
    const secrets = await database.db.select({ name: identitySecrets.name }).from(identitySecrets);
    expect(secrets.map((s) => s.name).sort()).toEqual(['jwks', 'session-secret']);
  }, 60_000);

  /** A chat socket through the load balancer that joins the conversation again at every (re)connection. */
  function chatSocket(conversationID: string): { socket: Socket; joins: string[] } {
    const joins: string[] = [];
    const socket = io(`${PUBLIC_URL}${CHAT_NAMESPACE}`, {
      path: HUB_PATH,
      auth: { token: clientToken },
      transports: ['websocket'],
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    sockets.push(socket);
    socket.on('connect', () => {
      socket.emit('JoinGroup', conversationID, (ok: boolean) => {
        if (ok) joins.push(proxy.upgrades.at(-1)!);
      });
    });
    return { socket, joins };
  }

  const received = (socket: Socket, text: string, ms = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`"${text}" never arrived`)), ms);
      const on = (event: { conversationID: string; message?: string }) => {
        if (event.message !== undefined && event.message !== text) return;
        clearTimeout(timer);
        socket.off('MessageReceived', on);
        resolve();
      };
      socket.on('MessageReceived', on);
    });

  let conversationID: string;
  const send = async (base: string, message: string) => {
    const res = await api(base, adminToken, `/Conversations/${conversationID}`, {
      method: 'POST',
      body: JSON.stringify({ message }),
    });
    expect(res.status).toBe(201);
  };

  it("carries a chat message sent through one instance to a socket on the other's", async () => {
    const chat = await api(
      a.url,
      adminToken,
      `/Conversations/Individual/${scene.matter.matterID}/${scene.individual.individualID}`,
    );
    ({ conversationID } = (await chat.json()) as { conversationID: string });
    const { socket, joins } = chatSocket(conversationID);
    await until(async () => (joins.length > 0 ? true : undefined), 10_000, 'the socket to join');
    const other = joins[0] === 'A' ? b : a;
    const arrives = received(socket, 'Crossing over');
    await send(other.url, 'Crossing over');
    await arrives;
  }, 30_000);

  it('counts a rate limit over both instances (the export limit, requests split between them)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= EXPORTS_PER_MINUTE; i++) {
      const res = await api(i % 2 ? b.url : a.url, adminToken, `/document/item/${randomUUID()}`);
      statuses.push(res.status);
    }
    // Each instance saw at most 3 requests: only a shared count refuses the fifth.
    expect(statuses.slice(0, EXPORTS_PER_MINUTE).every((s) => s !== 429)).toBe(true);
    expect(statuses[EXPORTS_PER_MINUTE]).toBe(429);
    expect((await api(b.url, adminToken, `/document/item/${randomUUID()}`)).status).toBe(429);
    const { Redis } = await import('ioredis');
    const probe = new Redis(redis.url);
    const keys = await probe.keys(`${RATE_LIMIT_REDIS_PREFIX}*`);
    await probe.quit();
    expect(keys.some((k) => k.endsWith(`export:${scene.admin.userID}`))).toBe(true);
  }, 30_000);

  it('restarts one instance at a time under traffic: no failed request, and the socket moves over', async () => {
    const { socket, joins } = chatSocket(conversationID);
    await until(async () => (joins.length > 0 ? true : undefined), 10_000, 'the socket to join');
    const failures: string[] = [];
    let ok = 0;
    let retried = 0;
    let streaming = true;
    // Two clients that retry what a client retries: a 503 that says when (Retry-After).
    const stream = async () => {
      while (streaming) {
        for (let attempt = 0; ; attempt++) {
          const res = await api(PUBLIC_URL, adminToken, '/User').catch((err: Error) => err);
          if (!(res instanceof Error) && res.status === 200) {
            ok++;
            break;
          }
          if (
            !(res instanceof Error) &&
            res.status === 503 &&
            res.headers.get('retry-after') &&
            attempt < 50
          ) {
            retried++;
            await new Promise((r) => setTimeout(r, 100));
            continue;
          }
          failures.push(res instanceof Error ? res.message : `${res.status} ${await res.text()}`);
          break;
        }
      }
    };
    const clients = [stream(), stream()];

    const instances = { A: a, B: b };
    // The socket's own instance first, then the other.
    const first = joins[0] as 'A' | 'B';
    for (const name of [first, first === 'A' ? 'B' : 'A'] as const) {
      const instance = instances[name];
      const joined = joins.length;
      const before = ok;
      expect(await instance.stop()).toBe(0);
      if (name === first) {
        // The socket lost its instance: it reconnects through the load balancer to the other.
        await until(
          async () => (joins.length > joined ? true : undefined),
          10_000,
          'the socket to come back',
        );
        expect(joins.at(-1)).not.toBe(name);
        const arrives = received(socket, `While ${name} is away`);
        await send(PUBLIC_URL, `While ${name} is away`);
        await arrives;
      }
      await instance.start();
      expect(ok).toBeGreaterThan(before);
    }
    await new Promise((r) => setTimeout(r, 500));
    streaming = false;
    await Promise.all(clients);
    console.info(`cluster.test: ${ok} requests answered during the restarts, ${retried} retried after a 503`);
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(20);
    // The socket still hears messages sent through either instance.
    for (const base of [a.url, b.url]) {
      const arrives = received(socket, `After the restarts via ${base}`);
      await send(base, `After the restarts via ${base}`);
      await arrives;
    }
  }, 90_000);

  it('ends a session signed out through one instance at once on the other, whatever it remembered', async () => {
    const setup = { publicUrl: PUBLIC_URL, clientId: 'probity-web' };
    const oidc = await discoverIssuer(setup);
    const { tokens } = await signIn(oidc, setup, {
      emailAddress: scene.admin.emailAddress,
      password: PASSWORD,
    });
    const token = tokens!.access_token;
    // B verifies the token and remembers it (identity/token-cache.ts, 10 s).
    expect((await api(b.url, token, '/User')).status).toBe(200);
    expect((await api(b.url, token, '/User')).status).toBe(200);
    // The web app's sign-out revokes the refresh token, which ends the grant (the session).
    const revoked = await fetch(`${a.url}/identity/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens!.refresh_token!, client_id: 'probity-web' }),
    });
    expect(revoked.status).toBe(200);
    expect((await api(b.url, token, '/User')).status).toBe(401);
  }, 30_000);

  it('runs a scheduled job once per occurrence, though every instance (and every restart) schedules', async () => {
    // checks.complete is due every minute; both instances (and each restart) looked for due
    // schedules every second meanwhile, each look finding the minute's occurrence due.
    const runs = () =>
      database.query<{ state: string; created: string }>(
        `SELECT state, created_on::text AS created FROM "${schema}_pgboss".job WHERE name = $1 ORDER BY created_on`,
        [CHECKS_COMPLETE_QUEUE],
      );
    const seen = await until(
      async () => {
        const found = await runs();
        return found.some((r) => r.state === 'completed') ? found : undefined;
      },
      20_000,
      'a run of the schedule',
    );
    // One run per minute the instances were up in (a job may be created a few seconds into the
    // next minute: the scheduler's sender polls every 5 s, so they are counted, not grouped).
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1;
    console.info(
      `cluster.test: ${CHECKS_COMPLETE_QUEUE} ran ${seen.length} time(s) over ${minutes} minute(s): ${JSON.stringify(seen)}`,
    );
    expect(seen.length).toBeLessThanOrEqual(minutes);
  }, 30_000);
});
