import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSession } from '../../auth/session';
import { RealtimeContext } from './realtime-context';

/**
 * The live channels of the secure area (spec 01 "Activity and live channels", live-channels.ts).
 * Issue 16: Socket.IO (12 kB) loads after the first render, not with the first load; the sockets
 * connected in an effect before, so they open at much the same moment.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [chat, setChat] = useState<Socket | null>(null);

  useEffect(() => {
    let close: (() => void) | null = null;
    let isClosed = false;
    void import('./live-channels').then(({ openLiveChannels }) => {
      if (!isClosed) close = openLiveChannels(queryClient, user.userID, setChat);
    });
    return () => {
      isClosed = true;
      close?.();
      setChat(null);
    };
  }, [queryClient, user.userID]);

  return <RealtimeContext.Provider value={chat}>{children}</RealtimeContext.Provider>;
}
