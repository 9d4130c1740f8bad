import { Stack } from '@mantine/core';
import { can, TEXTS } from '@probity/domain';
import { Navigate } from 'react-router';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { NewMatterButton } from '../matters/NewMatterButton';
import { MyTasksPanel } from '../tasks/MyTasksPanel';
import { ActivityPanel } from './ActivityPanel';
import { DashboardTiles } from './DashboardTiles';
import { LegacyFiguresPanel } from './LegacyFiguresPanel';
import { useDashboardTiles } from './dashboard.api';

/**
 * spec 01 §2 "Dashboard": the greeting by given name, the Performance Indicator tiles, the
 * Activity / Mentions panel and, for the roles that may create a matter (01 §6), New Matter.
 */
export function DashboardPage() {
  const { user, roles } = useSession();
  const isAdministrator = roles.includes('Administrators');
  const tiles = useDashboardTiles(isAdministrator ? null : user.organisationID);
  // spec 01 §2: administrators go to the admin dashboard unless demo mode is on.
  if (isAdministrator) return <Navigate to="/secure/admin-dashboard" replace />;
  const name = user.givenname || user.firstName || user.name;
  const actor = {
    userID: user.userID,
    roles,
    organisationIDs: user.organisationID ? [user.organisationID] : [],
  };
  const canCreateMatter = can(actor, 'dashboard.createMatter');
  // Issue 14: a firm user's own open tasks.
  const hasTasks = can(actor, 'task.read');

  return (
    <Stack gap={0}>
      <PageHeader
        title={`Hello ${name}`}
        description={TEXTS.dashboardGreetingSubtitle}
        actions={canCreateMatter ? <NewMatterButton /> : undefined}
      />
      <Stack gap="xl">
        <DashboardTiles tiles={tiles.data ?? []} isLoading={tiles.isPending && !!user.organisationID} />
        {/* issue 11: a charity's legacy figures (its tiles include Legacies). */}
        {user.organisationID && tiles.data?.some((t) => t.apiId === 'legacies') && (
          <LegacyFiguresPanel organisationID={user.organisationID} />
        )}
        {hasTasks && <MyTasksPanel />}
        <ActivityPanel />
      </Stack>
    </Stack>
  );
}
