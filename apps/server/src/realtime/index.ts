import type http from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { Actor } from '../access/actor.js';
import { findActor } from '../access/plugin.js';
import { companyAllowsClient } from '../features/organisations/api-access.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { loadConversation } from '../features/conversations/conversations.access.js';
import { sessionLimits } from '../identity/session-limits.js';
import type { IdentityModule } from '../identity/types.js';
import { isDatabaseUnavailable } from '../lib/database-outage.js';
import { type RedisLink, connectRedisLink } from './redis-link.js';
import { transportProblems } from './transport-problems.js';

/*
 * The realtime hubs (spec 01 "Activity and live channels", 02 §7): Socket.IO under /hubs with two
 * namespaces. /activity puts each socket in its organisations' rooms and sends 'activityReceived';
 * /chat lets a socket JoinGroup a conversation it may read (ack true/false) and sends
 * 'MessageReceived' after a message is saved. Everything is saved in the database first; events
 * only say "look again", so a client that reconnects catches up with the HTTP calls.
 * With REDIS_URL the Redis adapter (ioredis) carries events between instances; when Redis comes
 * back after an outage every socket of this instance is sent 'resync' (issue 15), since events
 * of the other instances were lost meanwhile: the client then refetches what it shows.
 */

export const HUB_PATH = '/hubs';
export const ACTIVITY_NAMESPACE = '/activity';
export const CHAT_NAMESPACE = '/chat';
/** Sent to every socket of an instance whose Redis adapter is back: "look again at everything". */
export const RESYNC_EVENT = 'resync';
/** The handshake's refusal while the database is away: the client tries again (web catch-up.ts). */
export const HANDSHAKE_UNAVAILABLE = 'unavailable';

export interface ActivityEvent {
  activityID: string;
  organisationID: string | null;
  matterID: string | null;
  reference: string | null;
  userID: string | null;
  activityType: string;
  object: string | null;
  action: string;
  text: string | null;
  dateTime: string;
}

export interface MessageEvent {
  conversationID: string;
  conversationMessageID: string | null;
  kind: 'created' | 'deleted' | 'pinned';
}

export interface Realtime {
  /** Attaches the hubs to the HTTP server (after the app is ready). */
  attach(server: http.Server): Promise<void>;
  activityReceived(event: ActivityEvent): void;
  messageReceived(event: MessageEvent): void;
  /** Whether the Redis adapter's Redis answers (only with REDIS_URL). */
  redisReady(): Promise<boolean>;
  /** Issue 18: sockets connected to this instance, per namespace (the metrics' gauge). */
  connectedSockets(): Record<string, number>;
  close(): Promise<void>;
}

interface SocketData {
  actor: Actor;
  userID: string;
  demoRequested: boolean;
}

const orgRoom = (id: string) => `organisation:${id}`;
const chatRoom = (id: string) => `conversation:${id.toLowerCase()}`;
const userRoom = (id: string) => `user:${id.toLowerCase()}`;
const grantRoom = (id: string) => `grant:${id}`;

export function createRealtime(deps: {
  config: Config;
  database: Database;
  identity: IdentityModule;
  log: { warn(obj: object, msg: string): void };
}): Realtime {
  const { config, database, identity } = deps;
  const publicOrigin = new URL(config.publicUrl).origin;
  let io: Server | null = null;
  let redis: RedisLink | null = null;
  const limits = sessionLimits(config);

  /*
   * Issue 13: when sessions end (lock, removal, role or password change, sign-out…), their sockets
   * disconnect at once. Through the Redis adapter disconnectSockets reaches every instance.
   */
  identity.onSessionsEnded(({ userID, grantIDs, exceptGrantID }) => {
    if (!io) return;
    const rooms = grantIDs ? grantIDs.map(grantRoom) : userID ? [userRoom(userID)] : [];
    if (rooms.length === 0) return;
    for (const namespace of [ACTIVITY_NAMESPACE, CHAT_NAMESPACE]) {
      const sockets = io.of(namespace).in(rooms);
      (exceptGrantID ? sockets.except(grantRoom(exceptGrantID)) : sockets).disconnectSockets(true);
    }
  });

  /** The same checks as the API: a valid access token of an active user of an unlocked company. */
  async function authenticate(socket: Socket, next: (err?: Error) => void) {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
      const verified = token ? await identity.verifyAccessToken(token) : null;
      if (!verified) return next(new Error('unauthenticated'));
      const demoRequested = socket.handshake.auth?.demoMode === true;
      const found = await findActor(database, verified.userID, demoRequested, {
        grantID: verified.grantID,
        limits,
      });
      if (!found?.acceptedTerms) return next(new Error('unauthenticated'));
      // spec 01 §4: Integrated off leaves web-portal access only.
      if (!companyAllowsClient(found.organisation, verified.clientID, config.OIDC_CLIENT_ID)) {
        return next(new Error('forbidden'));
      }
      const data: SocketData = { actor: found.actor, userID: verified.userID, demoRequested };
      socket.data = data;
      // Rooms of the user and their session: revocation disconnects them on every instance.
      void socket.join(userRoom(verified.userID));
      if (verified.grantID) void socket.join(grantRoom(verified.grantID));
      // The socket lives no longer than its token; the client reconnects with a fresh one.
      if (verified.expiresAt) {
        const ms = verified.expiresAt * 1000 - Date.now();
        const timer = setTimeout(() => socket.disconnect(true), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
        socket.on('disconnect', () => clearTimeout(timer));
      }
      next();
    } catch (err) {
      // Issue 15: with the database away the client is told so and tries again later; a refusal
      // ('unauthenticated') would stop it for good.
      next(new Error(isDatabaseUnavailable(err) ? HANDSHAKE_UNAVAILABLE : 'unauthenticated'));
    }
  }

  /** Re-reads the user on each join, so a locked user or company stops at once. */
  async function freshActor(socket: Socket): Promise<Actor | null> {
    const data = socket.data as SocketData;
    const found = await findActor(database, data.userID, data.demoRequested);
    return found?.actor ?? null;
  }

  return {
    async attach(server) {
      if (io) return;
      io = new Server(server, {
        path: HUB_PATH,
        serveClient: false,
        // A browser always names its origin; only the product's own pages may connect.
        allowRequest: (req, callback) => {
          const origin = req.headers.origin;
          callback(null, !origin || origin === publicOrigin);
        },
      });
      io.engine.use(transportProblems);
      if (config.REDIS_URL) {
        const { createAdapter } = await import('@socket.io/redis-adapter');
        redis = await connectRedisLink(config.REDIS_URL, {
          log: deps.log,
          onRestored: () => {
            // Only this instance's sockets: every instance whose adapter is back sends its own.
            for (const namespace of [ACTIVITY_NAMESPACE, CHAT_NAMESPACE])
              io?.of(namespace).local.emit(RESYNC_EVENT, { reason: 'redis' });
          },
        });
        io.adapter(createAdapter(redis.pub, redis.sub));
      }
      const activity = io.of(ACTIVITY_NAMESPACE);
      activity.use((socket, next) => void authenticate(socket, next));
      activity.on('connection', (socket) => {
        const { actor } = socket.data as SocketData;
        for (const id of actor.organisationIDs) void socket.join(orgRoom(id));
      });
      const chat = io.of(CHAT_NAMESPACE);
      chat.use((socket, next) => void authenticate(socket, next));
      chat.on('connection', (socket) => {
        socket.on('JoinGroup', async (conversationID: unknown, ack?: (ok: boolean) => void) => {
          const reply = typeof ack === 'function' ? ack : () => undefined;
          try {
            if (typeof conversationID !== 'string' || !/^[0-9a-f-]{36}$/i.test(conversationID))
              return reply(false);
            const actor = await freshActor(socket);
            if (!actor) return reply(false);
            // Authorised like GET /api/Conversations/{id}.
            await loadConversation(database.db, actor, conversationID);
            await socket.join(chatRoom(conversationID));
            reply(true);
          } catch {
            reply(false);
          }
        });
        socket.on('LeaveGroup', async (conversationID: unknown, ack?: (ok: boolean) => void) => {
          if (typeof conversationID === 'string') await socket.leave(chatRoom(conversationID));
          if (typeof ack === 'function') ack(true);
        });
      });
    },

    activityReceived(event) {
      if (!io || !event.organisationID) return;
      io.of(ACTIVITY_NAMESPACE).to(orgRoom(event.organisationID)).emit('activityReceived', event);
    },

    messageReceived(event) {
      io?.of(CHAT_NAMESPACE).to(chatRoom(event.conversationID)).emit('MessageReceived', event);
    },

    async redisReady() {
      return redis ? redis.ready() : false;
    },

    connectedSockets() {
      const server = io;
      return Object.fromEntries(
        [ACTIVITY_NAMESPACE, CHAT_NAMESPACE].map((ns) => [ns, server ? server.of(ns).sockets.size : 0]),
      );
    },

    async close() {
      const server = io;
      io = null;
      if (server) {
        // Not server.close(): that would close the HTTP server, which Fastify closes itself.
        server.disconnectSockets(true);
        server.engine.close();
      }
      await redis?.close();
      redis = null;
    },
  };
}
