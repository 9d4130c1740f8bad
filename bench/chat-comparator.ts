import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { CHAT_NAMESPACE, HUB_PATH } from '../apps/server/src/realtime/index.js';

/**
 * The comparator of bench/chat-fanout.ts: a minimal Socket.IO server on Fastify with the product's
 * path and namespace, no authorisation: 'JoinGroup' joins the room at once, and POST /send emits
 * the same MessageReceived payload to the room (no validation, no database). With a Redis URL,
 * two such servers share ioredis adapters (as the product's instances do): the sockets connect
 * to the second, the POST goes to the first, so every message crosses Redis.
 */
export interface ChatComparator {
  base: string;
  socketBase: string;
  emit(conversationID: string, payload: unknown): void;
  close(): Promise<void>;
}

const room = (id: string) => `conversation:${id.toLowerCase()}`;

async function instance(
  redisUrl?: string,
): Promise<{ app: FastifyInstance; io: Server; base: string; quit: () => void }> {
  const app = Fastify({ logger: false });
  const io = new Server(app.server, { path: HUB_PATH, serveClient: false });
  const clients: Redis[] = [];
  if (redisUrl) {
    const pub = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    clients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  io.of(CHAT_NAMESPACE).on('connection', (socket) => {
    socket.on('JoinGroup', async (id: string, ack?: (ok: boolean) => void) => {
      await socket.join(room(id));
      ack?.(true);
    });
  });
  app.post<{ Body: { conversationID: string; payload: unknown } }>('/send', async (request) => {
    io.of(CHAT_NAMESPACE).to(room(request.body.conversationID)).emit('MessageReceived', request.body.payload);
    return { ok: true };
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    io,
    base,
    quit: () => {
      for (const c of clients) c.disconnect();
    },
  };
}

export async function startChatComparator(redisUrl?: string): Promise<ChatComparator> {
  const first = await instance(redisUrl);
  const second = redisUrl ? await instance(redisUrl) : null;
  return {
    base: first.base,
    socketBase: second?.base ?? first.base,
    emit: (conversationID, payload) =>
      first.io.of(CHAT_NAMESPACE).to(room(conversationID)).emit('MessageReceived', payload),
    async close() {
      for (const i of [first, second]) {
        if (!i) continue;
        i.io.disconnectSockets(true);
        i.io.engine.close();
        await i.app.close();
        i.quit();
      }
    },
  };
}
