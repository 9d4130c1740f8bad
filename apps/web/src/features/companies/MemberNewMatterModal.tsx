import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  MATTER_TYPES,
  type MatterCreateInput,
  PLATFORM_TEXTS,
  REFERENCE_MAX,
  ZMatterCreateInput,
} from '@probity/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { queryKeys } from '../../api/query-keys';
import { notify } from '../../app/notify';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { useCreateMatter } from '../matters/matters.api';

type FormInput = z.input<typeof ZMatterCreateInput>;

interface MemberNewMatterModalProps {
  opened: boolean;
  onClose: () => void;
  organisationID: string;
  member: { userID: string; name: string };
}

/**
 * spec 01 §2 member page, 'Add to a new matter': a New Matter overlay that creates a matter in the
 * member's company with the member as its owner, so they are on its team.
 */
export function MemberNewMatterModal({ opened, onClose, organisationID, member }: MemberNewMatterModalProps) {
  const queryClient = useQueryClient();
  const createMatter = useCreateMatter();
  const empty: FormInput = {
    reference: '',
    matterType: { matterTypeID: '' },
    matterOwner: member.userID,
    organisation: { organisationID },
  };
  const form = useForm<FormInput, unknown, MatterCreateInput>({
    resolver: zodResolver(ZMatterCreateInput),
    mode: 'onTouched',
    defaultValues: empty,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the overlay opens
  useEffect(() => {
    if (opened) form.reset(empty);
  }, [opened]);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const matter = await createMatter.mutateAsync(values);
      notify.success(PLATFORM_TEXTS.matterCreated(matter.reference));
      void queryClient.invalidateQueries({ queryKey: queryKeys.matters });
      onClose();
    } catch (error) {
      notify.error(errorToast(error));
      const fields = fieldErrorsOf(error, ['reference', 'matterType', 'matterOwner', 'organisation']);
      const reference = fields.get('reference');
      const type = fields.get('matterType');
      if (reference) form.setError('reference', { message: reference });
      if (type) form.setError('matterType.matterTypeID', { message: type });
    }
  });
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={onClose} title="New Matter" size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            The matter is created in this company with {member.name} as its owner, on its team.
          </Text>
          <TextInput
            label="Reference"
            required
            maxLength={REFERENCE_MAX}
            data-autofocus
            error={errors.reference?.message}
            {...form.register('reference')}
          />
          <Controller
            control={form.control}
            name="matterType.matterTypeID"
            render={({ field }) => (
              <Select
                label="Matter type"
                required
                data={MATTER_TYPES.map((t) => ({ value: t.matterTypeID, label: t.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.matterType?.matterTypeID?.message ?? errors.matterType?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={createMatter.isPending}>
              Create matter
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
