/**
 * Sessions that ended (issue 13): the identity module announces them and the realtime hubs
 * disconnect the sockets they carried. Without grantIDs every session of the user
 * ended; with them, only those grants' sessions.
 */
export interface EndedSessions {
  userID?: string;
  grantIDs?: string[];
  /** Every session of the user but this grant's (a password change keeps the caller's). */
  exceptGrantID?: string;
}

export type SessionsEndedListener = (ended: EndedSessions) => void;

/** One per app: two instances in one process (the tests) must not hear each other. */
export class SessionEvents {
  private readonly listeners: SessionsEndedListener[] = [];

  on(listener: SessionsEndedListener): void {
    this.listeners.push(listener);
  }

  emit(ended: EndedSessions): void {
    for (const listener of this.listeners) {
      try {
        listener(ended);
      } catch {
        // A listener's failure must not stop a revocation.
      }
    }
  }
}
