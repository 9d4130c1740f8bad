import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  LEGACY_INTAKE_TEXTS,
  LEGACY_TEXTS,
  type LegacyCreateInput,
  ZLegacyCreateInput,
} from '@probity/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { errorToast } from '../../components/form-errors';
import { type IntakeValues, LegacyIntakeFields, intakeValuesOf, setServerErrors } from './LegacyIntakeFields';
import { legacyPath, useCreateLegacy } from './legacies.api';

/**
 * spec 03 §2.2 the New Legacy overlay: its one input "Legacy reference" (first and required), then
 * the optional notification intake (issue 11), "Create legacy".
 */
export function NewLegacyButton() {
  const [opened, setOpened] = useState(false);
  const isMobile = useIsMobileLayout();
  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {LEGACY_TEXTS.newLegacy}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={LEGACY_TEXTS.newLegacyTitle}
        size="lg"
        fullScreen={isMobile}
      >
        {opened && <NewLegacyForm onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

type Values = IntakeValues & { reference: string };

const FIELDS = ['reference', 'notifiedDate', 'notifiedBy', 'dateOfWill', 'contacts'] as const;

export function NewLegacyForm({ onClose }: { onClose: () => void }) {
  const create = useCreateLegacy();
  const navigate = useNavigate();
  const form = useForm<Values, unknown, LegacyCreateInput>({
    // The domain's rules (the server checks them again); the form's empty texts are "none".
    resolver: zodResolver(ZLegacyCreateInput) as never,
    // Checked on submit, then as the user corrects: a contact just added is not an error yet.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reference: '', ...intakeValuesOf() },
  });
  const onSubmit = form.handleSubmit((values) => {
    const toastId = notify.loading(LEGACY_TEXTS.creatingLegacy);
    create.mutate(values, {
      onSuccess: (legacy) => {
        notify.success(LEGACY_TEXTS.legacyCreated, toastId);
        onClose();
        navigate(legacyPath(legacy.legacyID, 'information'));
      },
      onError: (error) => {
        notify.error(errorToast(error), toastId);
        // A duplicate reference (409) or a field the server refused shows on its field.
        setServerErrors(form, error, FIELDS);
      },
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
        <Divider label={LEGACY_INTAKE_TEXTS.optionalTitle} labelPosition="left" mt="xs" />
        <LegacyIntakeFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {LEGACY_TEXTS.createLegacy}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
