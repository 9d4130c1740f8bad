import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { can, type Role, TEXT_MAX, TEXTS, type User, type UserForm, ZUserForm } from '@probity/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError, formatRequestError } from '../../api/client';
import { useOrganisationRoles, useUpdateUser } from '../../api/users';
import { notify } from '../../app/notify';
import { AUTH_PATHS } from '../../auth/paths';
import { useSession } from '../../auth/session';

type UserFormInput = z.input<typeof ZUserForm>;

const FORM_FIELDS: readonly FieldPath<UserFormInput>[] = ['firstName', 'surname', 'emailAddress', 'roles'];

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

function isFormField(path: string): path is FieldPath<UserFormInput> {
  return (FORM_FIELDS as readonly string[]).includes(path);
}

/** The update-user modal for the signed-in user's own account (spec 01 §2, §5). */
export function UpdateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user, roles } = useSession();
  const mayChangeRoles = canChangeOwnRoles(user, roles);
  const rolesQuery = useOrganisationRoles(opened && mayChangeRoles);
  const updateUser = useUpdateUser();

  const form = useForm<UserFormInput, unknown, UserForm>({
    resolver: zodResolver(ZUserForm),
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName,
      surname: user.surname,
      emailAddress: user.emailAddress,
      roles: user.roles,
    },
  });

  useEffect(() => {
    if (opened) {
      form.reset({
        firstName: user.firstName,
        surname: user.surname,
        emailAddress: user.emailAddress,
        roles: user.roles,
      });
    }
  }, [opened, user, form]);

  const roleOptions = Array.from(new Set<string>([...(rolesQuery.data ?? []), ...user.roles]));

  // spec 01 §4: saving validates every field (all shown as touched) and submits only when valid.
  const handleSave = form.handleSubmit((values) => {
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
          if (error instanceof ApiError && error.errors) {
            for (const [path, messages] of Object.entries(error.errors)) {
              const field = path.charAt(0).toLowerCase() + path.slice(1);
              if (isFormField(field)) form.setError(field, { message: messages.join(', ') });
            }
          }
        },
      },
    );
  });

  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={onClose} title="Account" size="lg">
      <form onSubmit={handleSave} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="First name"
              required
              maxLength={TEXT_MAX}
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextInput
              label="Surname"
              required
              maxLength={TEXT_MAX}
              autoComplete="family-name"
              error={errors.surname?.message}
              {...form.register('surname')}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            required
            maxLength={TEXT_MAX}
            autoComplete="email"
            error={errors.emailAddress?.message}
            {...form.register('emailAddress')}
          />
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <MultiSelect
                label="Roles"
                required
                data={roleOptions}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={!mayChangeRoles}
                description={mayChangeRoles ? undefined : 'Your role does not allow changing your own roles.'}
                error={errors.roles?.message}
                nothingFoundMessage={TEXTS.noRoles}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Anchor component={Link} to={AUTH_PATHS.profile} fz="sm" onClick={onClose}>
            <Group gap={4} component="span">
              <span>Change password and sign-in details</span>
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          <Text fz="xs" c="dimmed">
            Password and sign-in details are managed on the secure sign-in pages.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={updateUser.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
