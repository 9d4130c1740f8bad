import type { User } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '../../auth/session';
import { RealtimeProvider } from './RealtimeProvider';
import { useRealtimeSocket } from './realtime-context';

// The sockets themselves (Socket.IO against the hubs) are the chat journeys' part; this is the
// provider's: the channels open once their module has loaded, and close with the secure area.
const channels = vi.hoisted(() => ({ close: vi.fn(), chat: { id: 'chat-socket' } }));
vi.mock('./live-channels', () => ({
  openLiveChannels: vi.fn((_queryClient: unknown, _userID: string, onChat: (chat: Socket) => void) => {
    onChat(channels.chat as unknown as Socket);
    return channels.close;
  }),
}));
const { openLiveChannels } = await import('./live-channels');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function ChatSocketId() {
  const socket = useRealtimeSocket();
  return <p>{socket ? socket.id : 'no socket'}</p>;
}

function renderProvider() {
  const session = { user: { userID: 'user-1' } as User } as Session;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <RealtimeProvider>
          <ChatSocketId />
        </RealtimeProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('RealtimeProvider (Socket.IO loaded after the first render, issue 16)', () => {
  it('renders at once, then opens the channels for the user and hands out the chat socket', async () => {
    const view = renderProvider();
    expect(screen.getByText('no socket')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('chat-socket')).toBeTruthy());
    expect(openLiveChannels).toHaveBeenCalledTimes(1);
    expect(vi.mocked(openLiveChannels).mock.calls[0]?.[1]).toBe('user-1');
    view.unmount();
    expect(channels.close).toHaveBeenCalledTimes(1);
  });

  it('opens nothing when the secure area closes before the module has loaded', async () => {
    renderProvider().unmount();
    await import('./live-channels');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(openLiveChannels).not.toHaveBeenCalled();
    expect(channels.close).not.toHaveBeenCalled();
  });
});
