import { TEXTS } from '@probity/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { completeSignIn, getAuthClient, signIn } from '../auth-service';
import { identityPageUrl } from '../client-config';
import { DEFAULT_RETURN_PATH, loginFailedPath, loginPath, MESSAGE_PARAM } from '../paths';
import { InvalidReturnUrlError, resolveReturnUrl } from '../return-url';
import { AuthMessage, AuthWorking } from './AuthFrame';

export type LoginAction = 'login' | 'login-callback' | 'login-failed' | 'register' | 'profile';

function errorMessage(error: unknown): string {
  if (error instanceof InvalidReturnUrlError) return error.message;
  return TEXTS.couldNotLoadSettings;
}

/** spec 01 §2: the sign-in side of the authentication routes. */
export function LoginPage({ action }: { action: LoginAction }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(
    action === 'login-failed'
      ? new URLSearchParams(location.search).get(MESSAGE_PARAM) || TEXTS.signInError
      : null,
  );
  // The callback's code may be used once; guard against the effect running twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || action === 'login-failed') return;
    hasStarted.current = true;
    const origin = window.location.origin;

    const run = async () => {
      if (action === 'login') {
        const returnUrl = resolveReturnUrl(location.search, origin);
        const result = await signIn(returnUrl);
        if (result.status === 'success') navigate(result.returnUrl ?? DEFAULT_RETURN_PATH, { replace: true });
        else if (result.status === 'fail') setMessage(result.message);
        return;
      }
      if (action === 'login-callback') {
        const result = await completeSignIn(window.location.href);
        if (result.status === 'success')
          navigate(resolveReturnUrl('', origin, result.returnUrl), { replace: true });
        else if (result.status === 'fail') navigate(loginFailedPath(result.message), { replace: true });
        return;
      }
      // register, profile: the identity server's own pages (spec 01 §2).
      const { config } = await getAuthClient();
      const page = action === 'register' ? 'register' : 'account';
      window.location.replace(identityPageUrl(config, page));
    };
    run().catch((error: unknown) => setMessage(errorMessage(error)));
  }, [action, location.search, navigate]);

  if (message) {
    return (
      <AuthMessage
        message={message}
        link={{ to: loginPath(DEFAULT_RETURN_PATH), label: 'Try signing in again' }}
      />
    );
  }
  return (
    <AuthWorking
      label={action === 'register' || action === 'profile' ? 'Opening your account' : 'Signing in'}
    />
  );
}
