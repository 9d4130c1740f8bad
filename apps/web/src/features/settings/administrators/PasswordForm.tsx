import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { type PasswordForm as PasswordFormValues, PASSWORD_MAX, ZPasswordForm } from '@probity/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { notify } from '../../../app/notify';
import { errorToast, fieldErrorsOf } from '../../../components/form-errors';

type FormInput = z.input<typeof ZPasswordForm>;
const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * spec 01 §2 administrator detail, §5 password form: new and repeat password (required, at most
 * 100), POST /api/User/ChangePassword/{id}. The server checks the password policy.
 */
export function PasswordForm({ userID, onChanged }: { userID: string; onChanged?: () => void }) {
  const change = useMutation({
    mutationFn: (values: PasswordFormValues) =>
      api.post<unknown>(`/api/User/ChangePassword/${encodeURIComponent(userID)}`, values),
  });
  const form = useForm<FormInput, unknown, PasswordFormValues>({
    resolver: zodResolver(ZPasswordForm),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset({ password: '', confirmPassword: '' });
      notify.success('The password has been changed.');
      onChanged?.();
    } catch (error) {
      notify.error(errorToast(error));
      for (const [field, message] of fieldErrorsOf(error, FIELDS)) {
        if (field === 'password' || field === 'confirmPassword') form.setError(field, { message });
      }
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label="Repeat password"
            required
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
