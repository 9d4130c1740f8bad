import { Button, Group, Modal, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { Role, User } from '@probity/domain';
import { useState } from 'react';
import { ResetSecondFactorButton } from './SecondFactorControls';
import { UserForm, type UserFormValues } from '../../components/UserForm';
import { useUserActions } from './user-actions';
import { useRolesFor } from './users.api';

interface UserModalProps {
  opened: boolean;
  onClose: () => void;
  /** The user to edit; absent to add a new one. */
  user?: UserFormValues & { userID: string };
  /** The company the user belongs to (administrators); absent for the viewer's own organisation. */
  organisationID?: string;
  /**
   * Editing with the Team page's rights (issue 11): the status field (lock, unlock) and a Reset
   * password button that e-mails the user a reset link.
   */
  withAccountActions?: boolean;
  onSaved?: (user: User) => void;
}

/**
 * Add User (spec 01 §2 Team page, company New Member) and the update-user form (Edit): the user
 * form in a modal, with the create and update toasts of spec 01 §8.
 */
export function UserModal({
  opened,
  onClose,
  user,
  organisationID,
  withAccountActions = false,
  onSaved,
}: UserModalProps) {
  const roles = useRolesFor(organisationID ?? null, opened);
  const actions = useUserActions();
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());
  const isEditing = !!user;

  const handleSubmit = async (values: UserFormValues) => {
    const outcome = user
      ? await actions.save(user.userID, {
          firstName: values.firstName,
          surname: values.surname,
          emailAddress: values.emailAddress,
          roles: values.roles,
          ...(withAccountActions && values.status ? { status: values.status } : {}),
        })
      : await actions.create(values, organisationID);
    setServerErrors(outcome.fieldErrors);
    if (outcome.user) {
      onSaved?.(outcome.user);
      onClose();
    }
  };

  const roleOptions: Role[] = roles.data ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isEditing ? 'Edit user' : 'Add User'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && (
        <UserForm
          key={user?.userID ?? 'new'}
          initialValues={user}
          roleOptions={roleOptions}
          isRolesLoading={roles.isPending}
          withStatus={isEditing && withAccountActions}
          submitLabel={isEditing ? 'Save changes' : 'Add User'}
          isSubmitting={actions.isCreating || actions.isSaving}
          serverErrors={serverErrors}
          onSubmit={(values) => void handleSubmit(values)}
          onCancel={onClose}
        >
          {user && withAccountActions && (
            <Group gap="sm" wrap="nowrap">
              <Button
                variant="default"
                style={{ flexShrink: 0 }}
                leftSection={<IconMail size={16} aria-hidden />}
                loading={actions.isResetting}
                onClick={() => void actions.sendPasswordReset(user)}
              >
                Reset password
              </Button>
              <Text fz="xs" c="dimmed">
                E-mails {user.firstName} a link to choose a new password.
              </Text>
            </Group>
          )}
          {user && withAccountActions && (
            <Group gap="sm" wrap="nowrap">
              <ResetSecondFactorButton user={user} />
              <Text fz="xs" c="dimmed">
                For a lost phone: {user.firstName} sets up a second factor again.
              </Text>
            </Group>
          )}
        </UserForm>
      )}
    </Modal>
  );
}
