import { Button, Card, Stack, Text } from '@mantine/core';
import { PLATFORM_TEXTS } from '@probity/domain';
import { useSession } from '../../../auth/session';
import { DataTable } from '../../../components/DataTable';
import { useUsersByRole } from '../../team/users.api';
import { administratorColumns } from './administrator-columns';

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
    <Card p={0}>
      <DataTable
        caption="Administrators"
        columns={administratorColumns(user.userID)}
        rows={administrators.data ?? []}
        getRowKey={(u) => u.userID}
        emptyText={PLATFORM_TEXTS.noAdministrators}
        isLoading={administrators.isPending}
      />
    </Card>
  );
}
