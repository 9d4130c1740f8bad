import { Anchor, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ORGANISATION_TYPES, PLATFORM_TEXTS } from '@probity/domain';
import { IconArrowLeft, IconMail, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { UserForm } from '../../components/UserForm';
import { ResetSecondFactorButton } from '../team/SecondFactorControls';
import { useUserActions } from '../team/user-actions';
import { useRolesFor, useUser } from '../team/users.api';
import { useCompanyContext } from './CompanyArea';
import { LastLogin } from './member-columns';
import { MemberMatters } from './MemberMatters';

/**
 * spec 01 §2 member page: the user form with status and Save changes, the member's matters (law
 * firms only: charities have legacies, not matters) and 'Permanently remove user'.
 */
export function MemberPage() {
  const { company } = useCompanyContext();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(userId);
  const roles = useRolesFor(company.organisationID);
  const actions = useUserActions();
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());
  const membersPath = `/secure/companies/${encodeURIComponent(company.organisationID)}/members`;

  const back = (
    <Anchor component={Link} to={membersPath} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        <span>Members</span>
      </Group>
    </Anchor>
  );

  if (user.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  const data = user.data;
  if (!data || data.organisationID?.toLowerCase() !== company.organisationID.toLowerCase()) {
    const isMissing = !data || (user.error instanceof ApiError && user.error.status === 404);
    return (
      <Stack gap="md">
        {back}
        <Card p="lg">
          <Text>
            {isMissing ? 'This member does not exist in this company.' : 'The member could not be loaded.'}
          </Text>
        </Card>
      </Stack>
    );
  }

  const member = { userID: data.userID, name: data.name, firstName: data.firstName, surname: data.surname };
  const isLawFirm =
    company.organisationType.organisationTypeID === ORGANISATION_TYPES.lawfirm.organisationTypeID;

  const handleRemove = async () => {
    if (await actions.remove(data)) void navigate(membersPath, { replace: true });
  };

  return (
    <Stack gap="md">
      {back}
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={2} fz="lg">
                {data.name}
              </Title>
              <Group gap={6}>
                <Text fz="sm" c="dimmed">
                  Last login:
                </Text>
                <LastLogin value={data.lastLogin} />
              </Group>
            </div>
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconMail size={16} aria-hidden />}
                loading={actions.isResetting}
                onClick={() => void actions.sendPasswordReset(data)}
              >
                Reset password
              </Button>
              <ResetSecondFactorButton user={data} variant="light" />
            </Group>
          </Group>
          <UserForm
            key={`${data.userID}-${data.status}`}
            initialValues={data}
            roleOptions={roles.data ?? []}
            isRolesLoading={roles.isPending}
            withStatus
            submitLabel="Save changes"
            isSubmitting={actions.isSaving}
            serverErrors={serverErrors}
            onSubmit={async (values) =>
              setServerErrors((await actions.save(data.userID, values)).fieldErrors)
            }
          />
        </Stack>
      </Card>
      {isLawFirm && <MemberMatters organisationID={company.organisationID} member={member} />}
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="lg">
            {PLATFORM_TEXTS.permanentlyRemoveUser}
          </Title>
          <Text fz="sm" c="dimmed">
            The user loses access at once. This cannot be undone.
          </Text>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={actions.isDeleting}
            onClick={() => void handleRemove()}
          >
            {PLATFORM_TEXTS.permanentlyRemoveUser}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
