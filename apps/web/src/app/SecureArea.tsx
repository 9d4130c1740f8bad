import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { effectiveRoles, TEXTS } from '@probity/domain';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError } from '../api/client';
import { useCurrentUser } from '../api/users';
import { useAuth } from '../auth/AuthProvider';
import { isAdministrator, reconcileDemoMode } from '../auth/demo-mode';
import { loginPath } from '../auth/paths';
import { needsToAcceptTerms, resolveHomePath, type Session, SessionContext } from '../auth/session';
import { HelpProvider } from './help/HelpProvider';
import { LoadingScreen } from './LoadingScreen';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { SessionTimeout } from './SessionTimeout';
import { useReloadOnSameUrl } from './use-reload-on-same-url';
import { AppLayout } from './shell/AppLayout';

function ProblemScreen({ title, text, onRetry }: { title: string; text?: string; onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={2} fz="h3">
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * The secure area (spec 01 §2): signed-out visitors go to sign-in with a return URL; while
 * the session and the user load, the loading screen shows its phases.
 */
export function SecureArea() {
  const auth = useAuth();
  const location = useLocation();
  const userQuery = useCurrentUser(auth.isAuthenticated);
  const user = userQuery.data;
  useReloadOnSameUrl();

  const session = useMemo<Session | null>(() => {
    if (!user) return null;
    const isDemoMode = reconcileDemoMode(user.roles);
    // The server answers the effective roles; applying the rule again is harmless and keeps
    // the browser right if it ever answers the stored roles.
    const roles = effectiveRoles(user.roles, isDemoMode);
    return {
      user,
      roles,
      isDemoMode,
      isAdministrator: isAdministrator(user.roles, isDemoMode),
      mustAcceptTerms: needsToAcceptTerms(user, roles),
      homePath: resolveHomePath(roles, isDemoMode),
    };
  }, [user]);

  if (auth.status === 'error') {
    return <ProblemScreen title={TEXTS.couldNotLoadSettings} onRetry={() => window.location.reload()} />;
  }
  if (auth.status === 'ready' && !auth.isAuthenticated) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (userQuery.isError && !session) {
    const error = userQuery.error;
    // A 401 is already on its way to the sign-in page.
    if (error instanceof ApiError && error.isRedirectingToLogin) return <LoadingScreen />;
    return (
      <ProblemScreen
        title={TEXTS.couldNotLoadData}
        text={error instanceof Error ? error.message : undefined}
        onRetry={() => void userQuery.refetch()}
      />
    );
  }
  if (!session) return <LoadingScreen />;

  return (
    <SessionContext.Provider value={session}>
      <SessionTimeout />
      <RealtimeProvider>
        <HelpProvider isAvailable={!session.mustAcceptTerms} roles={session.roles}>
          <AppLayout>
            <Outlet />
          </AppLayout>
        </HelpProvider>
      </RealtimeProvider>
    </SessionContext.Provider>
  );
}
