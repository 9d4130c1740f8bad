import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../api/client';
import { AuthProvider } from '../auth/AuthProvider';
import { AppRoutes } from './router';
import { theme } from './theme';
import { ModalsHost } from './ModalsHost';
import { ToastHost } from './ToastHost';

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

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ToastHost />
      <ModalsHost />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
