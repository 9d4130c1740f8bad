/** spec 01 §2 "Authentication routes". */
export const AUTH_PATHS = {
  login: '/authentication/login',
  loginCallback: '/authentication/login-callback',
  loginFailed: '/authentication/login-failed',
  register: '/authentication/register',
  profile: '/authentication/profile',
  logout: '/authentication/logout',
  logoutCallback: '/authentication/logout-callback',
  loggedOut: '/authentication/logged-out',
} as const;

export const RETURN_URL_PARAM = 'returnUrl';
export const MESSAGE_PARAM = 'message';

/** Where a signed-in user lands when no (valid) return URL was given. */
export const DEFAULT_RETURN_PATH = '/secure';

export function loginPath(returnUrl: string): string {
  return `${AUTH_PATHS.login}?${new URLSearchParams({ [RETURN_URL_PARAM]: returnUrl })}`;
}

export function loginFailedPath(message: string): string {
  return `${AUTH_PATHS.loginFailed}?${new URLSearchParams({ [MESSAGE_PARAM]: message })}`;
}

/** Router state that marks a logout as started from inside the page (spec 01 §2). */
export interface LogoutState {
  local: true;
}

export const LOCAL_LOGOUT_STATE: LogoutState = { local: true };

export function isLocalLogoutState(state: unknown): state is LogoutState {
  return typeof state === 'object' && state !== null && (state as { local?: unknown }).local === true;
}
