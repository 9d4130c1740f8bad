import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type Role,
  TEXT_MAX,
  TEXTS,
  USER_STATUSES,
  type UserStatus,
  type UserUpdateInput,
  ZUserUpdateInput,
} from '@probity/domain';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';

type UserFormInput = z.input<typeof ZUserUpdateInput>;

export interface UserFormValues {
  firstName: string;
  surname: string;
  emailAddress: string;
  roles: Role[];
  status?: UserStatus;
}

const FIELDS = ['firstName', 'surname', 'emailAddress', 'roles', 'status'] as const;

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  locked: 'Locked',
  paused: 'Paused',
};

interface UserFormProps {
  initialValues?: Partial<UserFormValues>;
  /** The roles to choose from (the organisation's roles). */
  roleOptions: readonly Role[];
  isRolesLoading?: boolean;
  /** Shows the status field (member and administrator pages). */
  withStatus?: boolean;
  isRolesDisabled?: boolean;
  isStatusDisabled?: boolean;
  isReadOnly?: boolean;
  /** Under the roles, e.g. why they cannot be changed. */
  rolesDescription?: string;
  /** The browser may fill the fields in (the signed-in user's own account). */
  isOwnAccount?: boolean;
  /** Content between the fields and the buttons. */
  children?: ReactNode;
  submitLabel: string;
  isSubmitting?: boolean;
  /** Server field errors to show (after a 400 answer). */
  serverErrors?: ReadonlyMap<string, string>;
  onSubmit: (values: UserUpdateInput) => void;
  onCancel?: () => void;
  /** Extra content beside the submit button. */
  footer?: ReactNode;
}

function isField(name: string): name is FieldPath<UserFormInput> {
  return (FIELDS as readonly string[]).includes(name);
}

/**
 * spec 01 §5 user form: first name, surname and e-mail (required, at most 100) and at least one
 * role; saving marks every field touched and submits only when valid (spec 01 §4).
 */
export function UserForm({
  initialValues,
  roleOptions,
  isRolesLoading = false,
  withStatus = false,
  isRolesDisabled = false,
  isStatusDisabled = false,
  isReadOnly = false,
  rolesDescription,
  isOwnAccount = false,
  children,
  submitLabel,
  isSubmitting = false,
  serverErrors,
  onSubmit,
  onCancel,
  footer,
}: UserFormProps) {
  const form = useForm<UserFormInput, unknown, UserUpdateInput>({
    resolver: zodResolver(ZUserUpdateInput),
    // Errors show from the first save on and then follow each change (validating on blur would
    // move the buttons under the pointer as an error appears, losing the click).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: initialValues?.firstName ?? '',
      surname: initialValues?.surname ?? '',
      emailAddress: initialValues?.emailAddress ?? '',
      roles: initialValues?.roles ?? [],
      status: initialValues?.status,
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!serverErrors) return;
    for (const [field, message] of serverErrors) {
      if (isField(field)) form.setError(field, { message });
    }
  }, [serverErrors, form]);

  // The stored roles stay selectable even when the organisation's list does not hold them.
  const roles = Array.from(new Set<string>([...roleOptions, ...(initialValues?.roles ?? [])]));
  const submit = form.handleSubmit((values) =>
    onSubmit(withStatus ? values : { ...values, status: undefined }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            required
            maxLength={TEXT_MAX}
            readOnly={isReadOnly}
            autoComplete={isOwnAccount ? 'given-name' : undefined}
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label="Surname"
            required
            maxLength={TEXT_MAX}
            readOnly={isReadOnly}
            autoComplete={isOwnAccount ? 'family-name' : undefined}
            error={errors.surname?.message}
            {...form.register('surname')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          required
          maxLength={TEXT_MAX}
          readOnly={isReadOnly}
          autoComplete={isOwnAccount ? 'email' : undefined}
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
              data={roles}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={isRolesDisabled || isReadOnly || isRolesLoading}
              placeholder={isRolesLoading ? 'Loading roles…' : undefined}
              description={rolesDescription}
              error={errors.roles?.message}
              nothingFoundMessage={TEXTS.noRoles}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {withStatus && (
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label="Status"
                data={USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                allowDeselect={false}
                disabled={isStatusDisabled || isReadOnly}
                error={errors.status?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        {children}
        {!isReadOnly && (
          <Group justify="flex-end" gap="sm">
            {footer}
            {onCancel && (
              <Button variant="default" type="button" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
