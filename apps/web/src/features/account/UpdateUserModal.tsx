import { Anchor, Group, Modal, Text } from '@mantine/core';
import { can, type Role, TEXTS, type User } from '@probity/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRequestError } from '../../api/client';
import { useOrganisationRoles, useUpdateUser } from '../../api/users';
import { notify } from '../../app/notify';
import { AUTH_PATHS } from '../../auth/paths';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../components/form-errors';
import { UserForm } from '../../components/UserForm';

const FORM_FIELDS = ['firstName', 'surname', 'emailAddress', 'roles'] as const;

/** spec 01 §6: only Matter Admin and Legacy Manager may change roles on their own account. */
export function canChangeOwnRoles(
  user: Pick<User, 'userID' | 'organisationID'>,
  roles: readonly Role[],
): boolean {
  const actor = {
    userID: user.userID,
    roles,
    organisationIDs: user.organisationID ? [user.organisationID] : [],
  };
  return can(actor, 'ownRoles.update', { ownerUserID: user.userID });
}

/** The update-user modal for the signed-in user's own account (spec 01 §2, §5). */
export function UpdateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user, roles } = useSession();
  const mayChangeRoles = canChangeOwnRoles(user, roles);
  const rolesQuery = useOrganisationRoles(opened && mayChangeRoles);
  const updateUser = useUpdateUser();
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string>>();

  return (
    <Modal opened={opened} onClose={onClose} title="Account" size="lg">
      {/* Mounted each time the modal opens, so it starts from the account as it is. */}
      {opened && (
        <UserForm
          initialValues={user}
          roleOptions={rolesQuery.data ?? []}
          isRolesDisabled={!mayChangeRoles}
          rolesDescription={mayChangeRoles ? undefined : 'Your role does not allow changing your own roles.'}
          isOwnAccount
          submitLabel="Save changes"
          isSubmitting={updateUser.isPending}
          serverErrors={serverErrors}
          onCancel={onClose}
          onSubmit={(values) => {
            const toastId = notify.loading(TEXTS.updatingUser(values.firstName, values.surname));
            updateUser.mutate(
              { userID: user.userID, values: mayChangeRoles ? values : { ...values, roles: user.roles } },
              {
                onSuccess: (updated) => {
                  notify.success(TEXTS.userUpdated(updated.firstName, updated.surname), toastId);
                  onClose();
                },
                onError: (error) => {
                  notify.error(formatRequestError(error), toastId);
                  setServerErrors(fieldErrorsOf(error, FORM_FIELDS));
                },
              },
            );
          }}
        >
          <Anchor component={Link} to={AUTH_PATHS.profile} fz="sm" onClick={onClose}>
            <Group gap={4} component="span">
              <span>Change password and sign-in details</span>
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          <Text fz="xs" c="dimmed">
            Password and sign-in details are managed on the secure sign-in pages.
          </Text>
        </UserForm>
      )}
    </Modal>
  );
}
