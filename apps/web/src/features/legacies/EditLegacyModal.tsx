import { Box, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  EMPTY_GUID,
  LEGACY_REFERENCE_MAX,
  LEGACY_TEXTS,
  type Legacy,
  legacyFormErrors,
} from '@probity/domain';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { notify } from '../../app/notify';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { FormSwitch } from '../../components/FormSwitch';
import { errorToast } from '../../components/form-errors';
import { legacyBody, useUpdateLegacy } from './legacies.api';

interface Values {
  charityReference: string;
  probateReference: string;
  dateOfDeath: string | null;
  dateOfProbate: string | null;
  accountsApproved: boolean;
  grantSubmitted: boolean;
}
const FIELDS = ['charityReference', 'probateReference', 'dateOfDeath', 'dateOfProbate'] as const;

/** spec 03 §5 through the shared rules (legacyFormErrors): with a firm matter only the charity reference. */
function resolverFor(hasMatter: boolean): Resolver<Values> {
  return async (values) => {
    const errors = legacyFormErrors({ ...values }, hasMatter);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(errors).map(([k, v]) => [k, { type: 'validate', message: v.join(', ') }]),
      ),
    };
  };
}

/** spec 03 §2.5 Edit Legacy, "Save legacy". */
export function EditLegacyModal({
  legacy,
  opened,
  onClose,
}: {
  legacy: Legacy;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={LEGACY_TEXTS.editTitle} size="lg">
      {opened && <EditLegacyForm legacy={legacy} onClose={onClose} />}
    </Modal>
  );
}

function EditLegacyForm({ legacy, onClose }: { legacy: Legacy; onClose: () => void }) {
  const hasMatter = legacy.matterID !== EMPTY_GUID;
  const update = useUpdateLegacy();
  const form = useForm<Values>({
    resolver: resolverFor(hasMatter),
    mode: 'onTouched',
    defaultValues: {
      charityReference: legacy.charityReference ?? '',
      probateReference: legacy.probateReference ?? '',
      dateOfDeath: legacy.dateOfDeath?.slice(0, 10) ?? null,
      dateOfProbate: legacy.dateOfProbate?.slice(0, 10) ?? null,
      accountsApproved: legacy.accountsApproved,
      grantSubmitted: legacy.grantSubmitted,
    },
  });
  const { errors } = form.formState;

  const handleSave = form.handleSubmit((values) => {
    const toastId = notify.loading(LEGACY_TEXTS.updatingLegacy);
    update.mutate(
      legacyBody(legacy, hasMatter ? { charityReference: values.charityReference } : { ...values }),
      {
        onSuccess: () => {
          notify.success(LEGACY_TEXTS.legacyUpdated, toastId);
          onClose();
        },
        onError: (error) => {
          notify.error(errorToast(error), toastId);
          if (error instanceof ApiError && error.errors)
            for (const [path, messages] of Object.entries(error.errors)) {
              const field = FIELDS.find((f) => f === path);
              if (field) form.setError(field, { message: messages.join(', ') });
            }
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void handleSave(e)} maw={500} mx="auto">
      <Stack gap="md">
        <TextInput
          label={LEGACY_TEXTS.charityReference}
          required
          maxLength={LEGACY_REFERENCE_MAX}
          error={errors.charityReference?.message}
          {...form.register('charityReference')}
        />
        {!hasMatter && (
          <>
            <TextInput
              label={LEGACY_TEXTS.probateReference}
              required
              maxLength={LEGACY_REFERENCE_MAX}
              error={errors.probateReference?.message}
              {...form.register('probateReference')}
            />
            <Controller
              control={form.control}
              name="dateOfDeath"
              render={({ field }) => (
                <DatePicker
                  label={LEGACY_TEXTS.dateOfDeath}
                  required
                  name="dateOfDeath"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.dateOfDeath?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="dateOfProbate"
              render={({ field }) => (
                <DatePicker
                  label={LEGACY_TEXTS.dateOfProbate}
                  required
                  name="dateOfProbate"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.dateOfProbate?.message}
                />
              )}
            />
            <FormSwitch
              control={form.control}
              name="accountsApproved"
              label={LEGACY_TEXTS.accountsApproved}
            />
            <FormSwitch control={form.control} name="grantSubmitted" label={LEGACY_TEXTS.grantSubmitted} />
          </>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            {LEGACY_TEXTS.saveLegacy}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
