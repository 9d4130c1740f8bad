import { TEXTS } from '@probity/domain';
import { type User as OidcUser, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { type ClientConfiguration, fetchClientConfiguration, toUserManagerSettings } from './client-config';
import { AUTH_PATHS } from './paths';

/** spec 01 §2: the outcome of a sign-in (or sign-out) attempt. */
export type AuthResult =
  | { status: 'success'; returnUrl: string | null }
  | { status: 'redirect' }
  | { status: 'fail'; message: string };

interface AuthState {
  returnUrl?: string;
}

interface AuthClient {
  config: ClientConfiguration;
  manager: UserManager;
}

let clientPromise: Promise<AuthClient> | null = null;
let renewPromise: Promise<OidcUser | null> | null = null;

/** The UserManager, built once from the server's client configuration. */
export function getAuthClient(): Promise<AuthClient> {
  if (!clientPromise) {
    clientPromise = fetchClientConfiguration()
      .then((config) => ({
        config,
        manager: new UserManager({
          ...toUserManagerSettings(config),
          // Tokens live for the browser tab only; the terms flow clears them (spec 01 §4).
          userStore: new WebStorageStateStore({ store: window.sessionStorage }),
        }),
      }))
      .catch((error: unknown) => {
        clientPromise = null;
        throw error;
      });
  }
  return clientPromise;
}

/** A stored user whose access token can still be used (not a type guard: an expired user is still a user). */
export function isUsable(user: OidcUser | null | undefined): boolean {
  return !!user && !user.expired && !!user.access_token;
}

function stateOf(value: unknown): AuthState {
  return typeof value === 'object' && value !== null ? (value as AuthState) : {};
}

/** Renews the tokens with the refresh token; concurrent callers share one request. */
async function renewWithRefreshToken(manager: UserManager): Promise<OidcUser | null> {
  if (!renewPromise) {
    renewPromise = manager.signinSilent().finally(() => {
      renewPromise = null;
    });
  }
  return renewPromise;
}

/** The access token for API calls, renewed first when it has expired. */
export async function getAccessToken(): Promise<string | null> {
  const { manager } = await getAuthClient();
  const user = await manager.getUser();
  if (user && isUsable(user)) return user.access_token;
  if (user?.refresh_token) {
    try {
      const renewed = await renewWithRefreshToken(manager);
      return renewed && isUsable(renewed) ? renewed.access_token : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * spec 01 §2: sign-in is tried silently, then by popup (disabled), then by redirect.
 * The silent attempt uses the refresh token of a stored session; without one the browser
 * goes straight to the identity server, which signs a known browser in without a prompt.
 */
export async function signIn(returnUrl: string): Promise<AuthResult> {
  const { manager } = await getAuthClient();
  const existing = await manager.getUser();
  if (isUsable(existing)) return { status: 'success', returnUrl };
  if (existing?.refresh_token) {
    try {
      const user = await renewWithRefreshToken(manager);
      if (isUsable(user)) return { status: 'success', returnUrl };
    } catch {
      // A refused refresh token falls through to the redirect.
    }
  }
  // Popup sign-in is disabled (spec 01 §2).
  try {
    await manager.signinRedirect({ state: { returnUrl } satisfies AuthState });
    return { status: 'redirect' };
  } catch {
    return { status: 'fail', message: TEXTS.signInError };
  }
}

export async function completeSignIn(url: string): Promise<AuthResult> {
  try {
    const { manager } = await getAuthClient();
    const user = await manager.signinRedirectCallback(url);
    return { status: 'success', returnUrl: stateOf(user.state).returnUrl ?? null };
  } catch {
    return { status: 'fail', message: TEXTS.signInError };
  }
}

export async function signOut(): Promise<AuthResult> {
  const { manager } = await getAuthClient();
  const user = await manager.getUser();
  if (!user) return { status: 'success', returnUrl: AUTH_PATHS.loggedOut };
  try {
    await manager.signoutRedirect({ state: { returnUrl: AUTH_PATHS.loggedOut } satisfies AuthState });
    return { status: 'redirect' };
  } catch {
    // The provider could not be reached: forget the tokens here at least.
    await manager.removeUser();
    return { status: 'success', returnUrl: AUTH_PATHS.loggedOut };
  }
}

export async function completeSignOut(url: string): Promise<AuthResult> {
  try {
    const { manager } = await getAuthClient();
    const response = await manager.signoutRedirectCallback(url);
    return { status: 'success', returnUrl: stateOf(response.userState).returnUrl ?? AUTH_PATHS.loggedOut };
  } catch (error) {
    return { status: 'fail', message: error instanceof Error ? error.message : TEXTS.signInError };
  }
}

/** Forgets the stored tokens (the API refused them), so the next sign-in fetches new ones. */
export async function forgetUser(): Promise<void> {
  const { manager } = await getAuthClient();
  await manager.removeUser();
}

/** Calls back whenever the stored user changes (signed in, renewed, removed). */
export function subscribeToUser(manager: UserManager, listener: (user: OidcUser | null) => void): () => void {
  const onLoaded = (user: OidcUser) => listener(user);
  const onUnloaded = () => listener(null);
  manager.events.addUserLoaded(onLoaded);
  manager.events.addUserUnloaded(onUnloaded);
  manager.events.addUserSignedOut(onUnloaded);
  return () => {
    manager.events.removeUserLoaded(onLoaded);
    manager.events.removeUserUnloaded(onUnloaded);
    manager.events.removeUserSignedOut(onUnloaded);
  };
}
