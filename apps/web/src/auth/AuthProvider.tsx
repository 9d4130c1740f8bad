import type { User as OidcUser } from 'oidc-client-ts';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { getAuthClient, isUsable, subscribeToUser } from './auth-service';
import type { ClientConfiguration } from './client-config';

export type AuthStatus = 'loading' | 'ready' | 'error';

export interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in OIDC user, or null; expired users count as signed out. */
  oidcUser: OidcUser | null;
  isAuthenticated: boolean;
  config: ClientConfiguration | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Loads the client configuration and the stored session once, and follows its changes. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<AuthContextValue>({
    status: 'loading',
    oidcUser: null,
    isAuthenticated: false,
    config: null,
  });

  useEffect(() => {
    let isActive = true;
    let unsubscribe: (() => void) | undefined;
    const publish = (config: ClientConfiguration, user: OidcUser | null) => {
      if (isActive) setValue({ status: 'ready', oidcUser: user, isAuthenticated: isUsable(user), config });
    };
    getAuthClient()
      .then(async ({ config, manager }) => {
        unsubscribe = subscribeToUser(manager, (user) => publish(config, user));
        publish(config, await manager.getUser());
      })
      .catch(() => {
        if (isActive) setValue({ status: 'error', oidcUser: null, isAuthenticated: false, config: null });
      });
    return () => {
      isActive = false;
      unsubscribe?.();
    };
  }, []);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
