import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRemaining, SessionTimer, type SessionTimerState } from './session-timer';

const MINUTE = 60_000;

describe('SessionTimer (issue 13: idle timeout and absolute lifetime)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  function timer(opts: { idleMs?: number; absoluteAt?: number | null } = {}) {
    const states: SessionTimerState[] = [];
    const keepAlive = vi.fn();
    const t = new SessionTimer({
      idleMs: opts.idleMs ?? 30 * MINUTE,
      absoluteAt: opts.absoluteAt,
      onChange: (s) => states.push(s),
      onKeepAlive: keepAlive,
    });
    t.start();
    return { t, states, keepAlive, last: () => states.at(-1) };
  }

  it('warns a minute before the idle end, counts down, and ends after the idle time without input', () => {
    const { t, states, last } = timer();
    vi.advanceTimersByTime(29 * MINUTE - 1000);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(last()).toEqual({ phase: 'warning', reason: 'idle', remainingMs: MINUTE });
    vi.advanceTimersByTime(30_000);
    expect(last()).toMatchObject({ phase: 'warning', remainingMs: 30_000 });
    expect(formatRemaining(30_000)).toBe('0:30');
    vi.advanceTimersByTime(30_000);
    expect(last()).toEqual({ phase: 'ended', reason: 'idle' });
    t.stop();
  });

  it('input before the warning postpones it; input during the warning does not dismiss it', () => {
    const { t, last } = timer();
    vi.advanceTimersByTime(20 * MINUTE);
    t.activity();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(last()).toBeUndefined();
    vi.advanceTimersByTime(9 * MINUTE);
    expect(last()).toMatchObject({ phase: 'warning', reason: 'idle' });
    t.activity();
    vi.advanceTimersByTime(MINUTE);
    expect(last()).toEqual({ phase: 'ended', reason: 'idle' });
  });

  it('"Stay signed in" starts the idle clock again and tells the server at once', () => {
    const { t, last, keepAlive } = timer();
    vi.advanceTimersByTime(29 * MINUTE + 30_000);
    expect(last()).toMatchObject({ phase: 'warning' });
    t.stay();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(28 * MINUTE);
    expect(last()).toEqual({ phase: 'active' });
    t.stop();
  });

  it('ends at the absolute time however busy, and warns a minute before', () => {
    const absoluteAt = Date.now() + 10 * MINUTE;
    const { t, last } = timer({ absoluteAt });
    for (let i = 0; i < 8; i++) {
      vi.advanceTimersByTime(MINUTE);
      t.activity();
    }
    vi.advanceTimersByTime(MINUTE);
    expect(last()).toEqual({ phase: 'warning', reason: 'absolute', remainingMs: MINUTE });
    t.stay();
    vi.advanceTimersByTime(MINUTE);
    expect(last()).toEqual({ phase: 'ended', reason: 'absolute' });
  });

  it('asks for a keep-alive call at most once a minute, and only after input', () => {
    const { t, keepAlive } = timer();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(keepAlive).not.toHaveBeenCalled();
    t.activity();
    vi.advanceTimersByTime(1000);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    t.activity();
    vi.advanceTimersByTime(30_000);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(keepAlive).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(keepAlive).toHaveBeenCalledTimes(2);
    t.stop();
  });
});
