import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CLIENT_REQUEST_DETAIL_MAX,
  CLIENT_REQUEST_KINDS,
  CLIENT_REQUEST_REMINDER_DAYS_DEFAULT,
  CLIENT_REQUEST_REMINDER_DAYS_MAX,
  CLIENT_REQUEST_REMINDER_DAYS_MIN,
  CLIENT_REQUEST_TEXTS as T,
  CLIENT_REQUEST_TITLE_MAX,
  ZClientRequestInput,
} from '@probity/domain';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { errorToast } from '../../components/form-errors';
import { ApiError } from '../../api/client';
import { useClientRequestActions, useRequestClients } from './client-requests.api';

type FormInput = z.input<typeof ZClientRequestInput>;
type FormOutput = z.output<typeof ZClientRequestInput>;
const FIELDS: FieldPath<FormInput>[] = ['kind', 'title', 'detail', 'dueDate', 'individualID', 'reminderDays'];
const ALL = 'all';

const EMPTY: FormInput = {
  kind: 'document',
  title: '',
  detail: '',
  dueDate: null,
  individualID: null,
  reminderDays: CLIENT_REQUEST_REMINDER_DAYS_DEFAULT,
};

/** Issue 14: the firm asks the matter's clients for a document or an answer. */
export function AddRequestModal({
  matterID,
  opened,
  onClose,
}: {
  matterID: string;
  opened: boolean;
  onClose: () => void;
}) {
  const isMobile = useIsMobileLayout();
  const clients = useRequestClients(matterID, opened);
  const { add } = useClientRequestActions(matterID);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZClientRequestInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) form.reset(EMPTY);
  }, [opened, form]);

  const save = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync([input]);
      notify.success(T.added);
      onClose();
    } catch (error) {
      notify.error(`${T.addFailed}. ${errorToast(error)}`);
      if (error instanceof ApiError && error.errors)
        for (const [path, messages] of Object.entries(error.errors)) {
          const field = FIELDS.find((f) => path.endsWith(`.${f}`) || path === f);
          if (field) form.setError(field, { message: messages.join(', ') });
        }
    }
  });

  const options = [
    { value: ALL, label: T.allClients },
    ...(clients.data ?? []).map((c) => ({ value: c.individualID, label: c.name })),
  ];
  const hasNoClients = clients.isSuccess && clients.data.length === 0;

  return (
    <Modal opened={opened} onClose={onClose} title={T.addTitle} size="lg" fullScreen={isMobile}>
      <form noValidate onSubmit={(event) => void save(event)} aria-label={T.addTitle}>
        <Stack gap="md">
          {hasNoClients && (
            <Alert color="yellow" variant="light">
              <Text fz="sm">{T.noClients}</Text>
            </Alert>
          )}
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fz="sm" fw={500} id="request-kind-label">
                  {T.kind}
                </Text>
                <SegmentedControl
                  aria-labelledby="request-kind-label"
                  data={CLIENT_REQUEST_KINDS.map((k) => ({ value: k, label: T.kinds[k] }))}
                  value={field.value as string}
                  onChange={field.onChange}
                />
              </Stack>
            )}
          />
          <TextInput
            label={T.title}
            placeholder={T.titlePlaceholder}
            withAsterisk
            maxLength={CLIENT_REQUEST_TITLE_MAX}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea
            label={T.detail}
            autosize
            minRows={2}
            maxLength={CLIENT_REQUEST_DETAIL_MAX}
            error={errors.detail?.message}
            {...form.register('detail')}
          />
          <Controller
            control={form.control}
            name="individualID"
            render={({ field }) => (
              <Select
                label={T.client}
                data={options}
                value={field.value ?? ALL}
                allowDeselect={false}
                onChange={(value) => field.onChange(value === ALL ? null : value)}
                error={errors.individualID?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Group grow align="flex-start" wrap={isMobile ? 'wrap' : 'nowrap'}>
            <Controller
              control={form.control}
              name="dueDate"
              render={({ field }) => (
                <DatePicker
                  label={T.dueDate}
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
              name="reminderDays"
              render={({ field }) => (
                <NumberInput
                  label={T.reminderDays}
                  min={CLIENT_REQUEST_REMINDER_DAYS_MIN}
                  max={CLIENT_REQUEST_REMINDER_DAYS_MAX}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  error={errors.reminderDays?.message}
                />
              )}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
