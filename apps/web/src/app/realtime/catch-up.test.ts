import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATCH_UP_DELAY_MS,
  HANDSHAKE_RETRY_MS,
  HANDSHAKE_UNAUTHENTICATED,
  HANDSHAKE_UNAVAILABLE,
  type LiveSocket,
  RESYNC_EVENT,
  catchUp,
  reconnectAfterServerDisconnect,
  retryWhileUnavailable,
  watchForCatchUp,
} from './catch-up';

/** A socket that only keeps listeners, so the test says when it connects or is told to resync. */
class FakeSocket implements LiveSocket {
  private listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  on(event: string, listener: (...args: unknown[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }
  off(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  connect = vi.fn();
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

describe('catching up after lost live events (issue 15)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('catches up once per reconnection or resync, never on the first connection', () => {
    const activity = new FakeSocket();
    const chat = new FakeSocket();
    const onCatchUp = vi.fn();
    const stop = watchForCatchUp([activity, chat], onCatchUp);

    activity.emit('connect');
    chat.emit('connect');
    vi.advanceTimersByTime(CATCH_UP_DELAY_MS * 2);
    expect(onCatchUp).not.toHaveBeenCalled();

    // Both sockets come back together: one catch-up.
    activity.emit('connect');
    chat.emit('connect');
    expect(onCatchUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CATCH_UP_DELAY_MS);
    expect(onCatchUp).toHaveBeenCalledTimes(1);

    // The server's adapter got Redis back: it tells both namespaces.
    chat.emit(RESYNC_EVENT, { reason: 'redis' });
    activity.emit(RESYNC_EVENT, { reason: 'redis' });
    vi.advanceTimersByTime(CATCH_UP_DELAY_MS);
    expect(onCatchUp).toHaveBeenCalledTimes(2);

    stop();
    chat.emit(RESYNC_EVENT, { reason: 'redis' });
    activity.emit('connect');
    vi.advanceTimersByTime(CATCH_UP_DELAY_MS);
    expect(onCatchUp).toHaveBeenCalledTimes(2);
  });

  it('marks every activity feed, chat and client request list stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    const keys = {
      dashboardFeed: ['activity'],
      matterFeed: ['activity', 'matter', 'm1', null],
      chat: ['conversations', 'one', 'c1'],
      legacyChats: ['conversations', 'legacy', 'l1'],
      requests: ['client-requests', 'list', 'm1'],
      matters: ['matters', 'list'],
      profile: ['user'],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { loaded: true });
    await catchUp(queryClient);
    const stale = Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['dashboardFeed', 'matterFeed', 'chat', 'legacyChats', 'requests']);
  });

  it('tries a handshake again while the server cannot reach its database, never after a refusal', () => {
    const socket = new FakeSocket();
    const stop = retryWhileUnavailable(socket);
    socket.emit('connect_error', new Error('unauthenticated'));
    vi.advanceTimersByTime(HANDSHAKE_RETRY_MS * 2);
    expect(socket.connect).not.toHaveBeenCalled();

    socket.emit('connect_error', new Error(HANDSHAKE_UNAVAILABLE));
    vi.advanceTimersByTime(HANDSHAKE_RETRY_MS - 1);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    socket.emit('connect_error', new Error(HANDSHAKE_UNAVAILABLE));
    stop();
    vi.advanceTimersByTime(HANDSHAKE_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('asks the API again after a server disconnect while it cannot answer, and stops at a 4xx', async () => {
    const socket = new FakeSocket();
    const unavailable = new ApiError(503, 'Probity cannot reach its database just now.', null, null);
    const answers: (() => Promise<unknown>)[] = [
      () => Promise.reject(unavailable),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve({}),
    ];
    const isSessionValid = vi.fn(() => answers.shift()?.() ?? Promise.resolve({}));
    const stop = reconnectAfterServerDisconnect(socket, isSessionValid);

    socket.emit('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(HANDSHAKE_RETRY_MS);
    expect(isSessionValid).not.toHaveBeenCalled();

    socket.emit('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HANDSHAKE_RETRY_MS * 2);
    expect(isSessionValid).toHaveBeenCalledTimes(3);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    stop();

    const refused = new FakeSocket();
    const signedOut = vi.fn(() => Promise.reject(new ApiError(401, 'Sign-in required', null, null)));
    reconnectAfterServerDisconnect(refused, signedOut);
    refused.emit('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(HANDSHAKE_RETRY_MS * 3);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(refused.connect).not.toHaveBeenCalled();
  });

  it('asks the API once when the hub refuses the handshake, so a session ended before the socket connected leaves too', async () => {
    const socket = new FakeSocket();
    const signedOut = vi.fn(() => Promise.reject(new ApiError(401, 'Sign-in required', null, null)));
    reconnectAfterServerDisconnect(socket, signedOut);
    socket.emit('connect_error', new Error(HANDSHAKE_UNAVAILABLE));
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut).not.toHaveBeenCalled();
    socket.emit('connect_error', new Error(HANDSHAKE_UNAUTHENTICATED));
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut).toHaveBeenCalledTimes(1);

    // The API still accepts the session: one more try, then no loop until the socket connects.
    const stillValid = new FakeSocket();
    const isSessionValid = vi.fn(() => Promise.resolve({}));
    reconnectAfterServerDisconnect(stillValid, isSessionValid);
    stillValid.emit('connect_error', new Error(HANDSHAKE_UNAUTHENTICATED));
    await vi.advanceTimersByTimeAsync(0);
    stillValid.emit('connect_error', new Error(HANDSHAKE_UNAUTHENTICATED));
    await vi.advanceTimersByTimeAsync(HANDSHAKE_RETRY_MS);
    expect(isSessionValid).toHaveBeenCalledTimes(1);
    expect(stillValid.connect).toHaveBeenCalledTimes(1);
    stillValid.emit('connect');
    stillValid.emit('connect_error', new Error(HANDSHAKE_UNAUTHENTICATED));
    await vi.advanceTimersByTimeAsync(0);
    expect(isSessionValid).toHaveBeenCalledTimes(2);
  });
});
