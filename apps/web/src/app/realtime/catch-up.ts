import type { QueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../api/activity';
import { ApiError } from '../../api/client';
import { CLIENT_REQUESTS_KEY } from '../../features/client-requests/client-requests.api';
import { chatKeys } from '../../features/chat/chat.api';

/** Sent by a server whose Redis adapter is back (server realtime/index.ts RESYNC_EVENT). */
export const RESYNC_EVENT = 'resync';
/** The hub's handshake refusal while the server cannot reach its database (server realtime/index.ts). */
export const HANDSHAKE_UNAVAILABLE = 'unavailable';
/** The hub's handshake refusal of a token that no longer stands (server realtime/index.ts). */
export const HANDSHAKE_UNAUTHENTICATED = 'unauthenticated';
/** How long a socket refused as 'unavailable' waits before it tries again (the API's Retry-After). */
export const HANDSHAKE_RETRY_MS = 5000;
/** Both sockets reconnect (and are told to resync) together: one catch-up serves them. */
export const CATCH_UP_DELAY_MS = 250;

/**
 * What the live events keep fresh, so what may have gone stale while events were lost: every
 * activity feed, every chat (messages, pins, deletions, unread marks) and the client requests.
 */
export const CATCH_UP_KEYS: readonly (readonly unknown[])[] = [
  activityKeys.all,
  chatKeys.all,
  CLIENT_REQUESTS_KEY,
];

/** Issue 15: marks them stale; react-query refetches the ones on screen now, the others when shown. */
export function catchUp(queryClient: QueryClient): Promise<void> {
  return Promise.all(CATCH_UP_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** The part of a Socket.IO client socket this needs. */
export interface LiveSocket {
  connected?: boolean;
  connect(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * Issue 15: events sent while a socket was away (its own reconnection) or while the server's
 * instances could not reach each other (the server's 'resync') are lost, so either one schedules a
 * catch-up. The first connection of each socket does not: what is on screen was just loaded.
 * Returns the function that stops watching.
 */
export function watchForCatchUp(
  sockets: readonly LiveSocket[],
  onCatchUp: () => void,
  delayMs = CATCH_UP_DELAY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      onCatchUp();
    }, delayMs);
  };
  const stops = sockets.map((socket) => {
    let connectedBefore = socket.connected === true;
    const handleConnect = () => {
      if (connectedBefore) schedule();
      connectedBefore = true;
    };
    socket.on('connect', handleConnect);
    socket.on(RESYNC_EVENT, schedule);
    return () => {
      socket.off('connect', handleConnect);
      socket.off(RESYNC_EVENT, schedule);
    };
  });
  return () => {
    for (const stop of stops) stop();
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

/**
 * Issue 15: Socket.IO does not retry a handshake its server refused. While the database is away the
 * hubs refuse with 'unavailable' (a refusal for the user's sake, 'unauthenticated', stays final):
 * the socket then tries again after HANDSHAKE_RETRY_MS, and catches up once connected.
 */
export function retryWhileUnavailable(socket: LiveSocket, delayMs = HANDSHAKE_RETRY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const handleError = (err: unknown) => {
    if (timer || !(err instanceof Error) || err.message !== HANDSHAKE_UNAVAILABLE) return;
    timer = setTimeout(() => {
      timer = null;
      socket.connect();
    }, delayMs);
  };
  socket.on('connect_error', handleError);
  return () => {
    socket.off('connect_error', handleError);
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

/**
 * Issue 13 ends a session's sockets on the server ('io server disconnect'); the API is then asked
 * whether the session still stands, and the socket connects again when it does (only the token had
 * expired). An answer of 4xx stays final (a 401 takes the browser to sign-in). Issue 15: when the
 * API cannot answer (503 while the database is away, or no network) it is asked again after
 * HANDSHAKE_RETRY_MS rather than leaving the socket closed until the page is reloaded.
 */
export function reconnectAfterServerDisconnect(
  socket: LiveSocket,
  isSessionValid: () => Promise<unknown>,
  delayMs = HANDSHAKE_RETRY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const ask = () => {
    isSessionValid().then(
      () => {
        if (!stopped) socket.connect();
      },
      (err: unknown) => {
        if (stopped || (err instanceof ApiError && err.status < 500)) return;
        timer = setTimeout(() => {
          timer = null;
          ask();
        }, delayMs);
      },
    );
  };
  const handleDisconnect = (reason: unknown) => {
    if (reason === 'io server disconnect' && !timer) ask();
  };
  // A session that ended before its socket connected (a slow first load) is refused at the
  // handshake instead: ask the API the same question, or the page would stay open regardless.
  // Once until the socket next connects: a token the API accepts but the hub refuses would loop.
  let askedAfterRefusal = false;
  const handleRefusal = (err: unknown) => {
    if (!(err instanceof Error) || err.message !== HANDSHAKE_UNAUTHENTICATED || timer || askedAfterRefusal)
      return;
    askedAfterRefusal = true;
    ask();
  };
  const handleConnect = () => {
    askedAfterRefusal = false;
  };
  socket.on('disconnect', handleDisconnect);
  socket.on('connect_error', handleRefusal);
  socket.on('connect', handleConnect);
  return () => {
    stopped = true;
    socket.off('disconnect', handleDisconnect);
    socket.off('connect_error', handleRefusal);
    socket.off('connect', handleConnect);
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
