import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ESTATE_COMPONENTS,
  ESTATE_COMPONENT_LABELS,
  WILL_LEGACY_KINDS,
  WILL_LEGACY_KIND_LABELS,
  WILL_TEXTS,
  type WillLegacyFormValues,
  ZWillLegacyForm,
  legacyFormOf,
  legacyInputOfForm,
} from '@probity/domain';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { type EstateLegacy, useLinkedCharities, useSaveLegacy } from './estate-will.api';

/** The API's field names (400 answers) and the form field that shows each. */
const API_FIELD: Record<string, FieldPath<WillLegacyFormValues>> = {
  kind: 'kind',
  component: 'component',
  'beneficiary.type': 'beneficiaryType',
  'beneficiary.matterCharityID': 'matterCharityID',
  'beneficiary.name': 'name',
  amount: 'amount',
  description: 'description',
  'share.percent': 'percent',
  'share.numerator': 'numerator',
  'share.denominator': 'denominator',
};

/** Issue 17: add a gift of the will, or change one. Money is typed in pounds and sent in pence. */
export function LegacyModal({
  matterID,
  legacy,
  opened,
  onClose,
}: {
  matterID: string;
  legacy: EstateLegacy | null;
  opened: boolean;
  onClose: () => void;
}) {
  const isMobile = useIsMobileLayout();
  const save = useSaveLegacy(matterID);
  const charities = useLinkedCharities(matterID);
  const form = useForm<WillLegacyFormValues>({
    resolver: zodResolver(ZWillLegacyForm),
    defaultValues: legacyFormOf(legacy),
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const beneficiaryType = form.watch('beneficiaryType');
  const shareKind = form.watch('shareKind');

  useEffect(() => {
    if (opened) form.reset(legacyFormOf(legacy));
  }, [opened, legacy, form]);

  const handleSave = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ estateLegacyID: legacy?.estateLegacyID, input: legacyInputOfForm(values) });
      notify.success(legacy ? WILL_TEXTS.legacyChanged : WILL_TEXTS.legacyAdded);
      onClose();
    } catch (error) {
      notify.error(errorToast(error));
      for (const [field, message] of fieldErrorsOf(error, Object.keys(API_FIELD))) {
        const target = API_FIELD[field];
        if (target) form.setError(target, { message });
      }
    }
  });

  const charityOptions = (charities.data?.data ?? []).map((c) => ({
    value: c.matterCharityID,
    label: c.charityName,
  }));
  const title = legacy ? WILL_TEXTS.changeLegacy : WILL_TEXTS.addLegacy;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={isMobile}>
      <form noValidate onSubmit={(event) => void handleSave(event)} aria-label={title}>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                label={WILL_TEXTS.kind}
                withAsterisk
                allowDeselect={false}
                data={WILL_LEGACY_KINDS.map((k) => ({ value: k, label: WILL_LEGACY_KIND_LABELS[k] }))}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  if (value === 'spouse') form.setValue('beneficiaryType', 'person');
                }}
                error={errors.kind?.message}
              />
            )}
          />
          <Stack gap={4}>
            <Text component="span" fz="sm" fw={500} id="legacy-beneficiary-type">
              {WILL_TEXTS.beneficiaryType}
            </Text>
            <Controller
              control={form.control}
              name="beneficiaryType"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="legacy-beneficiary-type"
                  orientation={isMobile ? 'vertical' : 'horizontal'}
                  value={field.value}
                  onChange={field.onChange}
                  data={[
                    { value: 'charity', label: WILL_TEXTS.toCharity, disabled: kind === 'spouse' },
                    { value: 'person', label: WILL_TEXTS.toPerson },
                  ]}
                  fullWidth
                />
              )}
            />
            {errors.beneficiaryType?.message && (
              <Text fz="xs" c="red.8" role="alert">
                {errors.beneficiaryType.message}
              </Text>
            )}
          </Stack>
          {beneficiaryType === 'charity' ? (
            <Controller
              control={form.control}
              name="matterCharityID"
              render={({ field }) => (
                <Select
                  label={WILL_TEXTS.charity}
                  placeholder={WILL_TEXTS.chooseCharity}
                  withAsterisk
                  data={charityOptions}
                  description={charityOptions.length === 0 ? WILL_TEXTS.noCharities : undefined}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.matterCharityID?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          ) : (
            <TextInput
              label={WILL_TEXTS.personName}
              withAsterisk
              maxLength={200}
              error={errors.name?.message}
              {...form.register('name')}
            />
          )}
          {(kind === 'pecuniary' || kind === 'spouse') && (
            <TextInput
              label={WILL_TEXTS.amount}
              withAsterisk
              inputMode="decimal"
              error={errors.amount?.message}
              {...form.register('amount')}
            />
          )}
          {kind === 'specific' && (
            <TextInput
              label={WILL_TEXTS.itemDescription}
              withAsterisk
              maxLength={500}
              error={errors.description?.message}
              {...form.register('description')}
            />
          )}
          {kind === 'residuary' && (
            <Stack gap="xs">
              <Text component="span" fz="sm" fw={500} id="legacy-share-kind">
                {WILL_TEXTS.shareKind}
              </Text>
              <Controller
                control={form.control}
                name="shareKind"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby="legacy-share-kind"
                    value={field.value}
                    onChange={field.onChange}
                    data={[
                      { value: 'percent', label: WILL_TEXTS.percent },
                      { value: 'fraction', label: WILL_TEXTS.fraction },
                    ]}
                    fullWidth
                  />
                )}
              />
              {shareKind === 'percent' ? (
                <TextInput
                  label={WILL_TEXTS.percentValue}
                  withAsterisk
                  inputMode="decimal"
                  error={errors.percent?.message}
                  {...form.register('percent')}
                />
              ) : (
                <SimpleGrid cols={2} spacing="sm">
                  <TextInput
                    label={WILL_TEXTS.numerator}
                    withAsterisk
                    inputMode="numeric"
                    error={errors.numerator?.message}
                    {...form.register('numerator')}
                  />
                  <TextInput
                    label={WILL_TEXTS.denominator}
                    withAsterisk
                    inputMode="numeric"
                    error={errors.denominator?.message}
                    {...form.register('denominator')}
                  />
                </SimpleGrid>
              )}
            </Stack>
          )}
          <Controller
            control={form.control}
            name="component"
            render={({ field }) => (
              <Select
                label={WILL_TEXTS.component}
                allowDeselect={false}
                data={ESTATE_COMPONENTS.map((c) => ({ value: c, label: ESTATE_COMPONENT_LABELS[c] }))}
                value={field.value}
                onChange={field.onChange}
                error={errors.component?.message}
              />
            )}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
