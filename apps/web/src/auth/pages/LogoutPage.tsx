import { TEXTS } from '@probity/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { completeSignOut, signOut } from '../auth-service';
import { AUTH_PATHS, DEFAULT_RETURN_PATH, isLocalLogoutState, loginPath } from '../paths';
import { toSameOriginPath } from '../return-url';
import { AuthMessage, AuthWorking } from './AuthFrame';

export type LogoutAction = 'logout' | 'logout-callback' | 'logged-out';

const SIGN_IN_LINK = { to: loginPath(DEFAULT_RETURN_PATH), label: 'Sign in' };

/** spec 01 §2: the sign-out side of the authentication routes. */
export function LogoutPage({ action }: { action: LogoutAction }) {
  const location = useLocation();
  const navigate = useNavigate();
  const isLocal = isLocalLogoutState(location.state);
  const [message, setMessage] = useState<string | null>(() => {
    if (action === 'logged-out') return TEXTS.logoutSuccess;
    // spec 01 §2: logout works only when started from inside the page.
    if (action === 'logout' && !isLocal) return TEXTS.logoutNotFromPage;
    return null;
  });
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || action === 'logged-out' || (action === 'logout' && !isLocal)) return;
    hasStarted.current = true;
    const finish = (returnUrl: string | null) => {
      const path = toSameOriginPath(returnUrl ?? '', window.location.origin) ?? AUTH_PATHS.loggedOut;
      navigate(path, { replace: true });
    };
    const run = async () => {
      const result = action === 'logout' ? await signOut() : await completeSignOut(window.location.href);
      if (result.status === 'success') finish(result.returnUrl);
      else if (result.status === 'fail') setMessage(result.message);
    };
    run().catch(() => setMessage(TEXTS.couldNotLoadSettings));
  }, [action, isLocal, navigate]);

  if (message) {
    const link =
      action === 'logout' && !isLocal ? { to: DEFAULT_RETURN_PATH, label: 'Back to Probity' } : SIGN_IN_LINK;
    return <AuthMessage message={message} link={link} />;
  }
  return <AuthWorking label="Signing out" />;
}
