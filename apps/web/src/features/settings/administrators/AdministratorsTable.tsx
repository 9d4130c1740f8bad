import { PLATFORM_TEXTS } from '@probity/domain';
import { useSession } from '../../../auth/session';
import { LoadFailedCard } from '../../../components/LoadFailedCard';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useUsersByRole } from '../../team/users.api';
import { AdministratorCard, administratorColumns } from './administrator-columns';

/**
 * spec 01 §2 Settings → Administrators: the platform administrators (GET /api/User/Role/Administrators).
 * A section of the Settings page; each row opens settings/administrators/{userID}.
 */
export function AdministratorsTable() {
  const { user } = useSession();
  const administrators = useUsersByRole('Administrators');
  if (administrators.isError && !administrators.data) {
    return <LoadFailedCard what="administrators" onRetry={administrators.refetch} />;
  }
  return (
    <ResponsiveTable
      caption="Administrators"
      columns={administratorColumns(user.userID)}
      rows={administrators.data ?? []}
      getRowKey={(u) => u.userID}
      emptyText={PLATFORM_TEXTS.noAdministrators}
      isLoading={administrators.isPending}
      renderCard={(u) => <AdministratorCard user={u} isMe={u.userID === user.userID} />}
    />
  );
}
