import { TEXTS } from '@probity/domain';
import { Navigate } from 'react-router';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';

/** spec 01 §2 "Dashboard": greets the user by given name. Tiles and activity come later. */
export function DashboardPage() {
  const { user, roles } = useSession();
  // spec 01 §2: administrators go to the admin dashboard unless demo mode is on.
  if (roles.includes('Administrators')) return <Navigate to="/secure/admin-dashboard" replace />;
  const name = user.givenname || user.firstName || user.name;
  return <PageHeader title={`Hello ${name}`} description={TEXTS.dashboardGreetingSubtitle} />;
}
