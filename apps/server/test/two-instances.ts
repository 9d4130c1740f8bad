import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Socket, io } from 'socket.io-client';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { HUB_PATH } from '../src/realtime/index.js';
import type { TestContext } from './helpers.js';

export interface SecondInstance {
  app: FastifyInstance;
  /** Where it listens, http://127.0.0.1:port. */
  url: string;
  close(): Promise<void>;
}

/**
 * A second instance of the app beside `ctx`'s, as behind a load balancer: the same database and
 * encryption key, a data folder of its own, listening on a free port of 127.0.0.1.
 */
export async function startSecondInstance(
  ctx: TestContext,
  env: Record<string, string>,
): Promise<SecondInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    DATA_DIR: dataDir,
    ENCRYPTION_KEY: fs.readFileSync(path.join(ctx.app.config.dataDir, 'encryption.key'), 'utf8').trim(),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const app = await buildApp({ config, database: ctx.database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A Socket.IO client of one of the hubs, connected (or the handshake's refusal thrown), with no
 * reconnection of its own; `opened` collects it for closing after the tests.
 */
export async function connectHub(
  opened: Socket[],
  base: string,
  namespace: string,
  token: string,
  extraHeaders?: Record<string, string>,
): Promise<Socket> {
  const socket = io(`${base}${namespace}`, {
    path: HUB_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    extraHeaders,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}
