import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  RISK_FACTORS,
  RISK_LEVELS,
  RISK_NOTE_MAX,
  RISK_TEXTS,
  type RiskLevel,
  ZRiskAssessmentInput,
  computeOverallRating,
  decideRisk,
  defaultReviewDate,
  rankOf,
  ratingWorking,
  todayInUk,
  ukDate,
} from '@probity/domain';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { type RiskAssessment, useCreateRiskAssessment } from './risk.api';

type FormInput = z.input<typeof ZRiskAssessmentInput>;
type FormOutput = z.output<typeof ZRiskAssessmentInput>;
const FIELDS = [
  ...RISK_FACTORS.flatMap((f) => [f.field, f.note]),
  'overallRating',
  'overallReason',
  'reviewDate',
] as FieldPath<FormInput>[];

/** A reassessment starts from the current one's factors and notes; the choices start afresh. */
function valuesOf(current: RiskAssessment | null): FormInput {
  return {
    customerRisk: current?.customerRisk ?? 'Low',
    customerNote: current?.customerNote ?? '',
    geographicRisk: current?.geographicRisk ?? 'Low',
    geographicNote: current?.geographicNote ?? '',
    productRisk: current?.productRisk ?? 'Low',
    productNote: current?.productNote ?? '',
    deliveryChannelRisk: current?.deliveryChannelRisk ?? 'Low',
    deliveryChannelNote: current?.deliveryChannelNote ?? '',
    overallRating: null,
    overallReason: '',
    reviewDate: null,
  };
}

const LEVEL_OPTIONS = RISK_LEVELS.map((level) => ({ value: level, label: level }));

/**
 * Issue 12: the risk assessment form. The overall rating is computed as the factors change and
 * shown with its working; the assessor may raise it (with a reason) but the lower ratings are not
 * offered. The review date defaults from the rating; the server checks it all again.
 */
export function RiskAssessmentModal({
  individualID,
  current,
  opened,
  onClose,
}: {
  individualID: string;
  current: RiskAssessment | null;
  opened: boolean;
  onClose: () => void;
}) {
  const isMobile = useIsMobileLayout();
  const create = useCreateRiskAssessment(individualID);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZRiskAssessmentInput),
    defaultValues: valuesOf(current),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) form.reset(valuesOf(current));
  }, [opened, current, form]);

  const values = form.watch();
  const ratings = {
    customerRisk: values.customerRisk as RiskLevel,
    geographicRisk: values.geographicRisk as RiskLevel,
    productRisk: values.productRisk as RiskLevel,
    deliveryChannelRisk: values.deliveryChannelRisk as RiskLevel,
  };
  const computed = computeOverallRating(ratings);
  const overall = (values.overallRating as RiskLevel | null | undefined) ?? computed;
  const today = todayInUk();
  const overallOptions = LEVEL_OPTIONS.filter((o) => rankOf(o.value) >= rankOf(computed));

  const save = form.handleSubmit(async (input) => {
    // The same rule the server applies, so the form marks the field before the request.
    const decision = decideRisk(input, input, today);
    if (!decision.ok) {
      for (const [field, messages] of Object.entries(decision.errors)) {
        form.setError(field as FieldPath<FormInput>, { message: messages.join(', ') });
      }
      return;
    }
    try {
      await create.mutateAsync(input);
      notify.success(RISK_TEXTS.assessmentSaved);
      onClose();
    } catch (error) {
      notify.error(errorToast(error));
      for (const [field, message] of fieldErrorsOf(error, FIELDS))
        form.setError(field as FieldPath<FormInput>, { message });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={current ? RISK_TEXTS.reassess : RISK_TEXTS.newAssessment}
      size="xl"
      fullScreen={isMobile}
    >
      <form noValidate onSubmit={(event) => void save(event)} aria-label={RISK_TEXTS.sectionTitle}>
        <Stack gap="md">
          {RISK_FACTORS.map((factor) => (
            <SimpleGrid key={factor.key} cols={{ base: 1, sm: 3 }} spacing="sm">
              <Controller
                control={form.control}
                name={factor.field}
                render={({ field }) => (
                  <Select
                    label={factor.label}
                    description={`MLR 2017 ${factor.source}`}
                    withAsterisk
                    allowDeselect={false}
                    data={LEVEL_OPTIONS}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value ?? 'Low');
                      // A chosen overall rating now below the computed one is dropped.
                      const chosen = form.getValues('overallRating') as RiskLevel | null;
                      if (
                        chosen &&
                        value &&
                        rankOf(chosen) <=
                          rankOf(computeOverallRating({ ...ratings, [factor.field]: value as RiskLevel }))
                      ) {
                        form.setValue('overallRating', null);
                      }
                    }}
                    error={errors[factor.field]?.message}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Textarea
                label={RISK_TEXTS.factorNote}
                aria-label={`${factor.label}: ${RISK_TEXTS.factorNote}`}
                autosize
                minRows={1}
                maxLength={RISK_NOTE_MAX}
                style={{ gridColumn: isMobile ? undefined : 'span 2' }}
                error={errors[factor.note]?.message}
                {...form.register(factor.note)}
              />
            </SimpleGrid>
          ))}
          <Alert
            color={computed === 'High' ? 'red' : computed === 'Medium' ? 'yellow' : 'teal'}
            variant="light"
          >
            <Text fz="sm" fw={600}>
              {RISK_TEXTS.computedRating}: {computed}
            </Text>
            <Text fz="sm" data-testid="risk-working">
              {ratingWorking(ratings, overall)}
            </Text>
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={form.control}
              name="overallRating"
              render={({ field }) => (
                <Select
                  label={RISK_TEXTS.overallRating}
                  data={overallOptions}
                  value={field.value ?? computed}
                  allowDeselect={false}
                  onChange={(value) => field.onChange(value === computed ? null : value)}
                  error={errors.overallRating?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="reviewDate"
              render={({ field }) => (
                <DatePicker
                  label={RISK_TEXTS.reviewDate}
                  name="reviewDate"
                  description={`${RISK_TEXTS.reviewDateHint} (${ukDate(defaultReviewDate(overall, today))})`}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={ukDate(defaultReviewDate(overall, today))}
                  error={errors.reviewDate?.message}
                />
              )}
            />
          </SimpleGrid>
          {overall !== computed && (
            <Textarea
              label={RISK_TEXTS.overallReason}
              withAsterisk
              autosize
              minRows={2}
              maxLength={RISK_NOTE_MAX}
              error={errors.overallReason?.message}
              {...form.register('overallReason')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {RISK_TEXTS.saveAssessment}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
