import { Button, Grid, Group, Stack } from '@mantine/core';
import { canBroadcast } from '@probity/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { BroadcastButton } from '../broadcast/BroadcastButton';
import { useWorkspaceMatter } from './workspace-context';
import { PageHeader } from '../../components/PageHeader';
import { EditMatterModal } from './EditMatterModal';
import { MainIndividuals } from './MainIndividuals';
import { MatterDetailsCard, MatterSummary } from './MatterFacts';
import { MatterStatusCard } from './MatterStatusCard';
import { matterRightsFor } from './matter-rights';

/**
 * spec 02 §2.1 Matter details: the reference and type in the header with Edit details; the details
 * and summary cards on the left; the status stepper and the main individual(s) on the right.
 */
export function MatterDetailsPage() {
  const matter = useWorkspaceMatter();
  const { roles, user } = useSession();
  const rights = matterRightsFor(roles);
  // Issue 14: the server's rule (packages/domain canBroadcast): the firm's roles, on the team.
  const canBroadcastHere = canBroadcast(
    { userID: user.userID, roles, organisationIDs: user.organisationID ? [user.organisationID] : [] },
    { organisationID: matter.organisation.organisationID, teamUserIDs: matter.team.map((m) => m.userID) },
  );
  const [isEditing, setIsEditing] = useState(false);

  return (
    <Stack gap={0}>
      <PageHeader
        title={matter.reference}
        // Issue 14: the title names the matter beside its type.
        description={matter.title ? `${matter.title} · ${matter.matterType.name}` : matter.matterType.name}
        actions={
          rights.canEditDetails || canBroadcastHere ? (
            <Group gap="sm">
              {canBroadcastHere && <BroadcastButton matter={matter} />}
              {rights.canEditDetails && (
                <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setIsEditing(true)}>
                  Edit details
                </Button>
              )}
            </Group>
          ) : undefined
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7, xl: 8 }}>
          <Stack gap="lg">
            <MatterDetailsCard matter={matter} />
            <MatterSummary summary={matter.summary} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5, xl: 4 }}>
          <Stack gap="lg">
            <MatterStatusCard matter={matter} canChange={rights.canChangeStatus} />
            <MainIndividuals matter={matter} />
          </Stack>
        </Grid.Col>
      </Grid>
      {rights.canEditDetails && (
        <EditMatterModal matter={matter} opened={isEditing} onClose={() => setIsEditing(false)} />
      )}
    </Stack>
  );
}
