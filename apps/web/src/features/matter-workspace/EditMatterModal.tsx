import { Box, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  isEstateMatterType,
  MATTER_TEXTS,
  MATTER_TITLE_MAX,
  MATTER_TITLE_TEXTS,
  REFERENCE_MAX,
} from '@probity/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, formatRequestError } from '../../api/client';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { FormSwitch } from '../../components/FormSwitch';
import { type Matter, useUpdateMatterDetails } from '../matters/matters.api';
import { detailToast } from './detail-toast';
import {
  type EditMatterValues,
  editDefaults,
  editMatterResolver,
  isEditField,
  toDetailsInput,
} from './edit-matter-form';

/** spec 02 §2.13: the edit overlay is at most 700 px wide, its form 500 px. */
const OVERLAY_MAX_WIDTH_PX = 700;
const FORM_WIDTH_PX = 500;

/**
 * The Edit details overlay (spec 02 §2.13, §5): the reference, the title (issue 14), and for an Estate the probate
 * reference, the dates of death and probate, grant submitted and accounts approved. Errors show
 * once a field is touched; saving checks every field.
 */
export function EditMatterModal({
  matter,
  opened,
  onClose,
}: {
  matter: Matter;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit details" size={OVERLAY_MAX_WIDTH_PX}>
      <EditMatterForm matter={matter} onClose={onClose} />
    </Modal>
  );
}

/** Mounted each time the overlay opens, so it starts from the matter as it is then. */
function EditMatterForm({ matter, onClose }: { matter: Matter; onClose: () => void }) {
  const typeID = matter.matterType.matterTypeID;
  const isEstate = isEstateMatterType(typeID);
  const update = useUpdateMatterDetails();
  const toastId = `matter-update-${useId()}`;
  const form = useForm<EditMatterValues>({
    resolver: editMatterResolver(typeID),
    mode: 'onTouched',
    defaultValues: editDefaults(matter),
  });

  const handleSave = form.handleSubmit((values) => {
    detailToast('loading', MATTER_TEXTS.updatingMatter, MATTER_TEXTS.savingChangesToMatter, toastId);
    update.mutate(toDetailsInput(matter.matterID, typeID, values), {
      onSuccess: (updated) => {
        detailToast(
          'success',
          MATTER_TEXTS.matterUpdated,
          MATTER_TEXTS.savedChangesToMatter(updated.reference),
          toastId,
        );
        onClose();
      },
      onError: (error) => {
        detailToast('error', MATTER_TEXTS.matterUpdateFailed, formatRequestError(error), toastId);
        if (error instanceof ApiError && error.errors) {
          for (const [path, messages] of Object.entries(error.errors)) {
            if (isEditField(path)) form.setError(path, { message: messages.join(', ') });
          }
        }
      },
    });
  });

  const { errors } = form.formState;

  return (
    <Box component="form" onSubmit={handleSave} noValidate maw={FORM_WIDTH_PX} mx="auto">
      <Stack gap="md">
        <TextInput
          label="Reference"
          required
          maxLength={REFERENCE_MAX}
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        <TextInput
          label={MATTER_TITLE_TEXTS.label}
          description={MATTER_TITLE_TEXTS.description(matter.defaultTitle)}
          maxLength={MATTER_TITLE_MAX}
          error={errors.title?.message}
          {...form.register('title')}
        />
        {isEstate && (
          <>
            <TextInput
              label="Probate reference"
              required
              maxLength={REFERENCE_MAX}
              error={errors.probateReference?.message}
              {...form.register('probateReference')}
            />
            <Controller
              control={form.control}
              name="dateOfDeath"
              render={({ field }) => (
                // The shared date picker: an impossible or half-typed date says "Enter a real date".
                <DatePicker
                  label="Date of death"
                  name="dateOfDeath"
                  required
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
                // The shared date picker: an impossible or half-typed date says "Enter a real date".
                <DatePicker
                  label="Date of probate"
                  name="dateOfProbate"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.dateOfProbate?.message}
                />
              )}
            />
            <FormSwitch control={form.control} name="grantSubmitted" label="Grant submitted" />
            <FormSwitch control={form.control} name="accountsApproved" label="Accounts approved" />
          </>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
