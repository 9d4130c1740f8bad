import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  EMPTY_GUID,
  LEGACY_DETAIL_DESCRIPTION_MAX,
  LEGACY_TEXTS,
  type LegacyDetail,
  crudFlags,
  formatPounds,
} from '@probity/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useSession } from '../../auth/session';
import { errorToast } from '../../components/form-errors';
import { PageHeader } from '../../components/PageHeader';
import { useLegacyArea } from './LegacyArea';
import { useDeleteLegacyDetail, useLegacyTypes, useSaveLegacyDetail } from './legacies.api';

interface DetailValues {
  legacyTypeID: string | null;
  description: string;
  amount: number | string;
  isEstimate: boolean;
  isPercentage: boolean;
  percentageValue: number | string;
}

const REQUIRED = 'Required';

/** spec 03 §2.8: add opens a centre modal, edit a right-side modal. */
function DetailModal({
  legacyID,
  detail,
  opened,
  onClose,
}: {
  legacyID: string;
  detail: LegacyDetail | null;
  opened: boolean;
  onClose: () => void;
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
      {opened && <DetailForm legacyID={legacyID} detail={detail} onClose={onClose} />}
    </Modal>
  );
}

function DetailForm({
  legacyID,
  detail,
  onClose,
}: {
  legacyID: string;
  detail: LegacyDetail | null;
  onClose: () => void;
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
          onClose();
        },
        onError: (error) => {
          notify.error(errorToast(error), toastId);
          if (error instanceof ApiError && error.errors?.description)
            form.setError('description', { message: error.errors.description.join(', ') });
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
          rules={{
            validate: (v) =>
              v === '' || v === null || Number.isNaN(Number(v))
                ? REQUIRED
                : Number(v) < 0
                  ? 'Must not be negative'
                  : true,
          }}
          render={({ field }) => (
            <NumberInput
              label={LEGACY_TEXTS.amount}
              required
              prefix="£"
              decimalScale={2}
              thousandSeparator=","
              min={0}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.amount?.message}
            />
          )}
        />
        <Switch label={LEGACY_TEXTS.isEstimate} {...form.register('isEstimate')} />
        <Switch label={LEGACY_TEXTS.isPercentage} {...form.register('isPercentage')} />
        {isPercentage && (
          <Controller
            control={form.control}
            name="percentageValue"
            render={({ field }) => (
              <NumberInput
                label={LEGACY_TEXTS.percentageValue}
                suffix="%"
                min={0}
                max={100}
                decimalScale={4}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
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

function DetailCard({
  detail,
  isReadOnly,
  onEdit,
  onDelete,
}: {
  detail: LegacyDetail;
  isReadOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card p="md" component="article" aria-label={detail.description}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light">{detail.legacyType.name}</Badge>
            {detail.isEstimate && (
              <Badge variant="outline" color="gray">
                {LEGACY_TEXTS.isEstimate}
              </Badge>
            )}
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {detail.description}
          </Text>
          <Text fz="sm">
            {formatPounds(detail.amountPence)}
            {detail.isPercentage ? ` · ${detail.percentageValue}%` : ''}
          </Text>
        </Stack>
        {!isReadOnly && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${detail.description}`} onClick={onEdit}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remove">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${detail.description}`}
                onClick={onDelete}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Card>
  );
}

/** spec 03 §2.8 Legacy details: read-only when a firm organisation is attached (viewOnly). */
export function LegacyDetailsPage() {
  const { legacy } = useLegacyArea();
  const { roles } = useSession();
  const [canCreate, , canUpdate] = crudFlags(roles, 'legacyDetail');
  const isReadOnly = !!legacy.matterOrganisation || legacy.matterID !== EMPTY_GUID;
  const [editing, setEditing] = useState<LegacyDetail | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteLegacyDetail(legacy.legacyID);

  const handleDelete = async (detail: LegacyDetail) => {
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
      onSuccess: () => notify.success(LEGACY_TEXTS.legacyUpdated, toastId),
      onError: (error) => notify.error(errorToast(error), toastId),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        aboveTitle={LEGACY_TEXTS.aboveTitle}
        title={LEGACY_TEXTS.legacyDetails}
        actions={
          !isReadOnly && canCreate ? (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => {
                setEditing(null);
                setIsOpen(true);
              }}
            >
              {LEGACY_TEXTS.newLegacyDetail}
            </Button>
          ) : undefined
        }
      />
      {legacy.details.length === 0 ? (
        <Card p="lg">
          <Text c="dimmed">{LEGACY_TEXTS.noDetails}</Text>
        </Card>
      ) : (
        <Stack gap="sm">
          {legacy.details.map((detail) => (
            <DetailCard
              key={detail.legacyDetailID}
              detail={detail}
              isReadOnly={isReadOnly || !canUpdate}
              onEdit={() => {
                setEditing(detail);
                setIsOpen(true);
              }}
              onDelete={() => void handleDelete(detail)}
            />
          ))}
        </Stack>
      )}
      <DetailModal
        legacyID={legacy.legacyID}
        detail={editing}
        opened={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </Stack>
  );
}
