import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { api } from '../../api/client';
import { getAccessToken } from '../../auth/auth-service';
import { readDemoMode } from '../../auth/demo-mode';
import { CLIENT_REQUESTS_KEY } from '../../features/client-requests/client-requests.api';
import { notify } from '../notify';
import { activityEventText, activityEventUserID } from './activity-event';
import { catchUp, reconnectAfterServerDisconnect, retryWhileUnavailable, watchForCatchUp } from './catch-up';

/** The server's hubs: Socket.IO under /hubs, one namespace each for activity and chat. */
export const HUB_PATH = '/hubs';
/** spec 01 Activity and live channels: the activity feed's query key (dashboard.api). */
const ACTIVITY_KEY = ['activity'] as const;

function connect(namespace: string): Socket {
  return io(`${window.location.origin}${namespace}`, {
    path: HUB_PATH,
    transports: ['websocket', 'polling'],
    // A function, so every (re)connect sends the current, renewed token.
    auth: (callback) => {
      void getAccessToken().then(
        (token) => callback({ token: token ?? '', demoMode: readDemoMode() }),
        () => callback({ token: '' }),
      );
    },
  });
}

/**
 * Opens the secure area's live channels (RealtimeProvider loads this module, and Socket.IO with it,
 * after the first render: issue 16). 'activityReceived' raises an information toast (not for the
 * user's own changes, which have their own toasts) and refreshes the activity feed; the chat socket
 * is handed to onChat for the chat groups (useChatGroup). After a reconnection or a server's
 * 'resync' the feeds, chats and requests are refetched (catch-up.ts). Returns the function that
 * closes them.
 */
export function openLiveChannels(queryClient: QueryClient, userID: string, onChat: (chat: Socket) => void) {
  const activity = connect('/activity');
  const chatSocket = connect('/chat');
  activity.on('activityReceived', (payload: unknown) => {
    const text = activityEventText(payload);
    if (text && activityEventUserID(payload) !== userID) notify.information(text);
    void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
    // Issue 14: the firm's request list ticks an item as soon as the client answers it.
    void queryClient.invalidateQueries({ queryKey: CLIENT_REQUESTS_KEY });
  });
  // Issue 13: the server disconnects the sockets of a session that ended (locked, signed out
  // elsewhere…). Ask the API: a 401 takes the browser to sign-in; otherwise (an expired token)
  // connect again with a renewed one (asking again while the API cannot answer: issue 15).
  const stopReconnects = [activity, chatSocket].map((socket) =>
    reconnectAfterServerDisconnect(socket, () => api.get('/api/User')),
  );
  // Issue 15: after a reconnection, or when the server says events were lost ('resync'), refetch
  // what the events keep fresh.
  const stopCatchUp = watchForCatchUp([activity, chatSocket], () => void catchUp(queryClient));
  const stopRetries = [activity, chatSocket].map((socket) => retryWhileUnavailable(socket));
  onChat(chatSocket);
  return () => {
    stopCatchUp();
    for (const stop of [...stopRetries, ...stopReconnects]) stop();
    activity.disconnect();
    chatSocket.disconnect();
  };
}
