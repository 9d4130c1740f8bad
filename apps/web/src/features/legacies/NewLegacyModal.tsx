import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { LEGACY_TEXTS, type LegacyCreateInput, ZLegacyCreateInput } from '@probity/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { legacyPath, useCreateLegacy } from './legacies.api';

/** spec 03 §2.2 the New Legacy overlay: one input "Legacy reference", "Create legacy". */
export function NewLegacyButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {LEGACY_TEXTS.newLegacy}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={LEGACY_TEXTS.newLegacyTitle} centered>
        {opened && <NewLegacyForm onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function NewLegacyForm({ onClose }: { onClose: () => void }) {
  const create = useCreateLegacy();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof ZLegacyCreateInput>, unknown, LegacyCreateInput>({
    resolver: zodResolver(ZLegacyCreateInput),
    mode: 'onTouched',
    defaultValues: { reference: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    const toastId = notify.loading(LEGACY_TEXTS.creatingLegacy);
    create.mutate(values.reference, {
      onSuccess: (legacy) => {
        notify.success(LEGACY_TEXTS.legacyCreated, toastId);
        onClose();
        navigate(legacyPath(legacy.legacyID, 'information'));
      },
      onError: (error) => notify.error(errorToast(error), toastId),
    });
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack>
        <TextInput
          label={LEGACY_TEXTS.legacyReference}
          required
          data-autofocus
          {...form.register('reference')}
          error={form.formState.errors.reference?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {LEGACY_TEXTS.createLegacy}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
