/**
 * Issue 13 "Sessions that end": the browser's side of the idle timeout and the absolute session
 * lifetime the server enforces. Idle means no user input (pointer, keys, touch, wheel). A minute
 * before the end the owner shows a warning; at the end it signs out. While the user is active it
 * asks for a keep-alive call at most once a minute, so the server's idle clock (API calls) follows.
 */
export type SessionEndReason = 'idle' | 'absolute';

export type SessionTimerState =
  | { phase: 'active' }
  | { phase: 'warning'; reason: SessionEndReason; remainingMs: number }
  | { phase: 'ended'; reason: SessionEndReason };

export interface SessionTimerOptions {
  idleMs: number;
  /** Epoch milliseconds when the session ends however busy (sign-in + absolute lifetime), if known. */
  absoluteAt?: number | null;
  /** How long before the end the warning shows (default one minute). */
  warnMs?: number;
  /** Keep-alive calls at most this often while the user is active (default one minute). */
  keepAliveMs?: number;
  onChange: (state: SessionTimerState) => void;
  onKeepAlive?: () => void;
  now?: () => number;
}

export const WARNING_MS = 60_000;
const TICK_MS = 1000;

export class SessionTimer {
  private lastActivity: number;
  private lastKeepAlive: number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private state: SessionTimerState = { phase: 'active' };
  private readonly now: () => number;

  constructor(private readonly options: SessionTimerOptions) {
    this.now = options.now ?? Date.now;
    this.lastActivity = this.now();
    this.lastKeepAlive = this.lastActivity;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.tick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** User input. Ignored while the warning shows: the user answers it with stay() or signs out. */
  activity(): void {
    if (this.state.phase !== 'active') return;
    this.lastActivity = this.now();
  }

  /** "Stay signed in": the idle clock starts again and the server hears of it at once. */
  stay(): void {
    if (this.state.phase === 'ended') return;
    this.lastActivity = this.now();
    this.lastKeepAlive = this.lastActivity;
    this.options.onKeepAlive?.();
    this.tick();
  }

  /** What the timer shows now (for the first render). */
  current(): SessionTimerState {
    return this.state;
  }

  private tick(): void {
    if (this.state.phase === 'ended') return;
    const now = this.now();
    const { idleMs, absoluteAt, warnMs = WARNING_MS, keepAliveMs = 60_000 } = this.options;
    const idleEnd = this.lastActivity + idleMs;
    const reason: SessionEndReason = absoluteAt != null && absoluteAt <= idleEnd ? 'absolute' : 'idle';
    const remainingMs = (reason === 'absolute' ? (absoluteAt as number) : idleEnd) - now;
    let next: SessionTimerState;
    if (remainingMs <= 0) next = { phase: 'ended', reason };
    else if (remainingMs <= warnMs) next = { phase: 'warning', reason, remainingMs };
    else next = { phase: 'active' };
    if (
      next.phase === 'active' &&
      this.lastActivity > this.lastKeepAlive &&
      now - this.lastKeepAlive >= keepAliveMs
    ) {
      this.lastKeepAlive = now;
      this.options.onKeepAlive?.();
    }
    if (next.phase === 'ended') this.stop();
    const changed =
      next.phase !== this.state.phase ||
      (next.phase === 'warning' &&
        this.state.phase === 'warning' &&
        Math.ceil(next.remainingMs / 1000) !== Math.ceil(this.state.remainingMs / 1000));
    this.state = next;
    if (changed) this.options.onChange(next);
  }
}

/** "0:59": minutes and seconds left, for the warning. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
