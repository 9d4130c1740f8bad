import { Button, Card, Stack, Text } from '@mantine/core';
import { PLATFORM_TEXTS } from '@probity/domain';
import { useSession } from '../../../auth/session';
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
    return (
      <Card p="lg">
        <Stack align="flex-start" gap="sm">
          <Text>The administrators could not be loaded.</Text>
          <Button variant="light" onClick={() => void administrators.refetch()}>
            Try again
          </Button>
        </Stack>
      </Card>
    );
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
