import { Stack } from '@mantine/core';
import { can, ORGANISATION_TYPES, TEXTS } from '@probity/domain';
import { Navigate } from 'react-router';
import { useSession } from '../../auth/session';
import { useLazyModule } from '../../lib/use-lazy-module';
import { PageHeader } from '../../components/PageHeader';
import { NewMatterButton } from '../matters/NewMatterButton';
import { useMyTasks } from '../tasks/tasks.api';
import { ActivityPanel } from './ActivityPanel';
import { DashboardTiles } from './DashboardTiles';
import { useDashboardTiles, useEstateDeadlines } from './dashboard.api';

// Issue 16: the panels only some roles see load for those roles: My tasks (a firm's staff: the
// checkbox and its inputs) and a charity's legacy figures (tables).
const loadMyTasksPanel = () => import('../tasks/MyTasksPanel');
const loadLegacyFiguresPanel = () => import('./LegacyFiguresPanel');
// Issue 17: the estates' deadlines, for a law firm's staff.
const loadDeadlinesPanel = () => import('./DeadlinesPanel');

/**
 * spec 01 §2 "Dashboard": the greeting by given name, the Performance Indicator tiles, the
 * Activity / Mentions panel and, for the roles that may create a matter (01 §6), New Matter.
 */
export function DashboardPage() {
  const { user, roles } = useSession();
  const isAdministrator = roles.includes('Administrators');
  const tiles = useDashboardTiles(isAdministrator ? null : user.organisationID);
  const actor = {
    userID: user.userID,
    roles,
    organisationIDs: user.organisationID ? [user.organisationID] : [],
  };
  // Issue 14: a firm user's own open tasks.
  const hasTasks = !isAdministrator && can(actor, 'task.read');
  const tasksLoading = useMyTasks(hasTasks).isPending;
  const tilesLoading = tiles.isPending && !!user.organisationID;
  const hasLegacyFigures = !!user.organisationID && !!tiles.data?.some((t) => t.apiId === 'legacies');
  // Each panel's code loads beside its figures: a charity's before its tiles say it has legacies.
  const isCharity =
    user.organisationType?.organisationTypeID === ORGANISATION_TYPES.charity.organisationTypeID;
  const isLawFirm =
    user.organisationType?.organisationTypeID === ORGANISATION_TYPES.lawfirm.organisationTypeID;
  const hasDeadlines =
    !isAdministrator &&
    isLawFirm &&
    !!user.organisationID &&
    can(actor, 'estate.read', { organisationID: user.organisationID });
  const myTasks = useLazyModule(loadMyTasksPanel, hasTasks);
  const legacyFigures = useLazyModule(loadLegacyFiguresPanel, isCharity || hasLegacyFigures);
  const deadlines = useLazyModule(loadDeadlinesPanel, hasDeadlines);
  const deadlinesLoading = useEstateDeadlines(hasDeadlines ? (user.organisationID ?? null) : null).isPending;
  const arePanelsLoading =
    tilesLoading ||
    (hasTasks && (tasksLoading || !myTasks)) ||
    (hasLegacyFigures && !legacyFigures) ||
    (hasDeadlines && (deadlinesLoading || !deadlines));
  // spec 01 §2: administrators go to the admin dashboard unless demo mode is on.
  if (isAdministrator) return <Navigate to="/secure/admin-dashboard" replace />;
  const name = user.givenname || user.firstName || user.name;
  const canCreateMatter = can(actor, 'dashboard.createMatter');

  return (
    <Stack gap={0}>
      <PageHeader
        title={`Hello ${name}`}
        description={TEXTS.dashboardGreetingSubtitle}
        actions={canCreateMatter ? <NewMatterButton /> : undefined}
      />
      <Stack gap="xl">
        <DashboardTiles tiles={tiles.data ?? []} isLoading={tilesLoading} />
        {/* Issue 16: the panels under the tiles wait (hidden, their requests already made) until the
            tiles, My tasks and the panels' code have loaded, so they appear once where they stay
            instead of being pushed down by what loads above them (a layout shift). */}
        <div hidden={arePanelsLoading}>
          <Stack gap="xl">
            {/* issue 11: a charity's legacy figures (its tiles include Legacies). */}
            {hasLegacyFigures && legacyFigures && user.organisationID && (
              <legacyFigures.LegacyFiguresPanel organisationID={user.organisationID} />
            )}
            {hasTasks && myTasks && <myTasks.MyTasksPanel />}
            {hasDeadlines && deadlines && user.organisationID && (
              <deadlines.DeadlinesPanel organisationID={user.organisationID} />
            )}
            <ActivityPanel />
          </Stack>
        </div>
      </Stack>
    </Stack>
  );
}
