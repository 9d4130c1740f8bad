import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getAccessToken } from '../../auth/auth-service';
import { readDemoMode } from '../../auth/demo-mode';
import { notify } from '../notify';
import { activityEventText } from './activity-event';
import { RealtimeContext } from './realtime-context';

/** spec 01 Activity and live channels: the activity feed's query key (dashboard.api). */
const ACTIVITY_KEY = ['activity'] as const;

/**
 * The live channels of the secure area (spec 01 "Activity and live channels"): one Socket.IO
 * connection to this origin, authenticated with the access token on every (re)connect.
 * 'activityReceived' raises an information toast and refreshes the activity feed; the chat
 * uses the same connection for its groups (useChatGroup).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    const connection = io(window.location.origin, {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      // A function, so a reconnect sends the current (renewed) token.
      auth: (callback) => {
        void getAccessToken().then(
          (token) => callback({ token: token ?? '', demoMode: readDemoMode() ? 'true' : undefined }),
          () => callback({ token: '' }),
        );
      },
    });
    const handleActivity = (payload: unknown) => {
      const text = activityEventText(payload);
      if (text) notify.information(text);
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
    };
    connection.on('activityReceived', handleActivity);
    setSocket(connection);
    return () => {
      connection.off('activityReceived', handleActivity);
      connection.disconnect();
      setSocket(null);
    };
  }, [queryClient]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}
