import { Anchor, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PLATFORM_TEXTS } from '@probity/domain';
import { IconArrowLeft, IconMail, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../../../auth/paths';
import { useSession } from '../../../auth/session';
import { UserForm } from '../../../components/UserForm';
import { LastLogin } from '../../companies/member-columns';
import { useUserActions } from '../../team/user-actions';
import { useRolesFor, useUser } from '../../team/users.api';
import { PasswordForm } from './PasswordForm';

const SETTINGS_PATH = '/secure/settings';

/**
 * spec 01 §2 administrator detail: the user form (first name, surname, e-mail, role, status) with
 * save, the password section and the delete section ('Delete my account' for oneself, otherwise
 * 'Permanently remove user').
 *
 * Passwords: the change-password form (new and repeat password) sets an administrator's password
 * through POST /api/User/ChangePassword/{id}; another administrator is signed out everywhere. For
 * another administrator the page also offers the password reset e-mail, so they can choose it.
 */
export function AdministratorPage() {
  const { administratorId = '' } = useParams();
  const { user: me } = useSession();
  const navigate = useNavigate();
  const user = useUser(administratorId);
  const roles = useRolesFor(user.data?.organisationID ?? null, !!user.data);
  const actions = useUserActions();
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());

  const back = (
    <Anchor component={Link} to={SETTINGS_PATH} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        <span>Settings</span>
      </Group>
    </Anchor>
  );

  if (user.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      </Stack>
    );
  }
  const data = user.data;
  if (!data?.roles.includes('Administrators')) {
    const isMissing = !data || (user.error instanceof ApiError && user.error.status === 404);
    return (
      <Stack gap="md">
        {back}
        <Card p="lg">
          <Text>
            {isMissing ? 'This administrator does not exist.' : 'The administrator could not be loaded.'}
          </Text>
        </Card>
      </Stack>
    );
  }

  const isMe = data.userID === me.userID;
  const handleDelete = async () => {
    if (!(await actions.remove(data))) return;
    if (isMe) void navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE, replace: true });
    else void navigate(SETTINGS_PATH, { replace: true });
  };

  return (
    <Stack gap="md">
      {back}
      <Group gap="sm" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.9">
          {data.name}
        </Title>
        <Text fz="sm" c="dimmed" component="span">
          Last login:
        </Text>
        <LastLogin value={data.lastLogin} />
      </Group>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Details
          </Title>
          <UserForm
            key={`${data.userID}-${data.status}`}
            initialValues={data}
            roleOptions={roles.data ?? ['Administrators']}
            isRolesLoading={roles.isPending}
            withStatus
            // Nobody locks themselves out: one's own status is not one's to change.
            isStatusDisabled={isMe}
            submitLabel="Save changes"
            isSubmitting={actions.isSaving}
            serverErrors={serverErrors}
            onSubmit={async (values) =>
              setServerErrors((await actions.save(data.userID, values)).fieldErrors)
            }
          />
        </Stack>
      </Card>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="lg">
            Change password
          </Title>
          <Text fz="sm" c="dimmed">
            {isMe
              ? 'Choose a new password and enter it twice. You stay signed in here.'
              : `${data.firstName} is signed out everywhere and signs in with the new password. Or let them choose one themselves: the password reset e-mail sends them a link that works once.`}
          </Text>
          <div style={{ alignSelf: 'stretch' }}>
            <PasswordForm userID={data.userID} />
          </div>
          {!isMe && (
            <Button
              variant="subtle"
              leftSection={<IconMail size={16} aria-hidden />}
              loading={actions.isResetting}
              onClick={() => void actions.sendPasswordReset(data)}
            >
              Send password reset e-mail
            </Button>
          )}
        </Stack>
      </Card>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="lg">
            {isMe ? PLATFORM_TEXTS.deleteMyAccount : PLATFORM_TEXTS.permanentlyRemoveUser}
          </Title>
          <Text fz="sm" c="dimmed">
            {isMe
              ? 'Your administrator account is deleted and you are signed out. This cannot be undone.'
              : `${data.firstName} loses access at once. This cannot be undone.`}
          </Text>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={actions.isDeleting}
            onClick={() => void handleDelete()}
          >
            {isMe ? PLATFORM_TEXTS.deleteMyAccount : PLATFORM_TEXTS.permanentlyRemoveUser}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
