import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import {
  LEGACY_DETAIL_DESCRIPTION_MAX,
  LEGACY_TEXTS,
  type LegacyDetail,
  amountPoundsProblem,
  percentageProblem,
} from '@probity/domain';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { FormSwitch } from '../../components/FormSwitch';
import { errorToast } from '../../components/form-errors';
import { useDeleteLegacyDetail, useLegacyTypes, useSaveLegacyDetail } from './legacies.api';

/*
 * spec 03 §2.8 the legacy detail modal and the "Delete legacy detail" confirmation, shared by the
 * charity's Legacy details page and the firm's Legacy tab of the charity overlay (03 §2.16).
 */

interface DetailValues {
  legacyTypeID: string | null;
  description: string;
  amount: number | string;
  isEstimate: boolean;
  isPercentage: boolean;
  percentageValue: number | string;
}

const REQUIRED = 'Required';

/**
 * spec 03 §2.8: add opens a centre modal, edit a right-side modal. Also the firm's Legacy tab
 * (03 §2.16), which refreshes its own copy of the legacy through `onSaved`.
 */
export function DetailModal({
  legacyID,
  detail,
  opened,
  onClose,
  onSaved,
}: {
  legacyID: string;
  detail: LegacyDetail | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const isMobile = useIsMobileLayout();
  const isEdit = !!detail;
  const title = isEdit ? LEGACY_TEXTS.editLegacyDetail : LEGACY_TEXTS.newLegacyDetail;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered={!isEdit}
      size="md"
      fullScreen={isMobile && isEdit}
      styles={
        isEdit && !isMobile
          ? {
              inner: { justifyContent: 'flex-end', padding: 0 },
              content: { height: '100vh', maxHeight: '100vh', borderRadius: 0 },
            }
          : undefined
      }
      transitionProps={isEdit ? { transition: 'slide-left' } : undefined}
    >
      {opened && <DetailForm legacyID={legacyID} detail={detail} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function DetailForm({
  legacyID,
  detail,
  onClose,
  onSaved,
}: {
  legacyID: string;
  detail: LegacyDetail | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const types = useLegacyTypes();
  const save = useSaveLegacyDetail(legacyID);
  const form = useForm<DetailValues>({
    mode: 'onTouched',
    defaultValues: {
      legacyTypeID: detail?.legacyType.legacyTypeID ?? null,
      description: detail?.description ?? '',
      amount: detail ? detail.amountPence / 100 : '',
      isEstimate: detail?.isEstimate ?? false,
      isPercentage: detail?.isPercentage ?? false,
      percentageValue: detail?.percentageValue ?? 0,
    },
  });
  const { errors } = form.formState;
  const isPercentage = form.watch('isPercentage');

  const onSubmit = form.handleSubmit((values) => {
    const toastId = notify.loading(LEGACY_TEXTS.updatingLegacy);
    save.mutate(
      {
        legacyDetailID: detail?.legacyDetailID ?? null,
        legacyType: { legacyTypeID: values.legacyTypeID ?? '' },
        description: values.description,
        amountPence: Math.round(Number(values.amount) * 100),
        isEstimate: values.isEstimate,
        isPercentage: values.isPercentage,
        percentageValue: values.isPercentage ? Number(values.percentageValue) || 0 : 0,
      },
      {
        onSuccess: () => {
          notify.success(LEGACY_TEXTS.legacyUpdated, toastId);
          onSaved?.();
          onClose();
        },
        onError: (error) => {
          notify.error(errorToast(error), toastId);
          // The server's answer under its field (the wire's amountPence is the form's amount).
          const fields = {
            description: 'description',
            amountPence: 'amount',
            percentageValue: 'percentageValue',
          } as const;
          if (error instanceof ApiError && error.errors)
            for (const [path, field] of Object.entries(fields)) {
              const messages = error.errors[path];
              if (messages) form.setError(field, { message: messages.join(', ') });
            }
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <Stack>
        <Controller
          control={form.control}
          name="legacyTypeID"
          rules={{ required: REQUIRED }}
          render={({ field }) => (
            <Select
              label={LEGACY_TEXTS.legacyType}
              required
              data={(types.data ?? []).map((t) => ({ value: t.legacyTypeID, label: t.name }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.legacyTypeID?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label={LEGACY_TEXTS.description}
          required
          maxLength={LEGACY_DETAIL_DESCRIPTION_MAX}
          error={errors.description?.message}
          {...form.register('description', {
            validate: (v) => (v.trim() ? true : REQUIRED),
          })}
        />
        <Controller
          control={form.control}
          name="amount"
          // Issue 11: what is wrong is said, never clamped or rounded away (no min, max or decimal scale).
          rules={{ validate: (v) => amountPoundsProblem(v) ?? true }}
          render={({ field }) => (
            <NumberInput
              label={LEGACY_TEXTS.amount}
              required
              prefix="£"
              thousandSeparator=","
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.amount?.message}
            />
          )}
        />
        <FormSwitch control={form.control} name="isEstimate" label={LEGACY_TEXTS.isEstimate} />
        <FormSwitch control={form.control} name="isPercentage" label={LEGACY_TEXTS.isPercentage} />
        {isPercentage && (
          <Controller
            control={form.control}
            name="percentageValue"
            rules={{ validate: (v, values) => (values.isPercentage ? (percentageProblem(v) ?? true) : true) }}
            render={({ field }) => (
              <NumberInput
                label={LEGACY_TEXTS.percentageValue}
                suffix="%"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.percentageValue?.message}
              />
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {LEGACY_TEXTS.saveLegacyDetail}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** spec 03 §2.8 "Delete legacy detail": confirms, then removes the detail with its notices. */
export function useRemoveLegacyDetail(legacyID: string, onRemoved?: () => void) {
  const remove = useDeleteLegacyDetail(legacyID);
  return async (detail: LegacyDetail) => {
    const isConfirmed = await confirm({
      title: LEGACY_TEXTS.deleteDetailTitle,
      text: LEGACY_TEXTS.deleteDetailText,
      confirmLabel: LEGACY_TEXTS.deleteYes,
      cancelLabel: LEGACY_TEXTS.deleteNo,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const toastId = notify.loading(LEGACY_TEXTS.updatingLegacy);
    remove.mutate(detail.legacyDetailID, {
      onSuccess: () => {
        notify.success(LEGACY_TEXTS.legacyUpdated, toastId);
        onRemoved?.();
      },
      onError: (error) => notify.error(errorToast(error), toastId),
    });
  };
}
