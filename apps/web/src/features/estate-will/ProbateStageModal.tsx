import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import {
  PROBATE_REASON_MAX,
  PROBATE_STAGES,
  PROBATE_STAGE_LABELS,
  PROBATE_TEXTS,
  type ProbateStageInput,
  ZProbateStageInput,
  todayInUk,
} from '@probity/domain';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { useAddProbateStage } from './estate-will.api';

type FormOutput = z.output<typeof ZProbateStageInput>;
const FIELDS: FieldPath<ProbateStageInput>[] = ['stage', 'on', 'reason'];

/** Issue 17: record the next HMCTS stage of the probate application (the server keeps the order). */
export function ProbateStageModal({
  matterID,
  nextStage,
  opened,
  onClose,
}: {
  matterID: string;
  nextStage: ProbateStageInput['stage'];
  opened: boolean;
  onClose: () => void;
}) {
  const isMobile = useIsMobileLayout();
  const add = useAddProbateStage(matterID);
  const defaults = (): ProbateStageInput => ({ stage: nextStage, on: todayInUk(), reason: '' });
  const form = useForm<ProbateStageInput, unknown, FormOutput>({
    resolver: zodResolver(ZProbateStageInput),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;
  const stage = form.watch('stage');

  useEffect(() => {
    if (opened) form.reset({ stage: nextStage, on: todayInUk(), reason: '' });
  }, [opened, nextStage, form]);

  const handleSave = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      notify.success(PROBATE_TEXTS.stageRecorded);
      onClose();
    } catch (error) {
      notify.error(errorToast(error));
      for (const [field, message] of fieldErrorsOf(error, FIELDS))
        form.setError(field as FieldPath<ProbateStageInput>, { message });
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={PROBATE_TEXTS.addStage} fullScreen={isMobile}>
      <form noValidate onSubmit={(event) => void handleSave(event)} aria-label={PROBATE_TEXTS.addStage}>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="stage"
            render={({ field }) => (
              <Select
                label={PROBATE_TEXTS.stage}
                withAsterisk
                allowDeselect={false}
                data={PROBATE_STAGES.map((s) => ({ value: s, label: PROBATE_STAGE_LABELS[s] }))}
                value={field.value}
                onChange={field.onChange}
                error={errors.stage?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="on"
            render={({ field }) => (
              <DatePicker
                label={PROBATE_TEXTS.stageOn}
                required
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.on?.message}
              />
            )}
          />
          {stage === 'stopped' && (
            <Textarea
              label={PROBATE_TEXTS.reason}
              withAsterisk
              autosize
              minRows={2}
              maxLength={PROBATE_REASON_MAX}
              error={errors.reason?.message}
              {...form.register('reason')}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              {PROBATE_TEXTS.addStage}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
