import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { TASK_DETAIL_MAX, TASK_TEXTS, TASK_TITLE_MAX, ZTaskInput } from '@probity/domain';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { type Task, useSaveTask } from './tasks.api';

type FormInput = z.input<typeof ZTaskInput>;
type FormOutput = z.output<typeof ZTaskInput>;
const FIELDS: FieldPath<FormInput>[] = ['title', 'detail', 'dueDate', 'assigneeUserID'];

function valuesOf(task: Task | null): FormInput {
  return {
    title: task?.title ?? '',
    detail: task?.detail ?? '',
    dueDate: task?.dueDate ?? null,
    assigneeUserID: task?.assignee?.userID ?? null,
  };
}

/**
 * Issue 14: add or edit a task. The due date uses the product's own date picker (DD/MM/YYYY); the
 * assignee is chosen from the matter's team (a former member keeps the task until it is changed).
 */
export function TaskModal({
  matterID,
  team,
  task,
  opened,
  onClose,
}: {
  matterID: string;
  team: readonly { userID: string; name: string }[];
  task: Task | null;
  opened: boolean;
  onClose: () => void;
}) {
  const isMobile = useIsMobileLayout();
  const save = useSaveTask(matterID);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZTaskInput),
    defaultValues: valuesOf(task),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) form.reset(valuesOf(task));
  }, [opened, task, form]);

  const people = team.map((m) => ({ value: m.userID, label: m.name }));
  if (task?.assignee && !people.some((p) => p.value === task.assignee?.userID))
    people.push({ value: task.assignee.userID, label: task.assignee.name });

  const handleSave = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ taskID: task?.taskID ?? null, input });
      notify.success(task ? TASK_TEXTS.saved : TASK_TEXTS.created);
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
      title={task ? TASK_TEXTS.editTask : TASK_TEXTS.newTask}
      size="lg"
      fullScreen={isMobile}
    >
      <form noValidate onSubmit={(event) => void handleSave(event)} aria-label={TASK_TEXTS.newTask}>
        <Stack gap="md">
          <TextInput
            label={TASK_TEXTS.titleLabel}
            withAsterisk
            maxLength={TASK_TITLE_MAX}
            error={errors.title?.message}
            data-autofocus
            {...form.register('title')}
          />
          <Textarea
            label={TASK_TEXTS.detailLabel}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={TASK_DETAIL_MAX}
            error={errors.detail?.message}
            {...form.register('detail')}
          />
          <Controller
            control={form.control}
            name="dueDate"
            render={({ field }) => (
              <DatePicker
                label={TASK_TEXTS.dueDateLabel}
                name="dueDate"
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.dueDate?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="assigneeUserID"
            render={({ field }) => (
              <Select
                label={TASK_TEXTS.assigneeLabel}
                placeholder={TASK_TEXTS.assigneePlaceholder}
                data={people}
                clearable
                searchable
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={errors.assigneeUserID?.message}
              />
            )}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" type="button" onClick={onClose}>
              {TASK_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {TASK_TEXTS.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
