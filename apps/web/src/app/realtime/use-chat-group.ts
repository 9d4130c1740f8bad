import { useEffect, useRef } from 'react';
import { conversationOfEvent } from './activity-event';
import { useRealtimeSocket } from './realtime-context';

/**
 * spec 02 §7, 03 §4: the chat joins its group by conversation id on open (and again after a
 * reconnect), leaves it on close, and reloads whenever the group signals 'MessageReceived'.
 */
export function useChatGroup(conversationID: string | null, onMessage: () => void): void {
  const socket = useRealtimeSocket();
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    if (!socket || !conversationID) return;
    const join = () => {
      socket.emit('JoinGroup', conversationID, () => undefined);
    };
    const handleMessage = (payload: unknown) => {
      const about = conversationOfEvent(payload);
      if (about === null || about === conversationID) onMessageRef.current();
    };
    if (socket.connected) join();
    socket.on('connect', join);
    socket.on('MessageReceived', handleMessage);
    return () => {
      socket.off('connect', join);
      socket.off('MessageReceived', handleMessage);
      if (socket.connected) socket.emit('LeaveGroup', conversationID);
    };
  }, [socket, conversationID]);
}
