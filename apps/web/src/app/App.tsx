import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { MOBILE_NOTIFICATIONS_BREAKPOINT_PX, TEXTS, TOAST_AUTO_CLOSE_MS } from '@probity/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError } from '../api/client';
import { AuthProvider } from '../auth/AuthProvider';
import { router } from './router';
import { theme } from './theme';

const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A client error (401, 403, 404, 400) will not change by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status < 500) && failureCount < MAX_RETRIES,
      refetchOnWindowFocus: false,
    },
  },
});

function Toasts() {
  // spec 01 §9: notifications change layout at 425 px.
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_NOTIFICATIONS_BREAKPOINT_PX}px)`);
  return <Notifications position={isNarrow ? 'top-center' : 'top-right'} autoClose={TOAST_AUTO_CLOSE_MS} />;
}

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Toasts />
      <ModalsProvider labels={{ confirm: TEXTS.confirmYes, cancel: TEXTS.confirmNo }}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
