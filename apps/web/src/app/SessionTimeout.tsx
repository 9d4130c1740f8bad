import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { useAuth } from '../auth/AuthProvider';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../auth/paths';
import { SessionTimer, type SessionTimerState } from '../auth/session-timer';

// Issue 16: the dialog (Mantine's Modal) loads when the warning is due, not with the first load.
const SessionWarning = lazy(async () => ({ default: (await import('./SessionWarning')).SessionWarning }));

/** User input that counts as activity (issue 13: web idle = no user input). */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
const DEFAULT_IDLE_MINUTES = 30;

/**
 * Issue 13: warns a minute before the session ends (idle or absolute lifetime), with the time left
 * counting down, "Stay signed in" and "Sign out", and signs out at the end. The server enforces
 * both limits itself; this keeps the browser in step and its idle clock fed by keep-alive calls.
 */
export function SessionTimeout() {
  const { config, oidcUser } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<SessionTimerState>({ phase: 'active' });
  const timerRef = useRef<SessionTimer | null>(null);
  const idleMs = (config?.sessionIdleMinutes ?? DEFAULT_IDLE_MINUTES) * 60_000;
  const authTime = typeof oidcUser?.profile.auth_time === 'number' ? oidcUser.profile.auth_time : null;
  const absoluteHours = config?.sessionAbsoluteHours;
  const absoluteAt = authTime && absoluteHours ? authTime * 1000 + absoluteHours * 3_600_000 : null;

  useEffect(() => {
    const timer = new SessionTimer({
      idleMs,
      absoluteAt,
      onChange: setState,
      // Any API call is activity on the server; a refused one sends the browser to sign-in.
      onKeepAlive: () => void api.get('/api/User').catch(() => undefined),
    });
    timerRef.current = timer;
    const onInput = () => timer.activity();
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    timer.start();
    return () => {
      timer.stop();
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
    };
  }, [idleMs, absoluteAt]);

  const signOut = () => void navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE, replace: true });
  const ended = state.phase === 'ended';
  // biome-ignore lint/correctness/useExhaustiveDependencies: signs out once, when the session ends
  useEffect(() => {
    if (ended) signOut();
  }, [ended]);

  if (state.phase !== 'warning') return null;
  return (
    <Suspense fallback={null}>
      <SessionWarning
        isIdle={state.reason === 'idle'}
        remainingMs={state.remainingMs}
        onStay={() => timerRef.current?.stay()}
        onSignOut={signOut}
      />
    </Suspense>
  );
}
