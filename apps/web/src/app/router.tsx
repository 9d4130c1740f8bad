import type { SecureRoute } from '@probity/domain';
import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { NoAccessGuard, RouteGuard, SecureHome } from '../auth/guards';
import { LoginPage } from '../auth/pages/LoginPage';
import { LogoutPage } from '../auth/pages/LogoutPage';
import { SecureArea } from './SecureArea';

/** Loads a page's code on first visit (keeps the first load small). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const AdminDashboardPage = lazyPage(
  () => import('../features/admin-dashboard/AdminDashboardPage'),
  'AdminDashboardPage',
);
const MattersPage = lazyPage(() => import('../features/matters/MattersPage'), 'MattersPage');
const TermsPage = lazyPage(() => import('../features/terms/TermsPage'), 'TermsPage');
const NoAccessPage = lazyPage(() => import('../features/no-access/NoAccessPage'), 'NoAccessPage');

function PageFallback() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading" />
    </Center>
  );
}

function page(route: SecureRoute, element: ReactNode) {
  return {
    path: route,
    element: (
      <RouteGuard route={route}>
        <Suspense fallback={<PageFallback />}>{element}</Suspense>
      </RouteGuard>
    ),
  };
}

/** spec 01 §2: the authentication routes and the secure area. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/secure" replace /> },
  {
    path: 'authentication',
    children: [
      { path: 'login', element: <LoginPage key="login" action="login" /> },
      { path: 'login-callback', element: <LoginPage key="login-callback" action="login-callback" /> },
      { path: 'login-failed', element: <LoginPage key="login-failed" action="login-failed" /> },
      { path: 'register', element: <LoginPage key="register" action="register" /> },
      { path: 'profile', element: <LoginPage key="profile" action="profile" /> },
      { path: 'logout', element: <LogoutPage key="logout" action="logout" /> },
      { path: 'logout-callback', element: <LogoutPage key="logout-callback" action="logout-callback" /> },
      { path: 'logged-out', element: <LogoutPage key="logged-out" action="logged-out" /> },
      { path: '*', element: <Navigate to="/secure" replace /> },
    ],
  },
  {
    path: 'secure',
    element: <SecureArea />,
    children: [
      { index: true, element: <SecureHome /> },
      page('dashboard', <DashboardPage />),
      page('admin-dashboard', <AdminDashboardPage />),
      page('matters', <MattersPage />),
      page('terms-and-conditions', <TermsPage />),
      {
        path: 'no-access',
        element: (
          <NoAccessGuard>
            <Suspense fallback={<PageFallback />}>
              <NoAccessPage />
            </Suspense>
          </NoAccessGuard>
        ),
      },
      // spec 01 §2: unknown paths redirect to /secure.
      { path: '*', element: <Navigate to="/secure" replace /> },
    ],
  },
  { path: '*', element: <Navigate to="/secure" replace /> },
]);
