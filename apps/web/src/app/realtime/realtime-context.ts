import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';

/** The live connection of the secure area (null until connected, or where none is wanted). */
export const RealtimeContext = createContext<Socket | null>(null);

export function useRealtimeSocket(): Socket | null {
  return useContext(RealtimeContext);
}
